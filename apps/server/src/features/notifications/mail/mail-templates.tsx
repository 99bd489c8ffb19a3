/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime when this file is loaded without apps/server/tsconfig.json (tsx run
// from the repository root, as the end-to-end restart server and the benchmarks do).
import { Text } from '@react-email/components';
import type { ShippingAddress } from '@kala/contract';
import { formatRupees, type MailFooter, MailLayout, styles, useMailTexts, useModerationMailTexts } from './mail-layout';

// One component per mail Kala sends. Texts come from NOTIFY in the recipient's language (useMailTexts); amounts arrive in
// rupees and are shown with Indian grouping; every link is absolute (PUBLIC_URL).

function Address({ shipping }: { shipping: ShippingAddress }) {
  const M = useMailTexts();
  return (
    <Text style={styles.text}>
      {shipping.name}
      <br />
      {shipping.address}
      <br />
      {[shipping.city, shipping.state].filter(Boolean).join(', ')} {shipping.pincode}
      <br />
      {M.phone(shipping.phone)}
    </Text>
  );
}

/**
 * A notification's sentence with its full stop: the sentences end without one (the bell shows them as lines), but a
 * moderator's note may already end with one, and "artist.." reads as a typo.
 */
export function asSentence(text: string): string {
  return /[.!?…।]$/.test(text.trimEnd()) ? text : `${text}.`;
}

/** A like, comment, review or follow: the sentence and a button to where it happened. */
export function NotificationMail(props: { name: string; sentence: string; url: string; footer: MailFooter }) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={props.sentence}
      name={props.name}
      action={{ label: M.open, url: props.url }}
      footer={props.footer}
    >
      <Text style={styles.text}>{asSentence(props.sentence)}</Text>
    </MailLayout>
  );
}

/**
 * A moderator hid what the person posted, or decided on their request for a review (decision 0028): the sentence
 * carries the reason; a hidden item's mail says who sees it now and how to ask for a review.
 */
export function ModerationMail(props: {
  name: string;
  sentence: string;
  url: string;
  footer: MailFooter;
  hidden: boolean;
}) {
  const T = useModerationMailTexts();
  return (
    <MailLayout
      preview={props.sentence}
      name={props.name}
      action={{ label: T.viewArtwork, url: props.url }}
      footer={props.footer}
    >
      <Text style={styles.text}>{asSentence(props.sentence)}</Text>
      {props.hidden ? <Text style={styles.text}>{T.mailHint}</Text> : null}
    </MailLayout>
  );
}

export interface ReceiptLine {
  title: string;
  quantity: number;
  amount: number;
}

/** The buyer's receipt: the lines, the total and where it ships. No unsubscribe: it is the record of a purchase. */
export function ReceiptMail(props: {
  name: string;
  lines: ReceiptLine[];
  total: number;
  /** Rupees of shipping in the total (issue 34 item 3); null for a local pickup (nothing ships). */
  shippingAmount?: number | null;
  shipping: ShippingAddress;
  ordersUrl: string;
  /** A local-pickup checkout (issue 19): nothing ships; the address is the buyer's contact. */
  pickup?: boolean;
  /** How many invoices go with it as PDF attachments (issue 37 item 7); 0 or absent: none. */
  invoiceCount?: number;
}) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={M.receiptIntro}
      name={props.name}
      action={{ label: M.viewOrder, url: props.ordersUrl }}
      footer={null}
    >
      <Text style={styles.text}>{M.receiptIntro}</Text>
      {/* One table (not a react-email Row per line, each its own table): the columns line up. The class tells
          the text part to lay it out as columns (RECEIPT_TEXT_OPTIONS). */}
      <table className="receipt" style={styles.table} role="presentation" cellPadding={0} cellSpacing={0}>
        <thead>
          <tr style={{ borderBottom: '1px solid #d9d2c7' }}>
            <th style={{ ...styles.cell, width: '60%' }}>{M.artwork}</th>
            <th style={styles.number}>{M.quantity}</th>
            <th style={styles.number}>{M.amount}</th>
          </tr>
        </thead>
        <tbody>
          {props.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never reorder
            <tr key={index}>
              <td style={styles.cell}>{line.title}</td>
              <td style={styles.number}>{line.quantity}</td>
              <td style={styles.number}>{formatRupees(line.amount)}</td>
            </tr>
          ))}
          {props.shippingAmount === undefined || props.shippingAmount === null ? null : (
            <tr>
              <td style={styles.cell}>{M.shippingLine}</td>
              <td style={styles.number} />
              <td style={styles.number}>{formatRupees(props.shippingAmount)}</td>
            </tr>
          )}
          <tr style={{ borderTop: '1px solid #d9d2c7' }}>
            <td style={{ ...styles.cell, fontWeight: 'bold' }}>{M.total}</td>
            <td style={styles.number} />
            <td style={{ ...styles.number, fontWeight: 'bold' }}>{formatRupees(props.total)}</td>
          </tr>
        </tbody>
      </table>
      {props.pickup ? <Text style={styles.text}>{M.receiptPickup}</Text> : null}
      <Text style={{ ...styles.text, fontWeight: 'bold' }}>{props.pickup ? M.contact : M.shippingAddress}</Text>
      <Address shipping={props.shipping} />
      <Text style={styles.muted}>{M.receiptPayment}</Text>
      {props.invoiceCount ? <Text style={styles.text}>{M.receiptInvoices(props.invoiceCount)}</Text> : null}
    </MailLayout>
  );
}

