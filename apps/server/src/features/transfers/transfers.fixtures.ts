// Test fixtures for transfers: an order paid online through Checkout's verify, one to pay in cash, and an order
// shipped and delivered, as the buyer and the artist do them through the API; and a day ahead for the sweeps.
import { onlineCheckoutResponseSchema } from '@kala/contract';
import { expect } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { addToCart, buy, postCheckout } from '../checkout/checkout.fixtures';
import { verifyPayment } from '../payments/payments.fixtures';

const DAY = 24 * 3600 * 1000;
/** The moment `days` days from now, to run a sweep as if on that day. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** A new buyer pays online for one work of `artist` at `price` rupees; `paymentId` names the gateway's payment. */
export async function paidOrder(
  t: TestApp,
  gateway: RazorpayStandIn,
  artist: TestUser,
  paymentId: string,
  price = 1000,
) {
  const buyer = await createUser(t);
  const artwork = await createArtwork(t, artist.id, { forSale: true, price, quantity: 1 });
  await addToCart(t, buyer, artwork.id);
  const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
  expect(res.statusCode).toBe(201);
  const { orders, payment } = onlineCheckoutResponseSchema.parse(res.json());
  const verify = await verifyPayment(t, gateway, buyer, payment.orderId, paymentId);
  expect(verify.statusCode).toBe(200);
  return { buyer, orderId: orders[0]?.id as string, paymentId };
}

/** A new buyer orders one work of `artist` at `price` rupees, to pay in cash on delivery; the order's id. */
export async function cashOrder(t: TestApp, artist: TestUser, price = 500): Promise<string> {
  const buyer = await createUser(t);
  const artwork = await createArtwork(t, artist.id, { forSale: true, price, quantity: 1 });
  const [order] = await buy(t, buyer, artwork.id);
  return order?.id as string;
}

/** The artist ships the order and the buyer confirms its delivery. */
export async function shipAndDeliver(t: TestApp, artist: TestUser, buyer: TestUser, orderId: string) {
  const ship = await t.app.inject({
    method: 'PATCH',
    url: `/api/auth/sales/${orderId}`,
    headers: artist.auth,
    payload: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
  });
  expect(ship.statusCode).toBe(200);
  const delivered = await t.app.inject({
    method: 'POST',
    url: `/api/auth/orders/${orderId}/delivered`,
    headers: buyer.auth,
  });
  expect(delivered.statusCode).toBe(200);
}
