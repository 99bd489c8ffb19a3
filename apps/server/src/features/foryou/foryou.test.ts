import type { ForYouCard } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertOrder } from '../admin/admin.fixtures';
import { ViewCounter } from '../views/views.service';
import { mixSources, type Pick, withVariety } from './foryou.service';
import { refreshTrending } from './trending-job';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('for you', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const like = (id: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: user.auth });
  const unlike = (id: string, user: TestUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/likes/${id}`, headers: user.auth });
  const save = (id: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/auth/wishlist', headers: user.auth, payload: { artworkId: id } });
  const follow = (artist: TestUser, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${artist.id}/follow`, headers: user.auth });
  async function forYou(user: TestUser, query = 'limit=60'): Promise<ForYouCard[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/foryou?${query}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const ids = (cards: readonly { id: string }[]) => cards.map((card) => card.id);
  const setMedium = (id: string, medium: string) =>
    t.deps.db.updateTable('artworks').set({ medium }).where('id', '=', id).execute();

  /** Two other people like both `a` and `b`: the pair is learned. */
  async function coLiked(a: string, b: string) {
    for (const fan of [await createUser(t), await createUser(t)]) {
      await like(a, fan);
      await like(b, fan);
    }
  }

  it('learns from likes: what others liked with it comes with "Because you liked …"', async () => {
    const artist = await createUser(t);
    const other = await createUser(t);
    const liked = await createArtwork(t, artist.id, { title: 'Monsoon in Kochi' });
    const related = await createArtwork(t, other.id, { title: 'Backwaters' });
    await coLiked(liked.id, related.id);
    const viewer = await createUser(t);
    await like(liked.id, viewer);

    const cards = await forYou(viewer);
    const card = cards.find((c) => c.id === related.id);
    expect(card?.reason).toEqual({ kind: 'liked', artworkId: liked.id, title: 'Monsoon in Kochi' });
    // What they liked is not recommended back to them.
    expect(ids(cards)).not.toContain(liked.id);
  });

  it('learns from saves, purchases and views, each with its own reason', async () => {
    const artist = await createUser(t);
    const saved = await createArtwork(t, artist.id, { title: 'Saved one' });
    const bought = await createArtwork(t, artist.id, { title: 'Bought one' });
    const viewed = await createArtwork(t, artist.id, { title: 'Viewed one' });
    const others = await Promise.all(
      [0, 1, 2].map(async () => createArtwork(t, (await createUser(t)).id, { title: 'Neighbour' })),
    );
    await coLiked(saved.id, (others[0] as { id: string }).id);
    await coLiked(bought.id, (others[1] as { id: string }).id);
    await coLiked(viewed.id, (others[2] as { id: string }).id);
    const viewer = await createUser(t);
    await save(saved.id, viewer);
    await insertOrder(t, { buyerId: viewer.id, artistId: artist.id, artworkId: bought.id });
    const counter = new ViewCounter({ secret: 'for-you-test-secret' });
    counter.record({ artworkId: viewed.id, userId: viewer.id, ip: '198.51.100.9', userAgent: BROWSER });
    await counter.flush(t.deps.db);

    const reasons = new Map((await forYou(viewer)).map((card) => [card.id, card.reason]));
    expect(reasons.get((others[0] as { id: string }).id)).toEqual({
      kind: 'saved',
      artworkId: saved.id,
      title: 'Saved one',
    });
    expect(reasons.get((others[1] as { id: string }).id)).toEqual({
      kind: 'bought',
      artworkId: bought.id,
      title: 'Bought one',
    });
    expect(reasons.get((others[2] as { id: string }).id)).toEqual({
      kind: 'viewed',
      artworkId: viewed.id,
      title: 'Viewed one',
    });
  });

  it('mixes in the followed artists, "Because you follow @…", first', async () => {
    const artist = await createUser(t);
    const work = await createArtwork(t, artist.id);
    const viewer = await createUser(t);
    await follow(artist, viewer);
    const [first] = await forYou(viewer);
    expect(first?.id).toBe(work.id);
    expect(first?.reason).toEqual({ kind: 'follow', username: artist.username });
  });

  it('never shows what the person bought, nor their own works, whatever recommends them', async () => {
    const artist = await createUser(t);
    const viewer = await createUser(t);
    const liked = await createArtwork(t, artist.id);
    const bought = await createArtwork(t, artist.id);
    const own = await createArtwork(t, viewer.id);
    const kept = await createArtwork(t, artist.id);
    await coLiked(liked.id, bought.id);
    await coLiked(liked.id, own.id);
    await coLiked(liked.id, kept.id);
    await like(liked.id, viewer);
    await follow(artist, viewer);
    await insertOrder(t, { buyerId: viewer.id, artistId: artist.id, artworkId: bought.id });
    await refreshTrending(t.deps.db);

    const shown = ids(await forYou(viewer));
    expect(shown).toContain(kept.id);
    expect(shown).not.toContain(bought.id);
    expect(shown).not.toContain(own.id);
    // A cancelled order was no purchase: the work may show again.
    await t.deps.db.updateTable('orders').set({ status: 'cancelled' }).where('artwork_id', '=', bought.id).execute();
    expect(ids(await forYou(viewer))).toContain(bought.id);
  });

  it('never has more than two works of one artist in a row', async () => {
    const prolific = await createUser(t);
    const quiet = await createUser(t);
    const viewer = await createUser(t);
    for (let i = 0; i < 4; i += 1) await createArtwork(t, prolific.id);
    const seed = await createArtwork(t, quiet.id);
    const related = await createArtwork(t, quiet.id);
    for (let i = 0; i < 3; i += 1) await coLiked(seed.id, (await createArtwork(t, prolific.id)).id);
    await coLiked(seed.id, related.id);
    await follow(prolific, viewer);
    await like(seed.id, viewer);

    const cards = await forYou(viewer);
    expect(cards.length).toBeGreaterThan(4);
    for (let i = 2; i < cards.length; i += 1) {
      const run = cards.slice(i - 2, i + 1).map((card) => card.artistId);
      expect(new Set(run).size, `cards ${i - 2}–${i}`).toBeGreaterThan(1);
    }
  });

  it('withVariety moves the next other artist forward, and drops what cannot be placed', () => {
    const item = (artistId: string, n: number) => ({ artistId, n });
    const out = withVariety([item('a', 1), item('a', 2), item('a', 3), item('b', 4), item('a', 5), item('a', 6)], 2);
    expect(out.map((x) => x.n)).toEqual([1, 2, 4, 3, 5]);
  });

  it('mixSources takes turns, keeps the most personal reason of a work, and leaves out what is excluded', () => {
    const pick = (artworkId: string, artistId: string, kind: 'follow' | 'trending'): Pick => ({
      artworkId,
      artistId,
      reason: kind === 'follow' ? { kind, username: artistId } : { kind },
    });
    const mixed = mixSources(
      {
        follow: [pick('1', 'a', 'follow'), pick('2', 'b', 'follow')],
        related: [],
        medium: [],
        trending: [pick('1', 'a', 'trending'), pick('3', 'c', 'trending'), pick('4', 'me', 'trending')],
      },
      (p) => p.artistId === 'me',
    );
    expect(mixed.map((p) => [p.artworkId, p.reason.kind])).toEqual([
      ['1', 'follow'],
      ['2', 'follow'],
      ['3', 'trending'],
    ]);
  });

  it('uses the mediums picked after registering: "Popular in …"', async () => {
    const artist = await createUser(t);
    const madhubani = await createArtwork(t, artist.id);
    await setMedium(madhubani.id, 'madhubani');
    const viewer = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/onboarding', headers: viewer.auth })).json()).toEqual({
      onboarded: false,
      mediums: [],
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: viewer.auth,
      payload: { mediums: ['warli', 'madhubani', 'madhubani'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ onboarded: true, mediums: ['madhubani', 'warli'] });
    const card = (await forYou(viewer)).find((c) => c.id === madhubani.id);
    expect(card?.reason).toEqual({ kind: 'medium', medium: 'madhubani' });
  });

  it('refuses an unknown medium or too many with a 400', async () => {
    const viewer = await createUser(t);
    for (const mediums of [['crayon'], Array.from({ length: 9 }, () => 'oil')]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/onboarding',
        headers: viewer.auth,
        payload: { mediums },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('skipping the picks marks the person asked; with no signal at all, For you is what is trending', async () => {
    const artist = await createUser(t);
    const hot = await createArtwork(t, artist.id);
    await coLiked(hot.id, (await createArtwork(t, artist.id)).id);
    await refreshTrending(t.deps.db);
    const viewer = await createUser(t);
    const skip = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/onboarding',
      headers: viewer.auth,
      payload: { mediums: [] },
    });
    expect(skip.json()).toEqual({ onboarded: true, mediums: [] });
    const cards = await forYou(viewer);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => ['trending', 'popular'].includes(card.reason.kind))).toBe(true);
    expect(cards.find((card) => card.id === hot.id)?.reason).toEqual({ kind: 'trending' });
  });

  it('pages through the mix with the Link header, each work once', async () => {
    const artist = await createUser(t);
    const viewer = await createUser(t);
    await follow(artist, viewer);
    for (let i = 0; i < 3; i += 1) await createArtwork(t, artist.id);
    const all = ids(await forYou(viewer));
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/foryou?limit=2', headers: viewer.auth });
    const next = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await forYou(viewer, `limit=2&cursor=${next}`);
    expect([...ids(first.json()), ...ids(second)]).toEqual(all.slice(0, 4));
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/foryou?cursor=nonsense', headers: viewer.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('an unlike takes back what the like taught', async () => {
    const artist = await createUser(t);
    const a = await createArtwork(t, artist.id);
    const b = await createArtwork(t, artist.id);
    const fan = await createUser(t);
    await like(a.id, fan);
    await like(b.id, fan);
    const pair = () =>
      t.deps.db
        .selectFrom('artwork_pairs')
        .select('score')
        .where('artwork_id', '=', a.id)
        .where('other_id', '=', b.id)
        .executeTakeFirst();
    expect((await pair())?.score).toBe(1);
    await unlike(b.id, fan);
    expect(await pair()).toBeUndefined();
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/foryou' })).statusCode).toBe(401);
  });
});

