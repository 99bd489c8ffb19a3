import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, postCart, postCheckout } from '../src/features/checkout/checkout.fixtures';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';
import { integrityProblems } from './integrity';

// Races: the same action sent many times at once, by one person and by many, across features. Counts come out
// exact, nothing is duplicated, stock is never oversold. Runs on SQLite (one writer at a time) and PostgreSQL
// (row locks under READ COMMITTED, 20 connections), where these interleavings really happen.

describe('concurrent actions leave exact counts and no duplicates', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  const people = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(t)));
  const call = (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const artwork = (id: string) =>
    t.deps.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'likes' | 'wishlist_items' | 'reviews' | 'comments' | 'orders', artworkId: string) =>
    (await t.deps.db.selectFrom(table).select('artwork_id').where('artwork_id', '=', artworkId).execute()).length;
  const statusesOf = (responses: { statusCode: number }[]) =>
    responses
      .map((r) => r.statusCode)
      .reduce<Record<number, number>>((acc, s) => {
        acc[s] = (acc[s] ?? 0) + 1;
        return acc;
      }, {});

  it('likes and unlikes: 12 people each liking 3 artworks twice at once, then half of them unliking at once', async () => {
    const fans = await people(12);
    const artworks = await Promise.all([1, 2, 3].map(() => createArtwork(t, artist.id)));
    const likes = await Promise.all(
      fans.flatMap((fan) => artworks.flatMap((a) => [0, 1].map(() => call(fan, 'POST', `/api/auth/likes/${a.id}`)))),
    );
    expect(statusesOf(likes)).toEqual({ 200: 72 });
    const quitters = fans.slice(0, 6);
    const unlikes = await Promise.all(
      quitters.flatMap((fan) =>
        artworks.flatMap((a) => [0, 1].map(() => call(fan, 'DELETE', `/api/auth/likes/${a.id}`))),
      ),
    );
    expect(statusesOf(unlikes)).toEqual({ 200: 36 });
    for (const a of artworks) {
      expect((await artwork(a.id)).like_count).toBe(6);
      expect(await count('likes', a.id)).toBe(6);
    }
  });

  it('follows: 15 people following one artist twice at once while 5 of them unfollow', async () => {
    const target = await createUser(t);
    const followers = await people(15);
    const follow = (user: TestUser) => call(user, 'POST', `/api/auth/${target.id}/follow`);
    await Promise.all(followers.flatMap((user) => [follow(user), follow(user)]));
    const leaving = followers.slice(0, 5);
    const results = await Promise.all([
      ...leaving.map((user) => call(user, 'DELETE', `/api/auth/${target.id}/unfollow`)),
      ...followers.slice(5).map(follow),
      // The artist follows some back at the same moment.
      ...followers.slice(10).map((user) => call(target, 'POST', `/api/auth/${user.id}/follow`)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const targetRow = await t.deps.db
      .selectFrom('users')
      .select(['followers_count', 'following_count'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(targetRow).toEqual({ followers_count: 10, following_count: 5 });
    const rows = await t.deps.db.selectFrom('follows').selectAll().where('followee_id', '=', target.id).execute();
    expect(rows).toHaveLength(10);
  });

  it('wishlist saves: one person saving 20 times at once gets one 201 and one row; 15 people get 15', async () => {
    const saver = await createUser(t);
    const a = await createArtwork(t, artist.id);
    const saves = await Promise.all(
      Array.from({ length: 20 }, () => call(saver, 'POST', '/api/auth/wishlist', { artworkId: a.id })),
    );
    expect(statusesOf(saves)).toEqual({ 200: 19, 201: 1 });
    const others = await people(15);
    await Promise.all(others.map((user) => call(user, 'POST', '/api/auth/wishlist', { artworkId: a.id })));
    expect(await count('wishlist_items', a.id)).toBe(16);
  });

  it('cart adds: 10 adds of one at once never pass the stock of 5, in one line; other buyers have their own lines', async () => {
    const buyer = await createUser(t);
    const a = await createArtwork(t, artist.id, { forSale: true, quantity: 5 });
    const adds = await Promise.all(Array.from({ length: 10 }, () => postCart(t, buyer, a.id, 1)));
    expect(statusesOf(adds)).toEqual({ 201: 5, 409: 5 });
    const lines = await t.deps.db.selectFrom('cart_items').selectAll().where('artwork_id', '=', a.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
    const buyers = await people(8);
    await Promise.all(buyers.flatMap((user) => [postCart(t, user, a.id, 2), postCart(t, user, a.id, 2)]));
    const all = await t.deps.db.selectFrom('cart_items').selectAll().where('artwork_id', '=', a.id).execute();
    expect(all).toHaveLength(9);
    expect(all.filter((line) => line.user_id !== buyer.id).every((line) => line.quantity === 4)).toBe(true);
  });

  it('reviews: one person reviewing 10 times at once counts once; 10 people at once count 10 with the exact sum', async () => {
    const a = await createArtwork(t, artist.id, { forSale: true });
    const critic = await createUser(t);
    const review = (user: TestUser, rating: number) =>
      call(user, 'POST', '/api/auth/reviews', { artworkId: a.id, artistId: artist.id, rating, comment: 'Fine work' });
    const repeated = await Promise.all(Array.from({ length: 10 }, () => review(critic, 4)));
    expect(statusesOf(repeated)).toEqual({ 201: 1, 409: 9 });
    const critics = await people(10);
    await Promise.all(critics.map((user, i) => review(user, (i % 5) + 1)));
    const row = await artwork(a.id);
    expect(await count('reviews', a.id)).toBe(11);
    expect(row.review_count).toBe(11);
    expect(row.rating_sum).toBe(4 + [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].reduce((x, y) => x + y, 0));
  });

  it('checkouts: 10 buyers at once for a stock of 3 make exactly 3 orders; the artwork is sold out at 0', async () => {
    const a = await createArtwork(t, artist.id, { forSale: true, quantity: 3 });
    const buyers = await people(10);
    for (const buyer of buyers) await addToCart(t, buyer, a.id, 1);
    const results = await Promise.all(buyers.map((buyer) => postCheckout(t, buyer)));
    expect(statusesOf(results)).toEqual({ 201: 3, 409: 7 });
    expect(await count('orders', a.id)).toBe(3);
    expect(await artwork(a.id)).toMatchObject({ quantity: 0, is_sold: 1 });
    // The losers keep their cart line (it now reads sold out); the winners' carts are empty.
    const carts = await t.deps.db.selectFrom('cart_items').select('user_id').where('artwork_id', '=', a.id).execute();
    expect(carts).toHaveLength(7);
  });

  it('checkouts: one buyer pressing twice at once buys once, with or without an idempotency key', async () => {
    const a = await createArtwork(t, artist.id, { forSale: true, quantity: 10 });
    const buyer = await createUser(t);
    await addToCart(t, buyer, a.id, 2);
    const [first, second] = await Promise.all([postCheckout(t, buyer), postCheckout(t, buyer)]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    // Without a key the second finds the cart already empty.
    expect(statuses).toEqual([201, 400]);
    await addToCart(t, buyer, a.id, 1);
    const keyed = await Promise.all(Array.from({ length: 5 }, () => postCheckout(t, buyer, { key: 'pay-once-42' })));
    expect(keyed.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(keyed.map((r) => JSON.stringify(r.json().map((o: { id: string }) => o.id)))).size).toBe(1);
    expect(keyed.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await count('orders', a.id)).toBe(2);
    expect((await artwork(a.id)).quantity).toBe(7);
  });

  it('comments: 20 posted at once while 10 earlier ones are deleted keep the count exact', async () => {
    const a = await createArtwork(t, artist.id);
    const writer = await createUser(t);
    const earlier = [];
    for (let i = 0; i < 10; i++) {
      earlier.push((await call(writer, 'POST', `/api/auth/comments/${a.id}`, { content: `early ${i}` })).json().id);
    }
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call(writer, 'POST', `/api/auth/comments/${a.id}`, { content: `new ${i}` }),
      ),
      ...earlier.flatMap((id) => [
        call(writer, 'DELETE', `/api/auth/comments/${id}`),
        call(writer, 'DELETE', `/api/auth/comments/${id}`),
      ]),
    ]);
    expect(await count('comments', a.id)).toBe(20);
    expect((await artwork(a.id)).comment_count).toBe(20);
  });

  it('everything at once, from many people, on the same few artworks, leaves the database consistent', async () => {
    const crowd = await people(12);
    const pieces = await Promise.all([
      createArtwork(t, artist.id, { forSale: true, quantity: 4 }),
      createArtwork(t, artist.id, { forSale: true, quantity: 2 }),
      createArtwork(t, crowd[0]?.id ?? artist.id, { forSale: true, quantity: 3 }),
    ]);
    for (const [i, user] of crowd.entries()) {
      const piece = pieces[i % pieces.length];
      if (piece && piece.artistId !== user.id) await postCart(t, user, piece.id, 1);
    }
    const work = crowd.flatMap((user, i) => {
      const piece = pieces[i % pieces.length];
      const other = pieces[(i + 1) % pieces.length];
      if (!piece || !other) return [];
      return [
        call(user, 'POST', `/api/auth/likes/${piece.id}`),
        call(user, 'POST', `/api/auth/likes/${other.id}`),
        call(user, 'DELETE', `/api/auth/likes/${piece.id}`),
        call(user, 'POST', '/api/auth/wishlist', { artworkId: other.id }),
        call(user, 'POST', `/api/auth/comments/${piece.id}`, { content: `hi ${i}` }),
        call(user, 'POST', `/api/auth/${artist.id}/follow`),
        call(user, 'POST', '/api/auth/reviews', { artworkId: other.id, rating: 5, comment: 'Great' }),
        postCart(t, user, other.id, 1),
        postCheckout(t, user),
        call(user, 'DELETE', `/api/auth/${artist.id}/unfollow`),
      ];
    });
    const results = await Promise.all(work);
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    for (const piece of pieces) {
      const row = await artwork(piece.id);
      const sold = (
        await t.deps.db.selectFrom('orders').select('quantity').where('artwork_id', '=', piece.id).execute()
      ).reduce((sum, o) => sum + o.quantity, 0);
      const initial = piece === pieces[0] ? 4 : piece === pieces[1] ? 2 : 3;
      expect(row.quantity + sold).toBe(initial);
      expect(row.quantity).toBeGreaterThanOrEqual(0);
    }
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });
});
