import {
  AUTO_DELIVERED_AFTER_DAYS,
  ERR,
  MSG,
  type OnlinePayment,
  type OrderActorRole,
  type OrderDetail,
  type OrderStatus,
  orderEventSchema,
  type PaymentStatus,
  type SaleUpdateBody,
} from '@kala/contract';
import type { Logger } from '../../lib/logging';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/database';
import { nowIso } from '../../lib/ids';
import type { AppError } from '../../lib/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Realtime } from '../../plugins/realtime';
import { notifyAutoDelivered, notifyOrderStep } from '../notifications/notifications.service';
import { gatewayPaymentOf, markForRefund, requestRefund } from '../payments/payments.service';
import { issueCertificates, orderCertificate } from '../certificates/certificates.service';
import { issueInvoices, orderInvoices, tcsOfInvoices } from '../invoices/invoices.service';
import { recordPayments } from '../ledger/ledger.service';
import {
  addOrderEvents,
  deliverShippedBefore,
  findOrderRow,
  markCodPaid,
  orderArtist,
  type OrderRow,
  orderTimeline,
  SYSTEM,
  toOrders,
  transitionOrder,
} from './orders.repository';
import { returnStock } from './stock.repository';

// Every step of an order's life is one function here, and each is one conditional UPDATE on the order's
// current status whose affected-row count decides: two clicks, two instances or a sweep racing a click change
// an order once, and whatever follows from the change (stock back, a timeline event, a refund) happens once.
// Each step that happened is told after its commit (notifications.service notifyOrderStep: the buyer's own
// steps to the artist, the others to the buyer); telling never fails the step. The payment state (paid, failed,
// refunded) is not moved here but in payments.service, on the gateway's word; a cancellation hands it the refund.

/** Who acts on an order: a signed-in person (buyer, its artist, or an admin), or Kala itself. */
export interface Actor {
  id: string;
  role: 'user' | 'admin';
}
type Party = Exclude<OrderActorRole, 'system'>;

/** What a step of an order needs: the database, and realtime to tell the people concerned. */
type OrderDeps = Pick<AppDeps, 'db' | 'realtime'>;

/** The actor's part in this order, or a 404 for anyone else (an order is nobody else's business). */
function partyOf(row: OrderRow | undefined, actor: Actor): { row: OrderRow; party: Party } {
  if (!row) throw notFound('Order');
  if (actor.role === 'admin') return { row, party: 'admin' };
  if (row.buyer_id === actor.id) return { row, party: 'buyer' };
  if (row.artist_id === actor.id) return { row, party: 'artist' };
  throw notFound('Order');
}

