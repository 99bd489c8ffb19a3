import { TOKEN_STORAGE_KEY } from '@kala/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/preload.js?raw';
import { SLIDE_SIZES } from '../features/artwork-detail/artwork-carousel';
import { GRID_IMAGE_SIZES } from '../features/artworks/artwork-grid-card';
import { FEED_IMAGE_SIZES } from '../features/feed/feed-card';
import { artworkListInfiniteQuery } from '../features/artworks/artworks.api';
import { filtersFromParams } from '../features/artworks/listing-params';
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
const listingUrl = () => firstRequestUrl(artworkListInfiniteQuery(filtersFromParams(new URLSearchParams())));

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
    const srcset = '/media/abc-320.webp 320w, /media/abc-640.webp 640w, /media/abc-960.webp 960w';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ id: 'a1', images: [{ srcset }] }])));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/artworks?limit=1');
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    const image = preloads().find((link) => link.as === 'image');
    expect(image?.getAttribute('imagesrcset')).toBe(srcset);
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

  it("starts a visitor's listing request as the app will make it", async () => {
    const url = await listingUrl();
    window.history.pushState({}, '', '/products');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    new Function(script)();
    const fetchPreload = preloads().find((link) => link.as === 'fetch');
    expect(fetchPreload?.getAttribute('href')).toBe(url);
    expect(fetchPreload?.crossOrigin).toBe('use-credentials');
  });

  it('starts no listing request for a signed-in person (theirs carries their token)', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    window.history.pushState({}, '', '/products');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    new Function(script)();
    expect(preloads().filter((link) => link.as === 'fetch')).toHaveLength(0);
  });

  it("starts the listing's first two images, with the grid card's sizes, when no filter is set", async () => {
    window.history.pushState({}, '', '/products');
    const cards = ['a', 'b'].map((name) => ({ images: [{ srcset: `/media/${name}-320.webp 320w` }] }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(cards)));
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/artworks?limit=2');
    const images = () => preloads().filter((link) => link.as === 'image');
    await vi.waitFor(() => expect(images()).toHaveLength(2));
    expect(images().map((link) => link.getAttribute('imagesrcset'))).toEqual([
      '/media/a-320.webp 320w',
      '/media/b-320.webp 320w',
    ]);
    expect(images().every((link) => link.getAttribute('imagesizes') === GRID_IMAGE_SIZES)).toBe(true);
  });

  it("starts an artwork's first image, with the carousel's sizes", async () => {
    const id = '01a1fc90-6d04-7d70-b77d-9af93e7c1fe9';
    window.history.pushState({}, '', `/products/${id}`);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ id, images: [{ srcset: '/media/c-960.webp 960w' }] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    new Function(script)();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/artworks/${id}`);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]?.getAttribute('imagesizes')).toBe(SLIDE_SIZES);
  });

  it('reads the whole answer of a missing artwork (an unread body holds a connection), and starts no image', async () => {
    const id = '01a1fc90-6d04-7d70-b77d-9af93e7c1fe9';
    window.history.pushState({}, '', `/products/${id}`);
    const refusal = new Response('{"message":"Artwork not found"}', { status: 404 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal),
    );
    new Function(script)();
    await vi.waitFor(() => expect(refusal.bodyUsed).toBe(true));
    expect(preloads()).toHaveLength(0);
  });

  it('asks nothing on other pages, nor on a filtered listing', () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    for (const url of ['/auth/login', '/products?category=Painting', '/search/lotus']) {
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
