import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { registerPublicReadCache } from './public-read-cache';

// The public read cache (public-read-cache.ts): anonymous catalogue reads answered from memory for a moment,
// never a signed-in viewer's, and emptied by any successful write through the instance. The factories write to
// the database behind the cache's back, which is how a write through another instance looks from here.

describe('public read cache', () => {
  let t: TestApp;
  let artist: TestUser;
  let viewer: TestUser;
  let artworkId: string;
  beforeAll(async () => {
    // A long life, so that only the behaviour under test can end an entry.
    t = await createTestApp({ publicCacheMs: 60_000 });
    artist = await createUser(t);
    viewer = await createUser(t);
    artworkId = (await createArtwork(t, artist.id, { title: 'Lotus pond' })).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const titles = (body: string) => (JSON.parse(body) as { title: string }[]).map((card) => card.title);

  it('answers the same anonymous read from memory, with its ETag, Link and type', async () => {
    await createArtwork(t, artist.id, { title: 'Second lotus' });
    const url = '/api/artworks?limit=1';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();

    await createArtwork(t, artist.id, { title: 'Behind the cache' });
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(titles(second.body)).not.toContain('Behind the cache');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.link).toBe(first.headers.link);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);

    // A browser revalidating gets its 304 from the cached answer too.
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('never serves a signed-in viewer from it, nor keeps their answer for others', async () => {
    const url = `/api/artworks/${artworkId}`;
    await get(url);
    const signedIn = await get(url, { authorization: `Bearer ${viewer.token}` });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.json()).toHaveProperty('has_liked', false);
    const anonymous = await get(url);
    expect(anonymous.headers['x-cache']).toBe('hit');
    expect(anonymous.json()).not.toHaveProperty('has_liked');
  });

  it('is emptied by a successful write, so the writer and everyone else see it at once', async () => {
    const url = `/api/artworks/${artworkId}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');

    const like = await t.app.inject({
      method: 'POST',
      url: `/api/auth/likes/${artworkId}`,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(like.statusCode).toBeLessThan(300);
    const after = await get(url);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().how_many_like.like_count).toBe(1);
  });

  it('is not emptied by a refused write', async () => {
    const url = '/api/artworks/search?query=lotus';
    await get(url);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/likes/00000000-0000-7000-8000-000000000000',
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(refused.statusCode).toBe(404);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('keeps one answer per URL, and only for the routes that opt in', async () => {
    await get('/api/artworks?limit=2');
    expect((await get('/api/artworks?limit=3')).headers['x-cache']).toBeUndefined();
    const comments = `/api/artworks/${artworkId}/comments`;
    await get(comments);
    expect((await get(comments)).headers['x-cache']).toBeUndefined();
    const artistsArtworks = `/api/users/${artist.id}/artworks`;
    await get(artistsArtworks);
    expect((await get(artistsArtworks)).headers['x-cache']).toBe('hit');
  });

  it('does not keep errors', async () => {
    const url = '/api/artworks/00000000-0000-7000-8000-000000000000';
    expect((await get(url)).statusCode).toBe(404);
    const again = await get(url);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('public read cache under a burst', () => {
  it('fetches a cold URL once: the requests that arrive meanwhile wait for that answer', async () => {
    const t = await createTestApp({ publicCacheMs: 60_000 });
    try {
      const artist = await createUser(t);
      await createArtwork(t, artist.id, { title: 'Only once' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/artworks' })),
      );
      expect(answers.map((answer) => answer.headers['x-cache'] ?? 'fetched').sort()).toEqual([
        'fetched',
        'hit',
        'hit',
        'hit',
        'hit',
      ]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('serves the last answer while one request fetches the new one', async () => {
    const t = await createTestApp({ publicCacheMs: 100 });
    try {
      const artist = await createUser(t);
      await t.app.inject({ method: 'GET', url: '/api/artworks' });
      await createArtwork(t, artist.id, { title: 'Arrives with the refresh' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const [refreshed, meanwhile] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/artworks' }),
        t.app.inject({ method: 'GET', url: '/api/artworks' }),
      ]);
      expect(refreshed.headers['x-cache']).toBeUndefined();
      expect(refreshed.json()).toHaveLength(1);
      expect(meanwhile.headers['x-cache']).toBe('stale');
      expect(meanwhile.json()).toHaveLength(0);
      const after = await t.app.inject({ method: 'GET', url: '/api/artworks' });
      expect(after.headers['x-cache']).toBe('hit');
      expect(after.json()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('drops the last answer once the URL stops answering 200', async () => {
    const t = await createTestApp({ publicCacheMs: 100 });
    try {
      const artist = await createUser(t);
      const artwork = await createArtwork(t, artist.id, { title: 'Soon gone' });
      const url = `/api/artworks/${artwork.id}`;
      await t.app.inject({ method: 'GET', url });
      await t.deps.db.deleteFrom('artwork_images').where('artwork_id', '=', artwork.id).execute();
      await t.deps.db.deleteFrom('artworks').where('id', '=', artwork.id).execute();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const [gone, meanwhile] = await Promise.all([
        t.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'GET', url }),
      ]);
      expect(gone.statusCode).toBe(404);
      expect(meanwhile.headers['x-cache']).toBe('stale');
      const after = await t.app.inject({ method: 'GET', url });
      expect(after.statusCode).toBe(404);
      expect(after.headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('public read cache lifetime', () => {
  it('lets an answer go after PUBLIC_CACHE_MS, and is off at 0', async () => {
    const short = await createTestApp({ publicCacheMs: 100 });
    const off = await createTestApp({ publicCacheMs: 0 });
    try {
      const artist = await createUser(short);
      await short.app.inject({ method: 'GET', url: '/api/artworks' });
      await createArtwork(short, artist.id, { title: 'After a moment' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const later = await short.app.inject({ method: 'GET', url: '/api/artworks' });
      expect(later.headers['x-cache']).toBeUndefined();
      expect(later.json()).toHaveLength(1);

      await off.app.inject({ method: 'GET', url: '/api/artworks' });
      expect((await off.app.inject({ method: 'GET', url: '/api/artworks' })).headers['x-cache']).toBeUndefined();
    } finally {
      await short.close();
      await off.close();
    }
  });
});

describe('public read cache size', () => {
  it('keeps at most maxBytes of answers, the oldest dropped first, and never one bigger than that', async () => {
    const app = Fastify({ logger: false });
    registerPublicReadCache(app, { ttlMs: 60_000, maxBytes: 1000 });
    for (const [path, size] of [
      ['/a', 600],
      ['/b', 600],
      ['/huge', 2000],
    ] as const) {
      app.get(path, { config: { publicCache: true } }, async (_, reply) =>
        reply.type('application/json').send(JSON.stringify('x'.repeat(size - 2))),
      );
    }
    await app.ready();
    const cached = async (url: string) => (await app.inject({ method: 'GET', url })).headers['x-cache'];
    try {
      expect(await cached('/a')).toBeUndefined();
      expect(await cached('/a')).toBe('hit');
      // /b does not fit beside /a: /a goes.
      expect(await cached('/b')).toBeUndefined();
      expect(await cached('/b')).toBe('hit');
      expect(await cached('/a')).toBeUndefined();
      expect(await cached('/huge')).toBeUndefined();
      expect(await cached('/huge')).toBeUndefined();
      // The answer too big to keep took nothing else's place.
      expect(await cached('/a')).toBe('hit');
    } finally {
      await app.close();
    }
  });
});
