import { checkoutPriceChangedSchema, ERR, type Order, orderSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, postCheckout, SHIPPING, stockOf } from './checkout.fixtures';

describe('checkout', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: 'kabir_sculpts' });
  });
  afterAll(() => t.close());

  const forSale = (overrides: Parameters<typeof createArtwork>[2] = {}) =>
    createArtwork(t, artist.id, { forSale: true, price: 1000, quantity: 1, ...overrides });
  const ordersOfArtwork = (artworkId: string) =>
    t.deps.db.selectFrom('orders').selectAll().where('artwork_id', '=', artworkId).execute();
  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/cart', headers: user.auth })).json() as {
      id: string;
      artworkId: string;
      quantity: number;
    }[];
  const buyers = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(t)));

  it('turns each cart line into a pending order with the snapshot, and empties the cart', async () => {
    const buyer = await createUser(t, { username: 'ravi_k', name: 'Ravi Kumar', location: 'Bangalore' });
    const print = await forSale({ title: 'Backwaters', price: 999.99, quantity: 5 });
    const bronze = await forSale({ title: 'Nataraja', price: 15000, quantity: 1 });
    await addToCart(t, buyer, print.id, 3);
    await addToCart(t, buyer, bronze.id);

    const res = await postCheckout(t, buyer);
    expect(res.statusCode).toBe(201);
    const orders = (res.json() as unknown[]).map((order) => orderSchema.parse(order));
    expect(orders).toHaveLength(2);
    const byArtwork = new Map(orders.map((order) => [order.artworkId, order]));
    expect(byArtwork.get(print.id)).toMatchObject({
      artwork: { title: 'Backwaters', price: 999.99 },
      buyer: { username: 'ravi_k', name: 'Ravi Kumar', location: 'Bangalore' },
      quantity: 3,
      // 999.99 × 3 in paise, exact: 2 decimals, no floating-point tail.
      totalAmount: 2999.97,
      paymentStatus: 'pending',
      shipping: SHIPPING,
    });
    expect(byArtwork.get(print.id)?.image?.url).toMatch(/^\/media\/[a-f0-9]{64}-\d+\.webp$/);
    expect(byArtwork.get(bronze.id)).toMatchObject({ quantity: 1, totalAmount: 15000 });

    expect(await stockOf(t, print.id)).toEqual({ quantity: 2, is_sold: 0 });
    // Sold out exactly when the stock reaches 0.
    expect(await stockOf(t, bronze.id)).toEqual({ quantity: 0, is_sold: 1 });
    expect(await cartOf(buyer)).toEqual([]);
    const stored = await ordersOfArtwork(print.id);
    expect(stored).toMatchObject([
      { buyer_id: buyer.id, artist_id: artist.id, unit_price_paise: 99999, total_paise: 299997 },
    ]);
  });

  it('reads prices from the server, never from the client', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ price: 4200 });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { price: 1, totalAmount: 1, unitPrice: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0]).toMatchObject({ artwork: { price: 4200 }, totalAmount: 4200 });
  });

  describe('charges only what the buyer saw (issue 14 item 3)', () => {
    const reprice = (artworkId: string, price: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/auth/artworks/${artworkId}`,
        headers: artist.auth,
        payload: { price },
      });

    it('a price raised after the cart was seen answers 409 with old and new figures; nothing is placed', async () => {
      const buyer = await createUser(t);
      const raised = await forSale({ title: 'Kolam at Dawn', price: 1000, quantity: 3 });
      const same = await forSale({ title: 'Ghats', price: 250.5 });
      await addToCart(t, buyer, raised.id, 2);
      await addToCart(t, buyer, same.id);
      expect((await reprice(raised.id, 1500)).statusCode).toBe(200);

      const res = await postCheckout(t, buyer, {
        body: { expectedTotal: 2250.5, expectedPrices: { [raised.id]: 1000, [same.id]: 250.5 } },
      });
      expect(res.statusCode).toBe(409);
      const body = checkoutPriceChangedSchema.parse(res.json());
      expect(body).toMatchObject({ message: ERR.checkoutPriceChanged, code: 'conflict' });
      expect(body.priceChange.expectedTotal).toBe(2250.5);
      expect(body.priceChange.total).toBe(3250.5);
      expect(body.priceChange.lines).toEqual(
        expect.arrayContaining([
          { artworkId: raised.id, title: 'Kolam at Dawn', quantity: 2, oldPrice: 1000, newPrice: 1500 },
          { artworkId: same.id, title: 'Ghats', quantity: 1, oldPrice: 250.5, newPrice: 250.5 },
        ]),
      );
      // Rolled back whole: stock, cart and orders as before.
      expect(await stockOf(t, raised.id)).toEqual({ quantity: 3, is_sold: 0 });
      expect(await ordersOfArtwork(raised.id)).toEqual([]);
      expect((await cartOf(buyer)).map((line) => line.quantity).sort()).toEqual([1, 2]);

      // The buyer confirms the new total: the same idempotency-less retry now places it at the new price.
      const confirmed = await postCheckout(t, buyer, { body: { expectedTotal: 3250.5 } });
      expect(confirmed.statusCode).toBe(201);
      const totals = (confirmed.json() as Order[]).map((order) => order.totalAmount).sort((a, b) => a - b);
      expect(totals).toEqual([250.5, 3000]);
    });

    it('the expected total alone is enough: a lowered price is not charged silently either', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ title: 'Charminar', price: 800 });
      await addToCart(t, buyer, artwork.id);
      await reprice(artwork.id, 700);
      const res = await postCheckout(t, buyer, { body: { expectedTotal: '800' } });
      expect(res.statusCode).toBe(409);
      expect(checkoutPriceChangedSchema.parse(res.json()).priceChange).toEqual({
        lines: [{ artworkId: artwork.id, title: 'Charminar', quantity: 1, oldPrice: null, newPrice: 700 }],
        expectedTotal: 800,
        total: 700,
      });
    });

    it('a checkout whose figures match is placed; one with a key is placed after the confirmed retry', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ price: 999.99, quantity: 2 });
      await addToCart(t, buyer, artwork.id, 2);
      const ok = await postCheckout(t, buyer, {
        key: 'price-check-1',
        body: { expectedTotal: 1999.98, expectedPrices: { [artwork.id]: 999.99 } },
      });
      expect(ok.statusCode).toBe(201);
    });

    it('the same key is not used up by a refused price: the confirmed retry with it is placed', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ price: 100 });
      await addToCart(t, buyer, artwork.id);
      await reprice(artwork.id, 120);
      const refused = await postCheckout(t, buyer, { key: 'same-key', body: { expectedTotal: 100 } });
      expect(refused.statusCode).toBe(409);
      const placed = await postCheckout(t, buyer, { key: 'same-key', body: { expectedTotal: 120 } });
      expect(placed.statusCode).toBe(201);
      expect(placed.json()[0]).toMatchObject({ totalAmount: 120 });
    });

    it('refuses figures that are not amounts in rupees', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale();
      await addToCart(t, buyer, artwork.id);
      for (const [body, field, message] of [
        [{ expectedTotal: -1 }, 'expectedTotal', VALIDATION.checkout.expectedTotalInvalid],
        [{ expectedTotal: 10.001 }, 'expectedTotal', VALIDATION.checkout.expectedTotalInvalid],
        [{ expectedTotal: 'ten' }, 'expectedTotal', VALIDATION.checkout.expectedTotalInvalid],
        [
          { expectedPrices: { [artwork.id]: 'x' } },
          `expectedPrices.${artwork.id}`,
          VALIDATION.checkout.expectedPricesInvalid,
        ],
        [{ expectedPrices: [1000] }, 'expectedPrices', VALIDATION.checkout.expectedPricesInvalid],
      ] as const) {
        const res = await postCheckout(t, buyer, { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().fields[field], JSON.stringify(body)).toBe(message);
      }
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    });
  });

  it('an empty cart cannot be checked out', async () => {
    const buyer = await createUser(t);
    const res = await postCheckout(t, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERR.cartEmpty, code: 'bad_request' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/checkout', payload: SHIPPING });
    expect(res.statusCode).toBe(401);
  });

  it('needs a complete shipping address with a spec phone number', async () => {
    const buyer = await createUser(t);
    await addToCart(t, buyer, (await forSale()).id);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/checkout', headers: buyer.auth });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: VALIDATION.checkout.nameRequired,
      address: VALIDATION.checkout.addressRequired,
      city: VALIDATION.checkout.cityRequired,
      pincode: VALIDATION.checkout.pincodeRequired,
      phone: VALIDATION.checkout.phoneInvalid,
    });
    const badPhone = await postCheckout(t, buyer, { body: { phone: '98123' } });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual({ phone: VALIDATION.checkout.phoneInvalid });
    const badPincode = await postCheckout(t, buyer, { body: { pincode: '05600' } });
    expect(badPincode.json().fields).toEqual({ pincode: VALIDATION.checkout.pincodeInvalid });
    // Nothing was bought by the refused attempts.
    expect(await cartOf(buyer)).toHaveLength(1);
  });

  it('refuses an idempotency key that is too long', async () => {
    const buyer = await createUser(t);
    await addToCart(t, buyer, (await forSale()).id);
    const res = await postCheckout(t, buyer, { key: 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ idempotencyKey: VALIDATION.checkout.idempotencyKeyInvalid });
    const inBody = await postCheckout(t, buyer, { body: { idempotencyKey: 'k'.repeat(101) } });
    expect(inBody.json().fields).toEqual({ idempotencyKey: VALIDATION.checkout.idempotencyKeyInvalid });
  });

  describe('a cart line that can no longer be had blocks the checkout, naming the artwork', () => {
    it('sold out meanwhile', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ title: 'Last Light' });
      await addToCart(t, buyer, artwork.id);
      const [rival] = await buyers(1);
      await addToCart(t, rival as TestUser, artwork.id);
      expect((await postCheckout(t, rival as TestUser)).statusCode).toBe(201);
      const res = await postCheckout(t, buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ERR.checkoutSoldOut('Last Light'), code: 'conflict' });
      expect(res.json().message).toContain('Last Light');
      // The row stays in the cart (it shows Sold Out) until the buyer removes it.
      expect(await cartOf(buyer)).toMatchObject([{ artworkId: artwork.id }]);
    });

    it('fewer left than the line wants', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ title: 'Twin Peacocks', quantity: 4 });
      await addToCart(t, buyer, artwork.id, 3);
      await t.deps.db.updateTable('artworks').set({ quantity: 2 }).where('id', '=', artwork.id).execute();
      const res = await postCheckout(t, buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.checkoutNotEnoughStock('Twin Peacocks', 2));
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 2, is_sold: 0 });
    });

    it('no longer for sale', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ title: 'Private Collection' });
      await addToCart(t, buyer, artwork.id);
      await t.deps.db.updateTable('artworks').set({ for_sale: 0 }).where('id', '=', artwork.id).execute();
      const res = await postCheckout(t, buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.checkoutNotForSale('Private Collection'));
    });
  });

  it('a failure in the middle of a multi-line checkout leaves stock, cart and orders unchanged', async () => {
    const buyer = await createUser(t);
    const [rival] = await buyers(1);
    // Lines are taken in artwork-id order (UUIDv7, time-ordered): `first` is taken before `second` fails.
    const first = await forSale({ title: 'Harbour at Dawn', quantity: 2 });
    const second = await forSale({ title: 'Only One Left', quantity: 1 });
    expect(first.id < second.id).toBe(true);
    await addToCart(t, buyer, first.id, 2);
    await addToCart(t, buyer, second.id);
    await addToCart(t, rival as TestUser, second.id);
    expect((await postCheckout(t, rival as TestUser)).statusCode).toBe(201);

    const res = await postCheckout(t, buyer, { key: 'mid-failure' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERR.checkoutSoldOut('Only One Left'));
    expect(await stockOf(t, first.id)).toEqual({ quantity: 2, is_sold: 0 });
    expect(await ordersOfArtwork(first.id)).toEqual([]);
    expect((await cartOf(buyer)).map((line) => [line.artworkId, line.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    const myOrders = await t.app.inject({ method: 'GET', url: '/api/auth/orders', headers: buyer.auth });
    expect(myOrders.json()).toEqual([]);
    // The failed attempt left no checkout behind: the same key works once the cart is fixed.
    const checkouts = await t.deps.db.selectFrom('checkouts').select('id').where('user_id', '=', buyer.id).execute();
    expect(checkouts).toEqual([]);
    const soldLine = (await cartOf(buyer)).find((line) => line.artworkId === second.id);
    await t.app.inject({ method: 'DELETE', url: `/api/auth/cart/${soldLine?.id}`, headers: buyer.auth });
    const retry = await postCheckout(t, buyer, { key: 'mid-failure' });
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(t, first.id)).toEqual({ quantity: 0, is_sold: 1 });
  });

  describe('never oversells', () => {
    it('50 buyers racing for the last piece: exactly one order, stock 0, sold', async () => {
      const artwork = await forSale({ title: 'The Only One', quantity: 1 });
      const racers = await buyers(50);
      await Promise.all(racers.map((buyer) => addToCart(t, buyer, artwork.id)));

      const results = await Promise.all(racers.map((buyer) => postCheckout(t, buyer)));
      const won = results.filter((res) => res.statusCode === 201);
      const lost = results.filter((res) => res.statusCode !== 201);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const res of lost) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: ERR.checkoutSoldOut('The Only One'), code: 'conflict' });
      }
      expect(await ordersOfArtwork(artwork.id)).toHaveLength(1);
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 0, is_sold: 1 });
    });

    it('3 pieces and 10 buyers: exactly 3 orders', async () => {
      const artwork = await forSale({ title: 'Small Edition', quantity: 3 });
      const racers = await buyers(10);
      await Promise.all(racers.map((buyer) => addToCart(t, buyer, artwork.id)));

      const results = await Promise.all(racers.map((buyer) => postCheckout(t, buyer)));
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(3);
      expect(results.filter((res) => res.statusCode === 409)).toHaveLength(7);
      expect(await ordersOfArtwork(artwork.id)).toHaveLength(3);
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 0, is_sold: 1 });
    });

    it('buyers of several pieces each: the stock is never split below zero', async () => {
      const artwork = await forSale({ title: 'Pair Set', quantity: 5 });
      const racers = await buyers(6);
      await Promise.all(racers.map((buyer) => addToCart(t, buyer, artwork.id, 2)));

      const results = await Promise.all(racers.map((buyer) => postCheckout(t, buyer)));
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(2);
      for (const res of results.filter((r) => r.statusCode !== 201)) {
        expect(res.json().message).toBe(ERR.checkoutNotEnoughStock('Pair Set', 1));
      }
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 1, is_sold: 0 });
    });

    it('racing multi-line carts in opposite orders neither deadlock nor oversell', async () => {
      const a = await forSale({ quantity: 10 });
      const b = await forSale({ quantity: 10 });
      const racers = await buyers(12);
      await Promise.all(
        racers.map(async (buyer, index) => {
          const [x, y] = index % 2 === 0 ? [a, b] : [b, a];
          await addToCart(t, buyer, x.id);
          await addToCart(t, buyer, y.id);
        }),
      );
      const results = await Promise.all(racers.map((buyer) => postCheckout(t, buyer)));
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(10);
      expect(results.filter((res) => res.statusCode === 409)).toHaveLength(2);
      expect(await stockOf(t, a.id)).toEqual({ quantity: 0, is_sold: 1 });
      expect(await stockOf(t, b.id)).toEqual({ quantity: 0, is_sold: 1 });
      expect(await ordersOfArtwork(a.id)).toHaveLength(10);
    });
  });

  describe('idempotency', () => {
    it('the same key twice creates one set of orders; the retry answers the first orders', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ quantity: 5 });
      await addToCart(t, buyer, artwork.id, 2);
      const first = await postCheckout(t, buyer, { key: 'order-attempt-1' });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      // Meanwhile the cart filled again: a retry still must not buy it.
      await addToCart(t, buyer, artwork.id);
      const retry = await postCheckout(t, buyer, { key: 'order-attempt-1' });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      // The key in the body is the same key.
      const inBody = await postCheckout(t, buyer, { body: { idempotencyKey: 'order-attempt-1' } });
      expect(inBody.json()).toEqual(first.json());

      expect(await ordersOfArtwork(artwork.id)).toHaveLength(1);
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 3, is_sold: 0 });
      expect(await cartOf(buyer)).toMatchObject([{ artworkId: artwork.id, quantity: 1 }]);
    });

    it('the same key sent concurrently still creates one set of orders', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ quantity: 10 });
      await addToCart(t, buyer, artwork.id, 2);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => postCheckout(t, buyer, { key: 'double-click' })),
      );
      expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      const orderIds = results.map((res) => (res.json() as Order[]).map((order) => order.id).join());
      expect(new Set(orderIds).size).toBe(1);
      expect(await ordersOfArtwork(artwork.id)).toHaveLength(1);
      expect(await stockOf(t, artwork.id)).toEqual({ quantity: 8, is_sold: 0 });
    });

    it('keys are per buyer: another buyer with the same key checks out their own cart', async () => {
      const [one, two] = await buyers(2);
      const artwork = await forSale({ quantity: 2 });
      await addToCart(t, one as TestUser, artwork.id);
      await addToCart(t, two as TestUser, artwork.id);
      const a = await postCheckout(t, one as TestUser, { key: 'same-key' });
      const b = await postCheckout(t, two as TestUser, { key: 'same-key' });
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()[0].id).not.toBe(b.json()[0].id);
      expect(await ordersOfArtwork(artwork.id)).toHaveLength(2);
    });

    it('a new key after a successful checkout finds the cart empty', async () => {
      const buyer = await createUser(t);
      await addToCart(t, buyer, (await forSale()).id);
      expect((await postCheckout(t, buyer, { key: 'one' })).statusCode).toBe(201);
      const again = await postCheckout(t, buyer, { key: 'two' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ERR.cartEmpty);
    });
  });
});
