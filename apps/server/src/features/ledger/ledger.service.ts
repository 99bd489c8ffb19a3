import {
  basisPointsToPercent,
  type Fees,
  type LedgerCheck,
  type LedgerCorrectionBody,
  type LedgerEntry,
  ledgerEntrySchema,
} from '@kala/contract';
import type { Db, Tx } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import { writeAudit } from '../admin/admin-audit.repository';
import { findOrderRow } from '../orders/orders.repository';
import {
  appendEntries,
  countOrders,
  entriesOfOrder,
  type NewLedgerEntry,
  ordersForLedger,
  sumOfKind,
  unbalancedOrders,
} from './ledger.repository';

// Kala's fee and the ledger (issue 37 items 2 and 5, docs/decisions/0035-ledger.md, docs/payments.md). Every
// movement of an order's money appends its entries in the transaction of the movement itself: the payment
// (online: payments.service markPaid; cash: orders.service markCollected) and the refund (payments.service
// markRefunded). Amounts are signed from the artist's side, so that for every order
//   what the buyer paid = what the artist earned (the sum of its entries)
//                        + Kala's fee (minus its fee and fee_owed_on_cash entries)
//                        + the TCS Kala collected for the government (minus its tcs and tcs_owed_on_cash
//                          entries, decision 0045)
//                        + what was refunded (minus its refund entries).

type LedgerOrder = Awaited<ReturnType<typeof ordersForLedger>>[number];

/**
 * The entries of an order's payment: its artwork price as the sale, its shipping, and Kala's fee, taken from what
 * Kala holds (online) or owed by the artist who collected the cash (pay on delivery); and for a sale of a
 * registered artist, `tcsPaise`, the tax collected at source its fee invoice states, which Kala collects for the
 * government (decision 0045): kept from what Kala holds (online), or owed by the artist like the fee (cash).
 * Zero amounts write nothing.
 */
export function paymentEntries(order: LedgerOrder, tcsPaise = 0): NewLedgerEntry[] {
  const total = Number(order.total_paise);
  const shipping = Number(order.shipping_paise);
  const fee = Number(order.fee_paise);
  const own = { orderId: order.id, artistId: order.artist_id, ref: '' };
  const entries: NewLedgerEntry[] = [{ ...own, kind: 'sale', amountPaise: total - shipping }];
  if (shipping > 0) entries.push({ ...own, kind: 'shipping', amountPaise: shipping });
  if (fee > 0) {
    entries.push({ ...own, kind: order.payment_method === 'cod' ? 'fee_owed_on_cash' : 'fee', amountPaise: -fee });
  }
  // A cash sale's money never passes through Kala: its TCS is owed, and the artist's next transfer keeps it back.
  if (tcsPaise > 0) {
    entries.push({ ...own, kind: order.payment_method === 'cod' ? 'tcs_owed_on_cash' : 'tcs', amountPaise: -tcsPaise });
  }
  return entries;
}

/**
 * The entries of a whole order's refund: the buyer's money back, Kala's fee given back with it, and the TCS kept
 * on the sale (`tcsKeptPaise`, what its tcs entries took) given back too: a sale returned is no taxable supply, so
 * its TCS goes back to the artist with it (decision 0045).
 */
export function refundEntries(order: LedgerOrder, refundId: string, tcsKeptPaise = 0): NewLedgerEntry[] {
  const own = { orderId: order.id, artistId: order.artist_id, ref: refundId };
  const fee = Number(order.fee_paise);
  const entries: NewLedgerEntry[] = [{ ...own, kind: 'refund', amountPaise: -Number(order.total_paise) }];
  if (fee > 0) entries.push({ ...own, kind: 'fee', amountPaise: fee });
  if (tcsKeptPaise > 0) entries.push({ ...own, kind: 'tcs', amountPaise: tcsKeptPaise });
  return entries;
}

/**
 * These orders became paid (in `tx`, the transaction that made them so): their payment's entries, with the TCS
 * their fee invoices state (`tcsByOrder`, from `tcsOfInvoices`; none for an unregistered artist).
 */
