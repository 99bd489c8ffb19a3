import {
  AUTO_DELIVERED_AFTER_DAYS,
  ERR,
  MSG,
  type OnlinePayment,
  type OrderActorRole,
  type OrderDetail,
  type OrderEventType,
  type OrderStatus,
  orderEventSchema,
  type PaymentStatus,
  type SaleUpdateBody,
} from '@kala/contract';
import type { Logger } from '../../lib/logging';
import type { Updateable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { OrdersTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import type { AppError } from '../../lib/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Realtime } from '../../plugins/realtime';
import { notifyAutoDelivered, notifyOrderStep, notifyOrdersPlaced } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/razorpay.gateway';
import { findOrderRow, type OrderRow, toOrders } from './orders.repository';
import { giveBackOffers } from '../offers/offers.repository';

// Every step of an order's life is one function here, and each is one conditional UPDATE on the order's
// current status whose affected-row count decides: two clicks, two instances or a sweep racing a click change
// an order once, and whatever follows from the change (stock back, a timeline event, a refund) happens once.
// Each step that happened is told after its commit (notifications.service notifyOrderStep: the buyer's own
// steps to the artist, the others to the buyer); telling never fails the step.

/** Who acts on an order: a signed-in person (buyer, its artist, or an admin), or Kala itself. */
export interface Actor {
  id: string;
  role: 'user' | 'admin';
}
type Party = Exclude<OrderActorRole, 'system'>;

const SYSTEM = { role: 'system', id: null } as const;
type EventActor = { role: OrderActorRole; id: string | null };

/** The actor's part in this order, or a 404 for anyone else (an order is nobody else's business). */
function partyOf(row: OrderRow | undefined, actor: Actor): { row: OrderRow; party: Party } {
  if (!row) throw notFound('Order');
  if (actor.role === 'admin') return { row, party: 'admin' };
  if (row.buyer_id === actor.id) return { row, party: 'buyer' };
  if (row.artist_id === actor.id) return { row, party: 'artist' };
  throw notFound('Order');
}

async function addEvents(
  tx: Tx | Db,
  orderIds: readonly string[],
  type: OrderEventType,
  actor: EventActor,
  note: string | null = null,
  at = nowIso(),
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .insertInto('order_events')
    .values(
      orderIds.map((orderId) => ({
        id: newId(),
        order_id: orderId,
        type,
        actor_role: actor.role,
        actor_id: actor.id,
        note,
        created_at: at,
      })),
    )
    .execute();
}

/** The timeline's first step, written in the checkout's transaction. */
export function recordPlaced(tx: Tx, orderIds: readonly string[], buyerId: string, at: string): Promise<void> {
  return addEvents(tx, orderIds, 'placed', { role: 'buyer', id: buyerId }, null, at);
}

/** Moves one order from `from` to a new state; the row after the change, or undefined when it was not in `from`. */
async function transition(
  tx: Tx,
  id: string,
  from: OrderStatus,
  set: Updateable<OrdersTable>,
  onlyPaidOrCod = false,
): Promise<OrderRow | undefined> {
  let query = tx
    .updateTable('orders')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from);
  // An online order is shipped only once paid; pay on delivery is paid at the door.
  if (onlyPaidOrCod) {
    query = query.where((eb) => eb.or([eb('payment_method', '=', 'cod'), eb('payment_status', '=', 'paid')]));
  }
  return query.returningAll().executeTakeFirst();
}

/**
 * Gives a cancelled order's pieces back to its artwork (if it still exists): for sale again at once. The offer
 * it was bought at is given back too: the buyer may still buy at that price until the offer expires.
 */
async function returnStock(
  tx: Tx,
  rows: readonly Pick<OrderRow, 'artwork_id' | 'quantity' | 'offer_id'>[],
): Promise<void> {
  for (const row of rows) {
    if (!row.artwork_id) continue;
    await tx
      .updateTable('artworks')
      .set((eb) => ({ quantity: eb('quantity', '+', row.quantity), is_sold: 0, updated_at: nowIso() }))
      .where('id', '=', row.artwork_id)
      .execute();
  }
  const offerIds = rows.flatMap((row) => (row.offer_id ? [row.offer_id] : []));
  if (offerIds.length > 0) await giveBackOffers(tx, offerIds, nowIso());
}

const cancelRefusal: Record<Exclude<OrderStatus, 'placed'>, string> = {
  shipped: ERR.orderCancelAfterShipping,
  delivered: ERR.orderCancelAfterDelivery,
  cancelled: ERR.orderAlreadyCancelled,
};
const shipRefusal: Record<Exclude<OrderStatus, 'placed'>, string> = {
  shipped: ERR.orderAlreadyShipped,
  delivered: ERR.orderShipAfterDelivery,
  cancelled: ERR.orderShipCancelled,
};
const deliveredRefusal: Record<Exclude<OrderStatus, 'shipped'>, string> = {
  placed: ERR.orderDeliveredBeforeShipping,
  delivered: ERR.orderAlreadyDelivered,
  cancelled: ERR.orderDeliveredCancelled,
};

/** The 409 for a step the order's current state does not allow (read after the conditional UPDATE missed). */
async function refusal(
  db: Db,
  id: string,
  texts: Partial<Record<string, string>>,
  fallback: string,
): Promise<AppError> {
  const row = await findOrderRow(db, id);
  if (!row) return notFound('Order');
  return conflict(texts[row.status] ?? fallback);
}

async function answer(db: Db, row: OrderRow) {
  const [order] = await toOrders(db, [row]);
  if (!order) throw notFound('Order');
  return order;
}

/** The artist (or an admin) marks the order shipped with its courier and tracking number. */
export async function shipOrder(
  db: Db,
  realtime: Realtime,
  id: string,
  actor: Actor,
  tracking: { courier: string; trackingNumber: string },
  log?: Logger,
) {
  const { row: before, party } = partyOf(await findOrderRow(db, id), actor);
  if (party === 'buyer') throw forbidden();
  if (before.delivery_method === 'pickup') throw conflict(ERR.orderShipPickup);
  const now = nowIso();
  const shipped = await db.transaction().execute(async (tx) => {
    const row = await transition(
      tx,
      id,
      'placed',
      { status: 'shipped', shipped_at: now, courier: tracking.courier, tracking_number: tracking.trackingNumber },
      true,
    );
    if (row)
      await addEvents(
        tx,
        [id],
        'shipped',
        { role: party, id: actor.id },
        `${tracking.courier} ${tracking.trackingNumber}`,
        now,
      );
    return row;
  });
  if (!shipped) throw await refusal(db, id, { ...shipRefusal, placed: ERR.orderShipUnpaid }, ERR.orderShipUnpaid);
  await notifyOrderStep({ db, realtime }, id, 'shipped', actor.id, log);
  return answer(db, shipped);
}

const collectRefusal: Record<Exclude<OrderStatus, 'placed'>, string> = {
  shipped: ERR.orderCollectShipped,
  delivered: ERR.orderAlreadyCollected,
  cancelled: ERR.orderCollectCancelled,
};

/**
 * A local-pickup order handed over (issue 19, decision 0017): its artist (or an admin) marks it collected,
 * placed → delivered with a 'collected' step. Like shipping, an online order must be paid first.
 */
export async function collectOrder(db: Db, realtime: Realtime, id: string, actor: Actor, log?: Logger) {
  const { row: before, party } = partyOf(await findOrderRow(db, id), actor);
  if (party === 'buyer') throw forbidden(ERR.orderPickupByArtist);
  if (before.delivery_method !== 'pickup') throw conflict(ERR.orderCollectShipped);
  const now = nowIso();
  const collected = await db.transaction().execute(async (tx) => {
    const row = await transition(tx, id, 'placed', { status: 'delivered', delivered_at: now }, true);
    if (row) await addEvents(tx, [id], 'collected', { role: party, id: actor.id }, null, now);
    return row;
  });
  if (!collected) {
    throw await refusal(db, id, { ...collectRefusal, placed: ERR.orderCollectUnpaid }, ERR.orderCollectUnpaid);
  }
  await notifyOrderStep({ db, realtime }, id, 'delivered', actor.id, log);
  return answer(db, collected);
}

/** The buyer (or an admin) confirms the order arrived. */
export async function markDelivered(db: Db, realtime: Realtime, id: string, actor: Actor, log?: Logger) {
  const { row: before, party } = partyOf(await findOrderRow(db, id), actor);
  if (party === 'artist') throw forbidden(ERR.notOrderBuyer);
  if (before.delivery_method === 'pickup') throw conflict(ERR.orderPickupByArtist);
  const now = nowIso();
  const delivered = await db.transaction().execute(async (tx) => {
    const row = await transition(tx, id, 'shipped', { status: 'delivered', delivered_at: now });
    if (row) await addEvents(tx, [id], 'delivered', { role: party, id: actor.id }, null, now);
    return row;
  });
  if (!delivered) throw await refusal(db, id, deliveredRefusal, ERR.orderAlreadyDelivered);
  await notifyOrderStep({ db, realtime }, id, 'delivered', actor.id, log);
  return answer(db, delivered);
}

/**
 * Cancels a placed order: the buyer at will, its artist with a reason, an admin. The stock returns in the same
 * transaction as the status change (so exactly once); a paid online order is refunded through the gateway.
 */
export async function cancelOrder(
  db: Db,
  realtime: Realtime,
  gateway: PaymentGateway | null,
  id: string,
  actor: Actor,
  reason: string | undefined,
  log?: Logger,
) {
  const { party } = partyOf(await findOrderRow(db, id), actor);
  const why = reason?.trim() || null;
  if (party === 'artist' && !why) throw badRequest(ERR.cancelReasonRequired, { reason: ERR.cancelReasonRequired });
  const now = nowIso();
  const cancelled = await db.transaction().execute(async (tx) => {
    const row = await transition(tx, id, 'placed', {
      status: 'cancelled',
      cancelled_at: now,
      cancel_reason: why,
      hold_expires_at: null,
    });
    if (!row) return undefined;
    await returnStock(tx, [row]);
    await addEvents(tx, [id], 'cancelled', { role: party, id: actor.id }, why, now);
    return markForRefund(tx, row, now);
  });
  if (!cancelled) throw await refusal(db, id, cancelRefusal, ERR.orderAlreadyCancelled);
  await notifyOrderStep({ db, realtime }, id, 'cancelled', actor.id, log);
  if (cancelled.refund_status === 'requested') await requestRefund(db, gateway, id, log);
  return answer(db, (await findOrderRow(db, id)) ?? cancelled);
}

/**
 * PATCH /api/auth/sales/{id} and /api/admin/orders/{id}: a pay-on-delivery order marked paid (the artist of the
 * sale, or an admin), or a fulfilment step.
 */
export async function updateSale(
  db: Db,
  realtime: Realtime,
  gateway: PaymentGateway | null,
  id: string,
  actor: Actor,
  body: SaleUpdateBody,
  route: 'sale' | 'admin',
  log?: Logger,
) {
  if ('paymentStatus' in body) return markCollected(db, realtime, id, actor, body.paymentStatus, route, log);
  if (body.status === 'shipped') return shipOrder(db, realtime, id, actor, body, log);
  if (body.status === 'collected') return collectOrder(db, realtime, id, actor, log);
  return cancelOrder(db, realtime, gateway, id, actor, body.reason, log);
}

/**
 * The one say a person has over payment (issue 32, docs/payments.md): a pay-on-delivery order is marked paid when
 * its money is collected. An online order's payment moves only on the gateway's word (markPaid,
 * markPaymentFailed, markRefunded), so nobody can show a buyer paid without a payment, make a paid order look
 * unpaid so that its cancellation refunds nothing, or show "refunded" while no money moved. Marking paid again
 * is a no-op, so a repeated save answers 200 and tells nobody twice.
 */
async function markCollected(
  db: Db,
  realtime: Realtime,
  id: string,
  actor: Actor,
  status: PaymentStatus,
  route: 'sale' | 'admin',
  log?: Logger,
) {
  const before = await findOrderRow(db, id);
  // The sales route changes only the caller's own sales, admin or not; the admin route any order.
  if (!before || (route === 'sale' && before.artist_id !== actor.id)) throw notFound('Order');
  if (before.payment_method !== 'cod') throw conflict(ERR.paymentStatusByGateway);
  if (status !== 'paid') throw conflict(ERR.paymentStatusOnlyPaid);
  const party: Party = route === 'admin' ? 'admin' : 'artist';
  const now = nowIso();
  const paid = await db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('orders')
      .set({ payment_status: 'paid', updated_at: now })
      .where('id', '=', id)
      .where('payment_method', '=', 'cod')
      .where('status', '<>', 'cancelled')
      .where('payment_status', '<>', 'paid')
      .returningAll()
      .executeTakeFirst();
    if (row) await addEvents(tx, [id], 'paid', { role: party, id: actor.id }, null, now);
    return row;
  });
  if (!paid) {
    const current = await findOrderRow(db, id);
    if (!current) throw notFound('Order');
    if (current.status === 'cancelled') throw conflict(ERR.paymentStatusCancelled);
    return answer(db, current);
  }
  // Collected on delivery: the buyer hears once, when it becomes paid.
  await notifyOrderStep({ db, realtime }, id, 'paid', actor.id, log);
  return answer(db, paid);
}

