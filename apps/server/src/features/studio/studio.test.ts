import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestArtwork, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { expectStatus, insertOrder } from '../admin/admin.fixtures';

// A seeded history around the period 2026-03-01..2026-03-07 (IST days), compared with 2026-02-22..2026-02-28.
// An IST day starts at 18:30 UTC the day before: the instants below sit on each side of the four boundaries.
const BEFORE_PREVIOUS = '2026-02-21T18:29:59.999Z'; // IST 2026-02-21 23:59: outside both periods
const PREVIOUS_FIRST = '2026-02-21T18:30:00.000Z'; // IST 2026-02-22 00:00: the previous period's first instant
const PREVIOUS_LAST = '2026-02-28T18:29:59.999Z'; // IST 2026-02-28 23:59: the previous period's last instant
const FIRST = '2026-02-28T18:30:00.000Z'; // IST 2026-03-01 00:00: the period's first instant
const MIDDLE = '2026-03-04T10:00:00.000Z'; // IST 2026-03-04 15:30
const LAST = '2026-03-07T18:29:59.999Z'; // IST 2026-03-07 23:59
const AFTER = '2026-03-07T18:30:00.000Z'; // IST 2026-03-08 00:00: outside

describe('artist studio', () => {
  let t: TestApp;
  let artist: TestUser;
  let fans: [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  let painting: TestArtwork;
  let print: TestArtwork;
  let otherArtists: TestArtwork;

  const studio = (user: TestUser, query = '?from=2026-03-01&to=2026-03-07') =>
    expectStatus(t, { method: 'GET', url: `/api/auth/studio${query}`, headers: user.auth }, 200);

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    const someoneElse = await createUser(t);
    fans = (await Promise.all(Array.from({ length: 6 }, () => createUser(t)))) as typeof fans;
    painting = await createArtwork(t, artist.id, { title: 'Monsoon', forSale: true, quantity: 3, price: 2500 });
    print = await createArtwork(t, artist.id, { title: 'Quiet harbour', forSale: true, quantity: 0, price: 800 });
    otherArtists = await createArtwork(t, someoneElse.id, { title: 'Not mine' });
    const { db } = t.deps;

    // Likes on my artworks: 3 in the period (first and last instants included), 2 in the previous one,
    // 2 outside both; my own like and a like on someone else's artwork never count.
    const like = (user: TestUser, artwork: TestArtwork, at: string) =>
      db.insertInto('likes').values({ user_id: user.id, artwork_id: artwork.id, created_at: at }).execute();
    await like(fans[0], painting, FIRST);
    await like(fans[1], painting, LAST);
    await like(fans[2], print, MIDDLE);
    await like(fans[3], painting, PREVIOUS_FIRST);
    await like(fans[4], painting, PREVIOUS_LAST);
    await like(fans[5], painting, AFTER);
    await like(fans[5], print, BEFORE_PREVIOUS);
    await like(artist, print, MIDDLE);
    await like(fans[0], otherArtists, MIDDLE);

    // Saves: 2 in the period, 1 in the previous one.
    const save = (user: TestUser, artwork: TestArtwork, at: string) =>
      db.insertInto('wishlist_items').values({ user_id: user.id, artwork_id: artwork.id, created_at: at }).execute();
    await save(fans[0], painting, MIDDLE);
    await save(fans[1], print, FIRST);
    await save(fans[2], painting, PREVIOUS_LAST);
    await save(fans[3], painting, AFTER);

    // Comments: 1 in the period, 2 in the previous one (mine does not count).
    const comment = (user: TestUser, artwork: TestArtwork, at: string) =>
      db
        .insertInto('comments')
        .values({ id: newId(), user_id: user.id, artwork_id: artwork.id, content: 'Lovely', created_at: at })
        .execute();
    await comment(fans[0], painting, LAST);
    await comment(fans[1], painting, PREVIOUS_FIRST);
    await comment(fans[2], print, PREVIOUS_LAST);
    await comment(artist, painting, MIDDLE);

    // New followers: 2 in the period, 1 before.
    const follow = (user: TestUser, at: string) =>
      db.insertInto('follows').values({ follower_id: user.id, followee_id: artist.id, created_at: at }).execute();
    await follow(fans[0], FIRST);
    await follow(fans[1], LAST);
    await follow(fans[2], PREVIOUS_LAST);
    await follow(fans[3], AFTER);

    // Views by IST day: 5 + 7 in the period, 4 in the previous one, 9 outside.
    const views = (artwork: TestArtwork, day: string, count: number) =>
      db.insertInto('artwork_views_daily').values({ artwork_id: artwork.id, day, views: count }).execute();
    await views(painting, '2026-03-01', 5);
    await views(print, '2026-03-07', 7);
    await views(painting, '2026-02-22', 4);
    await views(painting, '2026-03-08', 9);
    await views(painting, '2026-02-21', 9);
    await views(otherArtists, '2026-03-03', 50);

    // Orders: in the period 2 placed (₹2,500 on the first IST day, ₹1,600.50 on the last), one cancelled and
    // one waiting for an online payment (neither counts); in the previous period one of ₹800; one after.
    const order = async (artwork: TestArtwork, at: string, paise: number, extra: Record<string, unknown> = {}) => {
      const id = await insertOrder(t, {
        artistId: artist.id,
        artworkId: artwork.id,
        title: artwork.title,
        totalPaise: paise,
        createdAt: at,
        buyerUsername: fans[0].username,
      });
      if (Object.keys(extra).length > 0) await db.updateTable('orders').set(extra).where('id', '=', id).execute();
      return id;
    };
    await order(painting, FIRST, 250_000);
    await order(print, LAST, 160_050, { status: 'shipped' });
    await order(painting, MIDDLE, 250_000, { status: 'cancelled' });
    await order(painting, MIDDLE, 250_000, { hold_expires_at: '2099-01-01T00:00:00.000Z', payment_method: 'online' });
    await order(print, PREVIOUS_LAST, 80_000, { status: 'delivered', payment_status: 'paid' });
    await order(painting, AFTER, 250_000);
  });
  afterAll(() => t.close());

  it('totals equal the raw tables over IST days, with the previous period beside them', async () => {
    const body = await studio(artist);
    expect(body.period).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      previousFrom: '2026-02-22',
      previousTo: '2026-02-28',
    });
    expect(body.totals).toEqual({
      views: { value: 12, previous: 4 },
      likes: { value: 3, previous: 2 },
      saves: { value: 2, previous: 1 },
      comments: { value: 1, previous: 2 },
      followers: { value: 2, previous: 1 },
      orders: { value: 2, previous: 1 },
      revenue: { value: 4100.5, previous: 800 },
    });
  });

  it('draws views and revenue per IST day, every day of the period', async () => {
    const body = await studio(artist);
    expect(body.perDay).toHaveLength(7);
    expect(body.perDay[0]).toEqual({ date: '2026-03-01', views: 5, orders: 1, revenue: 2500 });
    expect(body.perDay[6]).toEqual({ date: '2026-03-07', views: 7, orders: 1, revenue: 1600.5 });
    expect(
      body.perDay.slice(1, 6).every((day: { views: number; orders: number }) => day.views + day.orders === 0),
    ).toBe(true);
  });

  it('lists my artworks with views, likes, saves, conversion and stock for the period', async () => {
    const body = await studio(artist);
    expect(body.artworks).toEqual([
      expect.objectContaining({ id: print.id, views: 7, likes: 1, saves: 1, orders: 1, conversion: 14.3, stock: 0 }),
      expect.objectContaining({ id: painting.id, views: 5, likes: 2, saves: 1, orders: 1, conversion: 20, stock: 3 }),
    ]);
  });

  it('shows the open sales to ship: placed, paid or pay on delivery, oldest first', async () => {
    const body = await studio(artist);
    // Placed and not awaiting online payment: the FIRST order and the one AFTER (the shipped, cancelled,
    // delivered and unpaid online ones are not to ship).
    expect(body.toShip.count).toBe(2);
    expect(body.toShip.orders.map((o: { createdAt: string }) => o.createdAt)).toEqual([FIRST, AFTER]);
    expect(body.toShip.orders[0]).toMatchObject({ artworkTitle: 'Monsoon', totalAmount: 2500, quantity: 1 });
  });

  it('a period of one IST day, and the default of the last 30 days', async () => {
    const one = await studio(artist, '?from=2026-03-07&to=2026-03-07');
    expect(one.period.previousFrom).toBe('2026-03-06');
    expect(one.totals.likes).toEqual({ value: 1, previous: 0 });
    expect(one.totals.revenue).toEqual({ value: 1600.5, previous: 0 });
    const recent = await studio(artist, '');
    expect(recent.perDay).toHaveLength(30);
  });

  it('an artist with nothing yet sees zeros; a bad period is a 400', async () => {
    const newcomer = await createUser(t);
    const body = await studio(newcomer);
    expect(body.artworks).toEqual([]);
    expect(body.totals.views).toEqual({ value: 0, previous: 0 });
    expect(body.toShip).toEqual({ count: 0, orders: [] });
    for (const query of ['?from=2026-03-08&to=2026-03-01', '?from=2025-01-01&to=2026-03-01', '?from=yesterday']) {
      await expectStatus(t, { method: 'GET', url: `/api/auth/studio${query}`, headers: newcomer.auth }, 400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/studio' })).statusCode).toBe(401);
  });
});
