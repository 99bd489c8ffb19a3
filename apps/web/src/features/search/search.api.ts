// Search (docs/product.md#api-calls): artworks by title, description or tag (GET /api/search?query=, the best 40 as
// GET /api/artworks/search finds them, with the people named so and "Did you mean", decision 0037) and artists by
// username or name (GET /api/search/user?query=, the best 20). Always asked with `limit`: without it the server answers every match (docs/decisions/0022-whole-lists.md). Cached 5 minutes, retried once, and
// skipped for blank text (docs/product.md#api-calls "Caching").

import {
  ARTWORK_SEARCH_MAX_RESULTS,
  type ArtworkFacets,
  type ArtworkSearchQuery,
  type ArtistSearchResult,
  artworkFacetsSchema,
  CACHE,
  type SearchAnswer,
  searchAnswerSchema,
  USER_SEARCH_MAX_RESULTS,
  artistSearchResultSchema,
} from '@kala/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';

// The spec allows the user list to come wrapped in { data }.
const artistListSchema = z.union([
  z.array(artistSearchResultSchema),
  z.object({ data: z.array(artistSearchResultSchema) }).transform((wrapped) => wrapped.data),
]);

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

/** The filters a search takes (issue 38): the listing's (GET /api/artworks/search's params), Near me and the sort aside. */
export type SearchFilters = {
  [K in keyof Omit<ArtworkSearchQuery, 'query' | 'limit' | 'cursor'>]?: string | number | boolean;
};

/**
 * The search page's answer (issue 38 item 3, GET /api/search): the best artworks for the text and filters, the
 * people whose name matches, "Did you mean" and, when nothing is found, the most used tags.
 */
export function searchAnswerQuery(text: string, filters: SearchFilters = {}) {
  const query = text.trim();
  return queryOptions({
    queryKey: [...ARTWORKS_QUERY_KEY, 'search', query, 'answer', filters],
    queryFn: ({ signal }): Promise<SearchAnswer> =>
      api.get('/search', {
        query: { ...filters, query, limit: ARTWORK_SEARCH_MAX_RESULTS },
        signal,
        schema: searchAnswerSchema,
      }),
    enabled: query !== '',
    staleTime: CACHE.search,
  });
}

/** The filter panel's counts on the search page: each option among the text's matches (GET /api/search/facets). */
export function searchFacetsQuery(text: string, filters: SearchFilters = {}) {
  const query = text.trim();
  return queryOptions({
    queryKey: [...ARTWORKS_QUERY_KEY, 'search', query, 'facets', filters],
    queryFn: ({ signal }): Promise<ArtworkFacets> =>
      api.get('/search/facets', { query: { ...filters, query }, signal, schema: artworkFacetsSchema }),
    placeholderData: keepPreviousData,
  });
}
