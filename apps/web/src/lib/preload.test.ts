import { imageSrcset, mediaUrl, TOKEN_STORAGE_KEY } from '@kala/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/preload.js?raw';
import { FEED_IMAGE_SIZES } from '../features/feed/feed-card';
import { guestFeedInfiniteQuery } from '../features/feed/feed.api';

// public/preload.js runs before the app and cannot import it: these tests hold it to the app's storage key, to
// the URL the guest feed really asks for and to the sizes of the images it preloads (a preload nobody uses
// would only cost a download).

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
const modulePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
/** preload.js as the build writes it (build-plugins.ts, fillRouteModules), with this table of page → files. */
const built = (table: Record<string, string[]>) =>
  script.replace('const ROUTE_MODULES = {};', `const ROUTE_MODULES = ${JSON.stringify(table)};`);

/** The URL of the first request a paged query of the app makes (its fetch answered with an empty page). */
async function firstRequestUrl(query: { queryFn?: unknown }): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await (query.queryFn as (context: unknown) => Promise<unknown>)({
    pageParam: undefined,
    signal: new AbortController().signal,
  });
  return String((fetchMock.mock.calls[0] as unknown[])[0]);
}
const guestFeedUrl = () => firstRequestUrl(guestFeedInfiniteQuery());

describe('public/preload.js', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const link of [...preloads(), ...modulePreloads()]) link.remove();
    window.history.pushState({}, '', '/');
  });

  it("asks a visitor's home page for the guest feed, as the app will", async () => {
    window.history.pushState({}, '', '/');
    const feedUrl = await guestFeedUrl();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    new Function(script)();
    const [link] = preloads();
    expect(link?.getAttribute('href')).toBe(feedUrl);
    expect(link?.as).toBe('fetch');
    expect(link?.crossOrigin).toBe('use-credentials');
  });

  it("starts the first card's image with the srcset and sizes of the card itself", async () => {
    window.history.pushState({}, '', '/');
    const firstImage = { id: 'i1', url: mediaUrl('abc', 960), widths: [320, 640, 960] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ id: 'a1', images: [firstImage] }])));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/artworks?limit=1');
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    const image = preloads().find((link) => link.as === 'image');
    expect(image?.getAttribute('imagesrcset')).toBe(imageSrcset(firstImage));
    expect(image?.getAttribute('imagesizes')).toBe(FEED_IMAGE_SIZES);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('starts no image when the feed is empty or cannot be had', async () => {
    window.history.pushState({}, '', '/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    new Function(script)();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down"}', { status: 503 })),
    );
    new Function(script)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads().filter((link) => link.as === 'image')).toHaveLength(0);
  });

  it('asks nothing for a signed-in person (they get their own feed)', () => {
    expect(script).toContain(`getItem('${TOKEN_STORAGE_KEY}')`);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    new Function(script)();
    expect(preloads()).toHaveLength(0);
  });

  it('reads the whole answer of a refusal (an unread body holds a connection), and starts no image', async () => {
    window.history.pushState({}, '', '/');
    const refusal = new Response('{"message":"Service unavailable"}', { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal),
    );
    new Function(script)();
    await vi.waitFor(() => expect(refusal.bodyUsed).toBe(true));
    expect(preloads().filter((link) => link.as === 'image')).toHaveLength(0);
  });

  it('asks nothing on other pages (the listing and an artwork page come rendered by the server)', () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    const artworkPage = '/products/01a1fc90-6d04-7d70-b77d-9af93e7c1fe9';
    for (const url of ['/auth/login', '/products', '/products?category=Painting', artworkPage, '/search/lotus']) {
      window.history.pushState({}, '', url);
      new Function(script)();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toHaveLength(0);
  });

  it("starts the login screen's code files as the app's module scripts would fetch them", () => {
    const table = { '/auth/login': ['login-route-1.js', 'form-1.js'] };
    vi.stubGlobal('fetch', vi.fn());
    window.history.pushState({}, '', '/auth/login');
    new Function(built(table))();
    expect(modulePreloads().map((link) => link.getAttribute('href'))).toEqual([
      '/assets/login-route-1.js',
      '/assets/form-1.js',
    ]);
    expect(modulePreloads().every((link) => link.crossOrigin === '')).toBe(true);
    expect(preloads()).toHaveLength(0);
  });

  it('starts no code files in development (the source has an empty table) nor on other pages', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    window.history.pushState({}, '', '/auth/login');
    new Function(script)();
    window.history.pushState({}, '', '/products');
    new Function(built({ '/auth/login': ['login-route-1.js'] }))();
    expect(modulePreloads()).toHaveLength(0);
  });
});
