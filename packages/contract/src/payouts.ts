// Payout details (issue 37 item 1, decision 0034): the legal name, PAN, bank account and address an artist is paid
// to through Razorpay Route, checked here for both the form and the server: the PAN's shape and holder letter, the
// IFSC's shape, and a GSTIN's shape, check character and embedded PAN.

import { z } from 'zod';
import { INDIAN_STATES } from './india-states';
import { VALIDATION } from './messages';

const V = VALIDATION.payouts;

/** The PAN's fourth character: who holds it (P a person, C a company, H a Hindu undivided family, F a firm, ...). */
export const PAN_HOLDER_TYPES = ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G'] as const;
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ACCOUNT_NUMBER_SHAPE = /^[0-9]{9,18}$/;
const PHONE_SHAPE = /^[6-9][0-9]{9}$/;
const PINCODE_SHAPE = /^[1-9][0-9]{5}$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case without spaces: people type PANs and IFSCs in small letters and in groups. */
const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value);

/** Why `pan` (already compact) is not a PAN, or null when it is one. */
export function panProblem(pan: string): string | null {
  if (!PAN_SHAPE.test(pan)) return V.panInvalid;
  if (!(PAN_HOLDER_TYPES as readonly string[]).includes(pan[3] ?? '')) return V.panHolderInvalid;
  return null;
}

/**
 * The GSTIN's 15th character from its first 14: each character's value (0–9, A–Z as 10–35) times 1 or 2 in turn,
 * the product's base-36 digits added, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Why `gstin` (already compact) is not a GSTIN, or null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return V.gstinInvalid;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return V.gstinCheckInvalid;
  return null;
}

const checked = (problem: (value: string) => string | null, fallback: string) =>
  z.preprocess(compact, z.string({ error: fallback })).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const digits = (shape: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value),
    z.string({ error: message }).regex(shape, message),
  );

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

export const panSchema = checked(panProblem, V.panInvalid);
export const ifscSchema = checked((value) => (IFSC_SHAPE.test(value) ? null : V.ifscInvalid), V.ifscInvalid);
export const gstinSchema = checked(gstinProblem, V.gstinInvalid);
export const bankAccountNumberSchema = digits(ACCOUNT_NUMBER_SHAPE, V.accountNumberInvalid);

/** PUT /api/auth/payout-account: what the artist types (the account number once; the form asks it twice). */
export const payoutAccountBodySchema = z
  .object({
    // Razorpay's legal_business_name and contact_name are 4 to 200 characters.
    legalName: text(V.legalNameInvalid, 4, 120),
    pan: panSchema,
    accountNumber: bankAccountNumberSchema,
    ifsc: ifscSchema,
    /** Optional: missing keeps the one saved (it is never shown back in full); empty or null removes it. */
    gstin: z.preprocess((value) => (value === '' ? null : value), gstinSchema.nullable().optional()),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[\s-]+/g, '').replace(/^\+91/, '') : value),
      z.string({ error: V.phoneInvalid }).regex(PHONE_SHAPE, V.phoneInvalid),
    ),
    street: text(V.streetInvalid, 1, 100),
    city: text(V.cityInvalid, 1, 100),
    /** The state of the registered address, and the one an invoice names. */
    state: z.enum(INDIAN_STATES, { error: V.stateInvalid }),
    pincode: digits(PINCODE_SHAPE, V.pincodeInvalid),
  })
  .superRefine((body, ctx) => {
    if (body.gstin && body.gstin.slice(2, 12) !== body.pan) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: V.gstinPanMismatch });
    }
  });
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

/**
 * Where the payout account stands (decision 0034): `none` before any details; `pending` while Kala has not yet
 * finished setting it up with Razorpay; then Razorpay's word, kept current by its webhooks: `under_review` (being
 * checked), `needs_clarification`, `activated`, `suspended`.
 */
export const PAYOUT_STATUSES = [
  'none',
  'pending',
  'under_review',
  'needs_clarification',
  'activated',
  'suspended',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** GET and PUT /api/auth/payout-account: the details shown back (PAN and account number by their last four only). */
export const payoutAccountSchema = z.object({
  /** False when online payment (Razorpay) is not configured: the form cannot be sent. */
  available: z.boolean(),
  status: z.enum(PAYOUT_STATUSES),
  details: z
    .object({
      legalName: z.string(),
      panLast4: z.string(),
      accountLast4: z.string(),
      ifsc: z.string(),
      /** A GSTIN holds the PAN: shown by its last four too. */
      gstinLast4: z.string().nullable(),
      phone: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    })
    .nullable(),
  /**
   * What the artist owes Kala on cash (pay on delivery) sales, in rupees: its fee (decision 0039) and, for a
   * registered artist, the TCS (decision 0045); taken from their next online transfer; 0 when nothing is owed.
   */
  owedToKala: z.number().nonnegative(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
