import { PAGE_SIZE } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { insertOrder } from '../features/admin/admin.fixtures';
import { newId } from '../lib/ids';
import { WHOLE_LISTS_PER_MINUTE } from './whole-lists';

// Whole lists (docs/decisions/0022-whole-lists.md): every list endpoint a client written to the plain-list API
// reads, with more rows than a page. Asked without paging parameters it answers every row in the list's order;
// with `limit` it pages as Kala's own app asks; beyond the cap the Link header names the rest. The cap comes from
// the config, so a small one stands for the real 500 and 2,000.

/** Rows in each list: more than a default page. */
const ROWS = PAGE_SIZE.default + 2;
/** A cap above every list here (29 users is the longest), and one below them. */
const ROOMY = { public: 40, admin: 40 };
const TIGHT = { public: 20, admin: 20 };

type Auth = { authorization: string } | undefined;
// biome-ignore lint/suspicious/noExplicitAny: the ids are read from the body of whichever list is asked.
type Body = any;

interface ListCase {
  name: string;
  url: string;
  auth: Auth;
  /** The rows expected, in the list's order. */
  expected: string[];
  idsOf?: (body: Body) => string[];
}

const ids = (body: Body): string[] => (body as { id: string }[]).map((row) => row.id);
const userIds = (body: Body): string[] => (body as { users: { id: string }[] }).users.map((row) => row.id);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

interface Seeded {
  cases: ListCase[];
}

/** The same rows in any app: one artist's ROWS artworks, their comments, reviews, followers, orders and so on. */
async function seed(t: TestApp): Promise<Seeded> {
  const db = t.deps.db;
  const artist = await createUser(t, { created_at: at(0) });
  const viewer = await createUser(t, { created_at: at(1) });
  const admin = await createUser(t, { role: 'admin', created_at: at(2) });
  const artworks: string[] = [];
  for (let i = 0; i < ROWS; i += 1) {
    artworks.push((await createArtwork(t, artist.id, { createdAt: at(10 + i), images: 0 })).id);
  }
  const first = artworks[0] as string;
  const people: TestUser[] = [];
  for (let i = 0; i < ROWS; i += 1) people.push(await createUser(t, { created_at: at(100 + i) }));
  const comments = people.map(() => newId());
  await db
    .insertInto('comments')
    .values(
      comments.map((id, i) => ({
        id,
        artwork_id: first,
        user_id: viewer.id,
        content: `c${i}`,
        created_at: at(200 + i),
      })),
    )
    .execute();
  const reviews = people.map(() => newId());
  await db
    .insertInto('reviews')
    .values(
      people.map((person, i) => ({
        id: reviews[i] as string,
        artwork_id: first,
        reviewer_id: person.id,
        rating: 4,
        comment: `r${i}`,
        created_at: at(300 + i),
      })),
    )
    .execute();
  await db
    .insertInto('wishlist_items')
    .values(artworks.map((id, i) => ({ user_id: viewer.id, artwork_id: id, created_at: at(400 + i) })))
    .execute();
  await db
    .insertInto('follows')
    .values(people.map((person, i) => ({ follower_id: person.id, followee_id: artist.id, created_at: at(500 + i) })))
    .execute();
  await db
    .insertInto('follows')
    .values(people.map((person, i) => ({ follower_id: viewer.id, followee_id: person.id, created_at: at(600 + i) })))
    .execute();
  const orders: string[] = [];
  for (let i = 0; i < ROWS; i += 1) orders.push(await insertOrder(t, { createdAt: at(700 + i) }));

  const newestFirst = (list: string[]) => [...list].reverse();
  const everyone = [artist, viewer, admin, ...people].map((person) => person.id);
  const cases: ListCase[] = [
    { name: 'GET /api/artworks', url: '/api/artworks', auth: undefined, expected: newestFirst(artworks) },
    {
      name: 'GET /api/artworks/{userId}',
      url: `/api/artworks/${artist.id}`,
      auth: undefined,
      expected: newestFirst(artworks),
    },
    {
      name: 'GET /api/users/{userId}/artworks',
      url: `/api/users/${artist.username}/artworks`,
      auth: undefined,
      expected: newestFirst(artworks),
    },
    {
      name: 'GET /api/auth/artworks/me',
      url: '/api/auth/artworks/me',
      auth: artist.auth,
      expected: newestFirst(artworks),
    },
    // Nobody the viewer follows has artworks and none is liked: the feed's last phase, newest first.
    { name: 'GET /api/auth/homefeed', url: '/api/auth/homefeed', auth: viewer.auth, expected: newestFirst(artworks) },
    { name: 'GET /api/auth/wishlist', url: '/api/auth/wishlist', auth: viewer.auth, expected: newestFirst(artworks) },
    {
      name: 'GET /api/artworks/{id}/comments',
      url: `/api/artworks/${first}/comments`,
      auth: undefined,
      expected: newestFirst(comments),
    },
    {
      name: 'GET /api/reviews/artwork/{id}',
      url: `/api/reviews/artwork/${first}`,
      auth: undefined,
      expected: newestFirst(reviews),
    },
    {
      name: 'GET /api/auth/me/followers',
      url: '/api/auth/me/followers',
      auth: artist.auth,
      expected: newestFirst(people.map((person) => person.id)),
      idsOf: userIds,
    },
    {
      name: 'GET /api/auth/me/following',
      url: '/api/auth/me/following',
      auth: viewer.auth,
      expected: newestFirst(people.map((person) => person.id)),
      idsOf: userIds,
    },
    { name: 'GET /api/admin/users', url: '/api/admin/users', auth: admin.auth, expected: newestFirst(everyone) },
    { name: 'GET /api/admin/artworks', url: '/api/admin/artworks', auth: admin.auth, expected: newestFirst(artworks) },
    { name: 'GET /api/admin/orders', url: '/api/admin/orders', auth: admin.auth, expected: newestFirst(orders) },
  ];
  return { cases };
}

