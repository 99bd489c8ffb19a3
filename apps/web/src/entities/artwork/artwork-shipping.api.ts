// An artwork's shipping (issue 34 item 3): GET /api/artworks/{id}/shipping[?pincode=], for the artwork page's
// shipping box and the edit screen.

import { type ArtworkShipping, CACHE } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./artwork-shipping.schemas'));

export function artworkShippingQuery(artworkId: string, pincode: string | null) {
  return queryOptions({
    queryKey: ['shipping', artworkId, pincode] as const,
    queryFn: ({ signal }): Promise<ArtworkShipping> =>
      api.get(`/artworks/${encodeURIComponent(artworkId)}/shipping`, {
        signal,
        query: { pincode: pincode ?? undefined },
        schema: schema('artworkShippingSchema'),
      }),
    staleTime: CACHE.artworkDetails,
    // A refused pincode is the buyer's to fix, not a request to repeat.
    retry: false,
  });
}
