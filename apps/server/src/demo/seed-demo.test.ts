import { ALL_CATEGORIES, FILTER_CATEGORIES, LOCATIONS, UPLOAD_CATEGORIES } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACT_TITLES } from './demo-facts';
import { createTestApp, type TestApp } from '../../test/helpers';
import { MEDIA_NAME_PATTERN, mediaKey, parseWidths } from '../lib/images';
import { runStartupTasks } from '../startup';
import { addDays, istDay } from '../lib/ist';
import { DEMO_ARTISTS, DEMO_BUYER_USERNAME, DEMO_PASSWORD } from './demo-content';
import { seedDemo } from './seed-demo';

const ADMIN = { username: 'root_admin', password: 'a-long-admin-password' };

async function login(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

/** How many rows each key has in a table, as a map (key → count). */
async function counts(t: TestApp, table: 'likes' | 'comments' | 'follows', column: string) {
  const rows = await t.deps.db
    // biome-ignore lint/suspicious/noExplicitAny: the table and column vary per call; the test compares numbers.
    .selectFrom(table as any)
    .select([`${column} as key`, (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [String(row.key), Number(row.n)]));
}

describe('demo data on first start', () => {
  let t: TestApp;
  const logged: string[] = [];
  const log = { info: (message: string) => logged.push(message), warn: (message: string) => logged.push(message) };

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    await runStartupTasks(t.deps, log);
  }, 180_000);
  afterAll(() => t.close());

  it('seeds at least 12 artists with avatars and 60 artworks, with follows, likes, comments and reviews', async () => {
    const { db } = t.deps;
    const artists = await db
      .selectFrom('users')
      .select(['id', 'profile_image'])
      .where('id', 'in', db.selectFrom('artworks').select('artist_id'))
      .execute();
    expect(artists.length).toBeGreaterThanOrEqual(12);
    for (const artist of artists) expect(artist.profile_image).toMatch(/^\/media\/[a-f0-9]{64}-\d{2,4}\.webp$/);
    const total = async (table: 'artworks' | 'follows' | 'likes' | 'comments' | 'reviews') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await total('artworks')).toBeGreaterThanOrEqual(60);
    expect(await total('follows')).toBeGreaterThan(30);
    expect(await total('likes')).toBeGreaterThan(100);
    expect(await total('comments')).toBeGreaterThan(50);
    expect(await total('reviews')).toBeGreaterThan(20);
  });

  it('uses every upload and filter category and every location', async () => {
    const rows = await t.deps.db.selectFrom('artworks').select(['category', 'location']).execute();
    const categories = new Set(rows.map((r) => r.category));
    for (const category of [...UPLOAD_CATEGORIES, ...FILTER_CATEGORIES]) expect(categories).toContain(category);
    expect([...categories].sort()).toEqual([...ALL_CATEGORIES].sort());
    expect([...new Set(rows.map((r) => r.location))].sort()).toEqual([...LOCATIONS].sort());
  });

  it('describes its artworks with art facts (issue 34): a Madhubani piece is Madhubani, on cloth, sized in cm', async () => {
    const rows = await t.deps.db
      .selectFrom('artworks')
      .select(['title', 'medium', 'surface', 'height_tenths', 'width_tenths', 'size_unit', 'year_created', 'alt_text'])
      .execute();
    const titles = new Set(rows.map((row) => row.title));
    for (const title of DEMO_FACT_TITLES) expect(titles).toContain(title);
    expect(rows.find((row) => row.title === 'Madhubani Print Dupatta')).toMatchObject({
      medium: 'madhubani',
      surface: 'cloth',
      height_tenths: 2250,
      width_tenths: 900,
      size_unit: 'cm',
    });
    const described = rows.filter((row) => row.medium !== null && row.size_unit !== null && row.year_created !== null);
    expect(described.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((row) => row.alt_text !== null).length).toBeGreaterThanOrEqual(8);
  });

  it('prices artworks in rupees from ₹1,500 to ₹2,50,000, some not for sale and a few sold out', async () => {
    const rows = await t.deps.db
      .selectFrom('artworks')
      .select(['price_paise', 'for_sale', 'is_sold', 'quantity'])
      .execute();
    const forSale = rows.filter((r) => r.for_sale === 1);
    const prices = forSale.map((r) => Number(r.price_paise));
    expect(Math.min(...prices)).toBe(150_000);
    expect(Math.max(...prices)).toBe(25_000_000);
    const notForSale = rows.filter((r) => r.for_sale === 0);
    expect(notForSale.length).toBeGreaterThanOrEqual(3);
    for (const r of notForSale) expect([Number(r.price_paise), r.quantity, r.is_sold]).toEqual([0, 1, 0]);
    const soldOut = rows.filter((r) => r.is_sold === 1);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    for (const r of soldOut) expect(r.quantity).toBe(0);
    expect(forSale.some((r) => r.quantity > 1)).toBe(true);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const { db } = t.deps;
    const likes = await counts(t, 'likes', 'artwork_id');
    const comments = await counts(t, 'comments', 'artwork_id');
    const reviews = await db
      .selectFrom('reviews')
      .select(['artwork_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('rating').as('sum')])
      .groupBy('artwork_id')
      .execute();
    const reviewCount = new Map(reviews.map((r) => [r.artwork_id, Number(r.n)]));
    const ratingSum = new Map(reviews.map((r) => [r.artwork_id, Number(r.sum)]));
    const artworks = await db
      .selectFrom('artworks')
      .select(['id', 'like_count', 'comment_count', 'review_count', 'rating_sum'])
      .execute();
    for (const a of artworks) {
      expect(a.like_count, a.id).toBe(likes.get(a.id) ?? 0);
      expect(a.comment_count, a.id).toBe(comments.get(a.id) ?? 0);
      expect(a.review_count, a.id).toBe(reviewCount.get(a.id) ?? 0);
      expect(a.rating_sum, a.id).toBe(ratingSum.get(a.id) ?? 0);
    }
    expect(artworks.some((a) => a.like_count > 5)).toBe(true);

    const followers = await counts(t, 'follows', 'followee_id');
    const following = await counts(t, 'follows', 'follower_id');
    const users = await db.selectFrom('users').select(['id', 'followers_count', 'following_count']).execute();
    for (const u of users) {
      expect(u.followers_count, u.id).toBe(followers.get(u.id) ?? 0);
      expect(u.following_count, u.id).toBe(following.get(u.id) ?? 0);
    }
  });

  it('reviews only artworks for sale, never by their own artist; nobody likes or reviews their own work', async () => {
    const { db } = t.deps;
    const reviewsNotForSale = await db
      .selectFrom('reviews')
      .innerJoin('artworks', 'artworks.id', 'reviews.artwork_id')
      .select('reviews.id')
      .where('artworks.for_sale', '=', 0)
      .execute();
    expect(reviewsNotForSale).toEqual([]);
    const selfReviews = await db
      .selectFrom('reviews')
      .innerJoin('artworks', 'artworks.id', 'reviews.artwork_id')
      .select('reviews.id')
      .whereRef('reviews.reviewer_id', '=', 'artworks.artist_id')
      .execute();
    expect(selfReviews).toEqual([]);
    const selfLikes = await db
      .selectFrom('likes')
      .innerJoin('artworks', 'artworks.id', 'likes.artwork_id')
      .select('likes.user_id')
      .whereRef('likes.user_id', '=', 'artworks.artist_id')
      .execute();
    expect(selfLikes).toEqual([]);
  });

  it('dates everything in the past, each like and comment after its artwork', async () => {
    const now = new Date().toISOString();
    const late = await t.deps.db
      .selectFrom('likes')
      .innerJoin('artworks', 'artworks.id', 'likes.artwork_id')
      .select('likes.created_at')
      .whereRef('likes.created_at', '<', 'artworks.created_at')
      .execute();
    expect(late).toEqual([]);
    const newest = await t.deps.db
      .selectFrom('comments')
      .select((eb) => eb.fn.max('created_at').as('max'))
      .executeTakeFirstOrThrow();
    expect(String(newest.max) < now).toBe(true);
    const oldest = await t.deps.db
      .selectFrom('artworks')
      .select((eb) => eb.fn.min('created_at').as('min'))
      .executeTakeFirstOrThrow();
    // Spread over the past months.
    expect(Date.parse(String(oldest.min))).toBeLessThan(Date.now() - 60 * 24 * 3600 * 1000);
  });

  it("gives the artists' studios views: every artwork has some in the last 90 IST days, none in the future", async () => {
    const today = istDay(Date.now());
    const rows = await t.deps.db.selectFrom('artwork_views_daily').select(['artwork_id', 'day', 'views']).execute();
    expect(rows.every((row) => row.day <= today && Number(row.views) > 0)).toBe(true);
    expect(rows.every((row) => row.day >= addDays(today, -89))).toBe(true);
    const artworks = await t.deps.db.selectFrom('artworks').select('id').execute();
    const viewed = new Set(rows.map((row) => row.artwork_id));
    expect(artworks.filter((artwork) => !viewed.has(artwork.id))).toEqual([]);
    // A demo artist signing in sees them in the studio.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: DEMO_ARTISTS[0]?.username, password: DEMO_PASSWORD },
    });
    const studio = await t.app.inject({
      method: 'GET',
      url: '/api/auth/studio',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(studio.json().totals.views.value).toBeGreaterThan(0);
  });

  it('stores every variant of every artwork image and every avatar in media storage', async () => {
    const images = await t.deps.db.selectFrom('artwork_images').select(['artwork_id', 'hash', 'widths']).execute();
    const artworks = await t.deps.db.selectFrom('artworks').select('id').execute();
    expect(new Set(images.map((i) => i.artwork_id)).size).toBe(artworks.length);
    expect(images.length).toBeGreaterThan(artworks.length);
    for (const image of images) {
      const widths = parseWidths(image.widths);
      expect(widths).toContain(1280);
      for (const width of widths) {
        const key = mediaKey(image.hash, width);
        expect(key).toMatch(MEDIA_NAME_PATTERN);
        expect(await t.deps.media.get(key), key).not.toBeNull();
      }
    }
    const avatars = await t.deps.db
      .selectFrom('users')
      .select('profile_image')
      .where('profile_image', 'is not', null)
      .execute();
    for (const { profile_image } of avatars) {
      const res = await t.app.inject({ method: 'GET', url: String(profile_image) });
      expect(res.statusCode, String(profile_image)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('lets the demo buyer and every demo artist sign in with the demo password, and prints the logins', async () => {
    const res = await login(t, DEMO_BUYER_USERNAME, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
    const artist = await login(t, 'ananya_iyer', DEMO_PASSWORD);
    expect(artist.statusCode).toBe(200);
    expect((await login(t, DEMO_BUYER_USERNAME, 'wrong-password')).statusCode).toBe(401);
    const printed = logged.join('\n');
    expect(printed).toContain(DEMO_PASSWORD);
    expect(printed).toContain(`buyer: ${DEMO_BUYER_USERNAME};`);
    expect(printed).toContain('ananya_iyer');
  });

  it('gives the demo buyer an order, a conversation and notifications, and the selling artists theirs', async () => {
    const token = (await login(t, DEMO_BUYER_USERNAME, DEMO_PASSWORD)).json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
    const orders = await get('/api/auth/orders');
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect(orders.some((order: { paymentStatus: string }) => order.paymentStatus === 'paid')).toBe(true);
    const conversations = await get('/api/auth/chat/conversations');
    expect(conversations).toHaveLength(1);
    expect(conversations[0].unread).toBe(1);
    const types = (await get('/api/auth/notifications')).map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(['order', 'message']));
    expect((await get('/api/auth/notifications/unread')).count).toBe(types.length);

    // Every seller has the sale in their notifications.
    const sales = await t.deps.db
      .selectFrom('notifications')
      .select(['type', 'recipient_id'])
      .where('type', '=', 'sale')
      .execute();
    expect(sales).toHaveLength(orders.length);
    const likes = await t.deps.db.selectFrom('notifications').select('count').where('type', '=', 'like').execute();
    expect(likes.some((row) => row.count > 1)).toBe(true);
    // Nothing of the demo was mailed.
    expect(await t.deps.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD beside the demo', async () => {
    const res = await login(t, ADMIN.username, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const admin = await t.deps.db
      .selectFrom('users')
      .select('role')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
  });

  it('does nothing the second time', async () => {
    const before = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemo(t.deps, log)).toBeNull();
    await runStartupTasks(t.deps, log);
    const after = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('startup without SEED_DEMO', () => {
  it('leaves an empty database empty', async () => {
    const t = await createTestApp({ seedDemo: false });
    try {
      await runStartupTasks(t.deps, { info: () => {}, warn: () => {} });
      const users = await t.deps.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
