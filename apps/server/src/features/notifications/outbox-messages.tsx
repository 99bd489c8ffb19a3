/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime when this file is loaded without apps/server/tsconfig.json (tsx run
// from the repository root, as the end-to-end restart server and the benchmarks do).
import {
  type Language,
  type NotificationType,
  notificationPath,
  notificationTypeSchema,
  type PushPayload,
  type ShippingAddress,
  stateSchema,
} from '@kala/contract';
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';
import type { MailAttachment, MailMessage } from '../../lib/mailer';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { documentOf } from '../invoices/invoices.service';
import { invoicesOfOrder, saleInvoicesOfCheckout, type InvoiceRow } from '../invoices/invoices.repository';
import { readLanguage, textsFor } from '../../lib/language';
import { paiseToRupees } from '../../lib/money';
import { type MailFooter, MailLanguageProvider } from './mail/mail-layout';
import {
  MessagesMail,
  ModerationMail,
  NotificationMail,
  OrderStatusMail,
  InvoiceMail,
  ReceiptMail,
  SaleMail,
  RECEIPT_TEXT_OPTIONS,
} from './mail/mail-templates';
import { findNotification, loadSettings, type NotificationDetail } from './notifications.repository';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-token';

// What an outbox row becomes when its turn comes: a mail or a push, built from the database as it is then (so a
// burst of messages is told in one mail with its final count), or 'skip' when it no longer should go out (the
// entry was read meanwhile, the person switched the type off, the order or the person is gone).

export interface ComposeContext {
  db: Db;
  publicUrl: string;
  secret: string;
}

type Row = Pick<OutboxTable, 'channel' | 'kind' | 'user_id' | 'ref_id'>;

const absolute = (ctx: ComposeContext, pathname: string) => `${ctx.publicUrl}${pathname}`;

export const unsubscribeUrl = (ctx: ComposeContext, userId: string, type: NotificationType) =>
  absolute(ctx, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(ctx.secret, userId, type))}`);

/** Invoices as PDF attachments, drawn from their stored documents (docs/taxes.md). */
async function invoiceAttachments(rows: InvoiceRow[]): Promise<MailAttachment[]> {
  return Promise.all(
    rows.map(async (row) => ({
      filename: `${row.number.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
      content: await renderInvoicePdf(documentOf(row)),
    })),
  );
}

