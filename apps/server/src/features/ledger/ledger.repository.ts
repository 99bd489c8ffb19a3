import {
  FEE_KINDS,
  type LedgerKind,
  NOT_EARNING_KINDS,
  OWED_ON_CASH_KINDS,
  PAYOUT_KINDS,
  TCS_KINDS,
} from '@kala/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { newId } from '../../lib/ids';

// The ledger's SQL (docs/decisions/0035-ledger.md): entries are only ever inserted, never updated or deleted, and
// every balance is a sum of them. (order_id, kind, ref) is unique and an insert that meets it does nothing, so an
// event handled twice (a redelivered webhook, a retried verify, two instances) writes its entries once.

/** An entry to append: signed paise from the artist's side of the order. */
export interface NewLedgerEntry {
  orderId: string;
  artistId: string | null;
  kind: LedgerKind;
  amountPaise: number;
  /** '' for a sale's own entries; the gateway's refund id; a correction's own id. */
  ref: string;
  reason?: string | null;
  adminId?: string | null;
}

/** Appends entries; one already written (same order, kind and ref) is left as it is. */
export async function appendEntries(tx: Tx | Db, entries: readonly NewLedgerEntry[], at: string): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        id: newId(),
        order_id: entry.orderId,
        artist_id: entry.artistId,
        kind: entry.kind,
        amount_paise: entry.amountPaise,
        ref: entry.ref,
        reason: entry.reason ?? null,
        admin_id: entry.adminId ?? null,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['order_id', 'kind', 'ref']).doNothing())
    .execute();
}

/** The sum of an order's entries of one kind, in signed paise (0 when it has none). */
export async function sumOfKind(tx: Tx | Db, orderId: string, kind: LedgerKind): Promise<number> {
  const row = await tx
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the ledger needs of these orders to write their entries. */
export function ordersForLedger(tx: Tx | Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('orders')
    .select(['id', 'artist_id', 'payment_method', 'total_paise', 'shipping_paise', 'fee_paise'])
    .where('id', 'in', orderIds)
    .execute();
}

/** One order's entries, oldest first. */
export function entriesOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const feeKinds = sql.join(FEE_KINDS.map((kind) => sql.lit(kind)));
// What Kala paid out of an order's earnings, and the state changes of transfers: never earnings (decision 0039).
const notEarningKinds = sql.join(NOT_EARNING_KINDS.map((kind) => sql.lit(kind)));
const payoutKinds = sql.join(PAYOUT_KINDS.map((kind) => sql.lit(kind)));
// The TCS Kala collected for the government: kept back online, owed on cash (decision 0045).
const tcsKinds = sql.join(TCS_KINDS.map((kind) => sql.lit(kind)));
// What an artist owes on cash sales (fee and TCS) less what transfers kept back of it.
const owedKinds = sql.join(OWED_ON_CASH_KINDS.map((kind) => sql.lit(kind)));

/**
 * An artist's balances, summed from their entries: what they earned (sales and shipping less Kala's fee and
 * refunds, corrections; not the payout kinds), Kala's fee on their sales, what was refunded, what they owe on
 * cash sales (fee and TCS) not yet kept back from a transfer, and what Kala paid out to them (transfers less reversals, and the
 * fee kept back, which paid their debt).
 */
export async function artistBalance(db: Db, artistId: string) {
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum(case when kind in (${notEarningKinds}) then 0 else amount_paise end), 0)`.as('earned'),
      sql<number>`coalesce(sum(case when kind in (${feeKinds}) then -amount_paise else 0 end), 0)`.as('fee'),
      sql<number>`coalesce(sum(case when kind = 'refund' then -amount_paise else 0 end), 0)`.as('refunded'),
      sql<number>`coalesce(sum(case when kind in (${owedKinds}) then -amount_paise else 0 end), 0)`.as('owed'),
      sql<number>`coalesce(sum(case when kind in (${payoutKinds}) then amount_paise else 0 end), 0)`.as('paid_out'),
    ])
    .where('artist_id', '=', artistId)
    .executeTakeFirstOrThrow();
  return {
    earnedPaise: Number(row.earned),
    feePaise: Number(row.fee),
    refundedPaise: Number(row.refunded),
    owedOnCashPaise: Number(row.owed),
    paidOutPaise: Number(row.paid_out),
  };
}

/** How many orders there are (what the ledger check went over). */
export async function countOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Per order: what its payment record says the buyer paid and was refunded (the gateway's word, or cash marked
// collected), beside the ledger's sums of it. An order balances when paid = earned + fee + tcs + refunded and the
// refunds match: the TCS Kala collected for the government (kept back online, owed on cash) left the artist's
// earnings as the fee did (decision 0045).
const perOrder = sql`
  select o.id, o.artwork_title, o.created_at,
    case when o.payment_status in ('paid', 'refunded') then o.total_paise else 0 end as paid,
    case when o.payment_status = 'refunded' then o.total_paise else 0 end as refunded_truth,
    coalesce(s.earned, 0) as earned, coalesce(s.fee, 0) as fee, coalesce(s.tcs, 0) as tcs,
    coalesce(s.refunded, 0) as refunded
  from orders o
  left join (
    select order_id,
      sum(case when kind in (${notEarningKinds}) then 0 else amount_paise end) as earned,
      sum(case when kind in (${feeKinds}) then -amount_paise else 0 end) as fee,
      sum(case when kind in (${tcsKinds}) then -amount_paise else 0 end) as tcs,
      sum(case when kind = 'refund' then -amount_paise else 0 end) as refunded
    from ledger_entries group by order_id
  ) s on s.order_id = o.id`;
const unbalanced = sql`paid <> earned + fee + tcs + refunded or refunded_truth <> refunded`;

export interface UnbalancedOrderRow {
  id: string;
  artwork_title: string;
  paid: number;
  refunded_truth: number;
  earned: number;
  fee: number;
  tcs: number;
  refunded: number;
}

/** The orders whose ledger does not balance, oldest first, at most `limit`, and how many there are in all. */
export async function unbalancedOrders(db: Db, limit: number): Promise<{ rows: UnbalancedOrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    sql<UnbalancedOrderRow>`select * from (${perOrder}) t where ${unbalanced} order by created_at, id limit ${limit}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*) as n from (${perOrder}) t where ${unbalanced}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((row) => ({
      ...row,
      paid: Number(row.paid),
      refunded_truth: Number(row.refunded_truth),
      earned: Number(row.earned),
      fee: Number(row.fee),
      tcs: Number(row.tcs),
      refunded: Number(row.refunded),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}
