// Search (docs/product.md#api-calls): artworks by title, description or tag (GET /api/artworks/search?query=, at most
// 40, best first) and artists by username or name (GET /api/search/user?query=). Cached 5 minutes, retried once, and
// skipped for blank text (docs/product.md#api-calls "Caching").

import { type Artwork, type ArtistSearchResult, CACHE, artistSearchResultSchema, artworkSchema } from '@kala/contract';
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
      api.get<Artwork[]>('/artworks/search', { query: { query }, signal, schema: z.array(artworkSchema) }),
    enabled: query !== '',
    staleTime: CACHE.search,
  });
}

export function artistSearchQuery(text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: ['search', 'artists', query],
    queryFn: ({ signal }): Promise<ArtistSearchResult[]> =>
      api.get('/search/user', { query: { query }, signal, schema: artistListSchema }),
    enabled: query !== '',
    staleTime: CACHE.search,
  });
}