/** A cancelled order whose money was taken online is owed a refund: recorded here, asked for after commit. */
async function markForRefund(tx: Tx, row: OrderRow, now: string): Promise<OrderRow> {
  if (row.payment_method !== 'online' || row.payment_status !== 'paid') return row;
  const marked = await tx
    .updateTable('orders')
    .set({ refund_status: 'requested', updated_at: now })
    .where('id', '=', row.id)
    .where('refund_status', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (marked) await addEvents(tx, [row.id], 'refund_requested', SYSTEM, null, now);
  return marked ?? row;
}

/**
 * Asks the gateway to refund one order. The order is claimed first ('requested' → 'requesting'), so of two
 * callers (a cancel and the sweep's retry) one asks; a failed call puts the claim back for the sweep to retry.
 * A retry first looks for a refund of this order at the gateway: an earlier call may have reached it before the
 * answer was lost (a timeout, or a crash before its id was stored), and a second refund must never be made.
 */
export async function requestRefund(
  db: Db,
  gateway: PaymentGateway | null,
  id: string,
  log?: Logger,
  { retry = false }: { retry?: boolean } = {},
): Promise<void> {
  if (!gateway) return;
  const claimed = await db
    .updateTable('orders')
    .set({ refund_status: 'requesting', updated_at: nowIso() })
    .where('id', '=', id)
    .where('refund_status', '=', 'requested')
    .returning(['checkout_id', 'total_paise'])
    .executeTakeFirst();
  if (!claimed) return;
  const payment = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('checkout_id', '=', claimed.checkout_id)
    .executeTakeFirst();
  try {
    if (!payment?.provider_payment_id) throw new Error('no captured payment recorded for this order');
    const paymentId = payment.provider_payment_id;
    const earlier = retry ? await gateway.findRefund(paymentId, { kala_order_id: id }) : null;
    const refund =
      earlier ?? (await gateway.refund({ paymentId, amountPaise: claimed.total_paise, notes: { kala_order_id: id } }));
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('orders')
        .set({ refund_id: refund.id, refund_status: 'pending', updated_at: nowIso() })
        .where('id', '=', id)
        .where('refund_status', '=', 'requesting')
        .execute();
      if (refund.status === 'processed') await markRefundedIn(tx, refund.id, id);
    });
  } catch (error) {
    log?.warn({ err: error, orderId: id }, 'refund request failed; the order sweep retries it');
    await db
      .updateTable('orders')
      .set({ refund_status: 'requested', updated_at: nowIso() })
      .where('id', '=', id)
      .where('refund_status', '=', 'requesting')
      .execute();
  }
}

