import {
  type AdminPayouts,
  type AdminTransfer,
  adminTransferSchema,
  ERR,
  SCREEN,
  TRANSFER_VIEW_STATES,
  type TransferViewState,
} from '@kala/contract';
import type { Db, Tx } from '../../db/database';
import type { AppDeps } from '../../deps';
import { conflict, notFound, serviceUnavailable } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { Logger } from '../../lib/logging';
import { paiseToRupees } from '../../lib/money';
import { writeAudit } from '../admin/admin-audit.repository';
import { appendEntries, type NewLedgerEntry } from '../ledger/ledger.repository';
import { findOrderRow } from '../orders/orders.repository';
import type { PaymentGateway, SettlementOfTransfer } from '../payments/razorpay.gateway';
import {
  cancelPendingTransfer,
  capturedPaymentOfOrder,
  claimReversal,
  claimTransfer,
  findTransfer,
  findTransferByGatewayId,
  fixReversalAmount,
  fixTransferAmount,
  heldDeliveredTransfers,
  insertReversal,
  insertSettlement,
  insertTransfers,
  lockActiveAccount,
  markAdminHold,
  markReleased,
  markSettlementChecked,
  markTransferFailed,
  ordersForTransfer,
  owedByArtist,
  owedOnCash,
  recordReversalDone,
  recordTransferMade,
  releasedUnsettled,
  releaseReversalClaim,
  releaseTransferClaim,
  requeueLostTransferClaims,
  reversalsReady,
  reversedDoneOf,
  reversedOf,
  setGatewayStatus,
  type TransferRow,
  type TransferWithAccount,
  transferOfOrder,
  transfersByGatewayIds,
  transfersForAdmin,
  transfersReadyToMake,
} from './transfers.repository';

// Transfers to artists through Razorpay Route (issue 37 items 3, 4 and 9, docs/decisions/0039-transfers.md,
// docs/payments.md "Transfers to artists"). An online order's share for its artist (artwork price plus shipping,
// less Kala's fee) is owed from the moment it is paid: the intent is recorded in the payment's transaction, and
// the transfer is asked for after the commit, held, to the artist's active linked account. Kala's id travels in
// the transfer's notes, and every attempt first lists the payment's transfers and adopts the one carrying it, so
// a lost answer, a retry, a crash or a webhook that came first never makes a second transfer. It is released once
// the order is delivered and its return window has passed, and reversed when the order is refunded. A registered
// artist's share is also less the TCS Kala collects for the government, and the first transfer after a cash sale
// keeps back the fee and the TCS owed on it (decision 0045). Each move
// writes its ledger entries in its own transaction (payout kinds, which are not earnings: decision 0039).

type TransferDeps = Pick<AppDeps, 'db' | 'gateway'>;

const DAY_MS = 24 * 3600 * 1000;

/** How long a claim may stand before it is taken as lost (the instance that made it stopped mid-call). */
export const TRANSFER_CLAIM_LOST_AFTER_MS = 15 * 60 * 1000;

/**
 * These online orders became paid (in `tx`, the payment's transaction): each is owed one transfer of its share,
 * recorded now with the artwork's return window (its own, else its artist's profile; none is 0 days). The share is
 * the price and shipping less Kala's fee and, for a registered artist, less the TCS its fee invoice states
 * (`tcsByOrder`, the same amounts as the payment's tcs entries): Kala keeps that for the government (decision 0045).
 */
export async function recordTransfersOwed(
  tx: Tx,
  orderIds: readonly string[],
  at: string,
  tcsByOrder: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const orders = await ordersForTransfer(tx, orderIds);
  await insertTransfers(
    tx,
    orders
      .filter((order) => order.payment_method === 'online')
      .map((order) => ({
        id: newId(),
        orderId: order.id,
        artistId: order.artist_id,
        sharePaise: Number(order.total_paise) - Number(order.fee_paise) - (tcsByOrder.get(order.id) ?? 0),
        returnsDays: order.artwork_returns ?? order.profile_returns ?? 0,
      })),
    at,
  );
}

/**
 * Asks the gateway for one owed transfer. It waits (stays pending) while its artist has no active linked account.
 * The first claim fixes what it sends: the share, less what the artist owes on cash, Kala's fee and the TCS
 * (decision 0045), kept back once, under a lock on the artist's account row. A failure gives the claim back for the sweep.
 */
