// Checkout (docs/product.md#beyond-the-original-client): POST /api/auth/checkout with the shipping address turns the
// whole cart into orders, paid on delivery. The Idempotency-Key header makes a retried request create the orders only
// once; the expected total and prices make a price changed since the buyer looked a 409 to confirm, never a surprise.

import {
  type CheckoutPriceChanged,
  checkoutOptionsSchema,
  checkoutPriceChangedSchema,
  checkoutShippingChangedSchema,
  type OnlineCheckoutResponse,
  type OnlinePayment,
  onlineCheckoutResponseSchema,
  type Order,
  orderSchema,
  type DeliveryMethod,
  type PaymentMethod,
  type PaymentVerifyBody,
  type ShippingAddress,
} from '@kala/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api-client';

/** A fresh key for one checkout attempt: a random UUID (v4). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure origins (https, localhost); a phone testing over the LAN has neither.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** GET /api/checkout/options: online payment is offered only when the server has Razorpay configured. */
export function checkoutOptionsQuery() {
  return queryOptions({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => api.get('/checkout/options', { signal, schema: checkoutOptionsSchema }),
    staleTime: 5 * 60_000,
  });
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;
const scripts = new Map<string, Promise<RazorpayConstructor>>();

/** Razorpay Checkout's script, loaded once and only when a buyer pays online (the CSP allows it only then). */
export function loadRazorpay(url: string): Promise<RazorpayConstructor> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      scripts.delete(url);
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
}

/**
 * Opens Razorpay Checkout for the gateway order; resolves with what its handler receives (to verify on the
 * server), rejects when the payment fails or the buyer closes it.
 */
export async function payWithRazorpay(
  scriptUrl: string,
  payment: OnlinePayment,
  prefill: { name: string; contact: string },
) {
  const Razorpay = await loadRazorpay(scriptUrl);
  return new Promise<PaymentVerifyBody>((resolve, reject) => {
    const checkout = new Razorpay({
      key: payment.keyId,
      order_id: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      name: 'Kala',
      prefill,
      handler: (response: PaymentVerifyBody) => resolve(response),
      modal: { ondismiss: () => reject(new Error('dismissed')) },
    });
    checkout.on('payment.failed', () => reject(new Error('failed')));
    checkout.open();
  });
}

/** The server checks the signature and answers the orders, now paid. */
export function verifyPayment(body: PaymentVerifyBody): Promise<Order[]> {
  return api.post('/auth/payments/verify', body, { schema: z.array(orderSchema) });
}

export interface PlaceOrderInput {
  shipping: ShippingAddress;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  /** Local pickup (issue 19): sent only when chosen, so a ship checkout's body is as before. */
  delivery?: DeliveryMethod;
  /** What the buyer was shown (rupees): the server refuses with 409 and the new figures if the cart costs more or less. */
  expectedTotal: number;
  expectedPrices: Record<string, number>;
  /** The shipping shown (issue 34 item 3): the server refuses with 409 when the address costs another. */
  expectedShipping?: number;
}

export type PriceChange = CheckoutPriceChanged['priceChange'];

/** The new figures of a checkout refused because prices changed, or null for any other failure. */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutPriceChangedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.priceChange : null;
}

/** The shipping now, of a checkout refused because the shipping shown was not it (issue 34 item 3), else null. */
export function shippingChangeOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutShippingChangedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.shippingChange.shipping : null;
}

export function usePlaceOrderMutation() {
  return useMutation({
    mutationFn: ({
      shipping,
      idempotencyKey,
      expectedTotal,
      expectedPrices,
      expectedShipping,
      paymentMethod,
      delivery,
    }: PlaceOrderInput): Promise<Order[] | OnlineCheckoutResponse> =>
      api.post(
        '/auth/checkout',
        {
          ...shipping,
          expectedTotal,
          expectedPrices,
          expectedShipping,
          paymentMethod,
          ...(delivery === 'pickup' ? { delivery } : {}),
        },
        {
          headers: { 'Idempotency-Key': idempotencyKey },
          schema: z.union([z.array(orderSchema), onlineCheckoutResponseSchema]),
        },
      ),
  });
}
