import { ERR, type OnlineCheckoutResponse, onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { addToCart, buy, postCheckout } from '../checkout/checkout.fixtures';

// Issue 32 finding 1: only the gateway (a verified answer, a signed webhook) moves an online order's payment; a
// person (the artist, an admin) marks a pay-on-delivery order paid and nothing else; a cancelled paid online
// order is always refunded. The random sequences of the same actions are in payment-authority.property.test.ts.

describe('who may set an order’s payment status', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (method: 'PATCH' | 'POST', url: string, user: TestUser, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method, url, headers: user.auth, payload });
  const setPayment = (order: { id: string }, user: TestUser, paymentStatus: string, route: 'sale' | 'admin') =>
    call('PATCH', route === 'sale' ? `/api/auth/sales/${order.id}` : `/api/admin/orders/${order.id}`, user, {
      paymentStatus,
    });
  const orderRow = (id: string) =>
    t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const eventsOf = async (id: string) =>
    (await t.deps.db.selectFrom('order_events').select('type').where('order_id', '=', id).orderBy('id').execute()).map(
      (event) => event.type,
    );
  const refundCallsFor = (orderId: string) =>
    gateway.calls.filter(
      (c) => c.path.endsWith('/refund') && (c.body.notes as Record<string, unknown>)?.kala_order_id === orderId,
    );

  async function checkoutOnline(
    buyer: TestUser,
  ): Promise<{ order: Order; payment: OnlineCheckoutResponse['payment'] }> {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 2500, quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    if (res.statusCode !== 201) throw new Error(`online checkout failed: ${res.statusCode} ${res.body}`);
    const { orders, payment } = onlineCheckoutResponseSchema.parse(res.json());
    return { order: orders[0] as Order, payment };
  }
  async function paidOnline(buyer: TestUser) {
    const { order, payment } = await checkoutOnline(buyer);
    const paymentId = `pay_${order.id.slice(-8)}`;
    const res = await call('POST', '/api/auth/payments/verify', buyer, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: gateway.paymentSignature(payment.orderId, paymentId),
    });
    expect(res.statusCode).toBe(200);
    return { order, paymentId };
  }

  it('an artist cannot make a paid online order look unpaid; cancelling it then refunds it', async () => {
    const buyer = await createUser(t);
    const { order, paymentId } = await paidOnline(buyer);
    for (const status of ['pending', 'failed', 'refunded', 'PAID']) {
      const res = await setPayment(order, artist, status, 'sale');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ERR.paymentStatusByGateway, code: 'conflict' });
    }
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    const cancel = await call('PATCH', `/api/auth/sales/${order.id}`, artist, {
      status: 'cancelled',
      reason: 'Damaged in the studio',
    });
    expect(cancel.statusCode).toBe(200);
    expect(refundCallsFor(order.id)).toEqual([
      expect.objectContaining({
        path: `/v1/payments/${paymentId}/refund`,
        body: expect.objectContaining({ amount: 250000 }),
      }),
    ]);
    expect(await eventsOf(order.id)).toEqual(['placed', 'paid', 'cancelled', 'refund_requested']);
  });

  it('nobody marks an unpaid online order paid by hand, on the sales route or the admin route', async () => {
    const buyer = await createUser(t);
    const { order } = await checkoutOnline(buyer);
    for (const [user, route] of [
      [artist, 'sale'],
      [admin, 'admin'],
    ] as const) {
      const res = await setPayment(order, user, 'paid', route);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.paymentStatusByGateway);
    }
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe('pending');
    // The hold still runs: the sweep will release the stock if the buyer never pays.
    expect(row.hold_expires_at).not.toBeNull();
    expect(await eventsOf(order.id)).toEqual(['placed']);
  });

  it('an admin cannot show a paid online order refunded while no money moved', async () => {
    const buyer = await createUser(t);
    const { order } = await paidOnline(buyer);
    const res = await setPayment(order, admin, 'refunded', 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERR.paymentStatusByGateway);
    expect((await orderRow(order.id)).payment_status).toBe('paid');
  });

  it('a pay-on-delivery order is marked paid once, and nothing else', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 800, quantity: 2 });
    const [order] = (await buy(t, buyer, artwork.id)) as [Order];
    for (const status of ['pending', 'failed', 'refunded']) {
      const res = await setPayment(order, artist, status, 'sale');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.paymentStatusOnlyPaid);
      expect((await setPayment(order, admin, status, 'admin')).statusCode).toBe(409);
    }
    const paid = await setPayment(order, artist, 'paid', 'sale');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid' });
    // Once paid it stays paid: no way back to pending or to a refund nobody made.
    expect((await setPayment(order, artist, 'pending', 'sale')).statusCode).toBe(409);
    expect((await setPayment(order, admin, 'refunded', 'admin')).statusCode).toBe(409);
    // Saving paid again is a no-op (200) and adds no second step.
    expect((await setPayment(order, admin, 'paid', 'admin')).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['placed', 'paid']);
    expect((await orderRow(order.id)).payment_status).toBe('paid');

    const [other] = (await buy(t, buyer, artwork.id)) as [Order];
    await call('POST', `/api/auth/orders/${other.id}/cancel`, buyer);
    const late = await setPayment(other, artist, 'paid', 'sale');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ERR.paymentStatusCancelled);
  });

  it('another artist’s sale stays unknown (404) on the sales route', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 800, quantity: 1 });
    const [order] = (await buy(t, buyer, artwork.id)) as [Order];
    const stranger = await createUser(t);
    expect((await setPayment(order, stranger, 'paid', 'sale')).statusCode).toBe(404);
    // An admin's own sales only, on the sales route; any order on the admin route.
    expect((await setPayment(order, admin, 'paid', 'sale')).statusCode).toBe(404);
    expect((await orderRow(order.id)).payment_status).toBe('pending');
  });
});
