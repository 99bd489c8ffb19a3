import { ERR, type Order, orderSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buy, SHIPPING, stockOf } from '../checkout/checkout.fixtures';

const get = (t: TestApp, url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.auth } : {}) });

/** Every page of a list, following the Link header. */
async function allPages(t: TestApp, url: string, user: TestUser): Promise<{ pages: Order[][] }> {
  const pages: Order[][] = [];
  let next: string | undefined = url;
  while (next) {
    const res = await get(t, next, user);
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  }
  return { pages };
}

describe('my orders and my sales', () => {
  let t: TestApp;
  let asha: TestUser;
  let kabir: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  const bought: Order[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t, { username: 'asha_art' });
    kabir = await createUser(t, { username: 'kabir_art' });
    buyer = await createUser(t, { username: 'meena', name: 'Meena Iyer', location: 'Chennai' });
    other = await createUser(t);
    for (const [artist, title] of [
      [asha, 'Lotus Pond'],
      [kabir, 'Desert Song'],
      [asha, 'Temple Bells'],
    ] as const) {
      const artwork = await createArtwork(t, artist.id, { title, forSale: true, price: 750.25, quantity: 4 });
      bought.push(...(await buy(t, buyer, artwork.id, 2)));
    }
    await buy(t, other, (await createArtwork(t, kabir.id, { forSale: true })).id);
  });
  afterAll(() => t.close());

  it("the buyer's orders, newest first, in the spec's Order shape with 2-decimal totals", async () => {
    const res = await get(t, '/api/auth/orders', buyer);
    expect(res.statusCode).toBe(200);
    const orders = (res.json() as unknown[]).map((order) => orderSchema.parse(order));
    expect(orders.map((order) => order.artwork.title)).toEqual(['Temple Bells', 'Desert Song', 'Lotus Pond']);
    expect(orders[0]).toEqual({
      id: bought[2]?.id,
      artworkId: bought[2]?.artworkId,
      artwork: { title: 'Temple Bells', price: 750.25 },
      buyer: { username: 'meena', name: 'Meena Iyer', location: 'Chennai' },
      quantity: 2,
      totalAmount: 1500.5,
      // Issue 34 item 3: shipping, inside totalAmount (the artist set none: free).
      shippingAmount: 0,
      paymentStatus: 'pending',
      createdAt: expect.stringMatching(/Z$/),
      shipping: SHIPPING,
      image: expect.objectContaining({ url: expect.stringMatching(/^\/media\//) }),
      status: 'placed',
      paymentMethod: 'cod',
      deliveryMethod: 'ship',
      tracking: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      cancelReason: null,
      // Issue 37 item 2: 10% of ₹1500.50 is ₹150.05; the artist receives the rest.
      payout: { feePercent: 10, fee: 150.05, artistReceives: 1350.45 },
    });
  });

  it('pages with ?limit= and a Link to the next page, without repeats or gaps', async () => {
    const { pages } = await allPages(t, '/api/auth/orders?limit=2', buyer);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((order) => order.id)).toEqual([...bought].reverse().map((order) => order.id));
    const bad = await get(t, '/api/auth/orders?cursor=not-a-cursor', buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cursor: VALIDATION.query.cursorInvalid });
  });

  it("the artist's sales are the orders of their artworks only, with the shipping address", async () => {
    const sales = (await get(t, '/api/auth/sales', asha)).json() as Order[];
    expect(sales.map((order) => order.artwork.title)).toEqual(['Temple Bells', 'Lotus Pond']);
    expect(sales[0]?.shipping).toEqual(SHIPPING);
    expect(sales[0]?.buyer.username).toBe('meena');
    const kabirSales = (await get(t, '/api/auth/sales', kabir)).json() as Order[];
    expect(kabirSales).toHaveLength(2);
    expect((await get(t, '/api/auth/sales', buyer)).json()).toEqual([]);
  });

  it("nobody sees someone else's orders", async () => {
    const mine = (await get(t, '/api/auth/orders', other)).json() as Order[];
    expect(mine).toHaveLength(1);
    expect(mine.map((order) => order.id)).not.toContain(bought[0]?.id);
  });

  it('needs a signed-in user', async () => {
    expect((await get(t, '/api/auth/orders')).statusCode).toBe(401);
    expect((await get(t, '/api/auth/sales')).statusCode).toBe(401);
  });

  it('the artist marks a pay-on-delivery sale paid; nobody else can', async () => {
    const order = bought[0] as Order;
    const patch = (user: TestUser, paymentStatus: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/auth/sales/${order.id}`,
        headers: user.auth,
        payload: { paymentStatus },
      });
    expect((await patch(kabir, 'paid')).statusCode).toBe(404);
    expect((await patch(buyer, 'paid')).statusCode).toBe(404);
    const bad = await patch(asha, 'shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ paymentStatus: VALIDATION.payment.statusInvalid });
    const res = await patch(asha, 'Paid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, paymentStatus: 'paid' });
    const mine = (await get(t, '/api/auth/orders', buyer)).json() as Order[];
    expect(mine.find((o) => o.id === order.id)?.paymentStatus).toBe('paid');
  });

  it('an order outlives its artwork, keeping its snapshot', async () => {
    const artwork = await createArtwork(t, asha.id, { title: 'Ephemeral', forSale: true, price: 300 });
    const [order] = await buy(t, buyer, artwork.id);
    await t.deps.db.deleteFrom('artworks').where('id', '=', artwork.id).execute();
    const orders = (await get(t, '/api/auth/orders', buyer)).json() as Order[];
    expect(orders.find((o) => o.id === order?.id)).toMatchObject({
      artworkId: null,
      image: null,
      artwork: { title: 'Ephemeral', price: 300 },
      totalAmount: 300,
    });
  });
});

describe('admin order management', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let artistId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    buyer = await createUser(t);
    artistId = (await createUser(t)).id;
  });
  afterAll(() => t.close());

  const placeOrder = async (quantity = 1) => {
    const artwork = await createArtwork(t, artistId, { forSale: true, price: 120.1, quantity: 3 });
    const [order] = await buy(t, buyer, artwork.id, quantity);
    return { artwork, order: order as Order };
  };

  it('lists every order, newest first', async () => {
    const { order: older } = await placeOrder();
    const { order: newer } = await placeOrder(3);
    const res = await get(t, '/api/admin/orders', admin);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Order[]).map((order) => order.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((res.json() as Order[]).find((order) => order.id === newer.id)?.totalAmount).toBe(360.3);
  });

  it('marks a pay-on-delivery order paid, in any case, and nothing else', async () => {
    const { order } = await placeOrder();
    const patch = (paymentStatus: string, id = order.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        headers: admin.auth,
        payload: { paymentStatus },
      });
    const res = await patch('PAID');
    expect(res.statusCode).toBe(200);
    expect(orderSchema.parse(res.json())).toMatchObject({ id: order.id, paymentStatus: 'paid' });
    // A refund nobody made cannot be shown (issue 32): only the gateway refunds.
    const refunded = await patch('refunded');
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toBe(ERR.paymentStatusOnlyPaid);
    const bad = await patch('shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: VALIDATION.payment.statusInvalid, code: 'validation_failed' });
    const unknown = await patch('paid', '0190b7a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ERR.notFound('Order'));
  });

  it('deletes an order; its stock is not given back', async () => {
    const { artwork, order } = await placeOrder(2);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    const ids = ((await get(t, '/api/admin/orders?limit=100', admin)).json() as Order[]).map((o) => o.id);
    expect(ids).not.toContain(order.id);
    expect(((await get(t, '/api/auth/orders?limit=100', buyer)).json() as Order[]).map((o) => o.id)).not.toContain(
      order.id,
    );
    expect((await stockOf(t, artwork.id)).quantity).toBe(1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${order.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only: 403 for a signed-in user, 401 for a guest', async () => {
    const { order } = await placeOrder();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'PATCH' as const, url: `/api/admin/orders/${order.id}`, payload: { paymentStatus: 'paid' } },
      { method: 'DELETE' as const, url: `/api/admin/orders/${order.id}` },
    ];
    for (const call of calls) {
      const asUser = await t.app.inject({ ...call, headers: buyer.auth });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toEqual({ message: ERR.forbidden, code: 'forbidden' });
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    const still = (await get(t, '/api/auth/orders?limit=100', buyer)).json() as Order[];
    expect(still.find((o) => o.id === order.id)?.paymentStatus).toBe('pending');
  });
});
