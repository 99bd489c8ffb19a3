// Kala's fee and the ledger (issue 37 items 2 and 5, docs/decisions/0035-ledger.md, docs/payments.md "Kala's fee
// and the ledger"). The fee is computed here, once, for the server (at checkout) and the web (the artist's "You
// receive" while pricing), so the two can never disagree.

import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { VALIDATION } from './messages';

/** PLATFORM_FEE_PERCENT when it is not set: 10%. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;
/** The highest PLATFORM_FEE_PERCENT accepted. */
export const MAX_PLATFORM_FEE_PERCENT = 50;

/** A fee percent (0–50, up to two decimals) as basis points: 10 → 1000, 7.25 → 725. */
export const feePercentToBasisPoints = (percent: number): number => Math.round(percent * 100);
/** Basis points as the percent people read: 725 → 7.25. */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * Kala's fee, in integer paise, on an order's artwork price (unit price × quantity, never its shipping), at
 * `basisPoints` (1000 = 10%). Rounded half up to the paisa, once per order (an order is one artwork line of one
 * artist): 10% of ₹12.35 (1235 paise) is 123.5 paise → 124 paise. Integer arithmetic only.
 */
export function platformFeePaise(artworkPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(artworkPaise) || artworkPaise < 0) throw new RangeError('artworkPaise must be paise');
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError('basisPoints must be 0 to 10000');
  }
  return Math.floor((artworkPaise * basisPoints + 5000) / 10_000);
}

/**
 * The tax Kala collects at source as e-commerce operator (CGST Act section 52) on a registered artist's sale, in
 * integer paise: `rateBps` (50 = 0.5%) of the sale's taxable value (GST taken out), rounded half up to the paisa.
 * The one formula: Kala's fee invoice prints it, and the artist's transfer keeps back what the invoice printed
 * (docs/decisions/0045-tcs-kept-back.md).
 */
export function tcsPaise(taxablePaise: number, rateBps: number): number {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new RangeError('taxablePaise must be paise');
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000) throw new RangeError('rateBps must be 0 to 10000');
  return Math.floor((taxablePaise * rateBps + 5000) / 10_000);
}

/** GET /api/fees: Kala's fee in force now, for the artist's "You receive" while pricing. */
export const feesSchema = z.object({
  /** e.g. 10 or 7.25. */
  feePercent: z.number().min(0).max(MAX_PLATFORM_FEE_PERCENT),
  /** The same as basis points (feePercent × 100), what platformFeePaise takes. */
  feeBasisPoints: z
    .number()
    .int()
    .min(0)
    .max(MAX_PLATFORM_FEE_PERCENT * 100),
});
export type Fees = z.infer<typeof feesSchema>;

/**
 * What an order gives its artist and Kala, in rupees (on the artist's sales and the admin's orders): the fee in
 * force when it was placed, Kala's fee on its artwork price, and what the artist receives (artwork price plus
 * shipping, less the fee).
 */
export const orderPayoutSchema = z.object({
  feePercent: z.number().min(0),
  fee: z.number().nonnegative(),
  artistReceives: z.number(),
});
export type OrderPayout = z.infer<typeof orderPayoutSchema>;

/**
 * The kinds of ledger entries. Amounts are signed from the artist's side of an order (docs/decisions/0035):
 * sale (+ artwork price), shipping (+ shipping), fee (− Kala's fee; + when a refund gives it back), refund (− what
 * went back to the buyer), fee_owed_on_cash (− Kala's fee on a pay-on-delivery sale, which the artist collected
 * in cash and owes), correction (an admin's ±, with a reason), tcs (− the tax Kala collected at source on a
 * registered artist's online sale and keeps back from their transfer; + when a refund gives it back: decision
 * 0045), tcs_owed_on_cash (− that tax on a registered artist's pay-on-delivery sale, which the artist collected in
 * cash and owes Kala, like the fee on it: decision 0045). The payout kinds (decision 0039) record what Kala
 * paid out of the artist's earnings, not earnings: transfer (+ what a Route transfer sent to the artist's linked
 * account; − when the gateway says it failed), reversal (− what a reversal took back), fee_owed_settled (+ what
 * the artist owed on cash, fee and TCS, that a transfer kept back instead of sending; − when it is owed again), hold_release (+ the amount
 * of a transfer released from its hold: a change of state, counted apart), payout (+ what the transfer left in
 * the artist's linked account when Razorpay settled it to their bank: a change of state too, decision 0044).
 */
