import { ERR, type OnlinePayment, type Order, type PaymentVerifyBody } from '@kala/contract';
import type { Logger } from '../../lib/logging';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { badRequest, notFound } from '../../lib/errors';
import { addOrderEvents, ordersOfCheckout, type OrderRow, SYSTEM, toOrders } from '../orders/orders.repository';
import { returnStock } from '../orders/stock.repository';
import { notifyOrderStep, notifyOrdersPlaced } from '../notifications/notifications.service';
import { writeAudit } from '../admin/admin-audit.repository';
import { issueCertificates } from '../certificates/certificates.service';
import { issueCreditNotes, issueInvoices, tcsOfInvoices } from '../invoices/invoices.service';
import { applyRouteAccountEvent } from '../payouts/payouts.service';
import { recordPayments, recordRefund } from '../ledger/ledger.service';
import {
  applySettlementEvent,
  applyTransferEvent,
  makeTransfersOf,
  makeWaitingTransfers,
  recordTransferReversal,
  recordTransfersOwed,
  reverseTransfersOf,
} from '../transfers/transfers.service';
import type { PaymentGateway } from './razorpay.gateway';
import {
  type GatewayOrder,
  cancelCheckoutOrders,
  cancelExpiredHolds,
  capturedPaymentOf,
  claimRefund,
  claimWebhookEvent,
  deleteCheckout,
  findBuyersGatewayOrder,
  findGatewayOrder,
  firstOrderOfGatewayOrder,
  gatewayOrderOfCheckout,
  markCheckoutPaid,
  markCheckoutPaymentFailed,
  markLatePaidForRefund,
  markOrderRefunded,
  markOwedRefund,
  ordersOwedRefund,
  putBackInCarts,
  recordCapturedPayment,
  recordRefundRequested,
  releaseRefundClaim,
  releaseWebhookEvent,
  requeueLostRefundClaims,
} from './payments.repository';

// The payment state of an order (paid, failed, refunded) moves only on the gateway's word, here: the browser's
// verified signature, the webhook, the refund's answer, and the sweeps that release unpaid holds and retry
// refunds (docs/payments.md). The order's life (ship, deliver, cancel) is orders.service's; a cancellation of a
// paid order comes here for its refund.

type PaymentDeps = Pick<AppDeps, 'db' | 'realtime' | 'gateway' | 'certificates' | 'config'>;

/**
 * The browser's word that Razorpay Checkout succeeded: believed only with a valid signature over
 * `order_id|payment_id`, and only for the buyer of that checkout. Answers the checkout's orders, now paid.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  buyerId: string,
  body: PaymentVerifyBody,
  log?: Logger,
): Promise<Order[]> {
  const { db, gateway } = deps;
  if (!gateway) throw badRequest(ERR.onlinePaymentUnavailable);
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
  const payment = await findBuyersGatewayOrder(db, orderId, buyerId);
  if (!payment) throw notFound('Payment');
  if (!gateway.paymentSignatureValid(orderId, paymentId, signature)) throw badRequest(ERR.paymentSignatureInvalid);
  await markPaid(deps, payment, paymentId, log);
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
  { db, gateway }: Pick<AppDeps, 'db'> & { gateway: PaymentGateway },
  providerOrderId: string,
  paymentId: string,
  amountPaise: number,
): Promise<void> {
  const notes = { kala_amount_mismatch: providerOrderId };
  const earlier = await gateway.findRefund(paymentId, notes);
  if (!earlier) await gateway.refund({ paymentId, amountPaise, notes });
  const order = await firstOrderOfGatewayOrder(db, providerOrderId);
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
  /** Route's account and product events name the linked account here, and say when they happened. */
  account_id: z.string().optional(),
  created_at: z.number().optional(),
  payload: z.object({
    merchant_product: z.object({ entity: z.object({ activation_status: z.string().optional() }) }).optional(),
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
    transfer: z
      .object({
        entity: z.object({
          id: z.string(),
          status: z.string(),
          notes: notesSchema,
          on_hold: z.union([z.boolean(), z.number()]).optional(),
          error: z.object({ description: z.string().nullish() }).nullish(),
        }),
      })
      .optional(),
    settlement: z
      .object({
        entity: z.object({
          id: z.string(),
          utr: z.string().nullish(),
          status: z.string().optional(),
          created_at: z.number().optional(),
        }),
      })
      .optional(),
  }),
});

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * One webhook delivery, already signature-checked. Idempotent by event id: the (provider, event_id) key is
 * claimed first and a delivery whose id is taken is acknowledged without acting again. The handlers are
 * conditional updates too, so even a claim released after a failure cannot apply an event twice.
 */
