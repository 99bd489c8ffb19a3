// Calls of the artwork detail page itself (docs/product.md#api-calls): its comments and reviews, and commenting,
// reviewing and adding to the cart. Apart from artwork-detail.api.ts so that they load with the page, not with the
// feed.

import type { Artwork, Comment, Review } from '@kala/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiPage, apiUrl, type LazySchema, type Page } from '../../lib/api-client';
import { getToken } from '../../lib/auth-store';
import { artworkKey, patchCachedArtwork, patchCachedArtworkOptimistically } from '../../entities/artwork/artwork.api';
import { applyOptimistic } from '../../lib/optimistic';
import { refetchAfterWrite } from '../../lib/query-client';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import { artworkDetailKeys, path, schema } from './artwork-detail.api';

function pagedQuery<T>(queryKey: readonly unknown[], url: string, listSchema: LazySchema<T[]>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiPage<T>(url, { query: { cursor: pageParam }, signal, schema: listSchema }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
  });
}

/** GET /api/artworks/{id}/comments: newest first, paged. */
export function commentsInfiniteQuery(artworkId: string) {
  return pagedQuery<Comment>(
    artworkDetailKeys.comments(artworkId),
    `/artworks/${path(artworkId)}/comments`,
    schema('commentListSchema'),
  );
}

/** GET /api/reviews/artwork/{id}: newest first, paged. */
export function reviewsInfiniteQuery(artworkId: string) {
  return pagedQuery<Review>(
    artworkDetailKeys.reviews(artworkId),
    `/reviews/artwork/${path(artworkId)}`,
    schema('reviewListSchema'),
  );
}

/** Puts a new item at the top of the first page of a newest-first list. */
function prependToFirstPage<T>(data: InfiniteData<Page<T>> | undefined, item: T): InfiniteData<Page<T>> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
}

/** POST /api/auth/cart {artworkId} (docs/product.md#api-calls); adding again raises the quantity, within the stock. */
export function useAddToCartMutation(artworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/cart', { artworkId }, { schema: schema('cartItemSchema') }),
    onSuccess: () => {
      patchCachedArtwork(queryClient, artworkId, { isInCart: true });
      void refetchAfterWrite(queryClient, CART_QUERY_KEY);
    },
  });
}

/**
 * POST /api/auth/comments/{artworkId} {content, artwork_id} (docs/product.md#api-calls). The new comment goes on top at
 * once.
 */
export function usePostCommentMutation(artworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string): Promise<Comment> =>
      api.post(
        `/auth/comments/${path(artworkId)}`,
        { content, artwork_id: artworkId },
        { schema: schema('commentSchema') },
      ),
    onSuccess: async (comment) => {
      const queryKey = commentsInfiniteQuery(artworkId).queryKey;
      // On top at once. A list request on its way (the page's own, asked again with the person's token as it became
      // theirs) was answered before the comment existed: it is cancelled, and the list is asked again.
      await applyOptimistic<InfiniteData<Page<Comment>>>(
        queryClient,
        { queryKey, exact: true },
        (data) => prependToFirstPage(data, comment) ?? data,
      );
      void refetchAfterWrite(queryClient, queryKey);
      // The tab's count likewise: a request for the artwork on its way would answer the count without the comment. It
      // is cancelled before counting (a cancelled request puts back the data it found), and the artwork asked again.
      await patchCachedArtworkOptimistically(queryClient, artworkId, (artwork) => ({ comments: artwork.comments + 1 }));
      void queryClient.invalidateQueries({ queryKey: artworkKey(artworkId), exact: true });
    },
  });
}

/** GET /api/auth/reviews/artwork/{id}: the signed-in person's review of the artwork, or null. */
export function ownReviewQuery(artworkId: string, username: string) {
  return queryOptions({
    queryKey: artworkDetailKeys.ownReview(artworkId, username),
    queryFn: ({ signal }): Promise<Review | null> =>
      api.get(`/auth/reviews/artwork/${path(artworkId)}`, { signal, schema: schema('ownReviewSchema') }),
  });
}