/** The gateway says the refund went through (its answer, or refund.processed): paymentStatus refunded, once. */
export function markRefunded(db: Db, refundId: string, orderId: string | undefined): Promise<boolean> {
  return db.transaction().execute((tx) => markRefundedIn(tx, refundId, orderId));
}

async function markRefundedIn(tx: Tx, refundId: string, orderId: string | undefined): Promise<boolean> {
  const now = nowIso();
  // By refund id; or, when the webhook beats the storing of that id, by the order id the refund's notes carry.
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
  if (row) await addEvents(tx, [row.id], 'refunded', SYSTEM, null, now);
  return row !== undefined;
}

/**
 * The gateway took the money for a checkout's gateway order (verified signature or payment.captured): its held
 * orders become paid. An order the 30-minute sweep cancelled meanwhile is paid and owed a refund at once.
 * Null when Kala knows no such gateway order.
 */
export async function markPaid(
  db: Db,
  realtime: Realtime,
  gateway: PaymentGateway | null,
  providerOrderId: string,
  providerPaymentId: string,
  log?: Logger,
): Promise<{ checkoutId: string } | null> {
  const now = nowIso();
  const result = await db.transaction().execute(async (tx) => {
    const payment = await tx
      .selectFrom('payments')
      .select(['id', 'checkout_id'])
      .where('provider', '=', 'razorpay')
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirst();
    if (!payment) return null;
    await tx
      .updateTable('payments')
      .set({ provider_payment_id: providerPaymentId, updated_at: now })
      .where('id', '=', payment.id)
      .where('provider_payment_id', 'is', null)
      .execute();
    const unpaid = ['pending', 'failed'];
    const paid = await tx
      .updateTable('orders')
      .set({ payment_status: 'paid', hold_expires_at: null, updated_at: now })
      .where('checkout_id', '=', payment.checkout_id)
      .where('payment_method', '=', 'online')
      .where('status', '=', 'placed')
      .where('payment_status', 'in', unpaid)
      .returning('id')
      .execute();
    await addEvents(
      tx,
      paid.map((row) => row.id),
      'paid',
      SYSTEM,
      // The gateway's payment id: the reference a buyer quotes to their bank or to support.
      providerPaymentId,
      now,
    );
    const late = await tx
      .updateTable('orders')
      .set({ payment_status: 'paid', refund_status: 'requested', updated_at: now })
      .where('checkout_id', '=', payment.checkout_id)
      .where('payment_method', '=', 'online')
      .where('status', '=', 'cancelled')
      .where('payment_status', 'in', unpaid)
      .where('refund_status', 'is', null)
      .returning('id')
      .execute();
    const lateIds = late.map((row) => row.id);
    await addEvents(tx, lateIds, 'paid', SYSTEM, providerPaymentId, now);
    await addEvents(tx, lateIds, 'refund_requested', SYSTEM, null, now);
    return { checkoutId: payment.checkout_id, paidIds: paid.map((row) => row.id), lateIds };
  });
  if (!result) return null;
  // Only the call that made the orders paid tells of it: the artists' sale entries and the buyer's receipt
  // (an online sale is told once paid, not when placed), and the buyer's 'paid'.
  if (result.paidIds.length > 0) {
    await notifyOrdersPlaced({ db, realtime }, result.checkoutId, log);
    for (const id of result.paidIds) await notifyOrderStep({ db, realtime }, id, 'paid', null, log);
  }
  for (const id of result.lateIds) await requestRefund(db, gateway, id, log);
  return { checkoutId: result.checkoutId };
}

