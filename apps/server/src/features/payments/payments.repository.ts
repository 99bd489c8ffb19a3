import type { Db, Tx } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import type { OrderRow } from '../orders/orders.repository';

// The payment state of Kala's orders and the gateway's records (payments, webhook_events). Every write here is
// conditional on the state it moves from, and the caller acts only on the rows it changed: that is what makes
// a retry, a second instance or a webhook arriving first or twice change money state once (docs/payments.md).

/** A checkout's gateway order, as the gateway knows it (Razorpay's order id). */
export type GatewayOrder = { id: string; checkout_id: string; amount_paise: number };

/** The gateway order `providerOrderId` of Kala's Razorpay payments, or undefined when Kala knows none. */
export function findGatewayOrder(db: Db, providerOrderId: string): Promise<GatewayOrder | undefined> {
  return db
    .selectFrom('payments')
    .select(['id', 'checkout_id', 'amount_paise'])
    .where('provider', '=', 'razorpay')
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/** The same, only when the checkout it pays for is this buyer's. */
export function findBuyersGatewayOrder(
  db: Db,
  providerOrderId: string,
  buyerId: string,
): Promise<GatewayOrder | undefined> {
  return db
    .selectFrom('payments')
    .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
    .select(['payments.id', 'payments.checkout_id', 'payments.amount_paise'])
    .where('payments.provider', '=', 'razorpay')
    .where('payments.provider_order_id', '=', providerOrderId)
    .where('checkouts.user_id', '=', buyerId)
    .executeTakeFirst();
}

/** The gateway order made for a checkout (the buyer opens Razorpay Checkout on it), or undefined. */
export function gatewayOrderOfCheckout(db: Db, checkoutId: string) {
  return db
    .selectFrom('payments')
    .select(['provider_order_id', 'amount_paise'])
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
}

/** Records the gateway order made for a checkout, for `amountPaise` (the checkout's total). */
export async function recordGatewayOrder(
  db: Db,
  checkoutId: string,
  providerOrderId: string,
  amountPaise: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      checkout_id: checkoutId,
      provider: 'razorpay',
      provider_order_id: providerOrderId,
      provider_payment_id: null,
      amount_paise: amountPaise,
      currency: 'INR',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The first order (by id) paid for by a gateway order: where the admins' audit entry for it points. */
export function firstOrderOfGatewayOrder(db: Db, providerOrderId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.checkout_id', 'payments.checkout_id')
    .select(['orders.id', 'orders.artwork_title'])
    .where('payments.provider', '=', 'razorpay')
    .where('payments.provider_order_id', '=', providerOrderId)
    .orderBy('orders.id')
    .executeTakeFirst();
}

/** Claims a webhook delivery by its event id; false when it was claimed before (a redelivery). */
export async function claimWebhookEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const claimed = await db
    .insertInto('webhook_events')
    .values({ provider: 'razorpay', event_id: eventId, type, received_at: nowIso() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claimed delivery's id back, so that the gateway's retry of a delivery that failed is processed. */
export async function releaseWebhookEvent(db: Db, eventId: string): Promise<void> {
  await db.deleteFrom('webhook_events').where('provider', '=', 'razorpay').where('event_id', '=', eventId).execute();
}

/** The gateway's payment id, stored the first time only. */
export async function recordCapturedPayment(
  tx: Tx,
  paymentId: string,
  providerPaymentId: string,
  now: string,
): Promise<void> {
  await tx
    .updateTable('payments')
    .set({ provider_payment_id: providerPaymentId, updated_at: now })
    .where('id', '=', paymentId)
    .where('provider_payment_id', 'is', null)
    .execute();
}

const unpaid = ['pending', 'failed'];

/** A checkout's online orders still placed and unpaid become paid, their hold over; the ids of those changed. */
export async function markCheckoutPaid(tx: Tx, checkoutId: string, now: string): Promise<string[]> {
  const paid = await tx
    .updateTable('orders')
    .set({ payment_status: 'paid', hold_expires_at: null, updated_at: now })
    .where('checkout_id', '=', checkoutId)
    .where('payment_method', '=', 'online')
    .where('status', '=', 'placed')
    .where('payment_status', 'in', unpaid)
    .returning('id')
    .execute();
  return paid.map((row) => row.id);
}

/** A checkout's online orders cancelled while unpaid (and never refunded) become paid and owed a refund. */
export async function markLatePaidForRefund(tx: Tx, checkoutId: string, now: string): Promise<string[]> {
  const late = await tx
    .updateTable('orders')
    .set({ payment_status: 'paid', refund_status: 'requested', updated_at: now })
    .where('checkout_id', '=', checkoutId)
    .where('payment_method', '=', 'online')
    .where('status', '=', 'cancelled')
    .where('payment_status', 'in', unpaid)
    .where('refund_status', 'is', null)
    .returning('id')
    .execute();
  return late.map((row) => row.id);
}

/** A checkout's placed orders whose payment is pending show it failed; the ids of those changed. */
export async function markCheckoutPaymentFailed(tx: Tx, checkoutId: string, now: string): Promise<string[]> {
  const failed = await tx
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: now })
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'placed')
    .where('payment_status', '=', 'pending')
    .returning('id')
    .execute();
  return failed.map((row) => row.id);
}

/** An order not yet owed a refund is owed one; the row after, or undefined when it already was. */
export function markOwedRefund(tx: Tx, orderId: string, now: string): Promise<OrderRow | undefined> {
  return tx
    .updateTable('orders')
    .set({ refund_status: 'requested', updated_at: now })
    .where('id', '=', orderId)
    .where('refund_status', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Claims an owed refund for asking the gateway (requested → requesting); what to refund, or undefined. */
export function claimRefund(db: Db, orderId: string) {
  return db
    .updateTable('orders')
    .set({ refund_status: 'requesting', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('refund_status', '=', 'requested')
    .returning(['checkout_id', 'total_paise'])
    .executeTakeFirst();
}

/** The gateway's id of the payment captured for a checkout, or null/undefined when none was recorded. */
export async function capturedPaymentOf(db: Db, checkoutId: string): Promise<string | null | undefined> {
  const payment = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  return payment?.provider_payment_id;
}

/** The gateway's refund stored on the order whose claim made it (requesting → pending). */
export async function recordRefundRequested(tx: Tx, orderId: string, refundId: string): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ refund_id: refundId, refund_status: 'pending', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('refund_status', '=', 'requesting')
    .execute();
}

/** A claim whose request failed is given back (requesting → requested) for the sweep to retry. */
export async function releaseRefundClaim(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ refund_status: 'requested', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('refund_status', '=', 'requesting')
    .execute();
}

/**
 * The order of this refund becomes refunded, once: found by refund id, or, when the webhook beats the storing of
 * that id, by the order id the refund's notes carry. The order's id, or undefined when nothing changed.
 */
export async function markOrderRefunded(
  tx: Tx,
  refundId: string,
  orderId: string | undefined,
  now: string,
): Promise<string | undefined> {
  const row = await tx
    .updateTable('orders')
    .set({ payment_status: 'refunded', refund_status: 'processed', refund_id: refundId, updated_at: now })
    .where((eb) =>
      eb.or([
        eb('refund_id', '=', refundId),
        ...(orderId ? [eb.and([eb('id', '=', orderId), eb('refund_status', 'in', ['requesting', 'pending'])])] : []),
      ]),
    )
    .where('payment_status', '<>', 'refunded')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Claims older than `lostBefore` are taken as lost and owed again (requesting → requested). */
export async function requeueLostRefundClaims(db: Db, lostBefore: string, now: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ refund_status: 'requested', updated_at: now })
    .where('refund_status', '=', 'requesting')
    .where('updated_at', '<', lostBefore)
    .execute();
}

/** Up to 50 orders owed a refund not yet asked for. */
export async function ordersOwedRefund(db: Db): Promise<string[]> {
  const owed = await db.selectFrom('orders').select('id').where('refund_status', '=', 'requested').limit(50).execute();
  return owed.map((row) => row.id);
}

/** An order Kala cancels, for `reason`: its hold on the stock ends with it. */
const cancelledByKala = (reason: string, at: string) =>
  ({ status: 'cancelled', cancelled_at: at, cancel_reason: reason, hold_expires_at: null, updated_at: at }) as const;

/** Unpaid online orders whose hold ran out by `at` are cancelled with `reason`; the rows cancelled. */
export function cancelExpiredHolds(tx: Tx, at: string, reason: string) {
  return tx
    .updateTable('orders')
    .set(cancelledByKala(reason, at))
    .where('payment_method', '=', 'online')
    .where('status', '=', 'placed')
    .where('payment_status', 'in', ['pending', 'failed'])
    .where('hold_expires_at', '<=', at)
    .returning(['id', 'artwork_id', 'quantity', 'offer_id'])
    .execute();
}

/** A checkout's placed orders are cancelled with `reason`; the rows cancelled. */
export function cancelCheckoutOrders(tx: Tx, checkoutId: string, at: string, reason: string) {
  return tx
    .updateTable('orders')
    .set(cancelledByKala(reason, at))
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'placed')
    .returning(['id', 'artwork_id', 'quantity', 'buyer_id', 'offer_id'])
    .execute();
}

/** Puts cancelled orders' pieces back in their buyers' carts (a line already there stays as it is). */
export async function putBackInCarts(
  tx: Tx,
  rows: readonly Pick<OrderRow, 'artwork_id' | 'buyer_id' | 'quantity'>[],
  at: string,
): Promise<void> {
  const lines = rows.flatMap((row) =>
    row.artwork_id && row.buyer_id
      ? [
          {
            id: newId(),
            user_id: row.buyer_id,
            artwork_id: row.artwork_id,
            quantity: row.quantity,
            created_at: at,
            updated_at: at,
          },
        ]
      : [],
  );
  if (lines.length > 0) {
    await tx
      .insertInto('cart_items')
      .values(lines)
      .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doNothing())
      .execute();
  }
}

/** Forgets a checkout (and so frees its idempotency key). */
export async function deleteCheckout(tx: Tx, checkoutId: string): Promise<void> {
  await tx.deleteFrom('checkouts').where('id', '=', checkoutId).execute();
}
