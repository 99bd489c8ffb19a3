import { randomBytes } from 'node:crypto';
import {
  ERR,
  PAYOUT_STATUSES,
  type PayoutAccount,
  type PayoutAccountBody,
  type PayoutStatus,
  VALIDATION,
} from '@kala/contract';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound, serviceUnavailable, validationFailed } from '../../lib/errors';
import type { Logger } from '../../lib/logging';
import { paiseToRupees } from '../../lib/money';
import { open, seal } from '../../lib/secret-box';
import { owedOnCash } from '../transfers/transfers.repository';
import { GatewayRefusal, type PaymentGateway, type RouteProduct } from '../payments/razorpay.gateway';
import {
  claimLinkedAccount,
  emailOf,
  findPayoutAccount,
  findPayoutAccountByGatewayId,
  type PayoutAccountRow,
  recordLinkedAccount,
  recordRouteProduct,
  recordSettlementSynced,
  recordStakeholder,
  releaseLinkedAccountClaim,
  savePayoutDetails,
  setStatusIfNewer,
} from './payouts.repository';

// Payout details (issue 37 item 1, decision 0034): the artist's legal name, PAN, bank account and address, kept
// with the PAN and account number sealed, and the Razorpay Route linked account made from them in four steps
// (account, stakeholder, product, settlement account), each recorded before the next is asked for. Razorpay's
// word on the account (being checked, needs clarification, active) comes back in its answers and webhooks.

type PayoutDeps = Pick<AppDeps, 'db' | 'config' | 'gateway'>;

/** Razorpay's activation states Kala shows; anything else it says ('requested') leaves the account pending. */
const GATEWAY_STATES = new Set<PayoutStatus>(['under_review', 'needs_clarification', 'activated', 'suspended']);

function statusOf(activationStatus: string): PayoutStatus {
  return GATEWAY_STATES.has(activationStatus as PayoutStatus) ? (activationStatus as PayoutStatus) : 'pending';
}

const last4 = (value: string) => value.slice(-4);

function toPayoutAccount(available: boolean, row: PayoutAccountRow | undefined, owedPaise: number): PayoutAccount {
  // What the artist owes on cash sales is shown with or without payout details (decision 0039).
  const owedToKala = paiseToRupees(Math.max(owedPaise, 0));
  if (!row) return { available, status: 'none', details: null, owedToKala };
  const status = (PAYOUT_STATUSES as readonly string[]).includes(row.status) ? (row.status as PayoutStatus) : 'pending';
  return {
    available,
    status,
    details: {
      legalName: row.legal_name,
      panLast4: row.pan_last4,
      accountLast4: row.account_last4,
      ifsc: row.ifsc,
      gstinLast4: row.gstin_last4,
      phone: row.phone,
      street: row.street,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
    },
    owedToKala,
  };
}

export async function getPayoutAccount({ db, gateway }: PayoutDeps, userId: string): Promise<PayoutAccount> {
  const [row, owed] = await Promise.all([findPayoutAccount(db, userId), owedOnCash(db, userId)]);
  return toPayoutAccount(gateway !== null, row, owed);
}

/**
 * Saves the artist's details and brings their linked account up to date with them: made the first time, its
 * settlement account changed when the bank details change. The PAN cannot change once Razorpay may hold it.
 */
export async function savePayoutAccount(
  deps: PayoutDeps,
  userId: string,
  body: PayoutAccountBody,
  log?: Logger,
): Promise<PayoutAccount> {
  const { db, config, gateway } = deps;
  if (!gateway) throw badRequest(ERR.payoutsUnavailable);
  const key = config.payoutDetailsKey;
  const existing = await findPayoutAccount(db, userId);
  const askedRazorpay = existing && (existing.gateway_account_id !== null || existing.account_claimed_at !== null);
  if (askedRazorpay && open(key, existing.pan_sealed, userId) !== body.pan) {
    throw conflict(ERR.payoutPanLocked, { pan: ERR.payoutPanLocked });
  }
  // A GSTIN left out is the one saved, which must still hold the PAN.
  const gstin =
    body.gstin === undefined ? (existing?.gstin_sealed ? open(key, existing.gstin_sealed, userId) : null) : body.gstin;
  if (gstin && gstin.slice(2, 12) !== body.pan) {
    throw validationFailed({ gstin: VALIDATION.payouts.gstinPanMismatch });
  }
  const bankChanged =
    !existing ||
    open(key, existing.account_sealed, userId) !== body.accountNumber ||
    existing.ifsc !== body.ifsc ||
    existing.legal_name !== body.legalName;
  await savePayoutDetails(
    db,
    userId,
    {
      legal_name: body.legalName,
      pan_sealed: seal(key, body.pan, userId),
      pan_last4: last4(body.pan),
      account_sealed: bankChanged || !existing ? seal(key, body.accountNumber, userId) : existing.account_sealed,
      account_last4: last4(body.accountNumber),
      ifsc: body.ifsc,
      gstin_sealed: gstin ? seal(key, gstin, userId) : null,
      gstin_last4: gstin ? last4(gstin) : null,
      phone: body.phone,
      street: body.street,
      city: body.city,
      state: body.state,
      pincode: body.pincode,
    },
    // Razorpay's reference_id holds at most 20 characters: Kala's user ids are longer, so a random one.
    randomBytes(10).toString('hex'),
    bankChanged,
  );
  await onboard({ ...deps, gateway }, userId, log);
  return getPayoutAccount(deps, userId);
}

