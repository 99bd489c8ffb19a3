import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkRow, createUser, insertArtworkRows, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { PER_ARTIST_READ_LIMIT } from './homefeed.repository';

// The home feed of someone following prolific artists reads newest first instead of per artist (so its cost
// does not grow with the catalogue); the pages must be the same as ever: the followed artists' artworks,
// newest first, each once.

describe('home feed of a viewer following prolific artists', () => {
  let t: TestApp;
  let viewer: TestUser;
  const followedIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createUser(t);
    const [prolific, quiet, stranger] = [await createUser(t), await createUser(t), await createUser(t)];
    const now = nowIso();
    await t.deps.db
      .insertInto('follows')
      .values(
        [prolific, quiet].map((a) => ({ follower_id: viewer.id, followee_id: (a as TestUser).id, created_at: now })),
      )
      .execute();
    const start = Date.now() - 1000 * 24 * 3600 * 1000;
    const rows = Array.from({ length: PER_ARTIST_READ_LIMIT * 1.5 }, (_, i) => {
      const artist = (i % 10 === 0 ? quiet : i % 3 === 0 ? stranger : prolific) as TestUser;
      const createdAt = new Date(start + i * 3_600_000).toISOString();
      return artworkRow(artist.id, {
        title: `Study ${i}`,
        description: 'Ink',
        tags: [],
        category: 'Sketch',
        location: 'Pune',
        createdAt,
      });
    });
    await insertArtworkRows(t, rows);
    const byFollowed = rows.filter((row) => row.artist_id !== stranger?.id);
    expect(byFollowed.length).toBeGreaterThanOrEqual(PER_ARTIST_READ_LIMIT);
    followedIds.push(...byFollowed.reverse().map((row) => row.id));
  });
  afterAll(() => t.close());

  it('pages through the followed artists’ artworks newest first, each once', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/auth/homefeed?limit=50';
    for (let page = 0; page < 3 && url; page += 1) {
      const res: { statusCode: number; json(): unknown; headers: Record<string, unknown> } = await t.app.inject({
        method: 'GET',
        url,
        headers: viewer.auth,
      });
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as { id: string }[]).map((a) => a.id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
    }
    expect(seen).toEqual(followedIds.slice(0, 150));
  });
});
