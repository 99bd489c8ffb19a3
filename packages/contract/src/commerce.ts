// Cart, checkout and orders. Kala makes real what the spec's client left as placeholders
// (docs/product.md#beyond-the-original-client): quantities within stock, checkout with a shipping address, orders with
// a payment status.

import { z } from 'zod';
import { orderCertificateSchema } from './certificates';
import { orderInvoiceSchema } from './invoices';
import { orderPayoutSchema } from './ledger';
import {
  ADDRESS_MAX_LENGTH,
  CANCEL_REASON_MAX_LENGTH,
  COURIER_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORDER_ACTOR_ROLES,
  DELIVERY_METHODS,
  ORDER_EVENT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TRACKING_NUMBER_MAX_LENGTH,
} from './constants';
import { artworkImageSchema, artworkSchema } from './artworks';
import {
  idSchema,
  integerInput,
  isoDateTimeSchema,
  optionalText,
  phoneSchema,
  pincodeTextSchema,
  requiredText,
} from './common';
import { apiErrorSchema } from './errors';
import { INDIAN_STATES } from './india-states';
import { VALIDATION } from './messages';

const V = VALIDATION;

export const stateSchema = z.enum(INDIAN_STATES, { error: V.checkout.stateInvalid });

const cartQuantitySchema = integerInput(V.cart.quantityInvalid, V.cart.quantityInvalid, QUANTITY_MIN, QUANTITY_MAX);

