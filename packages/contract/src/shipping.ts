// Shipping, delivery and returns (issue 34 item 3, decision 0027): each artist's shipping profile, the optional
// override of one artwork, and the quote a buyer sees for their pincode. Zones come from the buyer's and the
// artist's pincodes (india-states.ts): the same sorting district (first three digits) is the artist's city, the
// same state is the artist's state, anything else is the rest of India.

import { z } from 'zod';
import { INDIAN_STATES } from './india-states';
import { VALIDATION } from './messages';

const V = VALIDATION.shipping;
/** A calendar day in India, YYYY-MM-DD. */
const isoDateSchema = z.iso.date();

export const SHIPPING_ZONES = ['city', 'state', 'india'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const PROCESSING_DAYS_MIN = 1;
export const PROCESSING_DAYS_MAX = 30;
export const RETURNS_DAYS_MAX = 90;
/** The most one parcel may cost to ship, in rupees: a typo guard (₹50000 for a postcard). */
export const SHIPPING_PRICE_MAX = 10_000;

/** Days a parcel travels once handed to the courier, by zone (decision 0027): India Post and private couriers' usual spans. */
export const TRANSIT_DAYS: Readonly<Record<ShippingZone, { min: number; max: number }>> = {
  city: { min: 1, max: 2 },
  state: { min: 2, max: 4 },
  india: { min: 4, max: 7 },
};

/**
 * What an artist who set nothing offers (decision 0027): free shipping everywhere (their prices were set before
 * Kala charged shipping, so they already include it), ships within 5 days, no returns.
 */
export const DEFAULT_SHIPPING_PROFILE = {
  free: true,
  rates: { city: 0, state: 0, india: 0 },
  processingDays: 5,
  returnsDays: null,
} as const;

const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;

/** A shipping price in rupees: a JSON number or form text, 0 to SHIPPING_PRICE_MAX, at most 2 decimals. */
const shippingPriceInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return RUPEES_TEXT.test(text) ? Number(text) : text;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? V.priceRequired : V.priceInvalid) })
    .min(0, V.priceInvalid)
    .max(SHIPPING_PRICE_MAX, V.priceInvalid)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, V.priceInvalid),
);

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const processingDaysInput = wholeNumber(V.processingDaysInvalid, PROCESSING_DAYS_MIN, PROCESSING_DAYS_MAX);
/** 0 (or null) is "no returns". */
const returnsDaysInput = z.preprocess(
  (value) => (value === null || value === 'none' ? 0 : value),
  wholeNumber(V.returnsDaysInvalid, 0, RETURNS_DAYS_MAX),
);

export const shippingRatesSchema = z.object({
  city: z.number().nonnegative(),
  state: z.number().nonnegative(),
  india: z.number().nonnegative(),
});
export type ShippingRates = z.infer<typeof shippingRatesSchema>;

/** GET /api/auth/shipping-profile: the signed-in artist's profile, and where their parcels leave from. */
export const shippingProfileSchema = z.object({
  free: z.boolean(),
  /** Rupees; all 0 when free. */
  rates: shippingRatesSchema,
  processingDays: z.number().int(),
  /** Null: no returns. */
  returnsDays: z.number().int().positive().nullable(),
  /** The artist's profile pincode and its state: zones are measured from here (null: the rest-of-India price for all). */
  origin: z.object({ pincode: z.string().nullable(), state: z.enum(INDIAN_STATES).nullable() }),
});
export type ShippingProfile = z.infer<typeof shippingProfileSchema>;

/** PUT /api/auth/shipping-profile. The three prices are needed unless shipping is free. */
export const shippingProfileBodySchema = z
  .object({
    free: z.boolean({ error: V.freeInvalid }),
    rates: z.object({ city: shippingPriceInput, state: shippingPriceInput, india: shippingPriceInput }).optional(),
    processingDays: processingDaysInput,
    returnsDays: returnsDaysInput,
  })
  .superRefine((body, ctx) => {
    if (!body.free && !body.rates) ctx.addIssue({ code: 'custom', path: ['rates'], message: V.priceRequired });
  });
export type ShippingProfileBody = z.output<typeof shippingProfileBodySchema>;

export const ARTWORK_SHIPPING_MODES = ['profile', 'free', 'rates'] as const;
export type ArtworkShippingMode = (typeof ARTWORK_SHIPPING_MODES)[number];

/**
 * The artwork's own shipping, as optional fields of the upload (multipart text) and of PATCH /api/auth/artworks/{id}:
 * `shipping` 'profile' (the artist's profile; the default), 'free' or 'rates' (then shippingCity, shippingState and
 * shippingIndia in rupees); `processingDays` 1–30 and `returnsDays` 0 (no returns) to 90, each '' for the profile's.
 */
export const artworkShippingFields = {
  shipping: z.enum(ARTWORK_SHIPPING_MODES, { error: V.modeInvalid }).optional(),
  shippingCity: z.union([z.string(), z.number()]).optional(),
  shippingState: z.union([z.string(), z.number()]).optional(),
  shippingIndia: z.union([z.string(), z.number()]).optional(),
  processingDays: z.union([z.string(), z.number()]).optional(),
  returnsDays: z.union([z.string(), z.number()]).optional(),
};

