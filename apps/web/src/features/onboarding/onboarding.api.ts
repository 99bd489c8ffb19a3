// The picks after registering (docs/product.md#for-you): GET and PUT /api/auth/onboarding, and the artists to follow,
// GET /api/auth/onboarding/artists?mediums=.

import { type ArtMedium, CACHE, type Onboarding, type SuggestedArtist } from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';

const schema = lazySchemas(() => import('./onboarding.schemas'));

export function onboardingQuery() {
  return queryOptions({
    queryKey: ['onboarding'],
    queryFn: ({ signal }): Promise<Onboarding> =>
      api.get('/auth/onboarding', { signal, schema: schema('onboardingSchema') }),
    staleTime: CACHE.default,
  });
}

export function suggestedArtistsQuery(mediums: readonly ArtMedium[]) {
  return queryOptions({
    queryKey: ['onboarding', 'artists', [...mediums]],
    queryFn: ({ signal }): Promise<{ artists: SuggestedArtist[] }> =>
      api.get('/auth/onboarding/artists', {
        signal,
        query: { mediums: mediums.join(',') },
        schema: schema('suggestedArtistsSchema'),
      }),
    staleTime: CACHE.default,
  });
}

/** Saves the picks (none: skipped); For you is asked again, since it starts from them. */
export function useSavePicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediums: readonly ArtMedium[]): Promise<Onboarding> =>
      api.put('/auth/onboarding', { mediums }, { schema: schema('onboardingSchema') }),
    onSuccess: (answer) => {
      queryClient.setQueryData(onboardingQuery().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [...ARTWORKS_QUERY_KEY, 'feed'] });
    },
  });
}