/** GET /api/auth/cart: list of these. */
export const cartItemSchema = z.object({
  id: idSchema,
  artworkId: idSchema,
  quantity: z.number().int().positive(),
  artwork: artworkSchema,
  /**
   * Issue 19: the price this buyer agreed with the artist in chat (an accepted offer, for one piece, until
   * `agreedUntil`); the line then costs this instead of artwork.price. Null or absent: the list price.
   */
  agreedPrice: z.number().nullable().optional(),
  agreedUntil: isoDateTimeSchema.nullable().optional(),
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
  /**
   * Kala (issue 35): the state or union territory, suggested from the pincode (india-states.ts). Optional for
   * the spec's clients, which send none; Kala's checkout asks for it.
   */
  state: stateSchema.optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A saved address of the address book (issue 35): checkout starts from the default one. */
export const savedAddressSchema = shippingAddressSchema.extend({
  id: idSchema,
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** POST and PUT /api/auth/addresses[/:id]: the address, and whether it becomes the default. */
export const addressBodySchema = shippingAddressSchema.extend({
  isDefault: z.boolean({ error: V.checkout.isDefaultInvalid }).optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

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
 * Optional so that scripts written before them keep working (decision 0008); Kala's web always sends both.
 */
export const checkoutBodySchema = shippingAddressSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
  /** 'cod' (default, as before) or 'online' (Razorpay; only when GET /api/checkout/options offers it). */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: V.checkout.paymentMethodInvalid }).default('cod'),
  /**
   * 'ship' (default, as before) or 'pickup' (issue 19, decision 0017): the buyer collects every piece from its
   * artist, no shipping. Only when every artist in the cart offers local pickup. The address stays required: it
   * is the buyer's contact on the order.
   */
  delivery: z.enum(DELIVERY_METHODS, { error: V.checkout.deliveryInvalid }).default('ship'),
  expectedTotal: shownRupees(V.checkout.expectedTotalInvalid).optional(),
  /** Rupees: the shipping the buyer was shown (issue 34 item 3); when it differs, 409 and nothing is placed. */
  expectedShipping: shownRupees(V.shipping.shippingChanged).optional(),
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

/** The 409 of a checkout whose shipping is not what the buyer was shown (issue 34 item 3): the shipping now. */
export const checkoutShippingChangedSchema = apiErrorSchema.extend({
  shippingChange: z.object({ shipping: z.number().nonnegative() }),
});

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

/**
 * One order line (docs/product.md#entities-and-fields) with its shipping address. Buyers see theirs, artists their
 * sales, admins all.
 */
export const orderSchema = z.object({
  id: idSchema,
  /** Null once the artwork is deleted: the order keeps its snapshot (title, price, buyer, shipping). */
  artworkId: idSchema.nullable(),
  artwork: z.object({ title: z.string(), price: z.number().nonnegative() }),
  buyer: z.object({ username: z.string(), name: z.string(), location: z.string() }),
  quantity: z.number().int().positive(),
  /** Rupees, 2 decimals: computed from integer paise on the server, so it is exact. Includes shippingAmount. */
  totalAmount: z.number().nonnegative(),
  /**
   * Issue 34 item 3 (decision 0027): the shipping this line carries, in rupees. One parcel per artist per checkout:
   * the artist's line with the highest shipping carries it, their other lines 0.
   */
  shippingAmount: z.number().nonnegative().default(0),
  paymentStatus: paymentStatusSchema,
  createdAt: isoDateTimeSchema,
  shipping: shippingAddressSchema,
  /** The artwork's main image while the artwork exists, else null (screens show the placeholder). */
  image: artworkImageSchema.nullable(),
  /** Fulfilment (Kala, issue 16), beside the spec's paymentStatus. */
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  /** 'pickup': the buyer collects it from the artist (no shipping step; the artist marks it collected). */
  deliveryMethod: deliveryMethodSchema.default('ship'),
  /** Set once shipped: the courier and its tracking number. */
  tracking: z.object({ courier: z.string(), trackingNumber: z.string() }).nullable(),
  shippedAt: isoDateTimeSchema.nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** Issue 37 item 2: Kala's fee on this order and what its artist receives (ledger.ts). */
  payout: orderPayoutSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** One step of an order's timeline: what happened, when, and who did it (the person's username while they exist). */
export const orderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  at: isoDateTimeSchema,
  actor: z.object({ role: z.enum(ORDER_ACTOR_ROLES), username: z.string().nullable() }),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What a Razorpay Checkout needs to open for a gateway order: `amount` in paise, as Razorpay counts. */
export const onlinePaymentSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  orderId: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/**
 * GET /api/auth/orders/{id}: the order, its timeline (oldest first), what the viewer may do now, and for an
 * unpaid online order still holding its stock, the payment to open again (a failed payment is retried).
 */
export const orderDetailSchema = orderSchema.extend({
  timeline: z.array(orderEventSchema),
  artist: z.object({ username: z.string() }).nullable(),
  /** A local-pickup order: where to collect it (the artist's city), else null. */
  pickupCity: z.string().nullable().default(null),
  /** Until when an unpaid online order holds its stock, else null. */
  holdExpiresAt: isoDateTimeSchema.nullable(),
  actions: z.object({
    cancel: z.boolean(),
    ship: z.boolean(),
    confirmDelivery: z.boolean(),
    /** A local-pickup order: its artist (or an admin) marks it collected. */
    collect: z.boolean().default(false),
  }),
  payment: onlinePaymentSchema.nullable(),
  /** The certificate of authenticity of an original once paid (docs/certificates.md), else null. */
  certificate: orderCertificateSchema.nullable().default(null),
  /** The order's invoices this viewer may download (docs/taxes.md): the sale's, and for its artist Kala's fee's. */
  invoices: z.array(orderInvoiceSchema).default([]),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/auth/checkout with paymentMethod 'online': the held orders and the gateway order to pay. */
export const onlineCheckoutResponseSchema = z.object({ orders: z.array(orderSchema), payment: onlinePaymentSchema });
export type OnlineCheckoutResponse = z.infer<typeof onlineCheckoutResponseSchema>;

/** GET /api/checkout/options: how a buyer may pay here. Online only when Razorpay is configured. */
export const checkoutOptionsSchema = z.object({
  payOnDelivery: z.literal(true),
  online: z.object({ provider: z.literal('razorpay'), keyId: z.string(), checkoutScriptUrl: z.string() }).nullable(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** POST /api/auth/payments/verify: the three fields Razorpay Checkout's handler gives, as it names them. */
export const paymentVerifyBodySchema = z.object({
  razorpay_order_id: requiredText(V.payment.verifyFieldsRequired, 100),
  razorpay_payment_id: requiredText(V.payment.verifyFieldsRequired, 100),
  razorpay_signature: requiredText(V.payment.verifyFieldsRequired, 200),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>;

/** POST /api/auth/orders/{id}/cancel: the buyer may say why; an artist must (the sales route). */
export const cancelOrderBodySchema = z.object({
  reason: optionalText(CANCEL_REASON_MAX_LENGTH, 'Reason').optional(),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const shipOrderBodySchema = z.object({
  status: z.literal('shipped'),
  courier: requiredText(V.orders.courierRequired, COURIER_MAX_LENGTH, 'Courier'),
  trackingNumber: requiredText(V.orders.trackingNumberRequired, TRACKING_NUMBER_MAX_LENGTH, 'Tracking number'),
});
/** A local-pickup order handed over: placed → delivered, with a 'collected' step on the timeline. */
export const collectSaleBodySchema = z.object({ status: z.literal('collected') });
export const cancelSaleBodySchema = z.object({
  status: z.literal('cancelled'),
  reason: requiredText(V.orders.cancelReasonRequired, CANCEL_REASON_MAX_LENGTH, 'Reason'),
});

/** Marking an order paid, failed or refunded (admin, or the artist of a pay-on-delivery sale); any case. */
export const paymentStatusUpdateBodySchema = z.object({
  paymentStatus: z
    .string({ error: V.payment.statusInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PAYMENT_STATUSES, { error: V.payment.statusInvalid })),
});
export type PaymentStatusUpdateBody = z.output<typeof paymentStatusUpdateBodySchema>;

/**
 * PATCH /api/auth/sales/{id} (and /api/admin/orders/{id}): the spec-era payment status, or a fulfilment step:
 * `{status: 'shipped', courier, trackingNumber}`, `{status: 'collected'}` (local pickup) or `{status: 'cancelled', reason}`.
 */
const fulfilmentUpdateBodySchema = z.discriminatedUnion(
  'status',
  [shipOrderBodySchema, collectSaleBodySchema, cancelSaleBodySchema],
  {
    error: V.orders.updateInvalid,
  },
);
const hasStatus = (value: unknown) => typeof value === 'object' && value !== null && 'status' in value;
type FulfilmentUpdateBody = z.output<typeof fulfilmentUpdateBodySchema>;
// A plain union reports only "invalid input": the body's own shape (a status or not) picks the schema whose
// messages it gets, field by field (courier, trackingNumber, reason).
export const saleUpdateBodySchema = z
  .unknown()
  .transform((value, ctx): PaymentStatusUpdateBody | FulfilmentUpdateBody => {
    const result = (hasStatus(value) ? fulfilmentUpdateBodySchema : paymentStatusUpdateBodySchema).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type SaleUpdateBody = z.output<typeof saleUpdateBodySchema>;

/** docs/product.md#states-and-transitions: 'paid' (any case) is shown green, every other status yellow. */
export function isPaid(status: PaymentStatus | string): boolean {
  return status.toLowerCase() === 'paid';
}

/**
 * The number a person reads and quotes for an order (issue 35): the last 8 characters of its id, upper case.
 * Ids are UUIDv7, whose end is random, so orders placed together still read apart.
 */
export function orderNumber(orderId: string): string {
  return `#${orderId.replaceAll('-', '').slice(-8).toUpperCase()}`;
}
