import { ERR, NOTIFY, type Order, orderDetailSchema, orderSchema } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, rowOf, type TestApp } from '../../../test/helpers';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';
import { capturingMailer, outboxDeps } from '../notifications/outbox.fixtures';
import { processOutbox } from '../notifications/outbox.worker';

// Local pickup (issue 19, decision 0017): an artist offers it on their profile; a checkout may choose it only when
// every artist in the cart does; a pickup order has no shipping step and its artist marks it collected.
describe('local pickup', () => {
  let t: TestApp;
  let pickupArtist: TestUser;
  let shipArtist: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    pickupArtist = await createUser(t, { username: 'jaipur_potter', location: 'Jaipur' });
    shipArtist = await createUser(t, { username: 'ships_only' });
    buyer = await createUser(t, { username: 'collector' });
    admin = await createUser(t, { username: 'pickup_admin', role: 'admin' });
    const res = await call('PATCH', '/api/auth/me', pickupArtist, { offersPickup: true });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const collect = (id: string, user = pickupArtist) =>
    call('PATCH', `/api/auth/sales/${id}`, user, { status: 'collected' });
  const ship = (id: string, user: TestUser) =>
    call('PATCH', `/api/auth/sales/${id}`, user, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1' });
  const detail = async (id: string, user: TestUser) =>
    orderDetailSchema.parse((await call('GET', `/api/auth/orders/${id}`, user)).json());
  const pickupOrder = async () => {
    const artwork = await createArtwork(t, pickupArtist.id, { forSale: true, price: 900, quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { delivery: 'pickup' } });
    expect(res.statusCode, res.body).toBe(201);
    return { artwork, order: (res.json() as Order[])[0] as Order };
  };

  it('the setting is saved on the profile, and public profile and artwork JSON carry it with the city', async () => {
    const me = (await call('GET', '/api/auth/me', pickupArtist)).json();
    expect(me.offersPickup).toBe(true);
    const profile = (await call('GET', `/api/user/${pickupArtist.username}`)).json();
    expect(profile).toMatchObject({ offersPickup: true, location: 'Jaipur' });
    expect((await call('GET', `/api/user/${shipArtist.username}`)).json().offersPickup).toBe(false);

    const offered = await createArtwork(t, pickupArtist.id, { forSale: true, price: 500 });
    expect((await call('GET', `/api/artworks/${offered.id}`)).json()).toMatchObject({
      offersPickup: true,
      pickupCity: 'Jaipur',
    });
    const shipped = await createArtwork(t, shipArtist.id, { forSale: true, price: 500 });
    expect((await call('GET', `/api/artworks/${shipped.id}`)).json()).toMatchObject({
      offersPickup: false,
      pickupCity: null,
    });

    const bad = await call('PATCH', '/api/auth/me', pickupArtist, { offersPickup: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ offersPickup: 'Local pickup must be true or false' });
  });

  it('form fields switch it too ("true"/"false" text)', async () => {
    const artist = await createUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { ...artist.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'offersPickup=true',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offersPickup).toBe(true);
  });

  it('a pickup checkout records deliveryMethod pickup; without delivery a checkout ships as before', async () => {
    const { order } = await pickupOrder();
    expect(orderSchema.parse(order)).toMatchObject({ deliveryMethod: 'pickup', status: 'placed', tracking: null });
    const row = await rowOf(t, 'orders', order.id);
    expect(row.delivery_method).toBe('pickup');

    const artwork = await createArtwork(t, pickupArtist.id, { forSale: true, price: 900 });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer);
    expect(res.statusCode).toBe(201);
    expect((res.json() as Order[])[0]?.deliveryMethod).toBe('ship');
  });

  it('pickup is refused (409, nothing ordered) when any artist in the cart does not offer it', async () => {
    const withPickup = await createArtwork(t, pickupArtist.id, { forSale: true, price: 900, quantity: 1 });
    const withoutPickup = await createArtwork(t, shipArtist.id, {
      forSale: true,
      price: 700,
      quantity: 1,
      title: 'River at dusk',
    });
    await addToCart(t, buyer, withPickup.id);
    await addToCart(t, buyer, withoutPickup.id);
    const res = await postCheckout(t, buyer, { body: { delivery: 'pickup' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: ERR.checkoutPickupUnavailable('River at dusk', 'ships_only'),
      code: 'conflict',
    });
    // Rolled back: the stock and the cart are as they were.
    const stock = await t.deps.db
      .selectFrom('artworks')
      .select('quantity')
      .where('id', 'in', [withPickup.id, withoutPickup.id])
      .execute();
    expect(stock.map((row) => row.quantity)).toEqual([1, 1]);
    const cart = (await call('GET', '/api/auth/cart', buyer)).json();
    expect(JSON.stringify(cart)).toContain(withoutPickup.id);
    // Shipping the same cart works.
    expect((await postCheckout(t, buyer, { body: { delivery: 'ship' } })).statusCode).toBe(201);
  });

  it('an unknown delivery is a 400 with a clear message', async () => {
    const res = await postCheckout(t, buyer, { body: { delivery: 'drone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ delivery: "Delivery must be 'ship' or 'pickup'" });
  });

  it('a pickup order has no shipping step: its artist marks it collected (placed → delivered)', async () => {
    const { order } = await pickupOrder();
    const asArtist = await detail(order.id, pickupArtist);
    expect(asArtist.actions).toEqual({ cancel: true, ship: false, confirmDelivery: false, collect: true });
    expect(asArtist.pickupCity).toBe('Jaipur');
    expect((await detail(order.id, buyer)).actions).toEqual({
      cancel: true,
      ship: false,
      confirmDelivery: false,
      collect: false,
    });

    const shipped = await ship(order.id, pickupArtist);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(ERR.orderShipPickup);
    const buyerConfirms = await call('POST', `/api/auth/orders/${order.id}/delivered`, buyer);
    expect(buyerConfirms.statusCode).toBe(409);
    expect(buyerConfirms.json().message).toBe(ERR.orderPickupByArtist);

    const collected = await collect(order.id);
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      status: 'delivered',
      deliveryMethod: 'pickup',
      deliveredAt: expect.stringMatching(/Z$/),
      shippedAt: null,
      tracking: null,
    });
    const seen = await detail(order.id, buyer);
    expect(seen.status).toBe('delivered');
    expect(seen.timeline.map((event) => [event.type, event.actor.role])).toEqual([
      ['placed', 'buyer'],
      ['collected', 'artist'],
    ]);
    expect(seen.actions).toEqual({ cancel: false, ship: false, confirmDelivery: false, collect: false });

    const again = await collect(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERR.orderAlreadyCollected);
  });

  it('only its artist (or an admin) marks it collected; others get 403 or 404', async () => {
    const { order } = await pickupOrder();
    const byBuyer = await call('PATCH', `/api/auth/sales/${order.id}`, buyer, { status: 'collected' });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe(ERR.orderPickupByArtist);
    expect((await collect(order.id, shipArtist)).statusCode).toBe(404);
    const byAdmin = await call('PATCH', `/api/admin/orders/${order.id}`, admin, { status: 'collected' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().status).toBe('delivered');
  });

  it('a cancelled pickup order cannot be collected; a ship order cannot be collected', async () => {
    const { order } = await pickupOrder();
    expect((await call('POST', `/api/auth/orders/${order.id}/cancel`, buyer, {})).statusCode).toBe(200);
    const res = await collect(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERR.orderCollectCancelled);

    const artwork = await createArtwork(t, pickupArtist.id, { forSale: true, price: 900 });
    await addToCart(t, buyer, artwork.id);
    const shipOrder = ((await postCheckout(t, buyer)).json() as Order[])[0] as Order;
    const refused = await collect(shipOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ERR.orderCollectShipped);
    expect((await ship(shipOrder.id, pickupArtist)).statusCode).toBe(200);
  });

  it("the sale mail tells the artist it is a pickup, and the buyer's receipt that nothing ships", async () => {
    const mailer = capturingMailer();
    await processOutbox(outboxDeps(t, { mailer })); // earlier tests' mail out of the way
    mailer.sent.length = 0;
    await pickupOrder();
    await processOutbox(outboxDeps(t, { mailer }));
    const emailOf = async (user: TestUser) =>
      (await t.deps.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email;
    const artistEmail = await emailOf(pickupArtist);
    const buyerEmail = await emailOf(buyer);
    const sale = mailer.sent.find((mail) => mail.to === artistEmail);
    expect(sale?.text).toContain(NOTIFY.mail.saleIntroPickup('Test User'));
    expect(sale?.text).not.toContain(NOTIFY.mail.shipTo);
    const receipt = mailer.sent.find((mail) => mail.to === buyerEmail);
    expect(receipt?.text).toContain(NOTIFY.mail.receiptPickup);
  });
});
