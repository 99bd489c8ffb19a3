import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@kala/contract';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';

// The server serves the built web app: the shell for every client route, hashed assets cached for a year.
describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = path.join(process.env.TMPDIR ?? '/tmp', `kala-web-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kala</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build writes beside each text file (apps/web/vite.config.ts, kala-precompress). Each copy
    // says which file it is, so a test can tell the build's file from the server compressing the plain one.
    const script = (copy: string) => `console.log(${JSON.stringify(copy)}, ${JSON.stringify('x'.repeat(5000))})`;
    writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), script('plain'));
    writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.br'), brotliCompressSync(script('brotli file')));
    writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.gz'), gzipSync(script('gzip file')));
    writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync('<!doctype html><title>Kala br</title>'));
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it('answers / with the app shell, never cached stale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Kala</title>');
  });

  it('answers a client route such as /auth/cart with the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/cart?tab=reviews' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kala</title>');
  });

  it("answers an unknown artwork's or person's page 404 with the app shell (its not-found page)", async () => {
    for (const url of ['/products/123?tab=reviews', '/product/123', '/profile/nobody']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe('<!doctype html><title>Kala</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip file the build wrote, as the browser accepts, and varies on it', async () => {
    const bigScript = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': acceptEncoding } });
    const br = await bigScript('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('brotli file');

    const gzip = await bigScript('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('gzip file');

    const plain = await bigScript('');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('plain');
  });

  it("sends the shell of a client route from the build's brotli file too", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Kala br</title>');
  });

  it('serves an asset written by a build after the server started', async () => {
    writeFileSync(path.join(webDist, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('serves the service worker and the web app manifest as what they are, never cached stale', async () => {
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {})');
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Kala"}');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    rmSync(path.join(webDist, 'sw.js'));
    rmSync(path.join(webDist, 'manifest.webmanifest'));
  });

  it('answers a missing service worker or manifest with a 404, not the shell (a 404 retires an old worker)', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('keeps unknown API paths as JSON 404s rather than the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

// The listing and an artwork's page come with their markup (apps/web/src/entry-server.tsx, built into
// <webDist>/ssr). Here a stand-in renderer shows what the server does with one: the HTML around its markup, its
// API calls answered in process, and the plain shell whenever it has nothing or fails.
describe('pages rendered on the server', () => {
  let t: TestApp;

  const SHELL = `<!doctype html><html><head><title>Kala — Indian art marketplace</title>
<script async src="/preload.js"></script><script type="module" crossorigin src="/assets/app-1.js"></script></head>
<body><div id="root"><p>spinner</p></div></body></html>`;

  const RENDERER = `
export async function renderPage(url, fetchApi, language, viewer) {
  if (url.pathname === '/products/fails') throw new Error('a rendering bug');
  if (url.pathname === '/products/lang') return { html: '<p>in ' + language + '</p>', state: '{}', title: 'Kala' };
  if (url.pathname === '/products/none') return null;
  const answer = await fetchApi('/api/artworks?limit=1');
  const cards = await answer.json();
  if (viewer !== null) {
    const feed = await fetchApi('/api/auth/homefeed?limit=1');
    return {
      html: '<h1>Rendered ' + url.pathname + ' for ' + viewer.userId + '</h1><p>API ' + answer.status + ', feed ' + feed.status + '</p>',
      state: '{}',
      title: 'Kala',
    };
  }
  return {
    html: '<h1>Rendered ' + url.pathname + url.search + '</h1><p>API ' + answer.status + ', cards ' + cards.length + '</p>',
    state: '{"title":"\\\\u003c/script>"}',
    title: 'Rain <b> & "sun" — Kala',
  };
}`;

  beforeAll(async () => {
    const webDist = path.join(
      process.env.TMPDIR ?? '/tmp',
      `kala-ssr-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    mkdirSync(path.join(webDist, 'ssr'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    writeFileSync(path.join(webDist, 'ssr', 'entry-server.js'), RENDERER);
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it("sends home, the listing, a tag's page, an artwork's page and a profile with the renderer's markup, state and title", async () => {
    for (const url of ['/', '/products', '/products/a1?tab=reviews', '/product/a1', '/tags/warli', '/profile/ravi']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Its API call was answered by this server's own route, in process.
      expect(res.body).toContain(`<div id="root"><h1>Rendered ${url}</h1><p>API 200, cards 0</p></div>`);
      expect(res.body).toContain(
        '<script type="application/json" id="kala-page-state">{"title":"\\u003c/script>"}</script>',
      );
      expect(res.body).toContain('<title>Rain &lt;b&gt; &amp; &quot;sun&quot; — Kala</title>');
      // The app's code is still asked for; preload.js is not (the page has its data and images already).
      expect(res.body).toContain('/assets/app-1.js');
      expect(res.body).not.toContain('preload.js');
      expect(res.body).not.toContain('spinner');
    }
  });

  it('sends the plain shell when the renderer has no page or fails, and for every other page', async () => {
    // No such artworks here: the shell answers 404 for them (the app shows its not-found page).
    for (const [url, status] of [
      ['/products/none', 404],
      ['/products/fails', 404],
      ['/auth/login', 200],
      ['/auth/wishlist', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toBe(SHELL);
    }
  });

  it('draws every page for the person the session cookie names, once their token checks out', async () => {
    const asha = await createUser(t);
    const withCookie = (token: string) => ({ cookie: `lang=en; ${SESSION_COOKIE}=${token}` });
    for (const url of ['/', '/products', '/products/a1', '/profile/ravi', '/tags/warli']) {
      const res = await t.app.inject({ method: 'GET', url, headers: withCookie(asha.token) });
      // The renderer was told who, and its API calls carried their token (the homefeed answers them only).
      expect(res.body, url).toContain(`<h1>Rendered ${url} for ${asha.id}</h1><p>API 200, feed 200</p>`);
      // Theirs alone: no shared cache keeps it, and a cache keeps the URL's answers apart by cookie.
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toContain('Cookie');
    }
    // A token that does not check out (made up, or ended by a new password) draws what a visitor sees.
    const fake = `${asha.token.slice(0, -4)}AAAA`;
    await t.deps.db.updateTable('users').set({ session_version: 1 }).where('id', '=', asha.id).execute();
    for (const token of [fake, asha.token]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: withCookie(token) });
      expect(res.body).toContain('<h1>Rendered /</h1><p>API 200, cards 0</p>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never lets the session cookie sign an API request in (no other site can act with it)', async () => {
    const ravi = await createUser(t);
    const cookie = { cookie: `${SESSION_COOKIE}=${ravi.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/homefeed', headers: cookie })).statusCode).toBe(401);
    const like = await t.app.inject({ method: 'POST', url: '/api/auth/like/a1', headers: cookie });
    expect(like.statusCode).toBe(401);
  });

  it('renders in the request language (the lang cookie, else Accept-Language) and says it in <html lang>', async () => {
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/products/lang', headers });
    const english = await page({});
    expect(english.body).toContain('<p>in en</p>');
    expect(english.body).toContain('<html><head>');
    expect(english.headers.vary).toContain('Accept-Language');
    const hindi = await page({ 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.body).toContain('<p>in hi</p>');
    expect(hindi.body).toContain('<html lang="hi-IN"><head>');
    expect((await page({ cookie: 'lang=hi' })).body).toContain('<p>in hi</p>');
    expect((await page({ cookie: 'lang=en', 'accept-language': 'hi' })).body).toContain('<p>in en</p>');
  });

  it("never sends the renderer's code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(res.body).not.toContain('renderPage');
  });
});
