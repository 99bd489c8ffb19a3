// The artwork page's shipping box (issue 34 item 3): GET /api/artworks/{id}/shipping[?pincode=], and the pincode of
// the signed-in buyer's default address to start from.

import { type ArtworkShipping, artworkShippingSchema, CACHE, savedAddressSchema } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { path } from './artwork-detail.api';

export function artworkShippingQuery(artworkId: string, pincode: string | null) {
  return queryOptions({
    queryKey: ['shipping', artworkId, pincode] as const,
    queryFn: ({ signal }): Promise<ArtworkShipping> =>
      api.get(`/artworks/${path(artworkId)}/shipping`, {
        signal,
        query: { pincode: pincode ?? undefined },
        schema: artworkShippingSchema,
      }),
    staleTime: CACHE.artworkDetails,
    // A refused pincode is the buyer's to fix, not a request to repeat.
    retry: false,
  });
}

/** The default address's pincode ('addresses' first, so saving an address refreshes it). */
export function defaultPincodeQuery(token: string | null) {
  return queryOptions({
    queryKey: ['addresses', token, 'default-pincode'] as const,
    queryFn: async ({ signal }) => {
      const addresses = await api.get('/auth/addresses', { signal, schema: z.array(savedAddressSchema) });
      return addresses.find((address) => address.isDefault)?.pincode ?? null;
    },
    enabled: token !== null,
    staleTime: CACHE.profile,
  });
}