/** Every page from `url` on, following the Link header: the rows of each page, and the URLs asked. */
async function walk(t: TestApp, list: ListCase, url: string) {
  const pages: string[][] = [];
  const urls: string[] = [];
  let next: string | undefined = url;
  while (next !== undefined && pages.length < 10) {
    urls.push(next);
    const res = await t.app.inject({ method: 'GET', url: next as string, headers: list.auth ?? {} });
    expect(res.statusCode, res.body).toBe(200);
    pages.push((list.idsOf ?? ids)(res.json()));
    const link: string = (res.headers.link as string | undefined) ?? '';
    next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  }
  return { pages, urls };
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe('whole lists: asked without paging parameters', () => {
  let roomy: TestApp;
  let tight: TestApp;
  let roomyCases: ListCase[];
  let tightCases: ListCase[];

  beforeAll(async () => {
    roomy = await createTestApp({ wholeListCaps: ROOMY });
    tight = await createTestApp({ wholeListCaps: TIGHT });
    roomyCases = (await seed(roomy)).cases;
    tightCases = (await seed(tight)).cases;
  }, 60_000);
  afterAll(async () => {
    await roomy?.close();
    await tight?.close();
  });

  const names = [
    'GET /api/artworks',
    'GET /api/artworks/{userId}',
    'GET /api/users/{userId}/artworks',
    'GET /api/auth/artworks/me',
    'GET /api/auth/homefeed',
    'GET /api/auth/wishlist',
    'GET /api/artworks/{id}/comments',
    'GET /api/reviews/artwork/{id}',
    'GET /api/auth/me/followers',
    'GET /api/auth/me/following',
    'GET /api/admin/users',
    'GET /api/admin/artworks',
    'GET /api/admin/orders',
  ];
  const find = (cases: ListCase[], name: string) => cases.find((list) => list.name === name) as ListCase;

  it('covers every list it names', () => {
    expect(roomyCases.map((list) => list.name)).toEqual(names);
  });

  it.each(names)('%s answers every row, in order, without a Link', async (name) => {
    const list = find(roomyCases, name);
    expect(list.expected.length).toBeGreaterThan(PAGE_SIZE.default);
    const { pages } = await walk(roomy, list, list.url);
    expect(pages).toEqual([list.expected]);
  });

  it.each(names)('%s with limit pages as before', async (name) => {
    const list = find(roomyCases, name);
    const { pages, urls } = await walk(roomy, list, withQuery(list.url, 'limit=10'));
    expect(pages.map((page) => page.length)).toEqual([10, 10, list.expected.length - 20]);
    expect(pages.flat()).toEqual(list.expected);
    for (const url of urls) expect(url).toContain('limit=10');
  });

  it.each(names)('%s beyond the cap answers the cap, the rest behind Link', async (name) => {
    const list = find(tightCases, name);
    const { pages, urls } = await walk(tight, list, list.url);
    expect(pages.map((page) => page.length)).toEqual([TIGHT.public, list.expected.length - TIGHT.public]);
    expect(pages.flat()).toEqual(list.expected);
    // The next part is asked as the first was, without limit.
    expect(urls[1]).toContain('cursor=');
    expect(urls[1]).not.toContain('limit=');
  });

  it('keeps the admin search over every row and its filters on the whole list', async () => {
    const list = find(roomyCases, 'GET /api/admin/users');
    const { pages } = await walk(roomy, list, `${list.url}?q=user_`);
    // Every test user's username starts user_: the search finds all of them, in one answer.
    expect(pages).toEqual([list.expected]);
  });

  it('still refuses a page size out of bounds', async () => {
    const res = await roomy.app.inject({ method: 'GET', url: '/api/artworks?limit=0' });
    expect(res.statusCode).toBe(400);
    const big = await roomy.app.inject({ method: 'GET', url: `/api/artworks?limit=${PAGE_SIZE.max + 1}` });
    expect(big.statusCode).toBe(400);
  });
});

describe('whole lists: cost', () => {
  let t: TestApp;
  let viewer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, publicCacheMs: 60_000 });
    viewer = await createUser(t);
    const artist = await createUser(t);
    for (let i = 0; i < 3; i += 1) await createArtwork(t, artist.id, { images: 0 });
  });
  afterAll(() => t.close());

  it('counts whole-list requests against a limit of their own, pages not', async () => {
    const whole = () => t.app.inject({ method: 'GET', url: '/api/auth/wishlist', headers: viewer.auth });
    for (let i = 0; i < WHOLE_LISTS_PER_MINUTE; i += 1) expect((await whole()).statusCode).toBe(200);
    const over = await whole();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/auth/wishlist?limit=5', headers: viewer.auth });
    expect(page.statusCode).toBe(200);
  });

  it('serves an anonymous whole list from the public read cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/artworks' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(3);
    const again = await t.app.inject({ method: 'GET', url: '/api/artworks' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  });
});
