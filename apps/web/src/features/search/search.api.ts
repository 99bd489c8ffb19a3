// Search (docs/product.md#api-calls): artworks by title, description or tag (GET /api/artworks/search?query=, the best
// 40) and artists by username or name (GET /api/search/user?query=, the best 20). Always asked with `limit`: without
// it the server answers every match (docs/decisions/0022-whole-lists.md). Cached 5 minutes, retried once, and
// skipped for blank text (docs/product.md#api-calls "Caching").

import {
  ARTWORK_SEARCH_MAX_RESULTS,
  type Artwork,
  type ArtistSearchResult,
  CACHE,
  USER_SEARCH_MAX_RESULTS,
  artistSearchResultSchema,
  artworkSchema,
} from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY } from '../../lib/query-keys';

// The spec allows the user list to come wrapped in { data }.
const artistListSchema = z.union([
  z.array(artistSearchResultSchema),
  z.object({ data: z.array(artistSearchResultSchema) }).transform((wrapped) => wrapped.data),
]);

export function artworkSearchQuery(text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: [...ARTWORKS_QUERY_KEY, 'search', query],
    queryFn: ({ signal }) =>
      api.get<Artwork[]>('/artworks/search', {
        query: { query, limit: ARTWORK_SEARCH_MAX_RESULTS },
        signal,
        schema: z.array(artworkSchema),
      }),
    enabled: query !== '',
    staleTime: CACHE.search,
  });
}

export function artistSearchQuery(text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: ['search', 'artists', query],
    queryFn: ({ signal }): Promise<ArtistSearchResult[]> =>
      api.get('/search/user', { query: { query, limit: USER_SEARCH_MAX_RESULTS }, signal, schema: artistListSchema }),
    enabled: query !== '',
    staleTime: CACHE.search,
  });
}
