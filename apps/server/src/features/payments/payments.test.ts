import {
  checkoutOptionsSchema,
  ERR,
  type OnlineCheckoutResponse,
  onlineCheckoutResponseSchema,
  type Order,
  orderDetailSchema,
} from '@kala/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, createTestAppWithStandIn, type TestApp, withTwoInstances } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { addToCart, postCheckout, stockOf } from '../checkout/checkout.fixtures';
import { REFUND_CLAIM_LOST_AFTER_MS, releaseExpiredHolds, retryRefunds } from './payments.service';
import { deliverWebhook as postWebhook } from './payments.fixtures';
import { paymentGateway } from './razorpay.gateway';
import { cancelAs } from '../orders/orders.fixtures';

describe('online payment without Razorpay configured', () => {
  let t: TestApp;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUser(t);
  });
  afterAll(() => t.close());

  it('checkout offers pay on delivery alone, refuses online, and the CSP allows nothing of Razorpay', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(checkoutOptionsSchema.parse(options.json())).toEqual({ payOnDelivery: true, online: null });
    expect(options.headers['content-security-policy']).not.toMatch(/razorpay/);

    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERR.onlinePaymentUnavailable);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/payments/verify',
      headers: buyer.auth,
      payload: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'ab' },
    });
    expect(verify.statusCode).toBe(400);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhooks/razorpay', payload: { event: 'x' } });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('online payment through Razorpay (local stand-in of its API)', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t, { username: 'kabir_sculpts' });
  });
  afterAll(() => t.close());
  afterEach(() => gateway.reset());

  const forSale = (price = 1499.5, quantity = 1) => createArtwork(t, artist.id, { forSale: true, price, quantity });
  const orderRow = (id: string) =>
    t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // In the order they were written (ids are time-ordered): the sweeps here run at a simulated later time.
  const eventsOf = async (id: string) =>
    (await t.deps.db.selectFrom('order_events').select('type').where('order_id', '=', id).orderBy('id').execute()).map(
      (event) => event.type,
    );

  async function checkoutOnline(buyer: TestUser, artworkId: string, quantity = 1): Promise<OnlineCheckoutResponse> {
    await addToCart(t, buyer, artworkId, quantity);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    if (res.statusCode !== 201) throw new Error(`online checkout failed: ${res.statusCode} ${res.body}`);
    return onlineCheckoutResponseSchema.parse(res.json());
  }
  const verify = (buyer: TestUser, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/payments/verify', headers: buyer.auth, payload: body });
  const deliverWebhook = (event: Record<string, unknown>, eventId: string, signature?: string) =>
    postWebhook(t, gateway, event, eventId, signature);
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', status: 'captured' },
      },
    },
  });
  const paidOnline = async (buyer: TestUser, artworkId: string) => {
    const { orders, payment } = await checkoutOnline(buyer, artworkId);
    const paymentId = `pay_${Math.random().toString(36).slice(2, 10)}`;
    const res = await verify(buyer, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: gateway.paymentSignature(payment.orderId, paymentId),
    });
    expect(res.statusCode).toBe(200);
    return { order: orders[0] as Order, payment, paymentId };
  };

  it('offers online payment and allows Razorpay in the CSP only now', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(checkoutOptionsSchema.parse(res.json())).toEqual({
      payOnDelivery: true,
      online: { provider: 'razorpay', keyId: gateway.config.keyId, checkoutScriptUrl: gateway.config.checkoutUrl },
    });
    const csp = String(res.headers['content-security-policy']);
    const origin = new URL(gateway.config.checkoutUrl).origin;
    expect(csp).toMatch(new RegExp(`script-src 'self' ${origin}`));
    expect(csp).toMatch(new RegExp(`frame-src ${origin}`));
  });

  it('an online checkout holds the stock and opens a gateway order for the exact total in paise', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale(1499.5, 3);
    const before = gateway.calls.length;
    const { orders, payment } = await checkoutOnline(buyer, artwork.id, 2);
    expect(payment).toMatchObject({
      provider: 'razorpay',
      keyId: gateway.config.keyId,
      amount: 299900,
      currency: 'INR',
    });
    expect(orders).toEqual([
      expect.objectContaining({ status: 'placed', paymentStatus: 'pending', paymentMethod: 'online' }),
    ]);
    const call = gateway.calls.slice(before);
    expect(call).toHaveLength(1);
    expect(call[0]).toMatchObject({ method: 'POST', path: '/v1/orders', body: { amount: 299900, currency: 'INR' } });
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    // The order page offers the same payment again (a failed payment is retried with it).
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${orders[0]?.id}`, headers: buyer.auth })).json(),
    );
    expect(detail.payment).toEqual(payment);
    expect(detail.actions.ship).toBe(false);
  });

  it('verify rejects a forged signature and marks paid with the real one', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkoutOnline(buyer, (await forSale()).id);
    const id = orders[0]?.id as string;
    const forged = await verify(buyer, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: gateway.paymentSignature(payment.orderId, 'pay_other'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ERR.paymentSignatureInvalid);
    expect((await orderRow(id)).payment_status).toBe('pending');
    // Someone else's checkout is not found, even with a valid signature.
    const other = await createUser(t);
    const good = {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: 'pay_real1',
      razorpay_signature: gateway.paymentSignature(payment.orderId, 'pay_real1'),
    };
    expect((await verify(other, good)).statusCode).toBe(404);

    const res = await verify(buyer, good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id, paymentStatus: 'paid', status: 'placed' })]);
    expect((await orderRow(id)).hold_expires_at).toBeNull();
    expect(await eventsOf(id)).toEqual(['placed', 'paid']);
    // The timeline's payment step carries the gateway's payment id, the buyer's reference for it.
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${id}`, headers: buyer.auth })).json(),
    );
    expect(detail.timeline.find((event) => event.type === 'paid')?.note).toBe('pay_real1');
    // Verifying again changes nothing.
    expect((await verify(buyer, good)).statusCode).toBe(200);
    expect(await eventsOf(id)).toEqual(['placed', 'paid']);
  });

  it('30 concurrent online checkouts of a quantity-1 artwork produce one held order and one gateway order', async () => {
    const artwork = await forSale(2500, 1);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(t)));
    for (const buyer of buyers) await addToCart(t, buyer, artwork.id);
    const before = gateway.calls.length;
    const answers = await Promise.all(
      buyers.map((buyer) => postCheckout(t, buyer, { body: { paymentMethod: 'online' } })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(29);
    const held = await t.deps.db.selectFrom('orders').select('status').where('artwork_id', '=', artwork.id).execute();
    expect(held).toEqual([{ status: 'placed' }]);
    expect(gateway.calls.slice(before).filter((call) => call.path === '/v1/orders')).toHaveLength(1);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 0, is_sold: 1 });
  });

  it('the webhook rejects a bad signature', async () => {
    const bad = await deliverWebhook({ event: 'payment.captured', payload: {} }, 'evt_bad', 'f'.repeat(64));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(ERR.webhookSignatureInvalid);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"payment.captured","payload":{}}',
    });
    expect(missing.statusCode).toBe(401);
  });

  it('payment.captured marks paid when the browser never called verify, and a second delivery acts once', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkoutOnline(buyer, (await forSale(800)).id);
    const id = orders[0]?.id as string;
    const event = captured(payment.orderId, 'pay_hook1', payment.amount);
    const first = await deliverWebhook(event, 'evt_cap_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'handled' });
    const again = await deliverWebhook(event, 'evt_cap_1');
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect((await orderRow(id)).payment_status).toBe('paid');
    expect(await eventsOf(id)).toEqual(['placed', 'paid']);
  });

  it('payment.failed shows the failure; paying again (same gateway order) ends paid', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkoutOnline(buyer, (await forSale(800)).id);
    const id = orders[0]?.id as string;
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_f1',
            order_id: payment.orderId,
            amount: payment.amount,
            error_description: 'Payment declined by bank',
          },
        },
      },
    };
    expect((await deliverWebhook(failed, 'evt_fail_1')).json()).toEqual({ status: 'handled' });
    expect((await deliverWebhook(failed, 'evt_fail_1')).json()).toEqual({ status: 'duplicate' });
    expect((await orderRow(id)).payment_status).toBe('failed');
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${id}`, headers: buyer.auth })).json(),
    );
    expect(detail.payment?.orderId).toBe(payment.orderId);
    const retried = await verify(buyer, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: 'pay_f2',
      razorpay_signature: gateway.paymentSignature(payment.orderId, 'pay_f2'),
    });
    expect(retried.statusCode).toBe(200);
    expect(await eventsOf(id)).toEqual(['placed', 'payment_failed', 'paid']);
  });

  it('unpaid online orders release their stock after 30 minutes, exactly once with two sweeps at once', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale(600, 1);
    const { orders } = await checkoutOnline(buyer, artwork.id);
    const id = orders[0]?.id as string;
    expect(await releaseExpiredHolds(t.deps.db, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 0, is_sold: 1 });
    const later = new Date(Date.now() + 31 * 60_000);
    const [a, b] = await withTwoInstances(t, (one, two) =>
      Promise.all([releaseExpiredHolds(one, later), releaseExpiredHolds(two, later)]),
    );
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    expect(await eventsOf(id)).toEqual(['placed', 'cancelled']);
    expect((await orderRow(id)).status).toBe('cancelled');
    // A paid order is not released.
    const paid = await paidOnline(buyer, (await forSale(700, 1)).id);
    await releaseExpiredHolds(t.deps.db, new Date(Date.now() + 60 * 60_000));
    expect((await orderRow(paid.order.id)).status).toBe('placed');
  });

  it('a payment captured after the hold ran out is refunded at once', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkoutOnline(buyer, (await forSale(900, 1)).id);
    const id = orders[0]?.id as string;
    await releaseExpiredHolds(t.deps.db, new Date(Date.now() + 31 * 60_000));
    const before = gateway.calls.length;
    expect((await deliverWebhook(captured(payment.orderId, 'pay_late', payment.amount), 'evt_late')).statusCode).toBe(
      200,
    );
    expect(gateway.calls.slice(before)).toEqual([
      expect.objectContaining({
        path: '/v1/payments/pay_late/refund',
        body: { amount: 90000, notes: { kala_order_id: id } },
      }),
    ]);
    expect(await eventsOf(id)).toEqual(['placed', 'cancelled', 'paid', 'refund_requested']);
  });

  it('a cancelled paid order is refunded through the gateway; refund.processed marks it refunded, once', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale(1200, 1);
    const { order, paymentId } = await paidOnline(buyer, artwork.id);
    const before = gateway.calls.length;
    const res = await cancelAs(t, 'buyer', buyer, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(gateway.calls.slice(before)).toEqual([
      expect.objectContaining({
        path: `/v1/payments/${paymentId}/refund`,
        body: { amount: 120000, notes: { kala_order_id: order.id } },
      }),
    ]);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    const row = await orderRow(order.id);
    expect(row.refund_status).toBe('pending');
    const processed = {
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: row.refund_id,
            payment_id: paymentId,
            amount: 120000,
            notes: { kala_order_id: order.id },
            status: 'processed',
          },
        },
      },
    };
    expect((await deliverWebhook(processed, 'evt_rf_1')).json()).toEqual({ status: 'handled' });
    expect((await deliverWebhook(processed, 'evt_rf_1')).json()).toEqual({ status: 'duplicate' });
    // A redelivery under a new id is still applied once: the update is conditional too.
    expect((await deliverWebhook(processed, 'evt_rf_2')).statusCode).toBe(200);
    expect((await orderRow(order.id)).payment_status).toBe('refunded');
    expect(await eventsOf(order.id)).toEqual(['placed', 'paid', 'cancelled', 'refund_requested', 'refunded']);
  });

  it('an admin cancels a paid online order from the back-office: refunded through the gateway, and audited', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const buyer = await createUser(t);
    const artwork = await forSale(800, 1);
    const { order, paymentId } = await paidOnline(buyer, artwork.id);
    const before = gateway.calls.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: admin.auth,
      payload: { status: 'cancelled', reason: 'The buyer asked support to cancel' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', artist: { username: 'kabir_sculpts' } });
    expect(gateway.calls.slice(before)).toEqual([
      expect.objectContaining({
        path: `/v1/payments/${paymentId}/refund`,
        body: expect.objectContaining({ amount: 80000 }),
      }),
    ]);
    expect(await eventsOf(order.id)).toEqual(['placed', 'paid', 'cancelled', 'refund_requested']);
    const audit = await t.deps.db
      .selectFrom('admin_audit')
      .select(['action', 'actor_id'])
      .where('target_id', '=', order.id)
      .execute();
    expect(audit).toEqual([{ action: 'order.cancel', actor_id: admin.id }]);
  });

  it('a refund the gateway processes at once is refunded at once; one that failed is retried by the sweep', async () => {
    const buyer = await createUser(t);
    gateway.refundStatus = 'processed';
    const { order } = await paidOnline(buyer, (await forSale(300, 1)).id);
    await cancelAs(t, 'buyer', buyer, order.id);
    expect((await orderRow(order.id)).payment_status).toBe('refunded');

    const { order: second } = await paidOnline(buyer, (await forSale(300, 1)).id);
    gateway.mode = 'down';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/sales/${second.id}`,
      headers: artist.auth,
      payload: { status: 'cancelled', reason: 'Out of frames' },
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(second.id)).refund_status).toBe('requested');
    gateway.mode = 'up';
    await retryRefunds({ db: t.deps.db, gateway: paymentGateway(t.config.razorpay) });
    expect(await orderRow(second.id)).toMatchObject({ payment_status: 'refunded', refund_status: 'processed' });
  });

  it('a refund whose answer was lost is found at the gateway on retry, never made twice', async () => {
    const buyer = await createUser(t);
    const { order, paymentId } = await paidOnline(buyer, (await forSale(640, 1)).id);
    gateway.loseNextRefundAnswer = true;
    const res = await cancelAs(t, 'buyer', buyer, order.id);
    expect(res.statusCode).toBe(200);
    // The gateway made the refund, but Kala never heard: the order waits for the sweep.
    expect((await orderRow(order.id)).refund_status).toBe('requested');
    const before = gateway.calls.length;
    await retryRefunds({ db: t.deps.db, gateway: paymentGateway(t.config.razorpay) });
    expect(gateway.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/payments/${paymentId}/refunds`,
    ]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ refund_status: 'pending', refund_id: expect.stringMatching(/^rfnd_/) });
    const refundCalls = gateway.calls.filter((call) => call.path === `/v1/payments/${paymentId}/refund`);
    expect(refundCalls).toHaveLength(1);
  });

  it("a refund claim left 'requesting' by a stopped instance is taken up after 15 minutes, once", async () => {
    const buyer = await createUser(t);
    const { order, paymentId } = await paidOnline(buyer, (await forSale(710, 1)).id);
    // As if an instance claimed the refund, and stopped before it called the gateway.
    const claimedAt = new Date(Date.now() - 60_000);
    await t.deps.db
      .updateTable('orders')
      .set({ status: 'cancelled', refund_status: 'requesting', updated_at: claimedAt.toISOString() })
      .where('id', '=', order.id)
      .execute();
    const sweepAt = (ms: number) => new Date(claimedAt.getTime() + ms);
    // A claim younger than 15 minutes may still be on its way: left alone.
    await retryRefunds(
      { db: t.deps.db, gateway: paymentGateway(t.config.razorpay) },
      undefined,
      sweepAt(REFUND_CLAIM_LOST_AFTER_MS - 1000),
    );
    expect((await orderRow(order.id)).refund_status).toBe('requesting');

    const later = sweepAt(REFUND_CLAIM_LOST_AFTER_MS + 1000);
    await Promise.all([
      retryRefunds({ db: t.deps.db, gateway: paymentGateway(t.config.razorpay) }, undefined, later),
      retryRefunds({ db: t.deps.db, gateway: paymentGateway(t.config.razorpay) }, undefined, later),
    ]);
    expect((await orderRow(order.id)).refund_status).toBe('pending');
    const refundCalls = gateway.calls.filter((call) => call.path === `/v1/payments/${paymentId}/refund`);
    expect(refundCalls).toEqual([
      expect.objectContaining({ body: { amount: 71000, notes: { kala_order_id: order.id } } }),
    ]);
  });

  it('when the gateway cannot open the payment, nothing is ordered: stock and cart are as before', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale(450, 1);
    await addToCart(t, buyer, artwork.id);
    gateway.mode = 'down';
    const res = await postCheckout(t, buyer, { key: 'gw-down-1', body: { paymentMethod: 'online' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ERR.paymentGatewayUnavailable);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/auth/cart', headers: buyer.auth })).json();
    expect(cart).toEqual([expect.objectContaining({ artworkId: artwork.id })]);
    gateway.mode = 'up';
    // The retry with the same key (as after any 5xx) is a new checkout.
    const retry = await postCheckout(t, buyer, { key: 'gw-down-1', body: { paymentMethod: 'online' } });
    expect(retry.statusCode).toBe(201);
    expect(onlineCheckoutResponseSchema.parse(retry.json()).orders).toHaveLength(1);
  });
});