describe('trending', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const DAY = 24 * 3600 * 1000;
  const now = new Date('2026-06-15T12:00:00.000Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

  it('orders by engagement halved every three days: a like today beats three from ten days ago', async () => {
    const artist = await createUser(t);
    const old = await createArtwork(t, artist.id, { createdAt: at(30) });
    const fresh = await createArtwork(t, artist.id, { createdAt: at(30) });
    const saved = await createArtwork(t, artist.id, { createdAt: at(30) });
    const likes = [];
    for (let i = 0; i < 3; i += 1) {
      likes.push({ user_id: (await createUser(t)).id, artwork_id: old.id, created_at: at(10) });
    }
    likes.push({ user_id: (await createUser(t)).id, artwork_id: fresh.id, created_at: at(0) });
    await t.deps.db.insertInto('likes').values(likes).execute();
    // A save (4) and two views (1 each) yesterday: 6 × 2^(-1/3) ≈ 4.8, above a like today (3).
    await t.deps.db
      .insertInto('wishlist_items')
      .values({ user_id: (await createUser(t)).id, artwork_id: saved.id, created_at: at(1) })
      .execute();
    await t.deps.db
      .insertInto('artwork_views_daily')
      .values({ artwork_id: saved.id, day: at(1).slice(0, 10), views: 2 })
      .execute();

    await refreshTrending(t.deps.db, now);
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/trending?limit=10' });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([saved.id, fresh.id, old.id]);

    // A month on, with nothing new, none of it is trending any more.
    await refreshTrending(t.deps.db, new Date(now.getTime() + 30 * DAY));
    expect(ids((await t.app.inject({ method: 'GET', url: '/api/artworks/trending' })).json())).toEqual([]);
  });

  it('pages by cursor', async () => {
    const artist = await createUser(t);
    const works = [];
    for (let i = 0; i < 3; i += 1) {
      const work = await createArtwork(t, artist.id);
      works.push(work);
      await t.deps.db
        .insertInto('likes')
        .values(
          await Promise.all(
            Array.from({ length: i + 1 }, async () => ({
              user_id: (await createUser(t)).id,
              artwork_id: work.id,
              created_at: now.toISOString(),
            })),
          ),
        )
        .execute();
    }
    await refreshTrending(t.deps.db, now);
    const first = await t.app.inject({ method: 'GET', url: '/api/artworks/trending?limit=2' });
    const cursor = /cursor=([^&>]+)/.exec(String(first.headers.link))?.[1];
    const second = await t.app.inject({ method: 'GET', url: `/api/artworks/trending?limit=2&cursor=${cursor}` });
    const mine = new Set(works.map((w) => w.id));
    // The works of the test before are trending too (their likes are within the window): only these three matter.
    const all = ids((await t.app.inject({ method: 'GET', url: '/api/artworks/trending?limit=100' })).json());
    expect(all.filter((id) => mine.has(id))).toEqual(works.map((w) => w.id).reverse());
    expect([...ids(first.json()), ...ids(second.json())]).toEqual(all.slice(0, 4));
  });

  const ids = (cards: readonly { id: string }[]) => cards.map((card) => card.id);
});