/** What an artwork overrides; null fields follow the artist's profile. returnsDays 0: no returns. */
export interface ArtworkShippingOverride {
  mode: ArtworkShippingMode;
  rates: ShippingRates | null;
  processingDays: number | null;
  returnsDays: number | null;
}

type ShippingFieldsInput = { [K in keyof typeof artworkShippingFields]?: string | number | undefined };

/**
 * Checks the artwork's shipping fields together. Only the groups sent are in `value` (an update changes only them):
 * `mode` with `rates`, `processingDays`, `returnsDays`.
 */
export function checkArtworkShipping(
  input: ShippingFieldsInput,
):
  | { ok: true; value: Partial<ArtworkShippingOverride> }
  | { ok: false; errors: Partial<Record<keyof ShippingFieldsInput, string>> } {
  const errors: Partial<Record<keyof ShippingFieldsInput, string>> = {};
  const value: Partial<ArtworkShippingOverride> = {};
  const blank = (field: string | number | undefined) => field === undefined || String(field).trim() === '';
  if (input.shipping !== undefined) {
    const mode = input.shipping as ArtworkShippingMode;
    value.mode = mode;
    value.rates = null;
    if (mode === 'rates') {
      const rates: Partial<ShippingRates> = {};
      for (const [zone, field] of [
        ['city', 'shippingCity'],
        ['state', 'shippingState'],
        ['india', 'shippingIndia'],
      ] as const) {
        const parsed = shippingPriceInput.safeParse(input[field]);
        if (parsed.success) rates[zone] = parsed.data;
        else errors[field] = parsed.error.issues[0]?.message ?? V.priceInvalid;
      }
      value.rates = rates as ShippingRates;
    }
  }
  if (input.processingDays !== undefined) {
    if (blank(input.processingDays)) value.processingDays = null;
    else {
      const parsed = processingDaysInput.safeParse(input.processingDays);
      if (parsed.success) value.processingDays = parsed.data;
      else errors.processingDays = V.processingDaysInvalid;
    }
  }
  if (input.returnsDays !== undefined) {
    if (blank(input.returnsDays)) value.returnsDays = null;
    else {
      const parsed = returnsDaysInput.safeParse(input.returnsDays);
      if (parsed.success) value.returnsDays = parsed.data;
      else errors.returnsDays = V.returnsDaysInvalid;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** ?pincode= of the quotes: a 6-digit Indian PIN code. */
export const shippingPincodeSchema = z
  .string({ error: V.pincodeInvalid })
  .trim()
  .regex(/^[1-9]\d{5}$/, V.pincodeInvalid);

export const artworkShippingQuerySchema = z.object({ pincode: shippingPincodeSchema.optional() });

/** The policy that applies to one artwork (its override, else its artist's profile). */
export const shippingPolicySchema = z.object({
  free: z.boolean(),
  rates: shippingRatesSchema,
  processingDays: z.number().int(),
  returnsDays: z.number().int().positive().nullable(),
  /** Where the policy comes from: the artwork's own fields or the artist's profile. */
  source: z.enum(['artwork', 'profile']),
});
export type ShippingPolicy = z.infer<typeof shippingPolicySchema>;

/** What it costs to send one parcel to a pincode, and when it arrives (calendar days, India time). */
export const shippingQuoteSchema = z.object({
  pincode: z.string(),
  state: z.enum(INDIAN_STATES).nullable(),
  zone: z.enum(SHIPPING_ZONES),
  /** Rupees; 0 when free. */
  amount: z.number().nonnegative(),
  arrivesFrom: isoDateSchema,
  arrivesBy: isoDateSchema,
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** GET /api/artworks/{id}/shipping[?pincode=]: the policy, the override as stored, and with a pincode the quote. */
export const artworkShippingSchema = z.object({
  artworkId: z.string(),
  policy: shippingPolicySchema,
  override: z.object({
    mode: z.enum(ARTWORK_SHIPPING_MODES),
    rates: shippingRatesSchema.nullable(),
    processingDays: z.number().int().nullable(),
    returnsDays: z.number().int().nullable(),
  }),
  quote: shippingQuoteSchema.nullable(),
});
export type ArtworkShipping = z.infer<typeof artworkShippingSchema>;

export const cartShippingQuerySchema = z.object({
  pincode: shippingPincodeSchema,
  delivery: z.enum(['ship', 'pickup'], { error: VALIDATION.checkout.deliveryInvalid }).default('ship'),
});

/**
 * GET /api/auth/cart/shipping?pincode=: one parcel per artist, charged at the highest price among that artist's
 * works in the cart (decision 0027); the total is what checkout charges (rupees).
 */
export const cartShippingSchema = z.object({
  pincode: z.string(),
  state: z.enum(INDIAN_STATES).nullable(),
  artists: z.array(
    z.object({
      username: z.string(),
      artworkIds: z.array(z.string()),
      zone: z.enum(SHIPPING_ZONES),
      amount: z.number().nonnegative(),
      arrivesFrom: isoDateSchema,
      arrivesBy: isoDateSchema,
    }),
  ),
  subtotal: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
export type CartShipping = z.infer<typeof cartShippingSchema>;
