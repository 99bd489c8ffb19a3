import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { PayoutAccountsTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';

// Payout details and the Razorpay Route linked account (issue 37 item 1, migration 0036, decision 0034). Each
// step of the onboarding is recorded by its own function, before the next step is asked for; each guard is the
// `where` of one conditional UPDATE.

export type PayoutAccountRow = Selectable<PayoutAccountsTable>;

export async function findPayoutAccount(db: Db | Tx, userId: string): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findPayoutAccountByGatewayId(
  db: Db | Tx,
  gatewayAccountId: string,
): Promise<PayoutAccountRow | undefined> {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('gateway_account_id', '=', gatewayAccountId)
    .executeTakeFirst();
}

/** What the artist typed, PAN and account number already sealed. */
export type PayoutDetailsValues = Pick<
  PayoutAccountsTable,
  | 'legal_name'
  | 'pan_sealed'
  | 'pan_last4'
  | 'account_sealed'
  | 'account_last4'
  | 'ifsc'
  | 'gstin_sealed'
  | 'gstin_last4'
  | 'phone'
  | 'street'
  | 'city'
  | 'state'
  | 'pincode'
>;

/**
 * Saves the details: a first save starts the row as 'pending' with Kala's reference for Razorpay; a later one
 * replaces them, and `bankChanged` marks the Route product's settlement account as no longer matching.
 */
export async function savePayoutDetails(
  db: Db | Tx,
  userId: string,
  values: PayoutDetailsValues,
  referenceId: string,
  bankChanged: boolean,
): Promise<void> {
  const now = nowIso();
  const update = { ...values, updated_at: now, ...(bankChanged ? { settlement_synced: 0 } : {}) };
  await db
    .insertInto('payout_accounts')
    .values({
      user_id: userId,
      ...values,
      reference_id: referenceId,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(update))
    .execute();
}

/**
 * Claims the making of the linked account, before asking Razorpay for it: false when an account is recorded or
 * another request holds the claim (then nobody asks a second time).
 */
export async function claimLinkedAccount(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('payout_accounts')
    .set({ account_claimed_at: nowIso() })
    .where('user_id', '=', userId)
    .where('account_claimed_at', 'is', null)
    .where('gateway_account_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the claim back when Razorpay answered that it made nothing (a refusal or an error answer). */
export async function releaseLinkedAccountClaim(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ account_claimed_at: null })
    .where('user_id', '=', userId)
    .where('gateway_account_id', 'is', null)
    .execute();
}

export async function recordLinkedAccount(db: Db, userId: string, gatewayAccountId: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ gateway_account_id: gatewayAccountId, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('gateway_account_id', 'is', null)
    .execute();
}

export async function recordStakeholder(db: Db, userId: string, stakeholderId: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ stakeholder_id: stakeholderId, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('stakeholder_id', 'is', null)
    .execute();
}

export async function recordRouteProduct(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ product_id: productId, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('product_id', 'is', null)
    .execute();
}

/**
 * The product's settlement account now holds the bank account sealed as `accountSealed`: marked matching only if
 * the details were not changed again meanwhile (then the newer ones are sent on the next save).
 */
export async function recordSettlementSynced(db: Db, userId: string, accountSealed: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ settlement_synced: 1, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('account_sealed', '=', accountSealed)
    .execute();
}

/**
 * Razorpay's word on the account, said at `at` (Unix seconds): taken unless the row holds a newer one, so a webhook
 * delivered late never moves the state back. A word of the same second is taken: Razorpay's times are whole seconds,
 * and an activation can follow within the second the account was read as under review. Answers whether the row
 * changed.
 */
export async function setStatusIfNewer(db: Db, userId: string, status: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('payout_accounts')
    .set({ status, status_at: at, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('status_at', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address Razorpay writes to about the linked account: the artist's own. */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}
