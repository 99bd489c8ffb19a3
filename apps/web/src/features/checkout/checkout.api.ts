// Checkout (design.md): POST /api/auth/checkout with the shipping address turns the whole cart into orders,
// paid on delivery. The Idempotency-Key header makes a retried request create the orders only once; the
// expected total and prices make a price changed since the buyer looked a 409 to confirm, never a surprise.

import {
  type CheckoutPriceChanged,
  checkoutPriceChangedSchema,
  type Order,
  orderSchema,
  type ShippingAddress,
} from '@kala/contract';
import { useMutation } from '@tanstack/react-query';
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

export interface PlaceOrderInput {
  shipping: ShippingAddress;
  idempotencyKey: string;
  /** What the buyer was shown (rupees): the server refuses with 409 and the new figures if the cart costs more or less. */
  expectedTotal: number;
  expectedPrices: Record<string, number>;
}

export type PriceChange = CheckoutPriceChanged['priceChange'];

/** The new figures of a checkout refused because prices changed, or null for any other failure. */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutPriceChangedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.priceChange : null;
}

export function usePlaceOrderMutation() {
  return useMutation({
    mutationFn: ({ shipping, idempotencyKey, expectedTotal, expectedPrices }: PlaceOrderInput): Promise<Order[]> =>
      api.post(
        '/auth/checkout',
        { ...shipping, expectedTotal, expectedPrices },
        {
          headers: { 'Idempotency-Key': idempotencyKey },
          schema: z.array(orderSchema),
        },
      ),
  });
}