/** What a failed gateway call tells the artist: Razorpay's own reason for a refusal, else to try again. */
function gatewayFailure(error: unknown): Error {
  if (error instanceof GatewayRefusal) return badRequest(ERR.payoutGatewayRefused(error.description));
  return serviceUnavailable(ERR.payoutGatewayUnavailable);
}

/** Razorpay answered (a refusal or an error status), so the request made nothing; no answer at all says nothing. */
function gatewayAnswered(error: unknown): boolean {
  return error instanceof GatewayRefusal || typeof (error as { statusCode?: unknown })?.statusCode === 'number';
}

/**
 * The four onboarding steps, each skipped when the row records it done, so a retry (after Razorpay was down, or
 * the process stopped mid-way) goes on from where the last one left off.
 */
async function onboard(
  deps: Pick<AppDeps, 'db' | 'config'> & { gateway: PaymentGateway },
  userId: string,
  log?: Logger,
): Promise<void> {
  const { db, config, gateway } = deps;
  const key = config.payoutDetailsKey;
  let row = await findPayoutAccount(db, userId);
  const email = await emailOf(db, userId);
  if (!row || !email) throw notFound('Payout account');
  const pan = open(key, row.pan_sealed, userId);

  if (!row.gateway_account_id) {
    // Razorpay offers no way to find a linked account by Kala's reference: the claim makes sure it is asked once.
    if (!(await claimLinkedAccount(db, userId))) {
      throw conflict(ERR.payoutSetupInProgress);
    }
    let account: { id: string };
    try {
      account = await gateway.route.createLinkedAccount({
        referenceId: row.reference_id,
        email,
        phone: row.phone,
        legalName: row.legal_name,
        pan,
        gstin: row.gstin_sealed ? open(key, row.gstin_sealed, userId) : null,
        address: { street: row.street, city: row.city, state: row.state, pincode: row.pincode },
      });
    } catch (error) {
      if (gatewayAnswered(error)) {
        await releaseLinkedAccountClaim(db, userId);
      } else {
        // The request may have made the account: it is never asked for again by itself (docs/payments.md).
        log?.error(
          { userId, referenceId: row.reference_id },
          'Razorpay gave no answer to a linked account request; the claim stands until an operator looks',
        );
      }
      throw gatewayFailure(error);
    }
    await recordLinkedAccount(db, userId, account.id);
    row = { ...row, gateway_account_id: account.id };
  }
  const accountId = row.gateway_account_id as string;

  try {
    if (!row.stakeholder_id) {
      // A stakeholder made by an earlier attempt whose answer was lost is listed: adopt it.
      const [earlier] = await gateway.route.stakeholders(accountId);
      const stakeholder =
        earlier ??
        (await gateway.route.createStakeholder(accountId, { name: row.legal_name, email, phone: row.phone, pan }));
      await recordStakeholder(db, userId, stakeholder.id);
    }
    let product: RouteProduct | null = null;
    let productId = row.product_id;
    if (!productId) {
      product = await gateway.route.requestRouteProduct(accountId);
      productId = product.id;
      await recordRouteProduct(db, userId, productId);
    }
    if (!row.settlement_synced) {
      product = await gateway.route.setSettlementAccount(accountId, productId, {
        accountNumber: open(key, row.account_sealed, userId),
        ifsc: row.ifsc,
        beneficiaryName: row.legal_name,
      });
      await recordSettlementSynced(db, userId, row.account_sealed);
    }
    if (product) await setStatusIfNewer(db, userId, statusOf(product.activationStatus), Math.floor(Date.now() / 1000));
  } catch (error) {
    throw gatewayFailure(error);
  }
}

/** A Route webhook's word on an account (decision 0034): which account, its new state, and when Razorpay said it. */
export interface RouteAccountEvent {
  gatewayAccountId: string;
  status: string;
  /** The event's created_at, Unix seconds. */
  at: number;
}

/**
 * Applies a signed Route webhook: the account's state moves only to a word newer than the one it holds, so a
 * redelivery or a late event never moves it back. Answers false for an account Kala does not know.
 */
export async function applyRouteAccountEvent({ db }: Pick<AppDeps, 'db'>, event: RouteAccountEvent): Promise<boolean> {
  const row = await findPayoutAccountByGatewayId(db, event.gatewayAccountId);
  if (!row) return false;
  const status = statusOf(event.status);
  if (status === 'pending') return false;
  await setStatusIfNewer(db, row.user_id, status, event.at);
  return true;
}