export async function makeTransfer(deps: TransferDeps, transferId: string, log?: Logger): Promise<void> {
  const { db, gateway } = deps;
  if (!gateway) return;
  const at = nowIso();
  const claimed = await db.transaction().execute(async (tx) => {
    const row = await findTransfer(tx, transferId);
    if (row?.state !== 'pending' || !row.artist_id) return undefined;
    const account = await lockActiveAccount(tx, row.artist_id, at);
    if (!account) return undefined;
    const claim = await claimTransfer(tx, transferId, at);
    if (!claim) return undefined;
    let amount = claim.amount_paise === null ? null : Number(claim.amount_paise);
    if (amount === null) {
      const share = Number(claim.share_paise);
      const deducted = Math.min(Math.max(await owedOnCash(tx, row.artist_id), 0), Math.max(share, 0));
      amount = share - deducted;
      await fixTransferAmount(tx, transferId, amount, deducted);
      if (deducted > 0) {
        await appendEntryOf(tx, row, { kind: 'fee_owed_settled', amountPaise: deducted, ref: row.id }, at);
      }
    }
    if (amount <= 0) {
      // All of it settled what the artist owed: nothing to send, and nothing held.
      await recordTransferMade(tx, transferId, { id: null, status: 'processed', onHold: false }, at);
      return undefined;
    }
    return { row, account, amount };
  });
  if (!claimed) return;
  const { row, account, amount } = claimed;
  try {
    const paymentId = await capturedPaymentOfOrder(db, row.order_id);
    if (!paymentId) throw new Error('no captured payment recorded for this order');
    const notes = { kala_transfer_id: row.id, kala_order_id: row.order_id };
    // Adopt before asking: an earlier attempt may have reached the gateway with its answer lost.
    const made =
      (await gateway.route.findTransfer(paymentId, { kala_transfer_id: row.id })) ??
      (await gateway.route.createTransfer(paymentId, { account, amountPaise: amount, notes, onHold: true }));
    await db.transaction().execute((tx) => recordMade(tx, row, made, nowIso()));
  } catch (error) {
    log?.warn({ err: error, transferId }, 'transfer request failed; the sweep retries it');
    await releaseTransferClaim(db, transferId);
  }
}

/** The transfer is made at the gateway: its state and its `transfer` entry, in `tx`, once (by Kala's id). */
async function recordMade(
  tx: Tx,
  row: TransferRow,
  made: { id: string; status: string; onHold: boolean },
  at: string,
): Promise<void> {
  await recordTransferMade(tx, row.id, made, at);
  const current = await findTransfer(tx, row.id);
  const amount = Number(current?.amount_paise ?? 0);
  if (amount > 0) {
    await appendEntryOf(tx, row, { kind: 'transfer', amountPaise: amount, ref: row.id }, at);
  }
}

/** Appends one ledger entry of a transfer's (or its order's) order and artist. */
function appendEntryOf(
  tx: Tx,
  of: { order_id: string; artist_id: string | null },
  entry: Omit<NewLedgerEntry, 'orderId' | 'artistId'>,
  at: string,
): Promise<void> {
  return appendEntries(tx, [{ orderId: of.order_id, artistId: of.artist_id, ...entry }], at);
}

/** Every pending transfer whose artist's account is active is asked for (after an activation, and by the sweep). */
export async function makeWaitingTransfers(deps: TransferDeps, log?: Logger): Promise<void> {
  if (!deps.gateway) return;
  for (const id of await transfersReadyToMake(deps.db)) await makeTransfer(deps, id, log);
}

/** The order's transfer, right after its payment (the caller's commit): asked for now rather than at the sweep. */
export async function makeTransfersOf(deps: TransferDeps, orderIds: readonly string[], log?: Logger) {
  for (const orderId of orderIds) {
    const row = await transferOfOrder(deps.db, orderId);
    if (row) await makeTransfer(deps, row.id, log);
  }
}

/** When a delivered order's transfer may be released: its delivery plus the return window. */
export function releaseDueAt(deliveredAt: string, returnsDays: number): Date {
  return new Date(new Date(deliveredAt).getTime() + returnsDays * DAY_MS);
}

/** Releases one held transfer at the gateway, then records it with its `hold_release` entry. */
async function release(
  { db, gateway }: { db: Db; gateway: PaymentGateway },
  row: TransferRow,
  onCommit?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  if (!row.gateway_transfer_id) return false;
  await gateway.route.setTransferHold(row.gateway_transfer_id, false);
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    const released = await markReleased(tx, row.id, at);
    if (released) {
      const amountPaise = Number(row.amount_paise ?? 0);
      await appendEntryOf(tx, row, { kind: 'hold_release', amountPaise, ref: row.id }, at);
      await onCommit?.(tx);
    }
    return released;
  });
}

