// The home feed (docs/product.md#screens-and-routes, docs/product.md#api-calls): personalised for a signed-in user (GET
// /api/auth/homefeed), the general list for guests (GET /api/artworks). Both page with ?limit=&cursor= and the Link
// header.

import { CACHE, type ForYouCard } from '@kala/contract';
import { pagedArtworksQuery, pagedQuery, ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';

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

/**
 * GET /api/auth/foryou (docs/product.md#for-you): the signed-in home's mix, each card with its reason; when it ends,
 * the home goes on with homeFeedInfiniteQuery.
 */
export function forYouInfiniteQuery() {
  return pagedQuery<ForYouCard>([...FEED_KEY, 'foryou'], '/auth/foryou', {
    staleTime: CACHE.homeFeed,
    schema: 'forYouListSchema',
  });
}

/** GET /api/artworks/trending: the most engaged-with works of the last days, decayed (a visitor's home's row). */
export function trendingInfiniteQuery() {
  return pagedArtworksQuery([...FEED_KEY, 'trending'], '/artworks/trending', {
    staleTime: CACHE.homeFeed,
    query: { limit: 12 },
  });
}
