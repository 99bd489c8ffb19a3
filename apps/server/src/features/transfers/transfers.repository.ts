import { OWED_ON_CASH_KINDS } from '@kala/contract';
import { type Selectable, sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { TransferReversalsTable, TransfersTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';

// Transfers to artists and their reversals (migration 0040, docs/decisions/0039-transfers.md). Every move is a
// conditional UPDATE on the state it moves from, and the caller acts only on the rows it changed, so a retry, a
// second instance or a webhook arriving first moves a transfer once.

export type TransferRow = Selectable<TransfersTable>;
export type ReversalRow = Selectable<TransferReversalsTable>;

/** What a transfer intent needs of these orders: the artist's share, and the artwork's return window then. */
export function ordersForTransfer(tx: Tx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom('orders')
    .leftJoin('artwork_shipping as a', 'a.artwork_id', 'orders.artwork_id')
    .leftJoin('shipping_profiles as p', 'p.user_id', 'orders.artist_id')
    .select([
      'orders.id',
      'orders.artist_id',
      'orders.payment_method',
      'orders.total_paise',
      'orders.fee_paise',
      'a.returns_days as artwork_returns',
      'p.returns_days as profile_returns',
    ])
    .where('orders.id', 'in', orderIds)
    .execute();
}

export interface NewTransfer {
  id: string;
  orderId: string;
  artistId: string | null;
  sharePaise: number;
  returnsDays: number;
}

/** Records transfers owed (state pending), once per order. */
export async function insertTransfers(tx: Tx, rows: readonly NewTransfer[], at: string): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insertInto('transfers')
    .values(
      rows.map((row) => ({
        id: row.id,
        order_id: row.orderId,
        artist_id: row.artistId,
        share_paise: row.sharePaise,
        amount_paise: null,
        deducted_paise: null,
        returns_days: row.returnsDays,
        state: 'pending',
        claimed_at: null,
        gateway_transfer_id: null,
        gateway_status: null,
        released_at: null,
        hold_reason: null,
        failure_reason: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

export function findTransfer(db: Db | Tx, id: string): Promise<TransferRow | undefined> {
  return db.selectFrom('transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function transferOfOrder(db: Db | Tx, orderId: string): Promise<TransferRow | undefined> {
  return db.selectFrom('transfers').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findTransferByGatewayId(db: Db | Tx, gatewayTransferId: string): Promise<TransferRow | undefined> {
  return db.selectFrom('transfers').selectAll().where('gateway_transfer_id', '=', gatewayTransferId).executeTakeFirst();
}

/**
 * The artist's Route linked account, when it is active, locked for the rest of `tx` (an UPDATE of its row): two
 * transfers of one artist fixing their amounts at once take turns, so a fee owed on cash is kept back once.
 */
export async function lockActiveAccount(tx: Tx, artistId: string, at: string): Promise<string | undefined> {
  const row = await tx
    .updateTable('payout_accounts')
    .set({ updated_at: at })
    .where('user_id', '=', artistId)
    .where('status', '=', 'activated')
    .where('gateway_account_id', 'is not', null)
    .returning('gateway_account_id')
    .executeTakeFirst();
  return row?.gateway_account_id ?? undefined;
}

/** Claims a pending transfer for asking the gateway, only while its order is paid and owed no refund. */
export function claimTransfer(tx: Tx, id: string, at: string): Promise<TransferRow | undefined> {
  return tx
    .updateTable('transfers')
    .set({ state: 'requesting', claimed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('id').where('payment_status', '=', 'paid').where('refund_status', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Fixes what a claimed transfer sends and what it keeps back, the first time only. */
export async function fixTransferAmount(tx: Tx, id: string, amountPaise: number, deductedPaise: number) {
  await tx
    .updateTable('transfers')
    .set({ amount_paise: amountPaise, deducted_paise: deductedPaise })
    .where('id', '=', id)
    .where('amount_paise', 'is', null)
    .execute();
}

/**
 * The gateway has the transfer (its answer, a transfer found by its notes, or a webhook that came first): made,
 * once. Answers whether this call made it so.
 */
export async function recordTransferMade(
  tx: Tx,
  id: string,
  gateway: { id: string | null; status: string; onHold: boolean },
  at: string,
): Promise<boolean> {
  const result = await tx
    .updateTable('transfers')
    .set({
      state: 'made',
      gateway_transfer_id: gateway.id,
      gateway_status: gateway.status,
      on_hold: gateway.onHold ? 1 : 0,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'requesting'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A claim whose request failed is given back (requesting → pending), for the sweep to retry. */
export async function releaseTransferClaim(db: Db, id: string): Promise<void> {
  await db
    .updateTable('transfers')
    .set({ state: 'pending', claimed_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', 'requesting')
    .execute();
}

/** Claims older than `lostBefore` are taken as lost (the instance stopped mid-call) and owed again. */
export async function requeueLostTransferClaims(db: Db, lostBefore: string): Promise<void> {
  const at = nowIso();
  await db
    .updateTable('transfers')
    .set({ state: 'pending', claimed_at: null, updated_at: at })
    .where('state', '=', 'requesting')
    .where('claimed_at', '<', lostBefore)
    .execute();
  await db
    .updateTable('transfer_reversals')
    .set({ state: 'pending', claimed_at: null, updated_at: at })
    .where('state', '=', 'requesting')
    .where('claimed_at', '<', lostBefore)
    .execute();
}

/** Up to 50 pending transfers whose artist's linked account is active (and whose order is still owed one). */
export async function transfersReadyToMake(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('transfers')
    .innerJoin('payout_accounts', 'payout_accounts.user_id', 'transfers.artist_id')
    .innerJoin('orders', 'orders.id', 'transfers.order_id')
    .select('transfers.id')
    .where('transfers.state', '=', 'pending')
    .where('payout_accounts.status', '=', 'activated')
    .where('orders.payment_status', '=', 'paid')
    .where('orders.refund_status', 'is', null)
    .orderBy('transfers.created_at')
    .limit(50)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Transfers made and still held (not by an admin) whose order was delivered and owes no refund: the candidates
 * for release, with when they were delivered (the caller adds the return window).
 */
export function heldDeliveredTransfers(db: Db) {
  return db
    .selectFrom('transfers')
    .innerJoin('orders', 'orders.id', 'transfers.order_id')
    .selectAll('transfers')
    .select('orders.delivered_at')
    .where('transfers.state', '=', 'made')
    .where('transfers.on_hold', '=', 1)
    .where('transfers.admin_hold', '=', 0)
    .where('orders.status', '=', 'delivered')
    .where('orders.payment_status', '=', 'paid')
    .where('orders.refund_status', 'is', null)
    .orderBy('orders.delivered_at')
    .limit(200)
    .execute();
}

/** A made transfer leaves its hold, once; answers whether this call released it. */
export async function markReleased(tx: Tx, id: string, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('transfers')
    .set({ on_hold: 0, admin_hold: 0, released_at: at, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'made')
    .where('on_hold', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An admin keeps a transfer not yet released on hold, with the reason; answers whether it was held. */
export async function markAdminHold(tx: Tx, id: string, reason: string, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('transfers')
    .set({ admin_hold: 1, hold_reason: reason, updated_at: at })
    .where('id', '=', id)
    .where('on_hold', '=', 1)
    .where('state', 'in', ['pending', 'requesting', 'made'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The gateway's word on a made transfer's status (transfer.processed). */
export async function setGatewayStatus(tx: Tx, id: string, status: string, at: string): Promise<void> {
  await tx
    .updateTable('transfers')
    .set({ gateway_status: status, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'made')
    .execute();
}

/** transfer.failed: a made transfer failed, once; answers whether this call marked it. */
export async function markTransferFailed(tx: Tx, id: string, reason: string | null, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('transfers')
    .set({ state: 'failed', gateway_status: 'failed', failure_reason: reason, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'made')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An order refunded before its transfer was made: the transfer is not made at all. The row, if cancelled. */
export function cancelPendingTransfer(tx: Tx, orderId: string, at: string): Promise<TransferRow | undefined> {
  return tx
    .updateTable('transfers')
    .set({ state: 'cancelled', updated_at: at })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

// What an artist owes on cash sales: Kala's fee (decision 0039) and the TCS (decision 0045), less what was kept back.
const owedKinds = sql.join(OWED_ON_CASH_KINDS.map((kind) => sql.lit(kind)));

/** What an artist owes on cash (fee and TCS) and has not had kept back yet, in paise (a sum of their entries). */
export async function owedOnCash(db: Db | Tx, artistId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(case when kind in (${owedKinds}) then -amount_paise else 0 end), 0)`.as('owed'))
    .where('artist_id', '=', artistId)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** What artists owe on cash, largest first (the admin's payouts view). */
export async function owedByArtist(db: Db) {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.artist_id')
    .select([
      'users.username',
      sql<number>`sum(case when kind in (${owedKinds}) then -amount_paise else 0 end)`.as('owed'),
    ])
    .groupBy('users.username')
    .execute();
  return rows
    .map((row) => ({ username: row.username, owed: Number(row.owed) }))
    .filter((row) => row.owed > 0)
    .sort((a, b) => b.owed - a.owed);
}

// Reversals.

export interface NewReversal {
  id: string;
  transferId: string;
  orderId: string;
  ref: string;
  takeBackPaise: number;
}

export async function insertReversal(tx: Tx, reversal: NewReversal, at: string): Promise<void> {
  await tx
    .insertInto('transfer_reversals')
    .values({
      id: reversal.id,
      transfer_id: reversal.transferId,
      order_id: reversal.orderId,
      ref: reversal.ref,
      take_back_paise: reversal.takeBackPaise,
      amount_paise: null,
      state: 'pending',
      claimed_at: null,
      gateway_reversal_id: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['transfer_id', 'ref']).doNothing())
    .execute();
}

/** Up to 50 pending reversals whose transfer is made (one still being made waits for it). */
export async function reversalsReady(db: Db, orderId?: string): Promise<string[]> {
  let query = db
    .selectFrom('transfer_reversals')
    .innerJoin('transfers', 'transfers.id', 'transfer_reversals.transfer_id')
    .select('transfer_reversals.id')
    .where('transfer_reversals.state', '=', 'pending')
    .where('transfers.state', 'in', ['made', 'failed']);
  if (orderId) query = query.where('transfer_reversals.order_id', '=', orderId);
  const rows = await query.orderBy('transfer_reversals.created_at').limit(50).execute();
  return rows.map((row) => row.id);
}

export function claimReversal(tx: Tx, id: string, at: string): Promise<ReversalRow | undefined> {
  return tx
    .updateTable('transfer_reversals')
    .set({ state: 'requesting', claimed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** What reversals of a transfer other than `exceptId` have taken back or are taking back, in paise. */
export async function reversedOf(tx: Tx | Db, transferId: string, exceptId?: string): Promise<number> {
  let query = tx
    .selectFrom('transfer_reversals')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('reversed'))
    .where('transfer_id', '=', transferId)
    .where('amount_paise', 'is not', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.reversed);
}

export async function fixReversalAmount(tx: Tx, id: string, amountPaise: number): Promise<void> {
  await tx
    .updateTable('transfer_reversals')
    .set({ amount_paise: amountPaise })
    .where('id', '=', id)
    .where('amount_paise', 'is', null)
    .execute();
}

/** The reversal is done (the gateway's reversal, or nothing to ask of it); answers whether this call did it. */
export async function recordReversalDone(tx: Tx, id: string, gatewayId: string | null, at: string) {
  const result = await tx
    .updateTable('transfer_reversals')
    .set({ state: 'done', gateway_reversal_id: gatewayId, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'requesting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseReversalClaim(db: Db, id: string): Promise<void> {
  await db
    .updateTable('transfer_reversals')
    .set({ state: 'pending', claimed_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', 'requesting')
    .execute();
}

/** The gateway payment a transfer of this order comes from. */
export async function capturedPaymentOfOrder(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.checkout_id', 'orders.checkout_id')
    .select('payments.provider_payment_id')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return row?.provider_payment_id ?? null;
}

/** The payouts view's rows: transfers with their order, artist, delivery, what reversals took back, settlement. */
export function transfersForAdmin(db: Db) {
  return db
    .selectFrom('transfers')
    .innerJoin('orders', 'orders.id', 'transfers.order_id')
    .leftJoin('users', 'users.id', 'transfers.artist_id')
    .leftJoin('transfer_settlements as s', 's.transfer_id', 'transfers.id')
    .selectAll('transfers')
    .select([
      's.settlement_id',
      's.utr',
      's.settled_at',
      'orders.artwork_title',
      'orders.delivered_at',
      'orders.status as order_status',
      'users.username',
      (eb) =>
        eb
          .selectFrom('transfer_reversals')
          .select(sql<number>`coalesce(sum(transfer_reversals.amount_paise), 0)`.as('r'))
          .whereRef('transfer_reversals.transfer_id', '=', 'transfers.id')
          .where('transfer_reversals.state', '=', 'done')
          .as('reversed_paise'),
    ])
    .orderBy('transfers.created_at', 'desc')
    .orderBy('transfers.id', 'desc')
    .limit(1000)
    .execute();
}

// Paid out: the settlement of released transfers to the artist's bank (migration 0045, decision 0044).

/** A made transfer with the linked account its artist has now (the recipient a settlement must name). */
export type TransferWithAccount = TransferRow & { gateway_account_id: string | null };

/** Kala's transfers among these gateway transfer ids, each with its artist's linked account. */
export function transfersByGatewayIds(db: Db | Tx, gatewayIds: readonly string[]): Promise<TransferWithAccount[]> {
  if (gatewayIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('transfers')
    .leftJoin('payout_accounts', 'payout_accounts.user_id', 'transfers.artist_id')
    .selectAll('transfers')
    .select('payout_accounts.gateway_account_id')
    .where('transfers.gateway_transfer_id', 'in', gatewayIds)
    .execute();
}

/**
 * Released transfers (made, off hold) released before `releasedBefore` with no settlement recorded, not asked
 * about since `checkedBefore`: the ones whose settlement.processed may have been lost. Up to 50, oldest first.
 */
export function releasedUnsettled(
  db: Db,
  releasedBefore: string,
  checkedBefore: string,
): Promise<TransferWithAccount[]> {
  return db
    .selectFrom('transfers')
    .leftJoin('payout_accounts', 'payout_accounts.user_id', 'transfers.artist_id')
    .selectAll('transfers')
    .select('payout_accounts.gateway_account_id')
    .where('transfers.state', '=', 'made')
    .where('transfers.on_hold', '=', 0)
    .where('transfers.gateway_transfer_id', 'is not', null)
    .where('transfers.released_at', '<', releasedBefore)
    .where((eb) =>
      eb.or([
        eb('transfers.settlement_checked_at', 'is', null),
        eb('transfers.settlement_checked_at', '<', checkedBefore),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transfer_settlements')
            .select('transfer_settlements.id')
            .whereRef('transfer_settlements.transfer_id', '=', 'transfers.id'),
        ),
      ),
    )
    .orderBy('transfers.released_at')
    .limit(50)
    .execute();
}

/** The sweep asked the gateway about this transfer's settlement now (it was not settled yet). */
export async function markSettlementChecked(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('transfers').set({ settlement_checked_at: at }).where('id', '=', id).execute();
}

/** What reversals done took back of a transfer, in paise. */
export async function reversedDoneOf(tx: Tx | Db, transferId: string): Promise<number> {
  const row = await tx
    .selectFrom('transfer_reversals')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('reversed'))
    .where('transfer_id', '=', transferId)
    .where('state', '=', 'done')
    .executeTakeFirstOrThrow();
  return Number(row.reversed);
}

export interface NewSettlement {
  id: string;
  transferId: string;
  orderId: string;
  artistId: string | null;
  settlementId: string;
  utr: string | null;
  amountPaise: number;
  source: 'webhook' | 'sweep';
  settledAt: string;
}

/** Records a transfer's settlement, once per transfer; answers whether this call recorded it. */
export async function insertSettlement(tx: Tx, row: NewSettlement, at: string): Promise<boolean> {
  const inserted = await tx
    .insertInto('transfer_settlements')
    .values({
      id: row.id,
      transfer_id: row.transferId,
      order_id: row.orderId,
      artist_id: row.artistId,
      settlement_id: row.settlementId,
      utr: row.utr,
      amount_paise: row.amountPaise,
      source: row.source,
      settled_at: row.settledAt,
      created_at: at,
    })
    .onConflict((oc) => oc.column('transfer_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
