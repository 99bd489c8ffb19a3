import { ERR } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ChatClient, listenForChat } from '../chat/chat.fixtures';
import { addToCart, postCart, postCheckout } from './checkout.fixtures';

// Issue 32 finding 2: what a moderator hid, and what a suspended artist made, is sold to nobody: the cart, the
// checkout's stock statement and offers apply the rule the pages apply (lib/visibility.ts).
describe('hidden and suspended art cannot be bought or offered on', () => {
  let t: TestApp;
  let url: string;
  let admin: TestUser;
  let buyer: TestUser;
  const sockets: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
    admin = await createUser(t, { role: 'admin' });
    buyer = await createUser(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const post = (path: string, user: TestUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path, headers: user.auth, ...(payload ? { payload } : {}) });
  const hide = async (artworkId: string) =>
    expect(
      (await post('/api/admin/moderation/hide', admin, { targetType: 'artwork', targetId: artworkId, reason: 'spam' }))
        .statusCode,
    ).toBe(204);
  const suspend = async (user: TestUser) =>
    expect((await post(`/api/admin/users/${user.id}/suspension`, admin)).statusCode).toBe(204);
  const stockOf = async (artworkId: string) =>
    (await t.deps.db.selectFrom('artworks').select('quantity').where('id', '=', artworkId).executeTakeFirstOrThrow())
      .quantity;
  const ordersOf = (user: TestUser) =>
    t.deps.db.selectFrom('orders').select('id').where('buyer_id', '=', user.id).execute();

  it('a hidden artwork cannot be added to a cart, by a buyer or an admin', async () => {
    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 900, quantity: 3 });
    await hide(artwork.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}` })).statusCode).toBe(404);
    for (const user of [buyer, admin]) {
      const res = await postCart(t, user, artwork.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ERR.notFound('Artwork'), code: 'not_found' });
    }
    expect(
      await t.deps.db.selectFrom('cart_items').select('id').where('artwork_id', '=', artwork.id).execute(),
    ).toEqual([]);
  });

  it('a line hidden after it was put in the cart does not check out; nothing is ordered or taken', async () => {
    const shopper = await createUser(t);
    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 900, quantity: 3, title: 'Veiled' });
    const line = await addToCart(t, shopper, artwork.id);
    await hide(artwork.id);
    const res = await postCheckout(t, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ERR.checkoutUnavailable('Veiled'), code: 'conflict' });
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await stockOf(artwork.id)).toBe(3);
    // Nor can its quantity be raised.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/cart/${line.id}`,
      headers: shopper.auth,
      payload: { quantity: 2 },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('an artwork of a suspended artist already in a cart does not check out', async () => {
    const shopper = await createUser(t);
    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 1500, quantity: 1, title: 'Dusk' });
    await addToCart(t, shopper, artwork.id);
    await suspend(artist);
    const res = await postCheckout(t, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERR.checkoutUnavailable('Dusk'));
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await stockOf(artwork.id)).toBe(1);
    expect((await postCart(t, await createUser(t), artwork.id)).statusCode).toBe(404);
  });

  it('no offer is made on a hidden artwork, nor on a suspended artist’s', async () => {
    const artist = await createUser(t);
    const suspendedArtist = await createUser(t);
    const hidden = await createArtwork(t, artist.id, { forSale: true, price: 5000 });
    const theirs = await createArtwork(t, suspendedArtist.id, { forSale: true, price: 5000 });
    await hide(hidden.id);
    await suspend(suspendedArtist);
    const socket = await ChatClient.connect(url, buyer.token);
    sockets.push(socket);
    for (const [artworkId, receiverId] of [
      [hidden.id, artist.id],
      [theirs.id, suspendedArtist.id],
    ] as const) {
      socket.send({ action: 'offer', receiver_id: receiverId, artwork_id: artworkId, amount: 4000 });
      expect(await socket.nextError()).toMatchObject({ message: ERR.notFound('Artwork'), code: 'not_found' });
    }
    expect(
      await t.deps.db.selectFrom('offers').select('id').where('artwork_id', 'in', [hidden.id, theirs.id]).execute(),
    ).toEqual([]);
  });

  it('an artwork shown again (unhidden) is for sale again', async () => {
    const shopper = await createUser(t);
    const artist = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 700, quantity: 1 });
    await hide(artwork.id);
    expect((await postCart(t, shopper, artwork.id)).statusCode).toBe(404);
    const unhide = await post('/api/admin/moderation/unhide', admin, { targetType: 'artwork', targetId: artwork.id });
    expect(unhide.statusCode).toBe(204);
    await addToCart(t, shopper, artwork.id);
    expect((await postCheckout(t, shopper)).statusCode).toBe(201);
  });
});