/**
 * The sweep's release: held transfers of delivered orders whose return window has passed (an admin's hold is
 * passed by). Answers how many were released; one the gateway refuses now is tried again next time.
 */
export async function releaseDueTransfers(deps: TransferDeps, now = new Date(), log?: Logger): Promise<number> {
  const { db, gateway } = deps;
  if (!gateway) return 0;
  let released = 0;
  for (const row of await heldDeliveredTransfers(db)) {
    if (!row.delivered_at || releaseDueAt(row.delivered_at, row.returns_days) > now) continue;
    try {
      if (await release({ db, gateway }, row)) released += 1;
    } catch (error) {
      log?.warn({ err: error, transferId: row.id }, 'transfer release failed; the sweep retries it');
    }
  }
  return released;
}

/**
 * The order was refunded (in `tx`, the refund's transaction), `takeBackPaise` of its artist's share with it (all
 * of it for a whole refund): a transfer not made yet is not made (what it kept back is owed again); a made one
 * gets a reversal, asked for after the commit (`reverseTransfersOf`).
 */
export async function recordTransferReversal(
  tx: Tx,
  orderId: string,
  ref: string,
  takeBackPaise: number | 'whole share',
  at: string,
): Promise<void> {
  const cancelled = await cancelPendingTransfer(tx, orderId, at);
  if (cancelled) {
    const deducted = Number(cancelled.deducted_paise ?? 0);
    if (deducted > 0) {
      const entry = { kind: 'fee_owed_settled', amountPaise: -deducted, ref: `cancel:${cancelled.id}` } as const;
      await appendEntryOf(tx, { order_id: orderId, artist_id: cancelled.artist_id }, entry, at);
    }
    return;
  }
  const transfer = await transferOfOrder(tx, orderId);
  if (!transfer || transfer.state === 'cancelled') return;
  const takeBack = takeBackPaise === 'whole share' ? Number(transfer.share_paise) : takeBackPaise;
  if (takeBack <= 0) return;
  await insertReversal(tx, { id: newId(), transferId: transfer.id, orderId, ref, takeBackPaise: takeBack }, at);
}

/**
 * Asks the gateway for one pending reversal. The first claim fixes what the gateway takes back: what the refund
 * takes, up to what the transfer sent and is not reversed yet; the rest was kept back for what was owed on cash
 * (fee and TCS), which is owed again. Adopt before asking, as transfers do (Kala's id in the reversal's notes).
 */
export async function reverseTransfer(deps: TransferDeps, reversalId: string, log?: Logger): Promise<void> {
  const { db, gateway } = deps;
  if (!gateway) return;
  const at = nowIso();
  const claimed = await db.transaction().execute(async (tx) => {
    const reversal = await claimReversal(tx, reversalId, at);
    if (!reversal) return undefined;
    const transfer = await findTransfer(tx, reversal.transfer_id);
    if (!transfer) return undefined;
    let amount = reversal.amount_paise === null ? null : Number(reversal.amount_paise);
    if (amount === null) {
      // A failed transfer sent nothing: nothing to take back at the gateway.
      const sent = transfer.state === 'made' ? Number(transfer.amount_paise ?? 0) : 0;
      const left = Math.max(sent - (await reversedOf(tx, transfer.id, reversal.id)), 0);
      const takeBack = Number(reversal.take_back_paise);
      amount = Math.min(takeBack, left);
      await fixReversalAmount(tx, reversal.id, amount);
      const owedAgain = Math.min(takeBack - amount, Number(transfer.deducted_paise ?? 0));
      if (owedAgain > 0 && transfer.state === 'made') {
        await appendEntryOf(tx, transfer, { kind: 'fee_owed_settled', amountPaise: -owedAgain, ref: reversal.id }, at);
      }
    }
    if (amount === 0 || !transfer.gateway_transfer_id) {
      await recordReversalDone(tx, reversal.id, null, at);
      return undefined;
    }
    return { reversal, transfer, amount, gatewayTransferId: transfer.gateway_transfer_id };
  });
  if (!claimed) return;
  const { reversal, transfer, amount, gatewayTransferId } = claimed;
  try {
    const notes = { kala_reversal_id: reversal.id, kala_order_id: reversal.order_id };
    const made =
      (await gateway.route.findReversal(gatewayTransferId, { kala_reversal_id: reversal.id })) ??
      (await gateway.route.reverseTransfer(gatewayTransferId, { amountPaise: amount, notes }));
    await db.transaction().execute(async (tx) => {
      const done = await recordReversalDone(tx, reversal.id, made.id, nowIso());
      if (done) {
        await appendEntryOf(tx, transfer, { kind: 'reversal', amountPaise: -amount, ref: reversal.id }, nowIso());
      }
    });
  } catch (error) {
    log?.warn({ err: error, reversalId }, 'transfer reversal failed; the sweep retries it');
    await releaseReversalClaim(db, reversalId);
  }
}