/**
 * A pay-on-delivery order's invoice, once the cash was collected (issue 37 item 7): the receipt went out when the
 * buyer ordered, before there was an invoice; this mail carries it (a PDF attachment).
 */
export function InvoiceMail(props: { name: string; title: string; ordersUrl: string }) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={M.invoiceIntro}
      name={props.name}
      action={{ label: M.viewOrder, url: props.ordersUrl }}
      footer={null}
    >
      <Text style={styles.text}>{M.invoiceIntro}</Text>
      <Text style={styles.text}>{props.title}</Text>
    </MailLayout>
  );
}

/** The artist's sale: what sold, for how much, and where to ship it. */
export function SaleMail(props: {
  name: string;
  buyer: string;
  line: ReceiptLine;
  shipping: ShippingAddress;
  salesUrl: string;
  footer: MailFooter;
  /** A local-pickup sale (issue 19): the buyer collects it; the address is their contact. */
  pickup?: boolean;
}) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={M.saleSubject(props.line.title)}
      name={props.name}
      action={{ label: M.viewSales, url: props.salesUrl }}
      footer={props.footer}
    >
      <Text style={styles.text}>{props.pickup ? M.saleIntroPickup(props.buyer) : M.saleIntro(props.buyer)}</Text>
      <Text style={styles.text}>
        {M.artwork}: {props.line.title}
        <br />
        {M.quantity}: {props.line.quantity}
        <br />
        {M.amount}: {formatRupees(props.line.amount)}
      </Text>
      <Text style={{ ...styles.text, fontWeight: 'bold' }}>{props.pickup ? M.buyerContact : M.shipTo}</Text>
      <Address shipping={props.shipping} />
    </MailLayout>
  );
}

/** The text part of a mail holding the receipt's table: its columns kept apart, one line per artwork. */
export const RECEIPT_TEXT_OPTIONS = {
  selectors: [
    {
      selector: 'table.receipt',
      format: 'dataTable',
      options: { uppercaseHeaderCells: false, colSpacing: 4, maxColumnWidth: 40 },
    },
  ],
};

/** The buyer's order changed: paid, shipped (with the courier and tracking number), delivered or cancelled. */
export function OrderStatusMail(props: {
  name: string;
  sentence: string;
  ordersUrl: string;
  footer: MailFooter;
  tracking?: { courier: string; trackingNumber: string } | null;
}) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={props.sentence}
      name={props.name}
      action={{ label: M.viewOrder, url: props.ordersUrl }}
      footer={props.footer}
    >
      <Text style={styles.text}>{asSentence(props.sentence)}</Text>
      {props.tracking ? (
        <Text style={styles.text}>
          {M.courier(props.tracking.courier)}
          <br />
          {M.trackingNumber(props.tracking.trackingNumber)}
        </Text>
      ) : null}
    </MailLayout>
  );
}

/** An account mail (verify the address, the password changed): a few paragraphs and one button. */
export function AccountMail(props: {
  name: string;
  preview: string;
  paragraphs: string[];
  action: { label: string; url: string };
}) {
  return (
    <MailLayout preview={props.preview} name={props.name} action={props.action} footer={null}>
      {props.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={styles.text}>
          {paragraph}
        </Text>
      ))}
    </MailLayout>
  );
}

/** One mail for a burst of messages from one person, quoting the latest ones. */
export function MessagesMail(props: {
  name: string;
  sender: string;
  count: number;
  messages: string[];
  chatUrl: string;
  footer: MailFooter;
}) {
  const M = useMailTexts();
  return (
    <MailLayout
      preview={M.messagesIntro(props.sender, props.count)}
      name={props.name}
      action={{ label: M.viewMessages, url: props.chatUrl }}
      footer={props.footer}
    >
      <Text style={styles.text}>{M.messagesIntro(props.sender, props.count)}</Text>
      {props.messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: quoted in the order they were sent, never reordered
        <Text key={index} style={styles.quote}>
          {message}
        </Text>
      ))}
    </MailLayout>
  );
}
