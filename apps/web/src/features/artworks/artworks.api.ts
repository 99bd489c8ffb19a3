// Lists of artworks (docs/product.md#api-calls GET /artworks; docs/product.md#beyond-the-original-client GET
// /users/{id}/artworks and GET /auth/artworks/me): paged with ?limit=&cursor=, the next page's cursor in the Link
// header. Filtering and sorting run on the server.

import { DEFAULT_SORT } from '@kala/contract';
import {
  type ArtworkFilters,
  ARTWORKS_QUERY_KEY,
  artworkListKey,
  pagedArtworksQuery,
} from '../../entities/artwork/artwork.api';

export const artworkKeys = {
  list: artworkListKey,
  byUser: (userId: string) => [...ARTWORKS_QUERY_KEY, 'user', userId] as const,
  mine: () => [...ARTWORKS_QUERY_KEY, 'mine'] as const,
};

/** GET /api/artworks with the listing's filters and sort. */
export function artworkListInfiniteQuery(filters: ArtworkFilters = {}) {
  const query = { ...filters, sort: filters.sort ?? DEFAULT_SORT };
  return pagedArtworksQuery(artworkKeys.list(query), '/artworks', { query });
}

/** GET /api/artworks?tag=: the artworks with exactly this tag, newest first (/tags/{tag}). */
export function tagArtworksInfiniteQuery(tag: string) {
  return artworkListInfiniteQuery({ tag });
}

/** GET /api/users/{userId}/artworks: a person's uploaded artworks, newest first (public profile). */
export function userArtworksInfiniteQuery(userId: string) {
  return pagedArtworksQuery(artworkKeys.byUser(userId), `/users/${encodeURIComponent(userId)}/artworks`);
}

/** GET /api/auth/artworks/me: the signed-in user's own artworks, newest first (own profile). */
export function myArtworksInfiniteQuery() {
  return pagedArtworksQuery(artworkKeys.mine(), '/auth/artworks/me');
}

// The paging building blocks, for screens that compose these queries (the profile pages).
export {
  artworksOf,
  pagedArtworksQuery as pagedArtworks,
  type PagedArtworksQuery,
} from '../../entities/artwork/artwork.api';
