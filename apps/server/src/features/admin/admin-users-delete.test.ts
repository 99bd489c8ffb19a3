import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestArtwork, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId, nowIso } from '../../lib/ids';
import { addToCart, buy } from '../checkout/checkout.fixtures';
import { DELETED_USER_ID } from '../users/users.repository';
import { multipartForm, png } from '../artworks/artworks.fixtures';
import { expectStatus, storedKeys } from './admin.fixtures';

// Deleting a user takes what hangs off them, keeps every counter on other rows exact, and keeps orders with the
// artworks they sold.

describe('deleting a user', () => {
  let t: TestApp;
  let admin: TestUser;
  let leaving: TestUser;
  let artist: TestUser;
  let friend: TestUser;
  let artwork: TestArtwork;
  let leavingArtworkId: string;
  let leavingFiles: string[];
  let unsoldArtworkId: string;
  let unsoldFiles: string[];
  let purchaseId: string;
  let saleId: string;

  /** A signed-in call that must succeed (200 or 201, whichever the endpoint answers). */
  const post = async (user: TestUser, url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
    expect([200, 201], `${url}: ${res.body}`).toContain(res.statusCode);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    leaving = await createUser(t);
    artist = await createUser(t);
    friend = await createUser(t);
    artwork = await createArtwork(t, artist.id, { forSale: true, quantity: 5, price: 1500 });

    // Likes, comments and reviews on someone else's artwork, by the leaving user and by a friend.
    for (const user of [leaving, friend]) await post(user, `/api/auth/likes/${artwork.id}`);
    await post(leaving, `/api/auth/comments/${artwork.id}`, { content: 'Lovely colours' });
    await post(leaving, `/api/auth/comments/${artwork.id}`, { content: 'Still thinking about it' });
    await post(friend, `/api/auth/comments/${artwork.id}`, { content: 'Agreed' });
    await post(leaving, '/api/auth/reviews', { rating: 4, comment: 'Good', artworkId: artwork.id });
    await post(friend, '/api/auth/reviews', { rating: 2, comment: 'Fine', artworkId: artwork.id });

    // Follows both ways.
    await post(leaving, `/api/auth/${artist.id}/follow`);
    await post(leaving, `/api/auth/${friend.id}/follow`);
    await post(friend, `/api/auth/${leaving.id}/follow`);
    await post(friend, `/api/auth/${artist.id}/follow`);

    // The leaving user is also an artist, of two artworks with real pictures: one bought, liked, saved and in a
    // cart; one never sold.
    const upload = async (title: string, colour: string) => {
      const before = await storedKeys(t);
      const form = await multipartForm(
        [
          ['artistId', leaving.id],
          ['title', title],
          ['category', 'Painting'],
          ['price', '800'],
          ['quantity', '4'],
        ],
        [await png(colour)],
      );
      const created = await expectStatus(
        t,
        {
          method: 'POST',
          url: '/api/admin/artworks',
          headers: { ...admin.auth, ...form.headers },
          payload: form.payload,
        },
        201,
      );
      const added = (await storedKeys(t)).filter((key) => !before.includes(key));
      expect(added.length).toBeGreaterThan(0);
      return { id: created.id as string, files: added };
    };
    const sold = await upload('Leaving piece', '#2e86de');
    leavingArtworkId = sold.id;
    leavingFiles = sold.files;
    const unsold = await upload('Never sold', '#e1b12c');
    unsoldArtworkId = unsold.id;
    unsoldFiles = unsold.files;

    const [sale] = await buy(t, friend, leavingArtworkId);
    saleId = sale?.id as string;
    await post(friend, `/api/auth/likes/${leavingArtworkId}`);
    await post(friend, '/api/auth/wishlist', { artworkId: leavingArtworkId });
    await addToCart(t, friend, leavingArtworkId);

    // The leaving user bought from the artist; and chatted.
    const [purchase] = await buy(t, leaving, artwork.id);
    purchaseId = purchase?.id as string;
    await t.deps.db
      .insertInto('chat_messages')
      .values([
        {
          id: newId(),
          sender_id: leaving.id,
          receiver_id: friend.id,
          content: 'hi',
          client_id: null,
          created_at: nowIso(),
          read_at: null,
        },
        {
          id: newId(),
          sender_id: friend.id,
          receiver_id: leaving.id,
          content: 'hello',
          client_id: null,
          created_at: nowIso(),
          read_at: null,
        },
      ])
      .execute();

    await expectStatus(t, { method: 'DELETE', url: `/api/admin/users/${leaving.id}`, headers: admin.auth }, 204);
  });
  afterAll(() => t.close());

  const db = () => t.deps.db;
  const count = async (table: 'likes' | 'comments' | 'reviews', artworkId: string) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('artwork_id', '=', artworkId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes their likes, comments and reviews off the counters of others’ artworks, exactly', async () => {
    const row = await db()
      .selectFrom('artworks')
      .select(['like_count', 'comment_count', 'review_count', 'rating_sum'])
      .where('id', '=', artwork.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ like_count: 1, comment_count: 1, review_count: 1, rating_sum: 2 });
    expect(await count('likes', artwork.id)).toBe(1);
    expect(await count('comments', artwork.id)).toBe(1);
    expect(await count('reviews', artwork.id)).toBe(1);
    const detail = await expectStatus(t, { method: 'GET', url: `/api/artworks/${artwork.id}` }, 200);
    expect(detail).toMatchObject({ likes: 1, comments: 1, averageRating: 2, reviewCount: 1 });
  });

  it('keeps others’ follower and following counts exact', async () => {
    const counts = await db()
      .selectFrom('users')
      .select(['id', 'followers_count', 'following_count'])
      .where('id', 'in', [artist.id, friend.id])
      .execute();
    const byId = Object.fromEntries(counts.map((row) => [row.id, row]));
    // The artist keeps the friend as follower; the friend keeps following the artist.
    expect(byId[artist.id]).toMatchObject({ followers_count: 1, following_count: 0 });
    expect(byId[friend.id]).toMatchObject({ followers_count: 0, following_count: 1 });
    const follows = await db().selectFrom('follows').selectAll().execute();
    expect(follows.map((row) => [row.follower_id, row.followee_id])).toEqual([[friend.id, artist.id]]);
  });

  it('keeps their purchase: buyer_id is null, the buyer snapshot stays', async () => {
    const order = await db().selectFrom('orders').selectAll().where('id', '=', purchaseId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ buyer_id: null, buyer_username: leaving.username, artwork_id: artwork.id });
    expect(order.buyer_name).not.toBe('');
  });

  it('keeps the sale of their artwork: the artist is null, title and price stay, the artwork is kept', async () => {
    const order = await db().selectFrom('orders').selectAll().where('id', '=', saleId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      buyer_id: friend.id,
      artist_id: null,
      artwork_id: leavingArtworkId,
      artwork_title: 'Leaving piece',
      unit_price_paise: 80_000,
    });
    // The buyer's order shows its picture, and no link: the artwork has no public page any more.
    const mine = await expectStatus(t, { method: 'GET', url: '/api/auth/orders', headers: friend.auth }, 200);
    const sale = mine.find((o: { id: string }) => o.id === saleId);
    expect(sale).toMatchObject({ artworkId: null, image: expect.objectContaining({ url: expect.any(String) }) });
    await expectStatus(t, { method: 'GET', url: `/api/artworks/${leavingArtworkId}`, headers: friend.auth }, 404);
  });

  it('keeps the sold artwork with its files, off sale and out of others’ carts and wishlists', async () => {
    const kept = await db()
      .selectFrom('artworks')
      .select(['artist_id', 'for_sale'])
      .where('id', '=', leavingArtworkId)
      .executeTakeFirst();
    expect(kept).toEqual({ artist_id: DELETED_USER_ID, for_sale: 0 });
    for (const table of ['wishlist_items', 'cart_items'] as const) {
      const rows = await db()
        .selectFrom(table)
        .select('artwork_id')
        .where('artwork_id', '=', leavingArtworkId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const keys = await storedKeys(t);
    for (const key of leavingFiles) expect(keys).toContain(key);
  });

  it('removes their unsold artwork with its files', async () => {
    expect(await db().selectFrom('artworks').select('id').where('id', '=', unsoldArtworkId).execute()).toEqual([]);
    expect(
      await db().selectFrom('artwork_images').select('id').where('artwork_id', '=', unsoldArtworkId).execute(),
    ).toEqual([]);
    const keys = await storedKeys(t);
    for (const key of unsoldFiles) expect(keys).not.toContain(key);
  });

  it('removes the account, its messages, and signs its token out', async () => {
    expect(await db().selectFrom('users').select('id').where('id', '=', leaving.id).execute()).toEqual([]);
    const messages = await db()
      .selectFrom('chat_messages')
      .select('id')
      .where((eb) => eb.or([eb('sender_id', '=', leaving.id), eb('receiver_id', '=', leaving.id)]))
      .execute();
    expect(messages).toEqual([]);
    await expectStatus(t, { method: 'GET', url: '/api/auth/me', headers: leaving.auth }, 401);
    await expectStatus(t, { method: 'GET', url: `/api/user/${leaving.id}` }, 404);
  });
});