/** The reversals an order's refund asked for, asked of the gateway now (after the refund's commit). */
export async function reverseTransfersOf(deps: TransferDeps, orderId: string, log?: Logger): Promise<void> {
  if (!deps.gateway) return;
  for (const id of await reversalsReady(deps.db, orderId)) await reverseTransfer(deps, id, log);
}

/**
 * The sweep's part (every minute, every instance): claims lost mid-call are owed again, waiting transfers whose
 * account is now active are made, owed reversals asked for, and held transfers whose time came released.
 */
export async function settleTransfers(deps: TransferDeps, now = new Date(), log?: Logger): Promise<number> {
  if (!deps.gateway) return 0;
  await requeueLostTransferClaims(deps.db, new Date(now.getTime() - TRANSFER_CLAIM_LOST_AFTER_MS).toISOString());
  await makeWaitingTransfers(deps, log);
  for (const id of await reversalsReady(deps.db)) await reverseTransfer(deps, id, log);
  const released = await releaseDueTransfers(deps, now, log);
  await reconcileSettlements(deps, now, log);
  return released;
}

// Paid out (decision 0044): Razorpay settles a linked account's released transfers to the artist's bank on its
// schedule and sends settlement.processed; Kala lists the settlement's transfers and records each of its own as
// paid out, once (a transfer_settlements row and a `payout` entry, in one transaction). A webhook that is lost is
// made up for by the sweep, which asks about a transfer released a while ago and still not settled.

/** How long after its release a transfer's settlement is looked for by the sweep, if no webhook said so. */
export const SETTLEMENT_LOOKED_FOR_AFTER_MS = 2 * DAY_MS;
/** How often the sweep asks again about a released transfer Razorpay has not settled yet. */
export const SETTLEMENT_ASKED_EVERY_MS = 6 * 3600 * 1000;

/** A settlement as Kala records it: Razorpay's id, the bank's reference when known, and when it was settled. */
export interface SettlementFacts {
  settlementId: string;
  utr: string | null;
  settledAt: string;
}

/**
 * The gateway says this transfer was settled: it is recorded paid out, once, if it is one of Kala's made transfers
 * and went to its artist's linked account. Answers whether this call recorded it.
 */
async function recordPaidOut(
  db: Db,
  row: TransferWithAccount,
  gatewayTransfer: SettlementOfTransfer,
  settlement: SettlementFacts,
  source: 'webhook' | 'sweep',
): Promise<boolean> {
  if (row.state !== 'made' || gatewayTransfer.settlementStatus !== 'settled') return false;
  if (gatewayTransfer.settlementId !== settlement.settlementId) return false;
  if (!row.gateway_account_id || gatewayTransfer.recipient !== row.gateway_account_id) return false;
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    // What reached the bank: what the transfer sent, less what reversals took back before it settled.
    const amount = Math.max(Number(row.amount_paise ?? 0) - (await reversedDoneOf(tx, row.id)), 0);
    const recorded = await insertSettlement(
      tx,
      {
        id: newId(),
        transferId: row.id,
        orderId: row.order_id,
        artistId: row.artist_id,
        settlementId: settlement.settlementId,
        utr: settlement.utr,
        amountPaise: amount,
        source,
        settledAt: settlement.settledAt,
      },
      at,
    );
    if (recorded) {
      if (amount > 0) {
        const reason = SCREEN.earnings.payoutNote(settlement.utr, settlement.settlementId);
        await appendEntryOf(tx, row, { kind: 'payout', amountPaise: amount, ref: row.id, reason }, at);
      }
    }
    return recorded;
  });
}