export async function handleWebhook(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'certificates' | 'config'> & { gateway: PaymentGateway },
  eventId: string,
  rawBody: Buffer,
  log?: Logger,
): Promise<WebhookOutcome> {
  const { db } = deps;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(ERR.badRequest);
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest(ERR.badRequest);
  const { event, payload, account_id: gatewayAccountId, created_at: createdAt } = parsed.data;

  if (!(await claimWebhookEvent(db, eventId, event))) return 'duplicate';

  try {
    const payment = payload.payment?.entity;
    const refund = payload.refund?.entity;
    if (event === 'payment.captured' && payment?.order_id) {
      // Read once: the amount check and the marking paid both use this row.
      const expected = await findGatewayOrder(db, payment.order_id);
      if (!expected) return 'ignored';
      if (expected.amount_paise !== payment.amount) {
        log?.error(
          { orderId: payment.order_id, amount: payment.amount, expected: expected.amount_paise },
          'captured amount differs from the order; refunding it',
        );
        await refundMismatch(deps, payment.order_id, payment.id, payment.amount);
        return 'handled';
      }
      await markPaid(deps, expected, payment.id, log);
      return 'handled';
    }
    if (event === 'payment.failed' && payment?.order_id) {
      await markPaymentFailed(db, payment.order_id, payment.error_description ?? null);
      return 'handled';
    }
    if (event === 'refund.processed' && refund) {
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      const orderId = typeof notes.kala_order_id === 'string' ? notes.kala_order_id : undefined;
      const refundedId = await markRefunded(db, refund.id, orderId);
      if (refundedId) await reverseTransfersOf(deps, refundedId, log);
      return 'handled';
    }
    // A Route transfer's outcome (decision 0039): adopted if Kala's answer is not recorded yet.
    const transfer = payload.transfer?.entity;
    if ((event === 'transfer.processed' || event === 'transfer.failed') && transfer) {
      const notes = transfer.notes && !Array.isArray(transfer.notes) ? transfer.notes : {};
      const known = await applyTransferEvent(deps, {
        event,
        gatewayTransferId: transfer.id,
        kalaTransferId: typeof notes.kala_transfer_id === 'string' ? notes.kala_transfer_id : undefined,
        status: transfer.status,
        onHold: transfer.on_hold === true || transfer.on_hold === 1,
        failureReason: transfer.error?.description ?? null,
      });
      return known ? 'handled' : 'ignored';
    }
    // A linked account's settlement to the artist's bank (decision 0044): its transfers are paid out.
    const settlement = payload.settlement?.entity;
    if (event === 'settlement.processed' && settlement) {
      // Only a settlement's own id is asked about: an empty one would list every transfer.
      if (!/^setl_[A-Za-z0-9]+$/.test(settlement.id)) return 'ignored';
      const settled = new Date((settlement.created_at ?? Number.NaN) * 1000);
      const covered = await applySettlementEvent(deps, {
        settlementId: settlement.id,
        utr: settlement.utr ?? null,
        settledAt: Number.isNaN(settled.getTime()) ? nowIso() : settled.toISOString(),
      });
      return covered > 0 ? 'handled' : 'ignored';
    }
    // A Route linked account's state (payout details, decision 0034): `product.route.<state>` carries the product
    // with its activation_status; `account.<state>` names the state in the event alone.
    const routeState = /^(?:product\.route|account)\.(under_review|needs_clarification|activated|suspended)$/.exec(
      event,
    );
    if (routeState && gatewayAccountId && createdAt !== undefined) {
      const status = payload.merchant_product?.entity.activation_status ?? (routeState[1] as string);
      const known = await applyRouteAccountEvent(deps, { gatewayAccountId, status, at: createdAt });
      // An account just activated: the transfers that waited for it are made now.
      if (known && status === 'activated') await makeWaitingTransfers(deps, log);
      return known ? 'handled' : 'ignored';
    }
    return 'ignored';
  } catch (error) {
    // Not handled: let the gateway's retry of this event be processed.
    await releaseWebhookEvent(db, eventId);
    throw error;
  }
}

/**
 * The gateway took the money for a checkout's gateway order (verified signature or payment.captured): its held
 * orders become paid. An order the 30-minute sweep cancelled meanwhile is paid and owed a refund at once.
 * The caller found the gateway order (Kala's payments row) already, and passes it.
 */
