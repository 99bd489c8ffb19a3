// Calls about one artwork that more than its detail page makes (docs/product.md#api-calls): its related works, which
// the server draws with the page too. The artwork itself, like and save are the artwork layer's
// (entities/artwork/artwork.api.ts, artwork-actions.api.ts). The detail page's own calls (comments, reviews, add to
// cart) are in artwork-detail-page.api.ts.

import { CACHE, type RelatedArtworks } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';

/** An id as a URL path segment (artwork-detail-page.api.ts uses it and `schema` too). */
export const path = (id: string) => encodeURIComponent(id);

// The answers' schemas (and zod with them) load with the first call that needs them.
export const schema = lazySchemas(() => import('./artwork-detail.schemas'));

export const artworkDetailKeys = {
  comments: (id: string) => ['comments', id] as const,
  reviews: (id: string) => ['reviews', id] as const,
  // The signed-in person's own review of the artwork (the form's place): one per account.
  ownReview: (id: string, username: string) => ['reviews', id, 'mine', username] as const,
  // Under the artworks key with every other copy of an artwork (entities/artwork/artwork.api.ts). Its pair of lists
  // is a shape the cache's patching leaves alone: these cards show no like or save; a refetch of artworks refreshes
  // them.
  related: (id: string) => [...ARTWORKS_QUERY_KEY, 'related', id] as const,
};

/** GET /api/artworks/{id}/related: "More by {artist}" and "Similar works" under the artwork (issue 18). */
export function relatedArtworksQuery(id: string) {
  return queryOptions({
    queryKey: artworkDetailKeys.related(id),
    queryFn: ({ signal }): Promise<RelatedArtworks> =>
      api.get(`/artworks/${path(id)}/related`, { signal, schema: schema('relatedArtworksSchema') }),
    staleTime: CACHE.artworkDetails,
  });
}