/**
 * settlement.processed: the transfers the settlement paid out are listed at the gateway (the event names only the
 * settlement) and each of Kala's is recorded paid out. Answers how many of Kala's transfers it covers (0: a
 * settlement of transfers Kala does not know, or of another account, changes nothing).
 */
export async function applySettlementEvent(
  { db, gateway }: Pick<AppDeps, 'db'> & { gateway: PaymentGateway },
  settlement: SettlementFacts,
): Promise<number> {
  const listed = await gateway.route.settlementTransfers(settlement.settlementId);
  const ours = new Map(
    (
      await transfersByGatewayIds(
        db,
        listed.map((transfer) => transfer.id),
      )
    ).map((row) => [row.gateway_transfer_id, row]),
  );
  let covered = 0;
  for (const transfer of listed) {
    const row = ours.get(transfer.id);
    if (!row || row.gateway_account_id !== transfer.recipient) continue;
    covered += 1;
    await recordPaidOut(db, row, transfer, settlement, 'webhook');
  }
  return covered;
}

/**
 * The sweep's part for lost webhooks: each transfer released over SETTLEMENT_LOOKED_FOR_AFTER_MS ago with no
 * settlement recorded is fetched by id (every SETTLEMENT_ASKED_EVERY_MS at most) and recorded if Razorpay settled
 * it. The transfer names its settlement but not the bank's reference: recorded without a UTR. Answers how many.
 */
export async function reconcileSettlements(deps: TransferDeps, now = new Date(), log?: Logger): Promise<number> {
  const { db, gateway } = deps;
  if (!gateway) return 0;
  const rows = await releasedUnsettled(
    db,
    new Date(now.getTime() - SETTLEMENT_LOOKED_FOR_AFTER_MS).toISOString(),
    new Date(now.getTime() - SETTLEMENT_ASKED_EVERY_MS).toISOString(),
  );
  let recorded = 0;
  for (const row of rows) {
    if (!row.gateway_transfer_id) continue;
    try {
      const transfer = await gateway.route.fetchTransfer(row.gateway_transfer_id);
      const settled =
        transfer.settlementId !== null &&
        (await recordPaidOut(
          db,
          row,
          transfer,
          { settlementId: transfer.settlementId, utr: null, settledAt: now.toISOString() },
          'sweep',
        ));
      if (settled) recorded += 1;
      else await markSettlementChecked(db, row.id, now.toISOString());
    } catch (error) {
      log?.warn({ err: error, transferId: row.id }, 'transfer settlement check failed; the sweep asks again');
    }
  }
  return recorded;
}

/** What Kala reads of a transfer webhook (transfer.processed, transfer.failed). */
export interface TransferEvent {
  event: 'transfer.processed' | 'transfer.failed';
  gatewayTransferId: string;
  /** Kala's id from the transfer's notes, when it carries one. */
  kalaTransferId: string | undefined;
  status: string;
  onHold: boolean;
  failureReason: string | null;
}

/**
 * A transfer webhook: one whose answer Kala has not recorded yet (the webhook came first) is adopted by the id in
 * its notes; processed notes the gateway's status; failed marks it failed and takes back its entries (the money
 * did not move, and what it kept back is owed again). Answers false for a transfer Kala does not know.
 */
export async function applyTransferEvent({ db }: Pick<AppDeps, 'db'>, event: TransferEvent): Promise<boolean> {
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    let row = await findTransferByGatewayId(tx, event.gatewayTransferId);
    if (!row && event.kalaTransferId) {
      const ours = await findTransfer(tx, event.kalaTransferId);
      if (ours && (ours.state === 'requesting' || ours.state === 'pending')) {
        await recordMade(tx, ours, { id: event.gatewayTransferId, status: event.status, onHold: event.onHold }, at);
        row = await findTransfer(tx, ours.id);
      }
    }
    if (!row) return false;
    if (event.event === 'transfer.processed') {
      await setGatewayStatus(tx, row.id, 'processed', at);
      return true;
    }
    if (await markTransferFailed(tx, row.id, event.failureReason, at)) {
      const own = { orderId: row.order_id, artistId: row.artist_id, ref: `failed:${row.id}` };
      const deducted = Number(row.deducted_paise ?? 0);
      await appendEntries(
        tx,
        [
          { ...own, kind: 'transfer', amountPaise: -Number(row.amount_paise ?? 0) },
          ...(deducted > 0 ? [{ ...own, kind: 'fee_owed_settled' as const, amountPaise: -deducted }] : []),
        ],
        at,
      );
    }
    return true;
  });
}

