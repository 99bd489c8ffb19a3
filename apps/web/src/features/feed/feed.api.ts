// The home feed (docs/product.md#screens-and-routes, docs/product.md#api-calls): personalised for a signed-in user (GET
// /api/auth/homefeed), the general list for guests (GET /api/artworks). Both page with ?limit=&cursor= and the Link
// header.

import { CACHE } from '@kala/contract';
import { pagedArtworksQuery } from '../../lib/artwork-cache';
import { ARTWORKS_QUERY_KEY } from '../../lib/query-keys';

const FEED_KEY = [...ARTWORKS_QUERY_KEY, 'feed'] as const;

/** GET /api/auth/homefeed: people I follow first, then what is popular, then everything else (never my own). */
export function homeFeedInfiniteQuery() {
  return pagedArtworksQuery([...FEED_KEY, 'home'], '/auth/homefeed', { staleTime: CACHE.homeFeed });
}

/**
 * GET /api/artworks, newest first: the feed of a visitor who is not signed in. Its first page is the first call of a
 * visitor's first page, so it is not parsed (lib/api-client.ts NOT_PARSED_ON_FIRST_LOAD); later pages are.
 */
export function guestFeedInfiniteQuery() {
  return pagedArtworksQuery([...FEED_KEY, 'guest'], '/artworks', {
    staleTime: CACHE.homeFeed,
    firstPageUnparsed: true,
  });
}
