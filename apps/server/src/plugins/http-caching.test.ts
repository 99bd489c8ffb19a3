import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';

// HTTP efficiency of the API: validators and cache headers on public reads, none on private answers,
// compression of JSON and of the web app's files.

describe('cache headers and conditional requests', () => {
  let t: TestApp;
  let artist: TestUser;
  let viewer: TestUser;
  let admin: TestUser;
  let artworkId: string;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: `painter_${Date.now().toString(36)}` });
    viewer = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    for (let i = 0; i < 5; i += 1) {
      artworkId = (await createArtwork(t, artist.id, { title: `Lotus pond ${i}`, tags: ['lotus'] })).id;
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('every public read carries a weak ETag and must be revalidated', async () => {
    const publicReads = [
      '/api/artworks',
      `/api/artworks/${artworkId}`,
      `/api/artworks/${artworkId}/comments`,
      `/api/reviews/artwork/${artworkId}`,
      `/api/user/${artist.username}`,
      `/api/users/${artist.id}/artworks`,
      '/api/artworks/search?query=lotus',
    ];
    for (const url of publicReads) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
      expect(String(res.headers.vary), url).toMatch(/authorization/i);
    }
  });

  it('answers 304 with no body while nothing changed, and a new ETag once something did', async () => {
    const first = await get('/api/artworks');
    const etag = String(first.headers.etag);
    const again = await get('/api/artworks', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A strong form of the same tag, and a list of tags, match too (weak comparison).
    expect((await get('/api/artworks', { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    expect((await get('/api/artworks', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);

    const like = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${artworkId}`, headers: viewer.auth });
    expect(like.statusCode).toBeLessThan(300);
    const changed = await get('/api/artworks', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a public read answered for a signed-in viewer is private to them (it holds their likes)', async () => {
    const res = await get(`/api/artworks/${artworkId}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^W\//);
    const anonymous = await get(`/api/artworks/${artworkId}`);
    expect(anonymous.headers.etag).not.toBe(res.headers.etag);
    expect(
      (await get(`/api/artworks/${artworkId}`, { ...viewer.auth, 'if-none-match': String(res.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('signed-in and admin answers are never stored and carry no validator', async () => {
    for (const [url, user] of [
      ['/api/auth/me', viewer],
      ['/api/auth/cart', viewer],
      ['/api/auth/homefeed', viewer],
      ['/api/admin/users', admin],
    ] as const) {
      const res = await get(url, user.auth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const refused = await get('/api/auth/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('writes, errors and the health check are not stored either', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody_here', password: 'wrong password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const missing = await get('/api/artworks/00000000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    const health = await get('/api/health');
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers.etag).toBeUndefined();
  });
});

describe('compression', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Kala</title>${'<p>Kala</p>'.repeat(200)}`);
    writeFileSync(path.join(webDist, 'assets', 'app-3f2a.js'), `console.log("kala");\n`.repeat(500));
    t = await createTestApp({ webDist });
    const artist = await createUser(t);
    for (let i = 0; i < 5; i += 1) await createArtwork(t, artist.id);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gzips JSON answers for clients that accept it; the ETag is the same either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/artworks' });
    const zipped = await t.app.inject({ method: 'GET', url: '/api/artworks', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('gzips the web app: hashed assets cached for a year, pages revalidated', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(asset.rawPayload).toString()).toContain('console.log("kala")');

    const page = await t.app.inject({ method: 'GET', url: '/explore', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Kala</title>');
  });
});