async function markPaid(
  deps: PaymentDeps,
  payment: Pick<GatewayOrder, 'id' | 'checkout_id'>,
  providerPaymentId: string,
  log?: Logger,
): Promise<void> {
  const { db, realtime } = deps;
  const now = nowIso();
  const result = await db.transaction().execute(async (tx) => {
    await recordCapturedPayment(tx, payment.id, providerPaymentId, now);
    const paidIds = await markCheckoutPaid(tx, payment.checkout_id, now);
    // Its invoices, numbered in this transaction: a rollback gives the numbers back (docs/taxes.md). First, as the
    // TCS Kala's fee invoice states is what the ledger and the transfer keep back (decision 0045).
    await issueInvoices(tx, deps.config, paidIds, now);
    const tcs = await tcsOfInvoices(tx, paidIds);
    // The ledger's entries of the payment, in its transaction (only the call that made the orders paid writes).
    await recordPayments(tx, paidIds, now, tcs);
    // Each paid order owes its artist a transfer: the intent, recorded with the payment (decision 0039).
    await recordTransfersOwed(tx, paidIds, now, tcs);
    await addOrderEvents(
      tx,
      paidIds,
      'paid',
      SYSTEM,
      // The gateway's payment id: the reference a buyer quotes to their bank or to support.
      providerPaymentId,
      now,
    );
    // An original's certificate of authenticity, with the payment: once, as the orders become paid once.
    await issueCertificates(tx, deps.certificates, paidIds, now);
    const lateIds = await markLatePaidForRefund(tx, payment.checkout_id, now);
    await recordPayments(tx, lateIds, now);
    await addOrderEvents(tx, lateIds, 'paid', SYSTEM, providerPaymentId, now);
    await addOrderEvents(tx, lateIds, 'refund_requested', SYSTEM, null, now);
    return { paidIds, lateIds };
  });
  // Only the call that made the orders paid tells of it: the artists' sale entries and the buyer's receipt
  // (an online sale is told once paid, not when placed), and the buyer's 'paid'.
  if (result.paidIds.length > 0) {
    await notifyOrdersPlaced({ db, realtime }, payment.checkout_id, log);
    for (const id of result.paidIds) await notifyOrderStep({ db, realtime }, id, 'paid', null, log);
    await makeTransfersOf(deps, result.paidIds, log);
  }
  for (const id of result.lateIds) await requestRefund(deps, id, log);
}

/** payment.failed: the held orders show the failure; the buyer may pay again until the hold runs out. */
export async function markPaymentFailed(db: Db, providerOrderId: string, reason: string | null): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    const payment = await findGatewayOrder(tx, providerOrderId);
    if (!payment) return;
    const failed = await markCheckoutPaymentFailed(tx, payment.checkout_id, now);
    await addOrderEvents(tx, failed, 'payment_failed', SYSTEM, reason, now);
  });
}

/** A cancelled order whose money was taken online is owed a refund: recorded here, asked for after commit. */
export async function markForRefund(tx: Tx, row: OrderRow, now: string): Promise<OrderRow> {
  if (row.payment_method !== 'online' || row.payment_status !== 'paid') return row;
  const marked = await markOwedRefund(tx, row.id, now);
  if (marked) await addOrderEvents(tx, [row.id], 'refund_requested', SYSTEM, null, now);
  return marked ?? row;
}

/**
 * Asks the gateway to refund one order. The order is claimed first ('requested' → 'requesting'), so of two
 * callers (a cancel and the sweep's retry) one asks; a failed call puts the claim back for the sweep to retry.
 * A retry first looks for a refund of this order at the gateway: an earlier call may have reached it before the
 * answer was lost (a timeout, or a crash before its id was stored), and a second refund must never be made.
 */
export async function requestRefund(
  { db, gateway }: Pick<AppDeps, 'db' | 'gateway'>,
  id: string,
  log?: Logger,
  { retry = false }: { retry?: boolean } = {},
): Promise<void> {
  if (!gateway) return;
  const claimed = await claimRefund(db, id);
  if (!claimed) return;
  const capturedPaymentId = await capturedPaymentOf(db, claimed.checkout_id);
  try {
    if (!capturedPaymentId) throw new Error('no captured payment recorded for this order');
    const paymentId = capturedPaymentId;
    const earlier = retry ? await gateway.findRefund(paymentId, { kala_order_id: id }) : null;
    const refund =
      earlier ?? (await gateway.refund({ paymentId, amountPaise: claimed.total_paise, notes: { kala_order_id: id } }));
    const refunded = await db.transaction().execute(async (tx) => {
      await recordRefundRequested(tx, id, refund.id);
      return refund.status === 'processed' ? markRefundedIn(tx, refund.id, id) : undefined;
    });
    if (refunded) await reverseTransfersOf({ db, gateway }, refunded, log);
  } catch (error) {
    log?.warn({ err: error, orderId: id }, 'refund request failed; the order sweep retries it');
    await releaseRefundClaim(db, id);
  }
}