// Listed in the order they are read in (the earnings' totals, the filter): what came in, what went out of it, then
// the payouts.
export const LEDGER_KINDS = [
  'sale',
  'shipping',
  'fee',
  'fee_owed_on_cash',
  'tcs',
  'tcs_owed_on_cash',
  'refund',
  'correction',
  'transfer',
  'hold_release',
  'reversal',
  'fee_owed_settled',
  'payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** What Kala paid out of an order's earnings (never part of what the artist earned). */
export const PAYOUT_KINDS = ['transfer', 'reversal', 'fee_owed_settled'] as const satisfies readonly LedgerKind[];
/**
 * The kinds that are not earnings: the payout kinds, and the state changes of a transfer already counted there:
 * hold_release (released from its hold) and payout (settled to the artist's bank).
 */
export const NOT_EARNING_KINDS = [...PAYOUT_KINDS, 'hold_release', 'payout'] as const satisfies readonly LedgerKind[];
/** The kinds whose (negated) sum is Kala's fee. */
export const FEE_KINDS = ['fee', 'fee_owed_on_cash'] as const satisfies readonly LedgerKind[];
/** The kinds whose (negated) sum is the TCS Kala collected for the government (decision 0045). */
export const TCS_KINDS = ['tcs', 'tcs_owed_on_cash'] as const satisfies readonly LedgerKind[];
/**
 * The kinds whose (negated) sum is what an artist owes Kala on cash sales and a transfer has not kept back yet: the
 * fee and the TCS on each cash sale, less what transfers kept back (fee_owed_settled settles both: decision 0045).
 */
export const OWED_ON_CASH_KINDS = [
  'fee_owed_on_cash',
  'tcs_owed_on_cash',
  'fee_owed_settled',
] as const satisfies readonly LedgerKind[];

export const LEDGER_REASON_MAX_LENGTH = 500;
/** The largest correction, in rupees either way: a typo guard. */
export const LEDGER_CORRECTION_MAX = 10_000_000;

const V = VALIDATION.ledger;

/** One order whose ledger does not add up, in rupees: what the buyer paid and what the ledger says of it. */
export const ledgerMismatchSchema = z.object({
  orderId: idSchema,
  title: z.string(),
  /** What the buyer paid (the order's payment record: the gateway's word, or cash marked collected). */
  paid: z.number(),
  /** What the gateway refunded (the order's payment record). */
  refunded: z.number(),
  /** The ledger's sums (tcs: the tax Kala collected at source, minus its TCS_KINDS entries: decision 0045). */
  ledger: z.object({ artistEarned: z.number(), kalaFee: z.number(), tcs: z.number(), refunded: z.number() }),
});
export type LedgerMismatch = z.infer<typeof ledgerMismatchSchema>;

/** GET /api/admin/ledger/check: the orders checked, and every one that does not balance (at most 100 named). */
export const ledgerCheckSchema = z.object({
  orders: z.number().int().nonnegative(),
  unbalanced: z.number().int().nonnegative(),
  mismatches: z.array(ledgerMismatchSchema),
  checkedAt: isoDateTimeSchema,
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

/** POST /api/admin/orders/{id}/ledger-corrections: an admin's correction of an order's ledger, in rupees. */
export const ledgerCorrectionBodySchema = z.object({
  /** Rupees, signed, at most 2 decimals, not 0: + gives the artist more, − takes from them. */
  amount: z
    .number({ error: V.amountInvalid })
    .refine((rupees) => rupees !== 0 && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
      message: V.amountInvalid,
    })
    .refine((rupees) => Math.abs(rupees) <= LEDGER_CORRECTION_MAX, { message: V.amountTooLarge }),
  reason: z.string({ error: V.reasonRequired }).trim().min(1, V.reasonRequired).max(LEDGER_REASON_MAX_LENGTH),
});
export type LedgerCorrectionBody = z.infer<typeof ledgerCorrectionBodySchema>;

export const ledgerEntrySchema = z.object({
  id: idSchema,
  orderId: idSchema,
  kind: z.enum(LEDGER_KINDS),
  /** Rupees, signed from the artist's side. */
  amount: z.number(),
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