/** payment.failed: the held orders show the failure; the buyer may pay again until the hold runs out. */
export async function markPaymentFailed(db: Db, providerOrderId: string, reason: string | null): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    const payment = await tx
      .selectFrom('payments')
      .select('checkout_id')
      .where('provider', '=', 'razorpay')
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirst();
    if (!payment) return;
    const failed = await tx
      .updateTable('orders')
      .set({ payment_status: 'failed', updated_at: now })
      .where('checkout_id', '=', payment.checkout_id)
      .where('status', '=', 'placed')
      .where('payment_status', '=', 'pending')
      .returning('id')
      .execute();
    await addEvents(
      tx,
      failed.map((row) => row.id),
      'payment_failed',
      SYSTEM,
      reason,
      now,
    );
  });
}

/**
 * An online checkout whose gateway order could not be made is undone: its orders cancelled with their stock
 * returned, its lines back in the buyer's cart, and its idempotency key freed, so the buyer's retry (with the
 * same key, as after any 5xx) is a new checkout.
 */
export async function releaseCheckout(db: Db, checkoutId: string): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    const released = await tx
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancelled_at: at,
        cancel_reason: ERR.paymentGatewayUnavailable,
        hold_expires_at: null,
        updated_at: at,
      })
      .where('checkout_id', '=', checkoutId)
      .where('status', '=', 'placed')
      .returning(['id', 'artwork_id', 'quantity', 'buyer_id', 'offer_id'])
      .execute();
    await returnStock(tx, released);
    await addEvents(
      tx,
      released.map((row) => row.id),
      'cancelled',
      SYSTEM,
      ERR.paymentGatewayUnavailable,
      at,
    );
    const lines = released.flatMap((row) =>
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
    await tx.deleteFrom('checkouts').where('id', '=', checkoutId).execute();
  });
}

