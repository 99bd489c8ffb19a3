// The signed-in user's profile (GET /api/auth/me). The shell fetches it and stores it into the auth state
// (docs/product.md#navigation-shell); screens read it with useAuth().profile. After changing the profile or a
// follow, invalidate CURRENT_PROFILE_QUERY_KEY (a prefix of the query's key) and the shell stores the fresh copy.

import { CACHE, type CurrentProfile } from '@kala/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { setCurrentProfile, useAuth } from './auth-store';
import { CURRENT_PROFILE_QUERY_KEY } from './query-keys';
import { shellSchema } from './shell-schema';

/**
 * Keyed by the person's id too, so that another account's profile can never be served from the cache (the id, not
 * the token: a page the server draws carries its queries' keys, and never the token).
 */
export function currentProfileQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...CURRENT_PROFILE_QUERY_KEY, userId],
    queryFn: ({ signal }) =>
      api.get<CurrentProfile>('/auth/me', { signal, schema: shellSchema('currentProfileSchema') }),
    staleTime: CACHE.profile,
  });
}

/** Used once, by the shell: fetches the current profile while signed in and stores it into the auth state. */
export function useCurrentProfileSync(): void {
  const { token, userId } = useAuth();
  const { data } = useQuery({ ...currentProfileQueryOptions(userId), enabled: token !== null });
  useEffect(() => {
    if (data && token) setCurrentProfile(data, token);
  }, [data, token]);
}
