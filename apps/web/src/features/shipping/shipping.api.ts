// The artist's shipping profile (issue 34 item 3): GET and PUT /api/auth/shipping-profile.

import { type ShippingProfile, shippingProfileSchema } from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const SHIPPING_PROFILE_KEY = ['shipping-profile'] as const;

export function shippingProfileQuery(token: string | null) {
  return queryOptions({
    queryKey: [...SHIPPING_PROFILE_KEY, token],
    queryFn: ({ signal }): Promise<ShippingProfile> =>
      api.get('/auth/shipping-profile', { signal, schema: shippingProfileSchema }),
    enabled: token !== null,
  });
}

export interface ShippingProfileInput {
  free: boolean;
  rates?: { city: string; state: string; india: string };
  processingDays: string;
  returnsDays: number | string | null;
}

export function useSaveShippingProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingProfileInput) =>
      api.put('/auth/shipping-profile', body, { schema: shippingProfileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueriesData({ queryKey: SHIPPING_PROFILE_KEY }, profile);
      // Every artwork's quote may have changed.
      void queryClient.invalidateQueries({ queryKey: ['shipping'] });
    },
  });
}