/**
 * Unpaid online orders whose 30 minutes ran out are cancelled and their stock returned, in one transaction.
 * Safe on several instances: the UPDATE's condition is re-checked against the latest row (PostgreSQL waits for
 * a concurrent sweep's lock, then finds the order no longer placed; SQLite has one writer), so each order is
 * cancelled, and its stock returned, by exactly one sweep. Returns how many.
 */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const expired = await tx
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancelled_at: at,
        cancel_reason: ERR.paymentHoldExpired,
        hold_expires_at: null,
        updated_at: at,
      })
      .where('payment_method', '=', 'online')
      .where('status', '=', 'placed')
      .where('payment_status', 'in', ['pending', 'failed'])
      .where('hold_expires_at', '<=', at)
      .returning(['id', 'artwork_id', 'quantity', 'offer_id'])
      .execute();
    // Artworks in id order, as the checkout takes them: a sweep and a checkout never wait on each other in a circle.
    expired.sort((a, b) => ((a.artwork_id ?? '') < (b.artwork_id ?? '') ? -1 : 1));
    await returnStock(tx, expired);
    await addEvents(
      tx,
      expired.map((row) => row.id),
      'cancelled',
      SYSTEM,
      ERR.paymentHoldExpired,
      at,
    );
    return expired.length;
  });
}

