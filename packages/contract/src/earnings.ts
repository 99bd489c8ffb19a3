// The artist's earnings (issue 37 item 6, docs/payments.md "The artist's earnings"): their ledger entries, month by
// month (India's months, Asia/Kolkata), with what each month came to, and the month's statement as PDF and CSV.
// Amounts are rupees signed from the artist's side, as in the ledger (docs/decisions/0035-ledger.md).

import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { LEDGER_KINDS, type LedgerKind } from './ledger';
import { VALIDATION } from './messages';

/** A month as YYYY-MM, e.g. 2026-11. */
export const EARNINGS_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The kinds that make what an artist earned (their sum is the ledger's "artist earned" of an order). tcs and
 * tcs_owed_on_cash are: the tax Kala collects at source lowers what the artist receives for the order, as Kala's
 * fee does (decision 0045). The others (transfer, hold_release, reversal, fee_owed_settled, payout) move money already earned on its
 * way to the artist's bank.
 */
export const EARNING_KINDS = [
  'sale',
  'shipping',
  'fee',
  'refund',
  'fee_owed_on_cash',
  'correction',
  'tcs',
  'tcs_owed_on_cash',
] as const satisfies readonly LedgerKind[];

const V = VALIDATION.earnings;

export const earningsMonthSchema = z.string().regex(EARNINGS_MONTH_PATTERN, V.monthInvalid);

/** GET /api/auth/earnings: a month (default: this month in India) and optionally one kind of entry. */
export const earningsQuerySchema = z.object({
  month: earningsMonthSchema.optional(),
  kind: z.enum(LEDGER_KINDS, { error: V.kindInvalid }).optional(),
});
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

/** GET /api/auth/earnings/statement.pdf|csv: the month's statement. */
export const statementQuerySchema = z.object({ month: earningsMonthSchema });

/** One entry as the artist reads it: the ledger's entry with the order's artwork. */
export const earningsEntrySchema = z.object({
  id: idSchema,
  orderId: idSchema,
  /** The order's artwork, as it was when bought. */
  title: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Rupees, signed from the artist's side. */
  amount: z.number(),
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

/** A month's sums: each kind's total (kinds with no entry left out), and what the artist earned (EARNING_KINDS). */
export const earningsTotalsSchema = z.object({
  byKind: z.array(z.object({ kind: z.enum(LEDGER_KINDS), amount: z.number() })),
  earned: z.number(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/**
 * Where the artist's money from online sales is (docs/payments.md "Transfers to artists"), in rupees: on hold (not
 * yet made, or made and held until delivery and the return window), released (on its way to their bank on
 * Razorpay's settlement schedule, not settled yet), paid out (settled to their bank: decision 0044), and what they
 * owe Kala on cash sales (its fee, and the TCS of a registered artist) that the next payout keeps back. A transfer
 * is in one of the first three at a time.
 */
export const earningsPayoutsSchema = z.object({
  onHold: z.number().nonnegative(),
  released: z.number().nonnegative(),
  paidOut: z.number().nonnegative(),
  owedToKala: z.number().nonnegative(),
  /**
   * The tax Kala collected at source (GST TCS, CGST Act section 52) on the artist's sales, over all time, less what
   * refunds gave back: kept back from an online sale's transfer, and owed on a cash sale until a payout keeps it
   * back (then also in `owedToKala`: decision 0045). 0 for an unregistered artist.
   */
  tcsKeptBack: z.number().nonnegative(),
});
export type EarningsPayouts = z.infer<typeof earningsPayoutsSchema>;

export const earningsSchema = z.object({
  month: earningsMonthSchema,
  /** The months with entries, newest first (the month picker's choices). */
  months: z.array(earningsMonthSchema),
  /** The whole month's totals, whatever `kind` filters. */
  totals: earningsTotalsSchema,
  /** The month's entries (of `kind` when given), newest first. */
  entries: z.array(earningsEntrySchema),
  /** What the artist earned over all time (EARNING_KINDS). */
  earnedAllTime: z.number(),
  /** Where the money of their online sales is now, whatever the month. */
  payouts: earningsPayoutsSchema,
});
export type Earnings = z.infer<typeof earningsSchema>;