export async function recordPayments(
  tx: Tx,
  orderIds: readonly string[],
  at: string,
  tcsByOrder: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const orders = await ordersForLedger(tx, orderIds);
  await appendEntries(
    tx,
    orders.flatMap((order) => paymentEntries(order, tcsByOrder.get(order.id) ?? 0)),
    at,
  );
}

/**
 * This order became refunded by the gateway's refund `refundId` (in `tx`): its refund's entries. Answers the TCS
 * given back, in paise (what the order's credit note from Kala states, docs/taxes.md).
 */
export async function recordRefund(tx: Tx, orderId: string, refundId: string, at: string): Promise<number> {
  const [order] = await ordersForLedger(tx, [orderId]);
  if (!order) return 0;
  // What the order's tcs entries kept, net: the whole order is refunded once, so all of it goes back.
  const tcsKept = -(await sumOfKind(tx, orderId, 'tcs'));
  await appendEntries(tx, refundEntries(order, refundId, tcsKept), at);
  return Math.max(tcsKept, 0);
}

/** GET /api/fees: the fee in force now. */
export function feesInForce(feeBasisPoints: number): Fees {
  return { feePercent: basisPointsToPercent(feeBasisPoints), feeBasisPoints };
}

/** How many unbalanced orders the check names (the count covers them all). */
export const LEDGER_CHECK_NAMED = 100;

/** The ledger check of the admin dashboard: every order's payment record against its ledger. */
export async function checkLedger(db: Db, now = new Date()): Promise<LedgerCheck> {
  const [orders, { rows, total }] = await Promise.all([countOrders(db), unbalancedOrders(db, LEDGER_CHECK_NAMED)]);
  return {
    orders,
    unbalanced: total,
    mismatches: rows.map((row) => ({
      orderId: row.id,
      title: row.artwork_title,
      paid: paiseToRupees(row.paid),
      refunded: paiseToRupees(row.refunded_truth),
      ledger: {
        artistEarned: paiseToRupees(row.earned),
        kalaFee: paiseToRupees(row.fee),
        tcs: paiseToRupees(row.tcs),
        refunded: paiseToRupees(row.refunded),
      },
    })),
    checkedAt: now.toISOString(),
  };
}

const toEntry = (row: Awaited<ReturnType<typeof entriesOfOrder>>[number]): LedgerEntry =>
  ledgerEntrySchema.parse({
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    amount: paiseToRupees(Number(row.amount_paise)),
    reason: row.reason,
    createdAt: row.created_at,
  });

/** GET /api/admin/orders/{id}/ledger: an order's entries, oldest first. */
export async function orderLedger(db: Db, orderId: string): Promise<LedgerEntry[]> {
  if (!(await findOrderRow(db, orderId))) throw notFound('Order');
  return (await entriesOfOrder(db, orderId)).map(toEntry);
}

/**
 * An admin's correction of an order's ledger (an amount for or against its artist, with the reason), written with
 * its audit entry in one transaction. Each correction is an entry of its own; the order's entries after it.
 */
export async function correctLedger(
  db: Db,
  admin: { id: string; username: string },
  orderId: string,
  body: LedgerCorrectionBody,
): Promise<LedgerEntry[]> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    const entry: NewLedgerEntry = {
      orderId,
      artistId: order.artist_id,
      kind: 'correction',
      amountPaise: rupeesToPaise(body.amount),
      ref: newId(),
      reason: body.reason,
      adminId: admin.id,
    };
    await appendEntries(tx, [entry], at);
    await writeAudit(
      tx,
      admin,
      'ledger.correct',
      { type: 'order', id: orderId },
      {
        name: order.artwork_title,
        note: `${body.amount > 0 ? '+' : ''}${body.amount}: ${body.reason}`,
      },
    );
  });
  return (await entriesOfOrder(db, orderId)).map(toEntry);
}
