// Calls of the artwork detail page itself (spec §7): its comments and reviews, and commenting, reviewing and
// adding to the cart. Apart from artwork-detail.api.ts so that they load with the page, not with the feed.

import type { Artwork, Comment, Review } from '@kala/contract';
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPage, type LazySchema, type Page } from '../../lib/api-client';
import { artworkKey, patchCachedArtwork } from '../../lib/artwork-cache';
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

/** POST /api/auth/cart {artworkId} (spec §7); adding again raises the quantity, within the stock. */
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

/** POST /api/auth/comments/{artworkId} {content, artwork_id} (spec §7). The new comment goes on top at once. */
export function usePostCommentMutation(artworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string): Promise<Comment> =>
      api.post(
        `/auth/comments/${path(artworkId)}`,
        { content, artwork_id: artworkId },
        { schema: schema('commentSchema') },
      ),
    onSuccess: (comment) => {
      queryClient.setQueryData(commentsInfiniteQuery(artworkId).queryKey, (data) => prependToFirstPage(data, comment));
      patchCachedArtwork(queryClient, artworkId, (artwork) => ({ comments: artwork.comments + 1 }));
    },
  });
}

/** POST /api/auth/reviews {rating, comment, artworkId, artistId} (spec §7). */
export function usePostReviewMutation(artwork: Pick<Artwork, 'id' | 'artistId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { rating: number; comment: string }): Promise<Review> =>
      api.post(
        '/auth/reviews',
        { ...review, artworkId: artwork.id, artistId: artwork.artistId },
        { schema: schema('reviewSchema') },
      ),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewsInfiniteQuery(artwork.id).queryKey, (data) => prependToFirstPage(data, review));
      // The average rating and review count are the server's to compute.
      void refetchAfterWrite(queryClient, artworkKey(artwork.id));
    },
  });
}
