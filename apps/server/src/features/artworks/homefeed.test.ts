import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';

const daysAgo = (days: number, minutes = 0) =>
  new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString();

function nextUrl(link: string | string[] | number | undefined): string | null {
  if (typeof link !== 'string') return null;
  return /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null;
}

describe('home feed', () => {
  let t: TestApp;
  let me: TestUser;
  let followed: TestUser;
  let alsoFollowed: TestUser;
  let stranger: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    me = await createUser(t);
    followed = await createUser(t);
    alsoFollowed = await createUser(t);
    stranger = await createUser(t);
    const now = nowIso();
    await t.deps.db
      .insertInto('follows')
      .values([
        { follower_id: me.id, followee_id: followed.id, created_at: now },
        { follower_id: me.id, followee_id: alsoFollowed.id, created_at: now },
      ])
      .execute();
    const make = async (key: string, artistId: string, createdAt: string, likeCount = 0) => {
      ids[key] = (await createArtwork(t, artistId, { createdAt, likeCount })).id;
    };
    // Followed people: an old one and new ones, with likes that must not matter in this phase.
    await make('followedOld', followed.id, daysAgo(90), 50);
    await make('followedNew', followed.id, daysAgo(1));
    await make('alsoFollowedMid', alsoFollowed.id, daysAgo(5), 10);
    // Others, recent: most liked first, ties newest first.
    await make('strangerPopular', stranger.id, daysAgo(3), 9);
    await make('strangerTieOlder', stranger.id, daysAgo(4), 2);
    await make('strangerTieNewer', stranger.id, daysAgo(2), 2);
    await make('strangerUnliked', stranger.id, daysAgo(1), 0);
    // Others, older than the window: newest first after the popular ones, whatever their likes.
    await make('strangerAncient', stranger.id, daysAgo(400), 99);
    await make('strangerOld', stranger.id, daysAgo(60), 1);
    // My own: never in my feed.
    await make('mineRecent', me.id, daysAgo(0, 5), 100);
    await make('mineOld', me.id, daysAgo(100), 0);
  });
  afterAll(() => t.close());

  const expectedOrder = () => [
    ids.followedNew,
    ids.alsoFollowedMid,
    ids.followedOld,
    ids.strangerPopular,
    ids.strangerTieNewer,
    ids.strangerTieOlder,
    ids.strangerUnliked,
    ids.strangerOld,
    ids.strangerAncient,
  ];

  it('shows people I follow newest first, then recent popular artworks of others, then the rest; never mine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/homefeed?limit=100', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const feed = res.json() as { id: string; artistId: string; has_liked: boolean }[];
    expect(feed.map((artwork) => artwork.id)).toEqual(expectedOrder());
    expect(feed.some((artwork) => artwork.artistId === me.id)).toBe(false);
    // Cards carry the viewer's state.
    expect(feed[0]).toHaveProperty('has_liked', false);
  });

  it.each([1, 2, 3, 4, 8, 9])(
    'pages of %i flow from one phase into the next, each artwork exactly once',
    async (limit) => {
      const seen: string[] = [];
      let url: string | null = `/api/auth/homefeed?limit=${limit}`;
      let pages = 0;
      while (url) {
        const res = await t.app.inject({ method: 'GET', url, headers: me.auth });
        expect(res.statusCode).toBe(200);
        const page = res.json() as { id: string }[];
        expect(page.length).toBeLessThanOrEqual(limit);
        seen.push(...page.map((artwork) => artwork.id));
        url = nextUrl(res.headers.link);
        pages += 1;
        expect(pages).toBeLessThan(20);
      }
      expect(seen).toEqual(expectedOrder());
      expect(pages).toBe(Math.ceil(9 / limit));
    },
  );

  it('someone who follows nobody still gets a feed of everyone else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/homefeed', headers: stranger.auth });
    const feed = (res.json() as { id: string }[]).map((artwork) => artwork.id);
    expect(feed).not.toContain(ids.strangerPopular);
    expect(feed[0]).toBe(ids.mineRecent);
    expect(feed).toHaveLength(5);
  });

  it('needs a login, and refuses a made-up cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/homefeed' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/homefeed?cursor=abc', headers: me.auth });
    expect(bad.statusCode).toBe(400);
    const wrongPhase = Buffer.from(JSON.stringify(['mine', nowIso(), '1', 'x'])).toString('base64url');
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/homefeed?cursor=${wrongPhase}`, headers: me.auth });
    expect(res.statusCode).toBe(400);
  });
});
