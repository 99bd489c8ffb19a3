// The artist's side of moderation (issue 34, decision 0028): why their artwork is hidden, and asking for a review.
import { type ArtworkModeration, artworkModerationSchema } from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const path = (id: string) => `/auth/moderation/artworks/${encodeURIComponent(id)}`;

export const artworkModerationKey = (id: string) => ['artwork-moderation', id] as const;

/** GET /api/auth/moderation/artworks/{id}: the owner's own artwork's moderation state. */
export function artworkModerationQuery(id: string) {
  return queryOptions({
    queryKey: artworkModerationKey(id),
    queryFn: ({ signal }): Promise<ArtworkModeration> => api.get(path(id), { signal, schema: artworkModerationSchema }),
    retry: false,
  });
}

/** POST /api/auth/moderation/artworks/{id}/review-request with the artist's words. */
export function useAskForReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(`${path(id)}/review-request`, { message }, { schema: artworkModerationSchema }),
    onSuccess: (answer) => queryClient.setQueryData(artworkModerationKey(id), answer),
  });
}

/** POST /api/auth/moderation/artworks/{id}/hold-explanation: the uploader explains a held upload (decision 0041). */
export function useExplainHold(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (explanation: string) =>
      api.post(`${path(id)}/hold-explanation`, { explanation }, { schema: artworkModerationSchema }),
    onSuccess: (answer) => queryClient.setQueryData(artworkModerationKey(id), answer),
  });
}