/**
 * Shipped orders nobody confirmed are delivered 14 days after shipping; one conditional UPDATE, so once (and
 * so only the instance whose UPDATE took an order tells its two people, after the commit).
 */
export async function autoDeliver(
  db: Db,
  now = new Date(),
  notifyWith?: { realtime: Realtime; log?: Logger },
): Promise<number> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - AUTO_DELIVERED_AFTER_DAYS * 24 * 3600 * 1000).toISOString();
  const ids = await db.transaction().execute(async (tx) => {
    const delivered = await tx
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: at, updated_at: at })
      .where('status', '=', 'shipped')
      .where('shipped_at', '<=', cutoff)
      .returning('id')
      .execute();
    await addEvents(
      tx,
      delivered.map((row) => row.id),
      'delivered',
      SYSTEM,
      null,
      at,
    );
    return delivered.map((row) => row.id);
  });
  if (notifyWith) {
    for (const id of ids) await notifyAutoDelivered({ db, realtime: notifyWith.realtime }, id, notifyWith.log);
  }
  return ids.length;
}

/** How long a refund claim may stand before it is taken as lost (the instance that made it stopped mid-call). */
export const REFUND_CLAIM_LOST_AFTER_MS = 15 * 60 * 1000;

/**
 * Refunds whose request failed earlier (the gateway was down) are asked for again, and so are claims left in
 * 'requesting' by an instance that stopped mid-call. Each retry looks for the earlier refund first.
 */
