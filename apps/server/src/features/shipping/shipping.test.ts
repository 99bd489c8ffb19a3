import {
  artworkShippingSchema,
  cartShippingSchema,
  ERR,
  onlineCheckoutResponseSchema,
  orderSchema,
  shippingProfileSchema,
  VALIDATION,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { png, postUpload } from '../artworks/artworks.fixtures';
import { addToCart, postCheckout, SHIPPING } from '../checkout/checkout.fixtures';

// Shipping, delivery and returns (issue 34 item 3, decision 0027). The artist is in Bengaluru (560038, Karnataka):
// 560001 is the same city (same sorting district 560), 570001 Mysuru the same state, 400001 Mumbai another state.
const CITY = '560001';
const STATE = '570001';
const ELSEWHERE = '400001';
const RATES = { city: 50, state: 120, india: 250 };

describe('shipping', () => {
  let t: TestApp;
  let gateway: RazorpayStandIn;
  let artist: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t, { username: 'meera_paints', pincode: 560038, location: 'Bengaluru' });
    await putProfile(artist, { free: false, rates: RATES, processingDays: 3, returnsDays: 14 });
  });
  afterAll(() => t.close());

  const putProfile = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/shipping-profile', headers: user.auth, payload: body });
  const quote = (artworkId: string, pincode?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/artworks/${artworkId}/shipping${pincode === undefined ? '' : `?pincode=${pincode}`}`,
    });
  const forSale = (artistId = artist.id, price = 1000) =>
    createArtwork(t, artistId, { forSale: true, price, quantity: 5 });
  const patch = (user: TestUser, artworkId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/artworks/${artworkId}`, headers: user.auth, payload });

  it('an artist who set nothing ships free, within 5 days, without returns', async () => {
    const newcomer = await createUser(t, { pincode: 110001 });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/shipping-profile', headers: newcomer.auth });
    expect(shippingProfileSchema.parse(res.json())).toEqual({
      free: true,
      rates: { city: 0, state: 0, india: 0 },
      processingDays: 5,
      returnsDays: null,
      origin: { pincode: '110001', state: 'Delhi' },
    });
    const artwork = await forSale(newcomer.id);
    const answer = artworkShippingSchema.parse((await quote(artwork.id, ELSEWHERE)).json());
    expect(answer.quote).toMatchObject({ zone: 'india', amount: 0 });
    expect(answer.policy).toMatchObject({ free: true, processingDays: 5, returnsDays: null, source: 'profile' });
  });

  it('prices by zone: the same city, the same state, another state', async () => {
    const artwork = await forSale();
    const city = artworkShippingSchema.parse((await quote(artwork.id, CITY)).json());
    const state = artworkShippingSchema.parse((await quote(artwork.id, STATE)).json());
    const india = artworkShippingSchema.parse((await quote(artwork.id, ELSEWHERE)).json());
    expect(city.quote).toMatchObject({ zone: 'city', amount: 50, state: 'Karnataka' });
    expect(state.quote).toMatchObject({ zone: 'state', amount: 120, state: 'Karnataka' });
    expect(india.quote).toMatchObject({ zone: 'india', amount: 250, state: 'Maharashtra' });
    expect(city.policy).toMatchObject({ processingDays: 3, returnsDays: 14, rates: RATES });
  });

  it('estimates delivery as processing plus the zone’s transit days', async () => {
    const artwork = await forSale();
    const answer = artworkShippingSchema.parse((await quote(artwork.id, ELSEWHERE)).json());
    const days = (iso: string) =>
      Math.round((Date.parse(iso) - Date.parse(answer.quote?.arrivesFrom ?? '')) / 86_400_000);
    // 3 days to ship, then 4–7 days across India: the window is 3 days wide.
    expect(days(answer.quote?.arrivesBy ?? '')).toBe(3);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(Math.round((Date.parse(answer.quote?.arrivesFrom ?? '') - Date.parse(today)) / 86_400_000)).toBe(7);
  });

  it('an artwork overrides the profile: its own prices, free, processing time and returns', async () => {
    const canvas = await forSale();
    expect(
      (
        await patch(artist, canvas.id, {
          shipping: 'rates',
          shippingCity: '200',
          shippingState: 400,
          shippingIndia: '900.50',
          processingDays: '10',
          returnsDays: '0',
        })
      ).statusCode,
    ).toBe(200);
    const own = artworkShippingSchema.parse((await quote(canvas.id, ELSEWHERE)).json());
    expect(own.quote?.amount).toBe(900.5);
    expect(own.policy).toMatchObject({ source: 'artwork', processingDays: 10, returnsDays: null });
    expect(own.override).toEqual({
      mode: 'rates',
      rates: { city: 200, state: 400, india: 900.5 },
      processingDays: 10,
      returnsDays: 0,
    });

    const postcard = await forSale();
    expect((await patch(artist, postcard.id, { shipping: 'free' })).statusCode).toBe(200);
    expect(artworkShippingSchema.parse((await quote(postcard.id, ELSEWHERE)).json()).quote?.amount).toBe(0);
    // Back to the profile.
    expect((await patch(artist, postcard.id, { shipping: 'profile', processingDays: '' })).statusCode).toBe(200);
    expect(artworkShippingSchema.parse((await quote(postcard.id, ELSEWHERE)).json()).quote?.amount).toBe(250);
  });

  it('the upload takes the artwork’s shipping fields', async () => {
    const fields: [string, string][] = [
      ['title', 'Big canvas'],
      ['description', 'Two metres of monsoon'],
      ['category', 'Painting'],
      ['forSale', 'true'],
      ['price', '50000'],
      ['quantity', '1'],
      ['tags[0]', 'rain'],
      ['shipping', 'rates'],
      ['shippingCity', '500'],
      ['shippingState', '800'],
      ['shippingIndia', '1500'],
    ];
    const res = await postUpload(t, artist, fields, [await png('#2980b9', 'art.png', { width: 40, height: 30 })]);
    expect(res.statusCode).toBe(201);
    const answer = artworkShippingSchema.parse((await quote(res.json().id, STATE)).json());
    expect(answer.quote?.amount).toBe(800);
  });

  it('refuses bad shipping input with a clear 400', async () => {
    const artwork = await forSale();
    const badPincode = await quote(artwork.id, '12345');
    expect(badPincode.statusCode).toBe(400);
    expect(badPincode.json().message).toBe(VALIDATION.shipping.pincodeInvalid);
    expect((await quote(artwork.id, '000000')).statusCode).toBe(400);
    const noRates = await patch(artist, artwork.id, { shipping: 'rates', shippingCity: '10' });
    expect(noRates.statusCode).toBe(400);
    expect(noRates.json().message).toBe(VALIDATION.shipping.priceRequired);
    expect((await patch(artist, artwork.id, { processingDays: '45' })).json().message).toBe(
      VALIDATION.shipping.processingDaysInvalid,
    );
    const profile = await putProfile(artist, { free: false, processingDays: 3, returnsDays: null });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(VALIDATION.shipping.priceRequired);
    expect((await putProfile(artist, { free: true, processingDays: 0, returnsDays: null })).statusCode).toBe(400);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/auth/cart/shipping?pincode=abc',
      headers: artist.auth,
    });
    expect(cart.statusCode).toBe(400);
    expect((await quote('no-such-artwork', CITY)).statusCode).toBe(404);
  });

  it('quotes an unlisted work to its artist and nobody else, as its page shows it to them only', async () => {
    const artwork = await forSale();
    expect((await patch(artist, artwork.id, { unlisted: true })).statusCode).toBe(200);
    const asArtist = await t.app.inject({
      method: 'GET',
      url: `/api/artworks/${artwork.id}/shipping?pincode=${CITY}`,
      headers: artist.auth,
    });
    expect(asArtist.statusCode).toBe(200);
    expect(artworkShippingSchema.parse(asArtist.json()).quote?.amount).toBe(RATES.city);
    expect((await quote(artwork.id, CITY)).statusCode).toBe(404);
    const stranger = await createUser(t);
    const asStranger = await t.app.inject({
      method: 'GET',
      url: `/api/artworks/${artwork.id}/shipping`,
      headers: stranger.auth,
    });
    expect(asStranger.statusCode).toBe(404);
  });

  describe('cart and checkout', () => {
    let other: TestUser;
    beforeAll(async () => {
      // Another artist in Mumbai, charging 100 everywhere.
      other = await createUser(t, { username: 'kabir_prints', pincode: 400050 });
      await putProfile(other, {
        free: false,
        rates: { city: 100, state: 100, india: 100 },
        processingDays: 2,
        returnsDays: 7,
      });
    });

    const cartQuote = (buyer: TestUser, pincode: string, delivery = 'ship') =>
      t.app.inject({
        method: 'GET',
        url: `/api/auth/cart/shipping?pincode=${pincode}&delivery=${delivery}`,
        headers: buyer.auth,
      });

    it('one parcel per artist at the highest of their works’ prices, added to the total of the order', async () => {
      const buyer = await createUser(t);
      const a = await forSale(artist.id, 1000);
      const b = await forSale(artist.id, 2000);
      await patch(artist, b.id, { shipping: 'rates', shippingCity: 80, shippingState: 300, shippingIndia: 600 });
      const c = await forSale(other.id, 500);
      await addToCart(t, buyer, a.id, 2);
      await addToCart(t, buyer, b.id);
      await addToCart(t, buyer, c.id);

      const figures = cartShippingSchema.parse((await cartQuote(buyer, STATE)).json());
      // The Bengaluru artist's parcel costs what its dearest work costs to Mysuru (300, not 120 + 300); the Mumbai
      // artist's 100 (another state).
      expect(figures.artists.find((x) => x.username === 'meera_paints')).toMatchObject({ zone: 'state', amount: 300 });
      expect(figures.artists.find((x) => x.username === 'kabir_prints')).toMatchObject({ zone: 'india', amount: 100 });
      expect(figures).toMatchObject({ subtotal: 4500, shipping: 400, total: 4900 });

      const res = await postCheckout(t, buyer, {
        body: { pincode: STATE, expectedTotal: 4500, expectedShipping: 400 },
      });
      expect(res.statusCode).toBe(201);
      const orders = (res.json() as unknown[]).map((order) => orderSchema.parse(order));
      const byArtwork = new Map(orders.map((order) => [order.artworkId, order]));
      expect(byArtwork.get(a.id)).toMatchObject({ totalAmount: 2000, shippingAmount: 0 });
      expect(byArtwork.get(b.id)).toMatchObject({ totalAmount: 2300, shippingAmount: 300 });
      expect(byArtwork.get(c.id)).toMatchObject({ totalAmount: 600, shippingAmount: 100 });
      const stored = await t.deps.db
        .selectFrom('orders')
        .select(['artwork_id', 'shipping_paise', 'total_paise'])
        .where('buyer_id', '=', buyer.id)
        .execute();
      expect(stored.reduce((sum, row) => sum + Number(row.total_paise), 0)).toBe(490_000);
      // The artist's studio counts the shipping in the revenue.
      const studio = await t.app.inject({ method: 'GET', url: '/api/auth/studio', headers: other.auth });
      expect(studio.statusCode).toBe(200);
      expect(studio.json().totals.revenue.value).toBe(600);
    });

    it('the same city pays the city price', async () => {
      const buyer = await createUser(t);
      await addToCart(t, buyer, (await forSale()).id);
      const res = await postCheckout(t, buyer, { body: { pincode: CITY } });
      expect(orderSchema.parse(res.json()[0])).toMatchObject({ totalAmount: 1050, shippingAmount: 50 });
    });

    it('free shipping adds nothing', async () => {
      const freeArtist = await createUser(t, { pincode: 700001 });
      const buyer = await createUser(t);
      await addToCart(t, buyer, (await forSale(freeArtist.id, 700)).id);
      const res = await postCheckout(t, buyer, { body: { pincode: ELSEWHERE } });
      expect(orderSchema.parse(res.json()[0])).toMatchObject({ totalAmount: 700, shippingAmount: 0 });
    });

    it('local pickup ships nothing, so it costs nothing', async () => {
      await t.deps.db.updateTable('users').set({ offers_pickup: 1 }).where('id', '=', artist.id).execute();
      const buyer = await createUser(t);
      const artwork = await forSale();
      await addToCart(t, buyer, artwork.id);
      expect(cartShippingSchema.parse((await cartQuote(buyer, ELSEWHERE, 'pickup')).json()).shipping).toBe(0);
      const res = await postCheckout(t, buyer, { body: { pincode: ELSEWHERE, delivery: 'pickup' } });
      expect(res.statusCode).toBe(201);
      expect(orderSchema.parse(res.json()[0])).toMatchObject({ totalAmount: 1000, shippingAmount: 0 });
      await t.deps.db.updateTable('users').set({ offers_pickup: 0 }).where('id', '=', artist.id).execute();
    });

    it('refuses to charge shipping the buyer was not shown (409), placing nothing', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale();
      await addToCart(t, buyer, artwork.id);
      const res = await postCheckout(t, buyer, {
        body: { pincode: ELSEWHERE, expectedTotal: 1000, expectedShipping: 50 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: ERR.checkoutShippingChanged('₹250'),
        shippingChange: { shipping: 250 },
      });
      const cart = await t.app.inject({ method: 'GET', url: '/api/auth/cart', headers: buyer.auth });
      expect(cart.json()).toHaveLength(1);
    });

    it('pay on delivery and the Razorpay order both include shipping', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale(artist.id, 1499.5);
      await addToCart(t, buyer, artwork.id);
      const before = gateway.calls.length;
      const res = await postCheckout(t, buyer, { body: { pincode: ELSEWHERE, paymentMethod: 'online' } });
      expect(res.statusCode).toBe(201);
      const { payment, orders } = onlineCheckoutResponseSchema.parse(res.json());
      expect(payment.amount).toBe(174_950);
      expect(gateway.calls.slice(before)[0]).toMatchObject({ path: '/v1/orders', body: { amount: 174_950 } });
      expect(orders[0]).toMatchObject({ totalAmount: 1749.5, shippingAmount: 250 });

      const cod = await createUser(t);
      await addToCart(t, cod, artwork.id);
      const placed = await postCheckout(t, cod, { body: { ...SHIPPING, pincode: ELSEWHERE } });
      expect(orderSchema.parse(placed.json()[0])).toMatchObject({ paymentMethod: 'cod', totalAmount: 1749.5 });
    });
  });
});
