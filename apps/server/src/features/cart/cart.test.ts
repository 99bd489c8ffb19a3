import { cartItemSchema, ERR, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToCart, postCart } from '../checkout/checkout.fixtures';

describe('cart', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: 'meera_paints' });
  });
  afterAll(() => t.close());

  const getCart = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/auth/cart', headers: user.auth });
  const forSale = (overrides: Parameters<typeof createArtwork>[2] = {}) =>
    createArtwork(t, artist.id, { forSale: true, price: 2500, quantity: 3, ...overrides });

  it('needs a signed-in user', async () => {
    const artwork = await forSale();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/cart' })).statusCode).toBe(401);
    const add = await t.app.inject({ method: 'POST', url: '/api/auth/cart', payload: { artworkId: artwork.id } });
    expect(add.statusCode).toBe(401);
    expect(add.json().code).toBe('unauthorized');
  });

  it('an empty cart is an empty list', async () => {
    const buyer = await createUser(t);
    const res = await getCart(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('adding an artwork for sale makes a line with what the row shows', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ title: 'Monsoon over Kochi', price: 1999.5 });
    const res = await postCart(t, buyer, artwork.id);
    expect(res.statusCode).toBe(201);
    const item = cartItemSchema.parse(res.json());
    expect(item).toMatchObject({
      artworkId: artwork.id,
      quantity: 1,
      artwork: {
        id: artwork.id,
        title: 'Monsoon over Kochi',
        price: 1999.5,
        quantity: 3,
        isSold: false,
        isInCart: true,
        artist: { id: artist.id, username: 'meera_paints' },
      },
    });
    expect(item.artwork.images).toHaveLength(1);
    const cart = (await getCart(buyer)).json();
    expect(cart).toEqual([item]);
  });

  it('adding the same artwork again raises the quantity of its one line', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ quantity: 5 });
    const first = await addToCart(t, buyer, artwork.id);
    const second = await addToCart(t, buyer, artwork.id, 2);
    expect(second.id).toBe(first.id);
    expect(second.quantity).toBe(3);
    const cart = (await getCart(buyer)).json();
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(3);
  });

  it('two adds at the same moment both count', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ quantity: 5 });
    const results = await Promise.all([postCart(t, buyer, artwork.id), postCart(t, buyer, artwork.id)]);
    expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
    const cart = (await getCart(buyer)).json();
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(2);
  });

  it('more than the stock is refused with how many are available, and the line stays as it was', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ quantity: 3 });
    const tooMany = await postCart(t, buyer, artwork.id, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: ERR.notEnoughStock(3), code: 'conflict' });
    expect(ERR.notEnoughStock(3)).toContain('3');

    await addToCart(t, buyer, artwork.id, 2);
    const beyond = await postCart(t, buyer, artwork.id, 2);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(ERR.notEnoughStock(3));
    expect((await getCart(buyer)).json()[0].quantity).toBe(2);
  });

  it('an artwork that is not for sale cannot be added', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: false });
    const res = await postCart(t, buyer, artwork.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERR.notForSale, code: 'bad_request' });
  });

  it('a sold-out artwork cannot be added', async () => {
    const buyer = await createUser(t);
    const sold = await forSale({ isSold: true, quantity: 0 });
    const res = await postCart(t, buyer, sold.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ERR.soldOut, code: 'conflict' });
    // Marked sold by an admin while some stock is left: still sold out.
    const marked = await forSale({ isSold: true, quantity: 2 });
    expect((await postCart(t, buyer, marked.id)).json().message).toBe(ERR.soldOut);
    expect((await getCart(buyer)).json()).toEqual([]);
  });

  it('you cannot add your own artwork', async () => {
    const artwork = await forSale();
    const res = await postCart(t, artist, artwork.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ERR.ownArtwork, code: 'forbidden' });
  });

  it('an unknown artwork is a 404', async () => {
    const buyer = await createUser(t);
    const res = await postCart(t, buyer, '0190b7a0-0000-7000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ERR.notFound('Artwork'), code: 'not_found' });
  });

  it('needs an artwork and a whole quantity of at least 1', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale();
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/cart', headers: buyer.auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ artworkId: VALIDATION.cart.artworkRequired });
    for (const quantity of [0, -1, 1.5]) {
      const res = await postCart(t, buyer, artwork.id, quantity);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ quantity: VALIDATION.cart.quantityInvalid });
    }
  });

  it('accepts the spec client’s form body with only artworkId', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cart',
      headers: { ...buyer.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `artworkId=${artwork.id}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().quantity).toBe(1);
  });

  it('a line whose artwork sold out meanwhile is still shown, saying it is sold', async () => {
    const buyer = await createUser(t);
    const artwork = await forSale({ quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    await t.deps.db.updateTable('artworks').set({ quantity: 0, is_sold: 1 }).where('id', '=', artwork.id).execute();
    const cart = (await getCart(buyer)).json();
    expect(cart).toHaveLength(1);
    expect(cart[0].artwork).toMatchObject({ id: artwork.id, isSold: true, quantity: 0 });
  });

  describe('changing the quantity', () => {
    const patch = (user: TestUser, itemId: string, quantity: unknown) =>
      t.app.inject({ method: 'PATCH', url: `/api/auth/cart/${itemId}`, headers: user.auth, payload: { quantity } });

    it('sets the quantity within the stock', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ quantity: 4 });
      const line = await addToCart(t, buyer, artwork.id);
      const up = await patch(buyer, line.id, 4);
      expect(up.statusCode).toBe(200);
      expect(cartItemSchema.parse(up.json())).toMatchObject({ id: line.id, quantity: 4 });
      const down = await patch(buyer, line.id, '2');
      expect(down.json().quantity).toBe(2);
      expect((await getCart(buyer)).json()[0].quantity).toBe(2);
    });

    it('refuses more than the stock, saying how many are available', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ quantity: 4 });
      const line = await addToCart(t, buyer, artwork.id);
      const res = await patch(buyer, line.id, 5);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.notEnoughStock(4));
      expect((await getCart(buyer)).json()[0].quantity).toBe(1);
    });

    it('refuses a quantity below 1', async () => {
      const buyer = await createUser(t);
      const line = await addToCart(t, buyer, (await forSale()).id);
      const res = await patch(buyer, line.id, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ quantity: VALIDATION.cart.quantityInvalid });
    });

    it('a line that sold out meanwhile cannot be raised', async () => {
      const buyer = await createUser(t);
      const artwork = await forSale({ quantity: 2 });
      const line = await addToCart(t, buyer, artwork.id);
      await t.deps.db.updateTable('artworks').set({ quantity: 0, is_sold: 1 }).where('id', '=', artwork.id).execute();
      const res = await patch(buyer, line.id, 2);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ERR.soldOut);
    });

    it("someone else's line is a 404, and unchanged", async () => {
      const buyer = await createUser(t);
      const other = await createUser(t);
      const line = await addToCart(t, buyer, (await forSale()).id);
      const res = await patch(other, line.id, 2);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ERR.notFound('Cart item'), code: 'not_found' });
      expect((await getCart(buyer)).json()[0].quantity).toBe(1);
    });
  });

  describe('removing a line', () => {
    const remove = (user: TestUser, itemId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/cart/${itemId}`, headers: user.auth });

    it('removes it from the cart', async () => {
      const buyer = await createUser(t);
      const keep = await addToCart(t, buyer, (await forSale()).id);
      const line = await addToCart(t, buyer, (await forSale()).id);
      const res = await remove(buyer, line.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await getCart(buyer)).json().map((item: { id: string }) => item.id)).toEqual([keep.id]);
      expect((await remove(buyer, line.id)).statusCode).toBe(404);
    });

    it("someone else's line is a 404 and stays", async () => {
      const buyer = await createUser(t);
      const other = await createUser(t);
      const line = await addToCart(t, buyer, (await forSale()).id);
      const res = await remove(other, line.id);
      expect(res.statusCode).toBe(404);
      expect((await getCart(buyer)).json()).toHaveLength(1);
    });
  });
});
