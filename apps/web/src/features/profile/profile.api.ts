// Calls of the profile screens (docs/product.md#screens-and-routes Own profile, Public profile, Edit profile;
// docs/product.md#api-calls /user, /auth/me, follow and follower lists). The signed-in user's own profile is
// lib/current-profile.api.ts's query, shared with the shell; a person's public profile and Follow are the user layer's
// (entities/user/user.api.ts).

import {
  CACHE,
  type CurrentProfile,
  type FollowList,
  type BlockList,
  type BlockStatus,
  type NearbyArtists,
  type UserSummary,
  type ProfileUpdateBody,
  type ProfileUpdateResponse,
  SCREEN,
} from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, lazySchemas } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { login } from '../../lib/auth-store';
import { currentProfileQueryOptions } from '../../lib/current-profile.api';
import { refetchAfterWrite } from '../../lib/query-client';
import { FOLLOW_LIST_QUERY_KEY, PUBLIC_PROFILE_QUERY_KEY } from '../../entities/user/user.api';

// The answers' schemas (and zod with them) load with the first call that needs them, not with the page.
const schema = lazySchemas(() => import('./profile.schemas'));

export type FollowListKind = 'followers' | 'following';

/** GET /api/users/{id}/similar-artists: "Artists you may like" on a profile (docs/product.md#for-you). */
export function similarArtistsQuery(userId: string, viewer: string | null) {
  return queryOptions({
    queryKey: ['profile', 'similar', userId, viewer],
    queryFn: ({ signal }): Promise<{ artists: UserSummary[] }> =>
      api.get(`/users/${encodeURIComponent(userId)}/similar-artists`, {
        signal,
        schema: schema('similarArtistsSchema'),
      }),
    staleTime: CACHE.publicProfile,
  });
}

/**
 * GET /api/auth/artists/nearby: artists in the signed-in viewer's city (the home page, issue 19). Keyed by the
 * viewer's id: the server draws it into their home, whose state must not carry their token.
 */
export function nearbyArtistsQuery(userId: string | null) {
  return queryOptions({
    queryKey: ['profile', 'nearby', userId],
    queryFn: ({ signal }): Promise<NearbyArtists> =>
      api.get('/auth/artists/nearby', { signal, schema: schema('nearbyArtistsSchema') }),
    staleTime: CACHE.publicProfile,
  });
}

/**
 * GET /api/auth/me/followers or /following: the signed-in user's lists (docs/product.md#entities-and-fields "a users
 * array").
 */
export function myFollowListQuery(kind: FollowListKind) {
  return queryOptions({
    queryKey: [...FOLLOW_LIST_QUERY_KEY, kind],
    queryFn: ({ signal }): Promise<FollowList> =>
      api.get(`/auth/me/${kind}`, { signal, schema: schema('followListSchema') }),
    staleTime: CACHE.profile,
  });
}

export const BLOCKED_PEOPLE_QUERY_KEY = ['profile', 'blocked'] as const;

/** GET /api/auth/blocks: the people I blocked (settings, issue 17). */
export function blockedPeopleQuery() {
  return queryOptions({
    queryKey: BLOCKED_PEOPLE_QUERY_KEY,
    queryFn: ({ signal }): Promise<BlockList> => api.get('/auth/blocks', { signal, schema: schema('blockListSchema') }),
  });
}

/**
 * Block or unblock a person (POST or DELETE /api/auth/blocks/{id}). Blocking ends a follow either way, so their
 * profile, my own counts and lists, the blocked list and every feed and comment list are fetched again.
 */
export function useBlockMutation(person: { id: string; username: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean): Promise<BlockStatus> => {
      const path = `/auth/blocks/${encodeURIComponent(person.id)}`;
      return block
        ? api.post(path, undefined, { schema: schema('blockStatusSchema') })
        : api.delete(path, { schema: schema('blockStatusSchema') });
    },
    onSuccess: (status) => {
      toast.success(
        status.blocked ? SCREEN.profile.blocked(person.username) : SCREEN.profile.unblocked(person.username),
      );
      // Everything another person's block can change: reloaded, not patched.
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error, SCREEN.profile.blockFailed)),
  });
}

export interface ProfileSave {
  /** Only the fields that changed (PATCH sends only what it is given). */
  changes: Partial<Record<Exclude<keyof ProfileUpdateBody, 'offersPickup'>, string>> & { offersPickup?: boolean };
  /** A new picture, sent to POST /api/auth/me/profile-image. */
  image: File | null;
}

/**
 * Saves the edit-profile form (docs/product.md#beyond-the-original-client: Kala saves what the spec's client only
 * pretended to). A changed username comes back with a fresh token (its sub is the username): it is stored before the
 * picture is sent. The saved profile replaces the cached one, and the shell shows the new name and picture at once.
 */
export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, image }: ProfileSave): Promise<CurrentProfile | null> => {
      let saved: ProfileUpdateResponse | null = null;
      if (Object.keys(changes).length > 0) {
        saved = await api.patch('/auth/me', changes, { schema: schema('profileUpdateResponseSchema') });
        if (saved.access_token) login(saved.access_token);
      }
      if (image) {
        const body = new FormData();
        body.set('file', image);
        saved = await api.post('/auth/me/profile-image', body, { schema: schema('profileUpdateResponseSchema') });
      }
      if (!saved) return null;
      const { access_token: _token, ...profile } = saved;
      return profile;
    },
    onSuccess: (profile) => {
      if (!profile) return;
      queryClient.setQueryData(currentProfileQueryOptions(profile.id).queryKey, profile);
      // Other people's cached copies of this profile (e.g. my own public page) are out of date.
      void refetchAfterWrite(queryClient, PUBLIC_PROFILE_QUERY_KEY);
    },
  });
}
