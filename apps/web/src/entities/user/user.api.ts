// A person as every screen shows them (docs/product.md#api-calls /user, follow): their public profile and Follow,
// which the profile pages, the artwork page's artist header and /welcome share.

import { CACHE, type FollowStatus, type UserProfile } from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { CURRENT_PROFILE_QUERY_KEY } from '../../lib/query-keys';
import { refetchAfterWrite } from '../../lib/query-client';

// The artwork page's Follow button uses these calls: their schemas (and zod with them) load with the first call
// that needs them, not with the page.
const schema = lazySchemas(() => import('./user.schemas'));

export const PUBLIC_PROFILE_QUERY_KEY = ['profile', 'public'] as const;
/** The signed-in person's followers and following (features/profile): a follow changes them. */
export const FOLLOW_LIST_QUERY_KEY = ['profile', 'follow-list'] as const;

/** GET /api/user/{username or id}: a person's public profile, with whether the viewer follows them. */
export function publicProfileQuery(usernameOrId: string) {
  return queryOptions({
    queryKey: [...PUBLIC_PROFILE_QUERY_KEY, usernameOrId],
    queryFn: ({ signal }): Promise<UserProfile> =>
      api.get(`/user/${encodeURIComponent(usernameOrId)}`, { signal, schema: schema('userProfileSchema') }),
    // retry: the query client's default, one more try except for final answers such as 404 (docs/product.md#api-calls:
    // 1 retry).
    staleTime: CACHE.publicProfile,
  });
}

/**
 * Follow or unfollow a person (POST /api/auth/{id}/follow, DELETE /api/auth/{id}/unfollow). Nothing changes on
 * screen before the server agrees (docs/product.md#states-and-transitions "flips only after the call succeeds"); its
 * answer — the new state and that person's counts — goes into every cached copy of their profile, and my own counts and
 * lists refresh.
 */
export function useFollowMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean): Promise<FollowStatus> =>
      follow
        ? api.post(`/auth/${encodeURIComponent(userId)}/follow`, undefined, { schema: schema('followStatusSchema') })
        : api.delete(`/auth/${encodeURIComponent(userId)}/unfollow`, { schema: schema('followStatusSchema') }),
    onSuccess: async (status) => {
      // A profile request still on its way was answered before the follow (a signed-in person's server-rendered
      // profile asks again as it hydrates, and an early tap on Follow runs meanwhile): landing after this, it
      // would put the old state back. Dropped; the cached profile takes the new state.
      await queryClient.cancelQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
      queryClient.setQueriesData<UserProfile>({ queryKey: PUBLIC_PROFILE_QUERY_KEY }, (profile) =>
        profile?.id === userId ? { ...profile, ...status } : profile,
      );
      void refetchAfterWrite(queryClient, CURRENT_PROFILE_QUERY_KEY);
      void refetchAfterWrite(queryClient, FOLLOW_LIST_QUERY_KEY);
    },
  });
}
