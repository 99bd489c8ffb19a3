// Offline copies (decision 0030): what the person last saw, kept on the device so that a reload without a network
// (a train, a lift) shows it, marked as a copy. Everything goes to the network first; a copy answers only when the
// network cannot. Registered by sw.ts.

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/** The caches of personal copies: emptied when someone signs out or in (lib/offline-copy.ts names them too). */
export const PAGES_CACHE = 'kala-pages';
export const API_CACHE = 'kala-api';
/** The header a copy carries: when the server sent it (its Date). The web shows the offline banner for it. */
export const COPY_HEADER = 'X-Kala-Copy-Of';

const DAY_SECONDS = 24 * 3600;

/**
 * API reads that are not kept: the back office, searches (typed once, rarely repeated), presence and other live
 * answers that mean nothing later, and the push key.
 */
const NOT_KEPT = [
  /^\/api\/admin\//,
  /^\/api\/search\//,
  /^\/api\/artworks\/search/,
  /^\/api\/auth\/chat\/presence/,
  /^\/api\/auth\/chat\/ws/,
  /^\/api\/push\//,
  /^\/api\/health/,
];

/** A copy, once taken from the cache, says so and says when it was made. */
const markCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(COPY_HEADER, cachedResponse.headers.get('Date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * A page's copy says so in its markup (`<html data-copy-of="<its Date>">`): a page the server drew carries the
 * answers it was drawn with, which may be older than the API's own copies made since (a conversation's newest
 * messages). The app then asks again for what the page shows, answered by those copies (lib/hydrate-page.tsx).
 */
const markPageCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const copyOf = cachedResponse.headers.get('Date') ?? new Date().toUTCString();
    const html = (await cachedResponse.text()).replace('<html', `<html data-copy-of="${copyOf}"`);
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

export function registerOfflineCopies(offlinePage: string): void {
  // Pages: the network's answer, kept; without a network the page's last copy, else the offline page.
  const pages = new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }),
      markPageCopy,
    ],
  });
  registerRoute(
    new NavigationRoute(async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(offlinePage)) ?? Response.error();
      }
    }),
  );

  // The code of screens not in the shell's precache, once run: its names carry their content's hash.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: 'kala-code',
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150 })],
    }),
  );

  // Pictures seen: content-addressed (media/<hash>-<width>.webp), so a kept one is never out of date.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: 'kala-media',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  // The API's reads: the network first, always; its last answer when there is no network.
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/api/') &&
      !NOT_KEPT.some((pattern) => pattern.test(url.pathname)),
    new NetworkFirst({
      cacheName: API_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
        markCopy,
      ],
    }),
  );
}
