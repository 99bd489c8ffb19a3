import { SORT_OPTIONS, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { recordStatements } from '../../../test/statements';
import { encodeCursor, pageLimit } from '../../lib/paging';
import { listArtworkRows } from './artworks.repository';
import { homeFeedRows } from './homefeed.repository';

/** The URL of the next page from a Link header, or null. */
function nextUrl(link: string | string[] | number | undefined): string | null {
  if (typeof link !== 'string') return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  return match?.[1] ?? null;
}

describe('artworks: keyset paging', () => {
  let t: TestApp;
  let artist: TestUser;
  const allIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
    // 23 artworks with many ties: 3 prices, 3 like counts, and groups sharing the same creation time.
    const base = Date.parse('2024-06-01T10:00:00.000Z');
    for (let i = 0; i < 23; i += 1) {
      const artwork = await createArtwork(t, artist.id, {
        forSale: true,
        price: [100, 250.5, 100, 999][i % 4],
        likeCount: [0, 3, 3][i % 3],
        createdAt: new Date(base + Math.floor(i / 3) * 60_000).toISOString(),
        category: i % 2 === 0 ? 'Painting' : 'Sketch',
      });
      allIds.push(artwork.id);
    }
  });
  afterAll(() => t.close());

  async function walk(firstUrl: string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let url: string | null = firstUrl;
    let pages = 0;
    while (url) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { id: string }[];
      expect(Array.isArray(body)).toBe(true);
      ids.push(...body.map((artwork) => artwork.id));
      url = nextUrl(res.headers.link);
      pages += 1;
      expect(pages).toBeLessThan(50);
    }
    return { ids, pages };
  }

  it.each(SORT_OPTIONS)(
    'sort %s: pages of 5 return every artwork exactly once, in the one-page order',
    async (sort) => {
      const whole = await t.app.inject({ method: 'GET', url: `/api/artworks?sort=${sort}&limit=100` });
      const expected = (whole.json() as { id: string }[]).map((artwork) => artwork.id);
      expect(whole.headers.link).toBeUndefined();
      expect(new Set(expected)).toEqual(new Set(allIds));

      const { ids, pages } = await walk(`/api/artworks?sort=${sort}&limit=5`);
      expect(pages).toBe(5);
      expect(ids).toEqual(expected);
    },
  );

  it('orders ties by id, so equal prices and like counts still have one order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks?sort=price_asc&limit=100' });
    const rows = res.json() as { id: string; price: number }[];
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.price < b.price || (a.price === b.price && a.id < b.id)).toBe(true);
    }
  });

  it('the next link keeps the filters and the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks?category=Sketch&sort=popular&limit=4' });
    const next = nextUrl(res.headers.link);
    expect(next).toMatch(/^\/api\/artworks\?/);
    const params = new URL(next as string, 'http://x').searchParams;
    expect(params.get('category')).toBe('Sketch');
    expect(params.get('sort')).toBe('popular');
    expect(params.get('limit')).toBe('4');
    expect(params.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const { ids } = await walk('/api/artworks?category=Sketch&sort=popular&limit=4');
    expect(ids).toHaveLength(11);
  });

  it('an artwork added while paging neither repeats nor skips a row', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/artworks?limit=10' });
    const seen = (first.json() as { id: string }[]).map((artwork) => artwork.id);
    const extra = await createArtwork(t, artist.id, { createdAt: '2030-01-01T00:00:00.000Z' });
    const rest = await walk(nextUrl(first.headers.link) as string);
    expect([...seen, ...rest.ids].sort()).toEqual([...allIds].sort());
    await t.deps.db.deleteFrom('artworks').where('id', '=', extra.id).execute();
  });

  it("a user's artworks page the same way", async () => {
    const { ids } = await walk(`/api/users/${artist.id}/artworks?limit=7&sort=price_desc`);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
  });

  it.each([
    ['not base64 json', 'not-a-cursor!'],
    ['the wrong shape', encodeCursor(['recent', 5])],
    ['another sort', encodeCursor(['price_asc', 100, 'x'])],
    ['a wrong key type', encodeCursor(['recent', 100, 'x'])],
  ])('a cursor with %s is a 400', async (_label, cursor) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks?sort=recent&cursor=${cursor}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ cursor: VALIDATION.query.cursorInvalid });
  });
});

describe("a page's size in its statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is written into the SQL as a number, not bound: SQLite runs a bound LIMIT slower (issue 21)', async () => {
    const reader = await createUser(t);
    const { db, statements } = recordStatements(t.deps.db);
    await listArtworkRows(db, {}, 'price_asc', 7, undefined, { id: reader.id, role: 'user' });
    await homeFeedRows(db, { id: reader.id, role: 'user' }, 9, undefined);
    const limits = statements.map((statement) => /limit (\d+)\) as "page"/.exec(statement.sql)?.[1]).filter(Boolean);
    expect(limits).toContain('8');
    expect(limits).toContain('10');
    // The pages' statements (the feed's first page also counts, once a minute, with a bound cap of its own).
    for (const { sql, parameters } of statements.filter((statement) => statement.sql.includes(' as "page"'))) {
      expect(sql).not.toMatch(/limit (\?|\$\d+)/);
      expect(parameters).not.toContain(8);
    }
  });

  it('takes only a whole, non-negative number', () => {
    expect(t.deps.db.selectFrom('artworks').select('id').limit(pageLimit(25)).compile().sql).toMatch(/limit 25$/);
    for (const bad of [2.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => pageLimit(bad)).toThrow();
  });
});
