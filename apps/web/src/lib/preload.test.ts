import { imageSrcset, mediaUrl, TOKEN_STORAGE_KEY } from '@kala/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/preload.js?raw';
import { FEED_IMAGE_SIZES } from '../features/feed/feed-card';
import { forYouInfiniteQuery, guestFeedInfiniteQuery } from '../features/feed/feed.api';
import { fakeToken } from '../test/fixtures';
import { takePreloadedAnswer } from './preloaded-answer';

// public/preload.js runs before the app and cannot import it: these tests hold it to the app's storage key, to
// the URLs and headers of the feeds' first requests (an answer the app does not take would only cost a
// download) and to the sizes of the images it preloads.

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
const modulePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
/** preload.js as the build writes it (build-plugins.ts, fillRouteModules), with this table of page → files. */
const built = (table: Record<string, string[]>) =>
  script.replace('const ROUTE_MODULES = {};', `const ROUTE_MODULES = ${JSON.stringify(table)};`);

/** The first request a paged query of the app sends, URL and options (its fetch answered with an empty page). */
async function firstRequest(query: { queryFn?: unknown }): Promise<[string, RequestInit]> {
  const fetchMock = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await (query.queryFn as (context: unknown) => Promise<unknown>)({
    pageParam: undefined,
    signal: new AbortController().signal,
  });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [unknown, RequestInit];
  return [String(url), init];
}

/** The answer preload.js's request got (the stubbed fetch's first result). */
const preloadedAnswer = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.results[0]!.value as Promise<Response>;

describe('public/preload.js', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const link of [...preloads(), ...modulePreloads()]) link.remove();
    window.history.pushState({}, '', '/');
  });

  it("asks a visitor's home for the guest feed as the app will, and the app's first request takes the answer", async () => {
    window.history.pushState({}, '', '/');
    const [feedUrl] = await firstRequest(guestFeedInfiniteQuery());
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(feedUrl);
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(init.credentials).toBe('include');
    // The app asks for the same URL without a token: it gets preload.js's answer, and nobody asks again.
    expect(takePreloadedAnswer(feedUrl, null)).toBe(preloadedAnswer(fetchMock));
    expect(takePreloadedAnswer(feedUrl, null)).toBeUndefined();
  });

  it("asks a signed-in person's home for their For you, with their token, as the app will", async () => {
    window.history.pushState({}, '', '/');
    expect(script).toContain(`getItem('${TOKEN_STORAGE_KEY}')`);
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const [feedUrl, appInit] = await firstRequest(forYouInfiniteQuery());
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(feedUrl);
    // The headers the app's own request sends.
    expect(Object.fromEntries(new Headers(init.headers))).toEqual(Object.fromEntries(new Headers(appInit.headers)));
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(init.credentials).toBe(appInit.credentials);
    // Another person's request (the token changed meanwhile) is not answered with it.
    expect(takePreloadedAnswer(feedUrl, 'another.token.here')).toBeUndefined();
    expect(takePreloadedAnswer(feedUrl, token)).toBe(preloadedAnswer(fetchMock));
  });

  it("starts the first card's image with the srcset and sizes of the card itself", async () => {
    window.history.pushState({}, '', '/');
    const firstImage = { id: 'i1', url: mediaUrl('abc', 960), widths: [320, 640, 960] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ id: 'a1', images: [firstImage] }])));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    const [image] = preloads();
    expect(image?.as).toBe('image');
    expect(image?.getAttribute('imagesrcset')).toBe(imageSrcset(firstImage));
    expect(image?.getAttribute('imagesizes')).toBe(FEED_IMAGE_SIZES);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    // The app still reads the whole answer: preload.js read a copy.
    const answer = await takePreloadedAnswer('/api/artworks?limit=24', null);
    expect(await answer?.json()).toEqual([{ id: 'a1', images: [firstImage] }]);
  });

  it('starts no image when the feed is empty or cannot be had, and leaves a refusal for the app to read', async () => {
    window.history.pushState({}, '', '/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    new Function(script)();
    const refusal = new Response('{"message":"down"}', { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal),
    );
    new Function(script)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toHaveLength(0);
    expect(refusal.bodyUsed).toBe(false);
    expect((await takePreloadedAnswer('/api/artworks?limit=24', null))?.status).toBe(503);
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

  it("starts the schemas of a signed-in person's home, which read their feed; none for a visitor's", () => {
    const table = { '/': ['lib.schemas-1.js', 'common-1.js'], '/auth/login': ['login-route-1.js'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    window.history.pushState({}, '', '/');
    new Function(built(table))();
    expect(modulePreloads()).toHaveLength(0);
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken({ sub: 'asha' }));
    new Function(built(table))();
    expect(modulePreloads().map((link) => link.getAttribute('href'))).toEqual([
      '/assets/lib.schemas-1.js',
      '/assets/common-1.js',
    ]);
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