/** The timeline's first step, written in the checkout's transaction. */
export function recordPlaced(tx: Tx, orderIds: readonly string[], buyerId: string, at: string): Promise<void> {
  return addOrderEvents(tx, orderIds, 'placed', { role: 'buyer', id: buyerId }, null, at);
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
  { db, realtime }: OrderDeps,
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
    const row = await transitionOrder(
      tx,
      id,
      'placed',
      { status: 'shipped', shipped_at: now, courier: tracking.courier, tracking_number: tracking.trackingNumber },
      true,
    );
    if (row)
      await addOrderEvents(
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
export async function collectOrder({ db, realtime }: OrderDeps, id: string, actor: Actor, log?: Logger) {
  const { row: before, party } = partyOf(await findOrderRow(db, id), actor);
  if (party === 'buyer') throw forbidden(ERR.orderPickupByArtist);
  if (before.delivery_method !== 'pickup') throw conflict(ERR.orderCollectShipped);
  const now = nowIso();
  const collected = await db.transaction().execute(async (tx) => {
    const row = await transitionOrder(tx, id, 'placed', { status: 'delivered', delivered_at: now }, true);
    if (row) await addOrderEvents(tx, [id], 'collected', { role: party, id: actor.id }, null, now);
    return row;
  });
  if (!collected) {
    throw await refusal(db, id, { ...collectRefusal, placed: ERR.orderCollectUnpaid }, ERR.orderCollectUnpaid);
  }
  await notifyOrderStep({ db, realtime }, id, 'delivered', actor.id, log);
  return answer(db, collected);
}

/** The buyer (or an admin) confirms the order arrived. */
export async function markDelivered({ db, realtime }: OrderDeps, id: string, actor: Actor, log?: Logger) {
  const { row: before, party } = partyOf(await findOrderRow(db, id), actor);
  if (party === 'artist') throw forbidden(ERR.notOrderBuyer);
  if (before.delivery_method === 'pickup') throw conflict(ERR.orderPickupByArtist);
  const now = nowIso();
  const delivered = await db.transaction().execute(async (tx) => {
    const row = await transitionOrder(tx, id, 'shipped', { status: 'delivered', delivered_at: now });
    if (row) await addOrderEvents(tx, [id], 'delivered', { role: party, id: actor.id }, null, now);
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
  deps: Pick<AppDeps, 'db' | 'realtime' | 'gateway'>,
  id: string,
  actor: Actor,
  reason: string | undefined,
  log?: Logger,
) {
  const { db } = deps;
  const { party } = partyOf(await findOrderRow(db, id), actor);
  const why = reason?.trim() || null;
  if (party === 'artist' && !why) throw badRequest(ERR.cancelReasonRequired, { reason: ERR.cancelReasonRequired });
  const now = nowIso();
  const cancelled = await db.transaction().execute(async (tx) => {
    const row = await transitionOrder(tx, id, 'placed', {
      status: 'cancelled',
      cancelled_at: now,
      cancel_reason: why,
      hold_expires_at: null,
    });
    if (!row) return undefined;
    await returnStock(tx, [row]);
    await addOrderEvents(tx, [id], 'cancelled', { role: party, id: actor.id }, why, now);
    return markForRefund(tx, row, now);
  });
  if (!cancelled) throw await refusal(db, id, cancelRefusal, ERR.orderAlreadyCancelled);
  await notifyOrderStep(deps, id, 'cancelled', actor.id, log);
  if (cancelled.refund_status === 'requested') await requestRefund(deps, id, log);
  return answer(db, (await findOrderRow(db, id)) ?? cancelled);
}

/**
 * PATCH /api/auth/sales/{id} and /api/admin/orders/{id}: a pay-on-delivery order marked paid (the artist of the
 * sale, or an admin), or a fulfilment step.
 */
export async function updateSale(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'gateway' | 'certificates' | 'config'>,
  id: string,
  actor: Actor,
  body: SaleUpdateBody,
  route: 'sale' | 'admin',
  log?: Logger,
) {
  if ('paymentStatus' in body) return markCollected(deps, id, actor, body.paymentStatus, route, log);
  if (body.status === 'shipped') return shipOrder(deps, id, actor, body, log);
  if (body.status === 'collected') return collectOrder(deps, id, actor, log);
  return cancelOrder(deps, id, actor, body.reason, log);
}

/**
 * The one say a person has over payment (issue 32, docs/payments.md): a pay-on-delivery order is marked paid when
 * its money is collected. An online order's payment moves only on the gateway's word (markPaid,
 * markPaymentFailed, markRefunded), so nobody can show a buyer paid without a payment, make a paid order look
 * unpaid so that its cancellation refunds nothing, or show "refunded" while no money moved. Marking paid again
 * is a no-op, so a repeated save answers 200 and tells nobody twice.
 */
async function markCollected(
  { db, realtime, certificates, config }: Pick<AppDeps, 'db' | 'realtime' | 'certificates' | 'config'>,
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
    const row = await markCodPaid(tx, id, now);
    if (row) {
      await addOrderEvents(tx, [id], 'paid', { role: party, id: actor.id }, null, now);
      // An original's certificate of authenticity, with the payment collected.
      await issueCertificates(tx, certificates, [id], now);
      // Its invoices, numbered in this transaction (docs/taxes.md); the buyer gets theirs by mail. Before the ledger,
      // as the TCS Kala's fee invoice states is what the artist owes with the fee (decision 0045).
      await issueInvoices(tx, config, [id], now);
      // The cash is the artist's: the ledger records the sale, and the fee (decision 0035) and the TCS its fee
      // invoice states (decision 0045) they owe Kala on it.
      await recordPayments(tx, [id], now, await tcsOfInvoices(tx, [id]));
    }
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

/**
 * Shipped orders nobody confirmed are delivered 14 days after shipping; one conditional UPDATE, so once (and
 * so only the instance whose UPDATE took an order tells its two people, after the commit).
 */
export async function autoDeliver(
  { db, realtime }: { db: Db; realtime?: Realtime },
  now = new Date(),
  log?: Logger,
): Promise<number> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - AUTO_DELIVERED_AFTER_DAYS * 24 * 3600 * 1000).toISOString();
  const ids = await db.transaction().execute(async (tx) => {
    const delivered = await deliverShippedBefore(tx, cutoff, at);
    await addOrderEvents(tx, delivered, 'delivered', SYSTEM, null, at);
    return delivered;
  });
  // Without realtime (a test's bare sweep) nobody is told.
  if (realtime) {
    for (const id of ids) await notifyAutoDelivered({ db, realtime }, id, log);
  }
  return ids.length;
}

/** The gateway order to pay for an unpaid online order still holding its stock (the retry after a failure). */
function pendingPayment(deps: Pick<AppDeps, 'db' | 'gateway'>, row: OrderRow): Promise<OnlinePayment | null> {
  if (row.payment_method !== 'online' || row.status !== 'placed' || row.payment_status === 'paid') {
    return Promise.resolve(null);
  }
  return gatewayPaymentOf(deps, row.checkout_id);
}

/** GET /api/auth/orders/{id}: the order with its timeline and what this viewer may do now. */
export async function orderDetail(
  deps: Pick<AppDeps, 'db' | 'gateway'>,
  id: string,
  viewer: Actor,
): Promise<OrderDetail> {
  const { db } = deps;
  const { row, party } = partyOf(await findOrderRow(db, id), viewer);
  const [order, events, artist, payment, certificate, invoices] = await Promise.all([
    answer(db, row),
    orderTimeline(db, id),
    row.artist_id ? orderArtist(db, row.artist_id) : undefined,
    pendingPayment(deps, row),
    orderCertificate(db, id),
    orderInvoices(db, row, viewer),
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
    // A cancelled sale's certificate no longer certifies it: not offered for download.
    certificate: row.status === 'cancelled' ? null : certificate,
    invoices,
  };
}
