// The filter panel's counts (issue 38, docs/decisions/0032-art-filters-and-colour.md). Its own module, read only by
// the panel, which loads when first wanted: the listing's page does not download the answer's zod schema.

import { type ArtworkFacets, artworkFacetsSchema } from '@kala/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type ArtworkFilters, artworkListKey } from './artwork.api';

/**
 * GET /api/artworks/facets: how many artworks each filter option would show, for the filter panel. The counts of
 * the previous choice stay on screen while the next ones load, so the panel does not jump.
 */
export function artworkFacetsQuery(filters: ArtworkFilters) {
  const { sort: _sort, near: _near, ...query } = filters;
  return queryOptions({
    queryKey: [...artworkListKey(query), 'facets'],
    queryFn: ({ signal }): Promise<ArtworkFacets> =>
      api.get('/artworks/facets', { query, signal, schema: artworkFacetsSchema }),
    placeholderData: keepPreviousData,
  });
}
