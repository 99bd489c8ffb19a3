import { ERR, type Order, type PaymentVerifyBody } from '@kala/contract';
import type { Logger } from '../../lib/logging';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { badRequest, notFound } from '../../lib/errors';
import type { Realtime } from '../../plugins/realtime';
import { ordersOfCheckout, toOrders } from '../orders/orders.repository';
import { markPaid, markPaymentFailed, markRefunded } from '../orders/orders.service';
import { writeAudit } from '../admin/admin-audit.repository';
import type { PaymentGateway } from './razorpay.gateway';

/**
 * The browser's word that Razorpay Checkout succeeded: believed only with a valid signature over
 * `order_id|payment_id`, and only for the buyer of that checkout. Answers the checkout's orders, now paid.
 */
export async function verifyPayment(
  db: Db,
  realtime: Realtime,
  gateway: PaymentGateway | null,
  buyerId: string,
  body: PaymentVerifyBody,
  log?: Logger,
): Promise<Order[]> {
  if (!gateway) throw badRequest(ERR.onlinePaymentUnavailable);
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
  const payment = await db
    .selectFrom('payments')
    .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
    .select('payments.checkout_id')
    .where('payments.provider', '=', 'razorpay')
    .where('payments.provider_order_id', '=', orderId)
    .where('checkouts.user_id', '=', buyerId)
    .executeTakeFirst();
  if (!payment) throw notFound('Payment');
  if (!gateway.paymentSignatureValid(orderId, paymentId, signature)) throw badRequest(ERR.paymentSignatureInvalid);
  await markPaid(db, realtime, gateway, orderId, paymentId, log);
  return toOrders(db, await ordersOfCheckout(db, payment.checkout_id));
}

/** Who the audit log names for what the gateway's webhook made Kala do (no username can contain '-'). */
export const WEBHOOK_ACTOR = { id: null, username: 'razorpay-webhook' } as const;

/**
 * A captured payment whose amount is not its gateway order's pays for nothing (Razorpay charges the order's
 * amount, so this means tampering or a fault): the orders stay unpaid (their hold runs out as any unpaid one),
 * the whole captured amount is refunded, and the admins see it in the audit log, on the checkout's first order.
 * The refund carries the gateway order in its notes and is looked for first, so a redelivered event (or one
 * retried after the gateway or the audit write failed) never refunds twice.
 */
async function refundMismatch(
  db: Db,
  gateway: PaymentGateway,
  providerOrderId: string,
  paymentId: string,
  amountPaise: number,
): Promise<void> {
  const notes = { kala_amount_mismatch: providerOrderId };
  const earlier = await gateway.findRefund(paymentId, notes);
  if (!earlier) await gateway.refund({ paymentId, amountPaise, notes });
  const order = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.checkout_id', 'payments.checkout_id')
    .select(['orders.id', 'orders.artwork_title'])
    .where('payments.provider', '=', 'razorpay')
    .where('payments.provider_order_id', '=', providerOrderId)
    .orderBy('orders.id')
    .executeTakeFirst();
  if (!order) return;
  await writeAudit(
    db,
    WEBHOOK_ACTOR,
    'payment.mismatch_refunded',
    { type: 'order', id: order.id },
    {
      name: order.artwork_title,
    },
  );
}

// Razorpay sends `notes` as an object, or as [] when there are none.
const notesSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

/** The parts of Razorpay's webhook payloads Kala reads (payment.captured, payment.failed, refund.processed). */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number(),
          error_description: z.string().nullish(),
        }),
      })
      .optional(),
    refund: z.object({ entity: z.object({ id: z.string(), notes: notesSchema }) }).optional(),
  }),
});

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * One webhook delivery, already signature-checked. Idempotent by event id: the (provider, event_id) key is
 * claimed first and a delivery whose id is taken is acknowledged without acting again. The handlers are
 * conditional updates too, so even a claim released after a failure cannot apply an event twice.
 */
export async function handleWebhook(
  db: Db,
  realtime: Realtime,
  gateway: PaymentGateway,
  eventId: string,
  rawBody: Buffer,
  log?: Logger,
): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(ERR.badRequest);
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest(ERR.badRequest);
  const { event, payload } = parsed.data;

  const claimed = await db
    .insertInto('webhook_events')
    .values({ provider: 'razorpay', event_id: eventId, type: event, received_at: nowIso() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';

  try {
    const payment = payload.payment?.entity;
    const refund = payload.refund?.entity;
    if (event === 'payment.captured' && payment?.order_id) {
      const expected = await db
        .selectFrom('payments')
        .select('amount_paise')
        .where('provider', '=', 'razorpay')
        .where('provider_order_id', '=', payment.order_id)
        .executeTakeFirst();
      if (!expected) return 'ignored';
      if (expected.amount_paise !== payment.amount) {
        log?.error(
          { orderId: payment.order_id, amount: payment.amount, expected: expected.amount_paise },
          'captured amount differs from the order; refunding it',
        );
        await refundMismatch(db, gateway, payment.order_id, payment.id, payment.amount);
        return 'handled';
      }
      await markPaid(db, realtime, gateway, payment.order_id, payment.id, log);
      return 'handled';
    }
    if (event === 'payment.failed' && payment?.order_id) {
      await markPaymentFailed(db, payment.order_id, payment.error_description ?? null);
      return 'handled';
    }
    if (event === 'refund.processed' && refund) {
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      const orderId = typeof notes.kala_order_id === 'string' ? notes.kala_order_id : undefined;
      await markRefunded(db, refund.id, orderId);
      return 'handled';
    }
    return 'ignored';
  } catch (error) {
    // Not handled: let the gateway's retry of this event be processed.
    await db.deleteFrom('webhook_events').where('provider', '=', 'razorpay').where('event_id', '=', eventId).execute();
    throw error;
  }
}