export async function retryRefunds(
  db: Db,
  gateway: PaymentGateway | null,
  log?: Logger,
  now = new Date(),
): Promise<void> {
  if (!gateway) return;
  const lostBefore = new Date(now.getTime() - REFUND_CLAIM_LOST_AFTER_MS).toISOString();
  await db
    .updateTable('orders')
    .set({ refund_status: 'requested', updated_at: now.toISOString() })
    .where('refund_status', '=', 'requesting')
    .where('updated_at', '<', lostBefore)
    .execute();
  const owed = await db.selectFrom('orders').select('id').where('refund_status', '=', 'requested').limit(50).execute();
  for (const { id } of owed) await requestRefund(db, gateway, id, log, { retry: true });
}

/** The gateway order of a checkout paid online, as Razorpay Checkout opens it; null when there is none. */
export async function gatewayPaymentOf(
  db: Db,
  gateway: PaymentGateway | null,
  checkoutId: string,
): Promise<OnlinePayment | null> {
  if (!gateway) return null;
  const payment = await db
    .selectFrom('payments')
    .select(['provider_order_id', 'amount_paise'])
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  if (!payment) return null;
  return {
    provider: 'razorpay',
    keyId: gateway.keyId,
    orderId: payment.provider_order_id,
    amount: payment.amount_paise,
    currency: 'INR',
  };
}

/** The gateway order to pay for an unpaid online order still holding its stock (the retry after a failure). */
function pendingPayment(db: Db, gateway: PaymentGateway | null, row: OrderRow): Promise<OnlinePayment | null> {
  if (row.payment_method !== 'online' || row.status !== 'placed' || row.payment_status === 'paid') {
    return Promise.resolve(null);
  }
  return gatewayPaymentOf(db, gateway, row.checkout_id);
}

/** GET /api/auth/orders/{id}: the order with its timeline and what this viewer may do now. */
export async function orderDetail(
  db: Db,
  gateway: PaymentGateway | null,
  id: string,
  viewer: Actor,
): Promise<OrderDetail> {
  const { row, party } = partyOf(await findOrderRow(db, id), viewer);
  const [order, events, artist, payment] = await Promise.all([
    answer(db, row),
    db
      .selectFrom('order_events')
      .leftJoin('users', 'users.id', 'order_events.actor_id')
      .select([
        'order_events.type',
        'order_events.created_at',
        'order_events.actor_role',
        'order_events.note',
        'users.username',
      ])
      .where('order_events.order_id', '=', id)
      .orderBy('order_events.created_at')
      .orderBy('order_events.id')
      .execute(),
    row.artist_id
      ? db.selectFrom('users').select(['username', 'location']).where('id', '=', row.artist_id).executeTakeFirst()
      : undefined,
    pendingPayment(db, gateway, row),
  ]);
  const shippable = row.payment_method === 'cod' || row.payment_status === 'paid';
  const pickup = row.delivery_method === 'pickup';
  return {
    ...order,
    timeline: events.map((event) =>
      orderEventSchema.parse({
        type: event.type,
        at: event.created_at,
        // A person who deleted their account shows as Deleted user (issue 17); 'system' steps are Kala's.
        actor: {
          role: event.actor_role,
          username: event.username ?? (event.actor_role === 'system' ? null : MSG.auth.deletedUser),
        },
        note: event.note,
      }),
    ),
    // Every order had an artist: none now means they deleted their account (issue 17).
    artist: { username: artist?.username ?? MSG.auth.deletedUser },
    pickupCity: pickup ? (artist?.location ?? null) : null,
    holdExpiresAt: row.hold_expires_at,
    actions: {
      cancel: row.status === 'placed',
      ship: row.status === 'placed' && party !== 'buyer' && shippable && !pickup,
      confirmDelivery: row.status === 'shipped' && party !== 'artist',
      collect: row.status === 'placed' && party !== 'buyer' && shippable && pickup,
    },
    payment: party === 'artist' ? null : payment,
  };
}