type ReviewDraft = { rating: number; comment: string };

/**
 * One's review changed: the form's place shows it, the list has it, and the average is the server's to say. Requests
 * on their way for these were answered before the change: they are cancelled first (as for a comment), and the list
 * (with one's own review, whose key is under the list's) is asked again.
 */
async function settleOwnReview(
  queryClient: QueryClient,
  artworkId: string,
  username: string,
  review: Review | null,
  list: (pages: InfiniteData<Page<Review>> | undefined) => InfiniteData<Page<Review>> | undefined,
) {
  const ownKey = ownReviewQuery(artworkId, username).queryKey;
  await queryClient.cancelQueries({ queryKey: ownKey });
  queryClient.setQueryData(ownKey, review);
  const listKey = reviewsInfiniteQuery(artworkId).queryKey;
  await applyOptimistic<InfiniteData<Page<Review>>>(
    queryClient,
    { queryKey: listKey, exact: true },
    (data) => list(data) ?? data,
  );
  void refetchAfterWrite(queryClient, listKey);
  void refetchAfterWrite(queryClient, artworkKey(artworkId));
}

/** Every page of a cached list with one item changed (or left out, when `change` answers null). */
function mapPages<T extends { id: string }>(
  data: InfiniteData<Page<T>> | undefined,
  id: string,
  change: (item: T) => T | null,
): InfiniteData<Page<T>> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.flatMap((item) => {
      if (item.id !== id) return [item];
      const changed = change(item);
      return changed ? [changed] : [];
    }),
  }));
  return { ...data, pages };
}

/** POST /api/auth/reviews {rating, comment, artworkId, artistId} (docs/product.md#api-calls). */
export function usePostReviewMutation(artwork: Pick<Artwork, 'id' | 'artistId'>, username: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewDraft): Promise<Review> =>
      api.post(
        '/auth/reviews',
        { ...review, artworkId: artwork.id, artistId: artwork.artistId },
        { schema: schema('reviewSchema') },
      ),
    onSuccess: (review) => {
      if (username === null) return;
      return settleOwnReview(queryClient, artwork.id, username, review, (data) => prependToFirstPage(data, review));
    },
    // Already reviewed (in another tab, say): the form gives way to the review there is.
    onError: () => {
      if (username !== null)
        void queryClient.invalidateQueries({ queryKey: ownReviewQuery(artwork.id, username).queryKey });
    },
  });
}

/** PUT /api/auth/reviews/{reviewId} {rating, comment}: one's own review, rewritten. */
export function useUpdateReviewMutation(artworkId: string, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...draft }: ReviewDraft & { id: string }): Promise<Review> =>
      api.put(`/auth/reviews/${path(id)}`, draft, { schema: schema('reviewSchema') }),
    onSuccess: (review) =>
      settleOwnReview(queryClient, artworkId, username, review, (data) => mapPages(data, review.id, () => review)),
  });
}

/** DELETE /api/auth/reviews/{reviewId}: one's own review, gone; the form comes back. */
export function useDeleteReviewMutation(artworkId: string, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      api.delete(`/auth/reviews/${path(id)}`, { schema: schema('noContentSchema') }),
    onSuccess: (_answer, id) =>
      settleOwnReview(queryClient, artworkId, username, null, (data) => mapPages(data, id, () => null)),
  });
}

/**
 * POST /api/artworks/{id}/view (docs/decisions/0010-artwork-views-and-studio.md), sent by view-beacon.ts: a plain
 * fetch rather than the API client, since `keepalive` lets it finish when the visitor leaves at once and there is
 * no answer to parse. The token goes with it so the server knows a signed-in viewer. Failures are ignored.
 */
export function sendViewBeacon(artworkId: string): void {
  const token = getToken();
  try {
    void fetch(apiUrl(`/artworks/${encodeURIComponent(artworkId)}/view`), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => {});
  } catch {
    // No fetch (an old browser, a test without one): nothing to report.
  }
}
