import { ERR, type Order, orderDetailSchema, orderSchema } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp, withTwoInstances } from '../../../test/helpers';
import { buy, stockOf } from '../checkout/checkout.fixtures';
import { autoDeliver } from './orders.service';

// Issue 16: placed → shipped → delivered, or placed → cancelled; every other step answers 409.
describe('order lifecycle', () => {
  let t: TestApp;
  let artist: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: 'asha_paints' });
    buyer = await createUser(t, { username: 'meena' });
    admin = await createUser(t, { username: 'root_admin', role: 'admin' });
    stranger = await createUser(t);
  });
  afterAll(() => t.close());

  const placeOrder = async (quantity = 1) => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 1200, quantity });
    const [order] = await buy(t, buyer, artwork.id, quantity);
    return { artwork, order: order as Order };
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const ship = (id: string, user = artist) =>
    call('PATCH', `/api/auth/sales/${id}`, user, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123' });
  const deliver = (id: string, user = buyer) => call('POST', `/api/auth/orders/${id}/delivered`, user);
  const cancel = (id: string, user = buyer, reason?: string) =>
    call('POST', `/api/auth/orders/${id}/cancel`, user, reason === undefined ? {} : { reason });
  const detail = async (id: string, user = buyer) =>
    orderDetailSchema.parse((await call('GET', `/api/auth/orders/${id}`, user)).json());

  it('pay on delivery: placed → shipped (courier, tracking) → delivered, with a timeline of who did what', async () => {
    const { order } = await placeOrder();
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'cod', deliveryMethod: 'ship', tracking: null });

    const shipped = await ship(order.id);
    expect(shipped.statusCode).toBe(200);
    expect(orderSchema.parse(shipped.json())).toMatchObject({
      status: 'shipped',
      tracking: { courier: 'Delhivery', trackingNumber: 'DL123' },
      shippedAt: expect.stringMatching(/Z$/),
    });
    const asBuyer = await detail(order.id);
    expect(asBuyer.actions).toEqual({ cancel: false, ship: false, confirmDelivery: true, collect: false });
    expect((await detail(order.id, artist)).actions).toEqual({
      cancel: false,
      ship: false,
      confirmDelivery: false,
      collect: false,
    });

    const delivered = await deliver(order.id);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'delivered', deliveredAt: expect.stringMatching(/Z$/) });

    const final = await detail(order.id, admin);
    expect(final.artist).toEqual({ username: 'asha_paints' });
    expect(final.timeline.map((event) => [event.type, event.actor.role, event.actor.username])).toEqual([
      ['placed', 'buyer', 'meena'],
      ['shipped', 'artist', 'asha_paints'],
      ['delivered', 'buyer', 'meena'],
    ]);
    expect(final.timeline[1]?.note).toBe('Delhivery DL123');
  });

  it('the order is the business of its buyer, its artist and admins only: anyone else gets 404', async () => {
    const { order } = await placeOrder();
    for (const user of [buyer, artist, admin]) {
      expect((await call('GET', `/api/auth/orders/${order.id}`, user)).statusCode).toBe(200);
    }
    const res = await call('GET', `/api/auth/orders/${order.id}`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    for (const res of [
      await ship(order.id, stranger),
      await cancel(order.id, stranger),
      await deliver(order.id, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/auth/orders/no-such-order', buyer)).statusCode).toBe(404);
  });

  it('illegal transitions answer 409 with a message that says why', async () => {
    const { order } = await placeOrder();
    const expectConflict = async (res: Awaited<ReturnType<typeof call>>, message: string) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message, code: 'conflict' });
    };
    await expectConflict(await deliver(order.id), ERR.orderDeliveredBeforeShipping);
    expect((await ship(order.id)).statusCode).toBe(200);
    await expectConflict(await ship(order.id), ERR.orderAlreadyShipped);
    await expectConflict(await cancel(order.id), ERR.orderCancelAfterShipping);
    await expectConflict(
      await call('PATCH', `/api/auth/sales/${order.id}`, artist, { status: 'cancelled', reason: 'Damaged' }),
      ERR.orderCancelAfterShipping,
    );
    expect((await deliver(order.id)).statusCode).toBe(200);
    await expectConflict(await deliver(order.id), ERR.orderAlreadyDelivered);
    await expectConflict(await ship(order.id), ERR.orderShipAfterDelivery);
    await expectConflict(await cancel(order.id), ERR.orderCancelAfterDelivery);

    const { order: other } = await placeOrder();
    expect((await cancel(other.id)).statusCode).toBe(200);
    await expectConflict(await cancel(other.id), ERR.orderAlreadyCancelled);
    await expectConflict(await ship(other.id), ERR.orderShipCancelled);
    await expectConflict(await deliver(other.id), ERR.orderDeliveredCancelled);
  });

  it('each side does only its own steps: the buyer cannot ship, the artist cannot confirm delivery', async () => {
    const { order } = await placeOrder();
    expect((await ship(order.id, buyer)).statusCode).toBe(403);
    expect((await ship(order.id)).statusCode).toBe(200);
    const res = await deliver(order.id, artist);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERR.notOrderBuyer);
  });

  it('the artist cancels a sale only with a reason; the buyer sees it', async () => {
    const { order } = await placeOrder();
    const missing = await call('PATCH', `/api/auth/sales/${order.id}`, artist, { status: 'cancelled' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: 'Please say why the sale is cancelled' });
    const noReason = await cancel(order.id, artist);
    expect(noReason.statusCode).toBe(400);
    const res = await call('PATCH', `/api/auth/sales/${order.id}`, artist, {
      status: 'cancelled',
      reason: 'Damaged in studio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Damaged in studio' });
    const seen = await detail(order.id);
    expect(seen.timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      actor: { role: 'artist' },
      note: 'Damaged in studio',
    });
  });

  it('shipping needs a courier and a tracking number, with the field named', async () => {
    const { order } = await placeOrder();
    const res = await call('PATCH', `/api/auth/sales/${order.id}`, artist, { status: 'shipped', courier: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      courier: 'Courier is required',
      trackingNumber: 'Tracking number is required',
    });
    const unknown = await call('PATCH', `/api/auth/sales/${order.id}`, artist, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    // The spec-era payment status still works on the same route.
    const paid = await call('PATCH', `/api/auth/sales/${order.id}`, artist, { paymentStatus: 'PAID' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', status: 'placed' });
  });

  it('an admin can take every step, on the sales route and the admin route', async () => {
    const { order } = await placeOrder();
    expect((await ship(order.id, admin)).statusCode).toBe(200);
    expect((await deliver(order.id, admin)).statusCode).toBe(200);
    const { order: other } = await placeOrder();
    const res = await call('PATCH', `/api/admin/orders/${other.id}`, admin, {
      status: 'cancelled',
      reason: 'Fraud check',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect((await detail(other.id)).timeline.at(-1)?.actor).toEqual({ role: 'admin', username: 'root_admin' });
  });

  it('a cancelled order gives its stock back at once, exactly once, even when cancelled many times at once', async () => {
    const { artwork, order } = await placeOrder(2);
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 0, is_sold: 1 });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => cancel(order.id)),
      ...Array.from({ length: 4 }, () =>
        call('PATCH', `/api/auth/sales/${order.id}`, artist, { status: 'cancelled', reason: 'x' }),
      ),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    // For sale again: both pieces back, not sold out.
    expect(await stockOf(t, artwork.id)).toEqual({ quantity: 2, is_sold: 0 });
    const events = await t.deps.db.selectFrom('order_events').select('type').where('order_id', '=', order.id).execute();
    expect(events.filter((event) => event.type === 'cancelled')).toHaveLength(1);
    const listing = await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}` });
    expect(listing.json()).toMatchObject({ quantity: 2, isSold: false });
  });

  it('a shipped order nobody confirmed is delivered 14 days later, once, even with two sweeps at once', async () => {
    const { order } = await placeOrder();
    expect((await ship(order.id)).statusCode).toBe(200);
    const shippedAt = Date.now();
    expect(await autoDeliver({ db: t.deps.db }, new Date(shippedAt + 13 * 24 * 3600 * 1000))).toBe(0);
    const later = new Date(shippedAt + 14 * 24 * 3600 * 1000 + 1000);
    const [a, b] = await withTwoInstances(t, (one, two) =>
      Promise.all([autoDeliver({ db: one }, later), autoDeliver({ db: two }, later)]),
    );
    expect(a + b).toBeGreaterThanOrEqual(1);
    const seen = await detail(order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.timeline.filter((event) => event.type === 'delivered')).toEqual([
      expect.objectContaining({ actor: { role: 'system', username: null } }),
    ]);
  });
});
