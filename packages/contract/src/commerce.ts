// Cart, checkout and orders. Kala makes real what the spec's client left as placeholders (design.md):
// quantities within stock, checkout with a shipping address, orders with a payment status.

import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAYMENT_STATUSES,
  type PaymentStatus,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from './constants';
import { artworkImageSchema, artworkSchema } from './artworks';
import { idSchema, integerInput, isoDateTimeSchema, phoneSchema, pincodeTextSchema, requiredText } from './common';
import { apiErrorSchema } from './errors';
import { VALIDATION } from './messages';

const V = VALIDATION;

const cartQuantitySchema = integerInput(V.cart.quantityInvalid, V.cart.quantityInvalid, QUANTITY_MIN, QUANTITY_MAX);

/** GET /api/auth/cart: list of these. */
export const cartItemSchema = z.object({
  id: idSchema,
  artworkId: idSchema,
  quantity: z.number().int().positive(),
  artwork: artworkSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** POST /api/auth/cart: the spec's client sends only artworkId; adding again adds to the quantity. */
export const addToCartBodySchema = z.object({
  artworkId: z.string({ error: V.cart.artworkRequired }).min(1, V.cart.artworkRequired),
  quantity: cartQuantitySchema.default(1),
});
export type AddToCartBody = z.output<typeof addToCartBodySchema>;

/** Changing the quantity of a cart line; the server caps it by the artwork's stock. */
export const updateCartItemBodySchema = z.object({
  quantity: cartQuantitySchema,
});
export type UpdateCartItemBody = z.output<typeof updateCartItemBodySchema>;

/** Where an order is shipped; also the checkout form (all strings). */
export const shippingAddressSchema = z.object({
  name: requiredText(V.checkout.nameRequired, NAME_MAX_LENGTH, 'Name'),
  address: requiredText(V.checkout.addressRequired, ADDRESS_MAX_LENGTH, 'Address'),
  city: requiredText(V.checkout.cityRequired, LOCATION_MAX_LENGTH, 'City'),
  // Kept as text: an address is printed, not computed with (unlike the profile's pincode number).
  pincode: pincodeTextSchema,
  phone: phoneSchema,
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The idempotency key of a checkout, in the body or in the `Idempotency-Key` header. */
export const idempotencyKeySchema = z
  .string({ error: V.checkout.idempotencyKeyInvalid })
  .trim()
  .min(1, V.checkout.idempotencyKeyInvalid)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, V.checkout.idempotencyKeyInvalid);

const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;

/** An amount in rupees the buyer was shown: a JSON number or form text, at most 2 decimals, not negative. */
function shownRupees(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && RUPEES_TEXT.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: message })
      .nonnegative(message)
      .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, message),
  );
}

/**
 * Checkout of the whole cart. The client picks idempotencyKey once per attempt (a UUID) and resends it on
 * retry (here or as the `Idempotency-Key` header); the server's unique key on it makes a retried checkout
 * create the orders only once. Without a key every call is a new checkout.
 *
 * expectedTotal (and expectedPrices, artwork id → unit price) are what the buyer was shown: when the cart no
 * longer costs that, nothing is placed and the answer is 409 with `priceChange` (checkoutPriceChangedSchema).
 * Optional so that scripts written before them keep working (decision 0009); Kala's web always sends both.
 */
export const checkoutBodySchema = shippingAddressSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
  expectedTotal: shownRupees(V.checkout.expectedTotalInvalid).optional(),
  expectedPrices: z
    .record(z.string().min(1), shownRupees(V.checkout.expectedPricesInvalid), {
      error: V.checkout.expectedPricesInvalid,
    })
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** A cart line whose price the buyer may not have seen: oldPrice is the one sent (null when none was). */
export const priceChangeLineSchema = z.object({
  artworkId: idSchema,
  title: z.string(),
  quantity: z.number().int().positive(),
  oldPrice: z.number().nonnegative().nullable(),
  newPrice: z.number().nonnegative(),
});
export type PriceChangeLine = z.infer<typeof priceChangeLineSchema>;

/** The 409 of a checkout whose cart no longer costs what the buyer was shown: every line and the new total. */
export const checkoutPriceChangedSchema = apiErrorSchema.extend({
  priceChange: z.object({
    lines: z.array(priceChangeLineSchema),
    expectedTotal: z.number().nonnegative().nullable(),
    total: z.number().nonnegative(),
  }),
});
export type CheckoutPriceChanged = z.infer<typeof checkoutPriceChangedSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** One order line (spec §3) with its shipping address. Buyers see theirs, artists their sales, admins all. */
export const orderSchema = z.object({
  id: idSchema,
  /** Null once the artwork is deleted: the order keeps its snapshot (title, price, buyer, shipping). */
  artworkId: idSchema.nullable(),
  artwork: z.object({ title: z.string(), price: z.number().nonnegative() }),
  buyer: z.object({ username: z.string(), name: z.string(), location: z.string() }),
  quantity: z.number().int().positive(),
  /** Rupees, 2 decimals: computed from integer paise on the server, so it is exact. */
  totalAmount: z.number().nonnegative(),
  paymentStatus: paymentStatusSchema,
  createdAt: isoDateTimeSchema,
  shipping: shippingAddressSchema,
  /** The artwork's main image while the artwork exists, else null (screens show the placeholder). */
  image: artworkImageSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Marking an order paid, failed or refunded (admin, or the artist of a pay-on-delivery sale); any case. */
export const paymentStatusUpdateBodySchema = z.object({
  paymentStatus: z
    .string({ error: V.payment.statusInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PAYMENT_STATUSES, { error: V.payment.statusInvalid })),
});
export type PaymentStatusUpdateBody = z.output<typeof paymentStatusUpdateBodySchema>;

/** Spec §4: 'paid' (any case) is shown green, every other status yellow. */
export function isPaid(status: PaymentStatus | string): boolean {
  return status.toLowerCase() === 'paid';
}
