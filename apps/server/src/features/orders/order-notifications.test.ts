import { type OnlineCheckoutResponse, onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { addToCart, buy, postCheckout } from '../checkout/checkout.fixtures';
import { verifyPayment } from '../payments/payments.fixtures';
import { autoDeliver } from './orders.service';
import { listOf, outboxOf } from '../notifications/notifications.fixtures';

// Each step of an order tells the other person once: the artist's steps (shipped, cancelled, marked paid) and
// the gateway's (paid) tell the buyer; the buyer's own (cancelled, received) tell the artist; nobody hears of
// their own step. An online sale is told to the artist once it is paid, not when it is placed.
describe('order steps notify the other person', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t, { username: 'asha_paints' });
    buyer = await createUser(t, { username: 'rahul' });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const placeOrder = async (title: string) => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 900, quantity: 1, title });
    const [order] = await buy(t, buyer, artwork.id);
    return order as Order;
  };
  const call = async (method: 'POST' | 'PATCH', url: string, user: TestUser, payload: object = {}) => {
    const res = await t.app.inject({ method, url, headers: user.auth, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The sentences of the person's entries about this order, oldest first. */
  const heard = async (user: TestUser, orderId: string) =>
    (await listOf(t, user))
      .filter((n) => n.orderId === orderId)
      .map((n) => [n.type, n.text])
      .reverse();
  const ship = (id: string, user = artist) =>
    call('PATCH', `/api/auth/sales/${id}`, user, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1' });

  it('shipped tells the buyer; received tells the artist; each once, and not the one who acted', async () => {
    const order = await placeOrder('Monsoon');
    await ship(order.id);
    await call('POST', `/api/auth/orders/${order.id}/delivered`, buyer);
    expect(await heard(buyer, order.id)).toEqual([['order', 'Your order of "Monsoon" was shipped']]);
    expect(await heard(artist, order.id)).toEqual([
      ['sale', 'rahul bought "Monsoon"'],
      ['sale', 'rahul received "Monsoon"'],
    ]);
  });

  it('delivered by Kala 14 days after shipping tells both people, once, even with two sweeps at once', async () => {
    const order = await placeOrder('Harvest');
    await ship(order.id);
    const later = new Date(Date.now() + 14 * 24 * 3600 * 1000 + 1000);
    await Promise.all([autoDeliver(t.deps, later), autoDeliver(t.deps, later)]);
    const buyerHeard = await heard(buyer, order.id);
    const artistHeard = await heard(artist, order.id);
    expect(buyerHeard).toHaveLength(2);
    expect(buyerHeard[1]?.[0]).toBe('order');
    expect(buyerHeard[1]?.[1]).toContain('Harvest');
    expect(artistHeard).toHaveLength(2);
    expect(artistHeard[1]?.[0]).toBe('sale');
    expect(artistHeard[1]?.[1]).toContain('Harvest');
  });

  it("the buyer's cancel tells the artist; the artist's or an admin's cancel tells the buyer", async () => {
    const byBuyer = await placeOrder('Dusk');
    await call('POST', `/api/auth/orders/${byBuyer.id}/cancel`, buyer);
    expect(await heard(artist, byBuyer.id)).toEqual([
      ['sale', 'rahul bought "Dusk"'],
      ['sale', 'rahul cancelled the order of "Dusk"'],
    ]);
    expect(await heard(buyer, byBuyer.id)).toEqual([]);

    const byArtist = await placeOrder('Dawn');
    await call('PATCH', `/api/auth/sales/${byArtist.id}`, artist, { status: 'cancelled', reason: 'Damaged' });
    expect(await heard(buyer, byArtist.id)).toEqual([['order', 'Your order of "Dawn" was cancelled']]);
    expect(await heard(artist, byArtist.id)).toEqual([['sale', 'rahul bought "Dawn"']]);

    const byAdmin = await placeOrder('Noon');
    await call('POST', `/api/auth/orders/${byAdmin.id}/cancel`, admin);
    expect(await heard(buyer, byAdmin.id)).toEqual([['order', 'Your order of "Noon" was cancelled']]);
  });

  it('payment collected on delivery: the buyer hears once, not again on a repeated save', async () => {
    const order = await placeOrder('Rain');
    await call('PATCH', `/api/auth/sales/${order.id}`, artist, { paymentStatus: 'paid' });
    await call('PATCH', `/api/auth/sales/${order.id}`, artist, { paymentStatus: 'paid' });
    await call('PATCH', `/api/admin/orders/${order.id}`, admin, { paymentStatus: 'paid' });
    expect(await heard(buyer, order.id)).toEqual([['order', 'Your order of "Rain" was marked paid']]);
  });

  async function checkoutOnline(title: string): Promise<OnlineCheckoutResponse> {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 700, quantity: 1, title });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    expect(res.statusCode, res.body).toBe(201);
    return onlineCheckoutResponseSchema.parse(res.json());
  }

  it('an online sale is told once paid: one sale entry, one receipt, one "paid", whether verify or webhook', async () => {
    const { orders, payment } = await checkoutOnline('Harbour');
    const orderId = (orders[0] as Order).id;
    const receipts = async () => (await outboxOf(t, buyer.id)).filter((row) => row.kind === 'receipt').length;
    const receiptsBefore = await receipts();
    expect(await heard(artist, orderId)).toEqual([]);

    const paymentId = 'pay_harbour1';
    const verified = await verifyPayment(t, gateway, buyer, payment.orderId, paymentId);
    expect(verified.statusCode).toBe(200);
    // The gateway's payment.captured arrives too: already paid, nobody hears again.
    const signed = gateway.webhook({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: payment.orderId, amount: payment.amount } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signed.signature,
        'x-razorpay-event-id': 'evt_harbour',
      },
      payload: signed.body,
    });
    expect(hook.statusCode).toBe(200);

    expect(await heard(artist, orderId)).toEqual([['sale', 'rahul bought "Harbour"']]);
    expect(await heard(buyer, orderId)).toEqual([['order', 'Your order of "Harbour" was marked paid']]);
    expect((await receipts()) - receiptsBefore).toBe(1);
  });
});