async function mail(
  language: Language,
  to: string,
  subject: string,
  element: ReactElement,
  unsubscribe: string | null,
  attachments: MailAttachment[] = [],
): Promise<MailMessage> {
  // The recipient's texts go in through the mail's context, not by switching the global tables around an await.
  const html = await render(
    <MailLanguageProvider value={{ language, notify: textsFor(language).NOTIFY }}>{element}</MailLanguageProvider>,
  );
  return {
    to,
    subject,
    html,
    text: toPlainText(html, RECEIPT_TEXT_OPTIONS),
    // RFC 8058: a mail client's one-click "unsubscribe" POSTs to this URL; no login, no page to click through.
    ...(unsubscribe
      ? { headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

function shippingOf(order: {
  shipping_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_pincode: string;
  shipping_phone: string;
  shipping_state: string;
}): ShippingAddress {
  return {
    name: order.shipping_name,
    address: order.shipping_address,
    city: order.shipping_city,
    pincode: order.shipping_pincode,
    phone: order.shipping_phone,
    ...(order.shipping_state ? { state: stateSchema.parse(order.shipping_state) } : {}),
  };
}

async function recipient(db: Db, userId: string) {
  return db.selectFrom('users').select(['name', 'email', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** The language a person's mails and pushes are written in (users.language; null is English). */
async function languageOf(db: Db, userId: string): Promise<Language> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return readLanguage(row?.language);
}

export async function composeMail(ctx: ComposeContext, row: Row): Promise<MailMessage | 'skip'> {
  const user = await recipient(ctx.db, row.user_id);
  if (!user) return 'skip';
  const language = readLanguage(user.language);
  const T = textsFor(language).NOTIFY;
  const M = T.mail;
  if (row.kind === 'receipt') return receiptMail(ctx, user, language, row.ref_id);
  if (row.kind === 'invoice') return invoiceMail(ctx, user, language, row.ref_id);

  const found = await notificationRow(ctx.db, row.ref_id, language);
  if (!found) return 'skip';
  const { notification, type } = found;
  // Settings are read again now: switching a type off stops mail already queued for it.
  if (!(await loadSettings(ctx.db, row.user_id))[type].email) return 'skip';
  if (type === 'message' && notification.readAt !== null) return 'skip';

  const footer: MailFooter = {
    label: T.typeLabels[type],
    unsubscribeUrl: unsubscribeUrl(ctx, row.user_id, type),
    settingsUrl: absolute(ctx, '/settings/notifications'),
  };
  const url = absolute(ctx, notificationPath(notification));
  const sentence = notification.text;

  if (type === 'sale' || type === 'order') {
    const order = notification.orderId
      ? await ctx.db.selectFrom('orders').selectAll().where('id', '=', notification.orderId).executeTakeFirst()
      : undefined;
    if (!order) return 'skip';
    // A sale entry with a status is a step the buyer took (cancelled, received): told in its own sentence.
    const step = await statusOf(ctx.db, notification.id);
    if (type === 'order' || step !== undefined) {
      // The shipped mail says how it travels (issue 35): the courier and the tracking number.
      const tracking =
        step === 'shipped' && order.courier && order.tracking_number
          ? { courier: order.courier, trackingNumber: order.tracking_number }
          : null;
      return mail(
        language,
        user.email,
        sentence,
        <OrderStatusMail name={user.name} sentence={sentence} ordersUrl={url} footer={footer} tracking={tracking} />,
        footer.unsubscribeUrl,
      );
    }
    return mail(
      language,
      user.email,
      M.saleSubject(order.artwork_title),
      <SaleMail
        name={user.name}
        buyer={order.buyer_name}
        line={{ title: order.artwork_title, quantity: order.quantity, amount: paiseToRupees(order.total_paise) }}
        shipping={shippingOf(order)}
        salesUrl={url}
        footer={footer}
        pickup={order.delivery_method === 'pickup'}
      />,
      footer.unsubscribeUrl,
    );
  }

  if (type === 'message') {
    const sender = notification.actor;
    if (!sender) return 'skip';
    const unread = await ctx.db
      .selectFrom('chat_messages')
      .select('content')
      .where('sender_id', '=', sender.id)
      .where('receiver_id', '=', row.user_id)
      .where('read_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MESSAGES_QUOTED)
      .execute();
    if (unread.length === 0) return 'skip';
    return mail(
      language,
      user.email,
      M.messagesSubject(sender.username, notification.count),
      <MessagesMail
        name={user.name}
        sender={sender.username}
        count={notification.count}
        messages={unread.map((m) => m.content).reverse()}
        chatUrl={url}
        footer={footer}
      />,
      footer.unsubscribeUrl,
    );
  }

  if (type === 'moderation') {
    const step = await moderationStepOf(ctx.db, notification.id);
    // A held upload (decision 0041) is out of sight as a hidden one is; the mail says so and how to answer.
    const hidden = step === 'hidden' || step === 'held';
    return mail(
      language,
      user.email,
      T.moderation.mailSubject,
      <ModerationMail name={user.name} sentence={sentence} url={url} footer={footer} hidden={hidden} />,
      footer.unsubscribeUrl,
    );
  }

  return mail(
    language,
    user.email,
    sentence,
    <NotificationMail name={user.name} sentence={sentence} url={url} footer={footer} />,
    footer.unsubscribeUrl,
  );
}

/** A message mail quotes at most this many of the unread messages, the latest ones. */
const MESSAGES_QUOTED = 5;

async function receiptMail(
  ctx: ComposeContext,
  user: { name: string; email: string },
  language: Language,
  checkoutId: string,
): Promise<MailMessage | 'skip'> {
  const orders = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .orderBy('id')
    .execute();
  const first = orders[0];
  if (!first) return 'skip';
  const lines = orders.map((order) => ({
    title: order.artwork_title,
    quantity: order.quantity,
    // The goods alone; shipping is its own line (issue 34 item 3).
    amount: paiseToRupees(Number(order.total_paise) - Number(order.shipping_paise)),
  }));
  const shippingPaise = orders.reduce((sum, order) => sum + Number(order.shipping_paise), 0);
  const totalPaise = orders.reduce((sum, order) => sum + Number(order.total_paise), 0);
  // An online checkout's receipt goes once it is paid, and its invoices were issued with the payment: they go
  // with it. A pay-on-delivery receipt goes when ordered; its invoices follow by mail once the cash is collected.
  const invoices = await saleInvoicesOfCheckout(ctx.db, checkoutId);
  return mail(
    language,
    user.email,
    textsFor(language).NOTIFY.mail.receiptSubject(orders.length),
    <ReceiptMail
      name={user.name}
      lines={lines}
      total={paiseToRupees(totalPaise)}
      shippingAmount={first.delivery_method === 'pickup' ? null : paiseToRupees(shippingPaise)}
      shipping={shippingOf(first)}
      ordersUrl={absolute(ctx, '/me/orders')}
      pickup={first.delivery_method === 'pickup'}
      invoiceCount={invoices.length}
    />,
    null,
    await invoiceAttachments(invoices),
  );
}

/** A pay-on-delivery order's invoice, issued when its cash was collected, as a PDF attachment. */
async function invoiceMail(
  ctx: ComposeContext,
  user: { name: string; email: string },
  language: Language,
  orderId: string,
): Promise<MailMessage | 'skip'> {
  const invoice = (await invoicesOfOrder(ctx.db, orderId)).find((row) => row.role === 'sale');
  if (!invoice) return 'skip';
  const document = documentOf(invoice);
  const title = document.lines[0]?.description ?? document.number;
  return mail(
    language,
    user.email,
    textsFor(language).NOTIFY.mail.invoiceSubject(title),
    <InvoiceMail name={user.name} title={`${document.number}: ${title}`} ordersUrl={absolute(ctx, '/me/orders')} />,
    null,
    await invoiceAttachments([invoice]),
  );
}

/** The order step an entry is about (shipped, cancelled, ...), or undefined for a new sale. */
async function statusOf(db: Db, notificationId: string): Promise<NotificationDetail['status']> {
  const row = await db.selectFrom('notifications').select('detail').where('id', '=', notificationId).executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.detail) as NotificationDetail).status;
}

/** What a moderation entry told (decision 0028): hidden, or a review's outcome. */
async function moderationStepOf(db: Db, notificationId: string) {
  const row = await db.selectFrom('notifications').select('detail').where('id', '=', notificationId).executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.detail) as NotificationDetail).moderation?.step;
}

/** The entry, its sentence made in the recipient's language. */
async function notificationRow(db: Db, id: string, language: Language) {
  const notification = await findNotification(db, id, textsFor(language).NOTIFY.text);
  if (!notification) return null;
  return { notification, type: notificationTypeSchema.parse(notification.type) };
}

/** The push of an entry: its sentence, and the page to open when it is clicked. */
export async function composePush(ctx: ComposeContext, row: Row): Promise<PushPayload | 'skip'> {
  const language = await languageOf(ctx.db, row.user_id);
  const found = await notificationRow(ctx.db, row.ref_id, language);
  if (!found) return 'skip';
  const { notification, type } = found;
  if (!(await loadSettings(ctx.db, row.user_id))[type].push) return 'skip';
  // A message read in an open chat meanwhile needs no buzz; other types are worth one even if seen in the list.
  if (type === 'message' && notification.readAt !== null) return 'skip';
  return {
    title: textsFor(language).NOTIFY.push.title,
    body: notification.text,
    url: absolute(ctx, notificationPath(notification)),
    // The same entry pushed twice (a retry, more likes) replaces the shown notification instead of stacking.
    tag: notification.id,
    notificationId: notification.id,
  };
}