/**
 * The gateway says the refund went through (its answer, or refund.processed): paymentStatus refunded, once.
 * Answers the order refunded by this call, or undefined.
 */
export function markRefunded(db: Db, refundId: string, orderId: string | undefined): Promise<string | undefined> {
  return db.transaction().execute((tx) => markRefundedIn(tx, refundId, orderId));
}

async function markRefundedIn(tx: Tx, refundId: string, orderId: string | undefined): Promise<string | undefined> {
  const now = nowIso();
  const refundedId = await markOrderRefunded(tx, refundId, orderId, now);
  if (refundedId) {
    await addOrderEvents(tx, [refundedId], 'refunded', SYSTEM, null, now);
    const tcsGivenBack = await recordRefund(tx, refundedId, refundId, now);
    // A credit note against each invoice the order was issued, with the TCS the ledger gave back (docs/taxes.md).
    await issueCreditNotes(tx, refundedId, refundId, now, tcsGivenBack);
    // The artist's transfer gives back the share the refund took (asked for after the commit).
    await recordTransferReversal(tx, refundedId, refundId, 'whole share', now);
  }
  return refundedId;
}

/**
 * An online checkout whose gateway order could not be made is undone: its orders cancelled with their stock
 * returned, its lines back in the buyer's cart, and its idempotency key freed, so the buyer's retry (with the
 * same key, as after any 5xx) is a new checkout.
 */
export async function releaseCheckout(db: Db, checkoutId: string): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    const released = await cancelCheckoutOrders(tx, checkoutId, at, ERR.paymentGatewayUnavailable);
    await afterKalaCancelled(tx, released, ERR.paymentGatewayUnavailable, at);
    await putBackInCarts(tx, released, at);
    await deleteCheckout(tx, checkoutId);
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
    const expired = await cancelExpiredHolds(tx, at, ERR.paymentHoldExpired);
    // Artworks in id order, as the checkout takes them: a sweep and a checkout never wait on each other in a circle.
    expired.sort((a, b) => ((a.artwork_id ?? '') < (b.artwork_id ?? '') ? -1 : 1));
    await afterKalaCancelled(tx, expired, ERR.paymentHoldExpired, at);
    return expired.length;
  });
}

/** Orders Kala itself cancelled (`why`, as the step's note): their stock back, and the step on each one's timeline. */
async function afterKalaCancelled(
  tx: Tx,
  orders: readonly Pick<OrderRow, 'id' | 'artwork_id' | 'quantity' | 'offer_id'>[],
  why: string,
  at: string,
): Promise<void> {
  await returnStock(tx, orders);
  await addOrderEvents(
    tx,
    orders.map((row) => row.id),
    'cancelled',
    SYSTEM,
    why,
    at,
  );
}

/** How long a refund claim may stand before it is taken as lost (the instance that made it stopped mid-call). */
export const REFUND_CLAIM_LOST_AFTER_MS = 15 * 60 * 1000;

/**
 * Refunds whose request failed earlier (the gateway was down) are asked for again, and so are claims left in
 * 'requesting' by an instance that stopped mid-call. Each retry looks for the earlier refund first.
 */
export async function retryRefunds(
  deps: Pick<AppDeps, 'db' | 'gateway'>,
  log?: Logger,
  now = new Date(),
): Promise<void> {
  const { db, gateway } = deps;
  if (!gateway) return;
  const lostBefore = new Date(now.getTime() - REFUND_CLAIM_LOST_AFTER_MS).toISOString();
  await requeueLostRefundClaims(db, lostBefore, now.toISOString());
  const owed = await ordersOwedRefund(db);
  for (const id of owed) await requestRefund(deps, id, log, { retry: true });
}

/** The gateway order of a checkout paid online, as Razorpay Checkout opens it; null when there is none. */
export async function gatewayPaymentOf(
  { db, gateway }: Pick<AppDeps, 'db' | 'gateway'>,
  checkoutId: string,
): Promise<OnlinePayment | null> {
  if (!gateway) return null;
  const payment = await gatewayOrderOfCheckout(db, checkoutId);
  if (!payment) return null;
  return {
    provider: 'razorpay',
    keyId: gateway.keyId,
    orderId: payment.provider_order_id,
    amount: payment.amount_paise,
    currency: 'INR',
  };
}