describe('artists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const like = (id: string, user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: user.auth });

  it('"Artists you may like": the artists liked by the same people first, never the artist or the viewer', async () => {
    const artist = await createUser(t);
    const liked = await createUser(t);
    const sameMedium = await createUser(t);
    const viewer = await createUser(t);
    const work = await createArtwork(t, artist.id);
    const other = await createArtwork(t, liked.id);
    const viewersOwn = await createArtwork(t, viewer.id);
    await t.deps.db.updateTable('artworks').set({ medium: 'gond' }).where('id', 'in', [work.id]).execute();
    const gond = await createArtwork(t, sameMedium.id);
    await t.deps.db.updateTable('artworks').set({ medium: 'gond' }).where('id', '=', gond.id).execute();
    for (const fan of [await createUser(t), await createUser(t)]) {
      await like(work.id, fan);
      await like(other.id, fan);
      await like(viewersOwn.id, fan);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${artist.username}/similar-artists`,
      headers: viewer.auth,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().artists.map((a: { id: string }) => a.id);
    expect(found.slice(0, 1)).toEqual([liked.id]);
    expect(found).toContain(sameMedium.id);
    expect(found).not.toContain(artist.id);
    expect(found).not.toContain(viewer.id);
    // A visitor sees the viewer too, and an unknown person is a 404.
    const visitor = await t.app.inject({ method: 'GET', url: `/api/users/${artist.id}/similar-artists` });
    expect(visitor.json().artists.map((a: { id: string }) => a.id)).toContain(viewer.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/nobody_here/similar-artists' })).statusCode).toBe(404);
  });

  it('suggests artists of the picked mediums to follow, never oneself nor one already followed', async () => {
    const warli = await createUser(t);
    const followed = await createUser(t);
    const viewer = await createUser(t);
    for (const person of [warli, followed, viewer]) {
      const work = await createArtwork(t, person.id);
      await t.deps.db.updateTable('artworks').set({ medium: 'warli' }).where('id', '=', work.id).execute();
    }
    await t.app.inject({ method: 'POST', url: `/api/auth/${followed.id}/follow`, headers: viewer.auth });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding/artists?mediums=warli,oil',
      headers: viewer.auth,
    });
    expect(res.statusCode).toBe(200);
    const artists = res.json().artists as { id: string; mediums: string[] }[];
    expect(artists.map((a) => a.id)).toEqual([warli.id]);
    expect(artists[0]?.mediums).toEqual(['warli']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/onboarding/artists?mediums=crayon',
      headers: viewer.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