// The admin's payouts view (issue 37 item 9).

function viewState(row: { state: string; on_hold: number; reversed_paise: number | null }): TransferViewState {
  if (row.state === 'cancelled') return 'cancelled';
  if (row.state === 'failed') return 'failed';
  if (Number(row.reversed_paise ?? 0) > 0) return 'reversed';
  if (row.state === 'made') return row.on_hold === 1 ? 'on_hold' : 'released';
  return 'waiting';
}

/** GET /api/admin/payouts: every transfer's state, filtered by `state`, with the counts and what artists owe. */
export async function adminPayouts(db: Db, state?: TransferViewState): Promise<AdminPayouts> {
  const [rows, owed] = await Promise.all([transfersForAdmin(db), owedByArtist(db)]);
  const counts = Object.fromEntries(TRANSFER_VIEW_STATES.map((name) => [name, 0])) as Record<TransferViewState, number>;
  const transfers: AdminTransfer[] = [];
  for (const row of rows) {
    const view = viewState({ ...row, reversed_paise: Number(row.reversed_paise ?? 0) });
    counts[view] += 1;
    if (state && view !== state) continue;
    if (transfers.length >= 200) continue;
    transfers.push(
      adminTransferSchema.parse({
        id: row.id,
        orderId: row.order_id,
        title: row.artwork_title,
        artist: { username: row.username ?? '' },
        state: view,
        share: paiseToRupees(Number(row.share_paise)),
        amount: row.amount_paise === null ? null : paiseToRupees(Number(row.amount_paise)),
        deducted: paiseToRupees(Number(row.deducted_paise ?? 0)),
        reversed: paiseToRupees(Number(row.reversed_paise ?? 0)),
        gatewayTransferId: row.gateway_transfer_id,
        heldByAdmin: row.admin_hold === 1,
        holdReason: row.hold_reason,
        failureReason: row.failure_reason,
        deliveredAt: row.delivered_at,
        releaseDueAt: row.delivered_at ? releaseDueAt(row.delivered_at, row.returns_days).toISOString() : null,
        releasedAt: row.released_at,
        paidOut:
          row.settlement_id && row.settled_at
            ? { settlementId: row.settlement_id, utr: row.utr, settledAt: row.settled_at }
            : null,
        createdAt: row.created_at,
      }),
    );
  }
  return {
    transfers,
    counts,
    owed: owed.map((row) => ({ username: row.username, owed: paiseToRupees(row.owed) })),
  };
}

type Admin = { id: string; username: string };

/** An admin releases a held transfer now, whatever its delivery and return window, with the reason; audited. */
export async function releaseByHand(deps: TransferDeps, admin: Admin, id: string, reason: string): Promise<void> {
  const { db, gateway } = deps;
  const row = await findTransfer(db, id);
  if (!row) throw notFound('Transfer');
  if (row.state === 'made' && row.on_hold === 0) throw conflict(ERR.transferAlreadyReleased);
  if (row.state !== 'made' || !gateway) throw conflict(ERR.transferNotMade);
  const title = await titleOf(db, row.order_id);
  let released: boolean;
  try {
    released = await release({ db, gateway }, row, (tx) =>
      writeAudit(tx, admin, 'payout.release', { type: 'order', id: row.order_id }, { name: title, note: reason }),
    );
  } catch {
    throw serviceUnavailable(ERR.transferGatewayUnavailable);
  }
  if (!released) throw conflict(ERR.transferAlreadyReleased);
}

/** An admin keeps a transfer not yet released on hold (the sweep passes it by), with the reason; audited. */
export async function holdByHand({ db }: Pick<AppDeps, 'db'>, admin: Admin, id: string, reason: string) {
  const row = await findTransfer(db, id);
  if (!row) throw notFound('Transfer');
  const title = await titleOf(db, row.order_id);
  const held = await db.transaction().execute(async (tx) => {
    const ok = await markAdminHold(tx, id, reason, nowIso());
    if (ok)
      await writeAudit(tx, admin, 'payout.hold', { type: 'order', id: row.order_id }, { name: title, note: reason });
    return ok;
  });
  if (!held) throw conflict(row.on_hold === 0 ? ERR.transferAlreadyReleased : ERR.transferNotHeld);
}

async function titleOf(db: Db, orderId: string): Promise<string | null> {
  return (await findOrderRow(db, orderId))?.artwork_title ?? null;
}
