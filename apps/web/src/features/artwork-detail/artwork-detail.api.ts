// Calls of the artwork detail page (spec §7): the artwork, its comments and reviews, and what a viewer does
// there — like, save, add to cart, comment, review. Actions on an artwork write the server's answer into every
// cached copy of it (lib/artwork-cache.ts), so the feed and grids agree with the detail page.

import {
  type Artwork,
  CACHE,
  type Comment,
  type LikeResult,
  QUERY_RETRY,
  type Review,
  type WishlistResult,
} from '@kala/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiPage, type Page } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY, patchCachedArtwork, WISHLIST_QUERY_KEY } from '../../lib/artwork-cache';

const path = (id: string) => encodeURIComponent(id);

// Every feed card has the like and save buttons of this file: the answers' schemas (and zod with them) load
// with the first call that needs them, not with the home page.
type Schemas = typeof import('./artwork-detail.schemas');
const schema =
  <K extends keyof Schemas>(name: K) =>
  (): Promise<Schemas[K]> =>
    import('./artwork-detail.schemas').then((schemas) => schemas[name]);

export const artworkDetailKeys = {
  detail: (id: string) => [...ARTWORKS_QUERY_KEY, 'detail', id] as const,
  comments: (id: string) => ['comments', id] as const,
  reviews: (id: string) => ['reviews', id] as const,
};

/** GET /api/artworks/{id}. */
export function artworkDetailQuery(id: string) {
  return queryOptions({
    queryKey: artworkDetailKeys.detail(id),
    queryFn: ({ signal }): Promise<Artwork> =>
      api.get(`/artworks/${path(id)}`, { signal, schema: schema('artworkSchema') }),
    staleTime: CACHE.artworkDetails,
    retry: QUERY_RETRY,
  });
}

function pagedQuery<T>(queryKey: readonly unknown[], url: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiPage<T>(url, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    retry: QUERY_RETRY,
  });
}

/** GET /api/artworks/{id}/comments: newest first, paged. */
export function commentsInfiniteQuery(artworkId: string) {
  return pagedQuery<Comment>(artworkDetailKeys.comments(artworkId), `/artworks/${path(artworkId)}/comments`);
}

/** GET /api/reviews/artwork/{id}: newest first, paged. */
export function reviewsInfiniteQuery(artworkId: string) {
  return pagedQuery<Review>(artworkDetailKeys.reviews(artworkId), `/reviews/artwork/${path(artworkId)}`);
}

/** Puts a new item at the top of the first page of a newest-first list. */
function prependToFirstPage<T>(data: InfiniteData<Page<T>> | undefined, item: T): InfiniteData<Page<T>> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
}

/**
 * POST /api/auth/likes/{id} to like, DELETE to unlike (spec §7). The answer — the state and count after the
 * call — goes into every cached copy of the artwork; then the details refresh (spec §4 "Like").
 */
export function useLikeMutation(artworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean): Promise<LikeResult> =>
      like
        ? api.post(`/auth/likes/${path(artworkId)}`, undefined, { schema: schema('likeResultSchema') })
        : api.delete(`/auth/likes/${path(artworkId)}`, { schema: schema('likeResultSchema') }),
    onSuccess: ({ has_liked, like_count }) =>
      patchCachedArtwork(queryClient, artworkId, { has_liked, likes: like_count, how_many_like: { like_count } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: artworkDetailKeys.detail(artworkId) }),
  });
}

/** POST /api/auth/wishlist {artworkId} to save, DELETE /api/auth/wishlist/{id} to remove (design.md). */
export function useSaveMutation(artworkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean): Promise<WishlistResult> =>
      save
        ? api.post('/auth/wishlist', { artworkId }, { schema: schema('wishlistResultSchema') })
        : api.delete(`/auth/wishlist/${path(artworkId)}`, { schema: schema('wishlistResultSchema') }),
    onSuccess: ({ isWishList }) => {
      patchCachedArtwork(queryClient, artworkId, { isWishList });
      void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
    },
  });
}

/**
 * POST /api/auth/cart {artworkId} (spec §7); adding again raises the quantity, within the stock. The cart's
 * cache belongs to the cart screens: the route hands its key in, and it is refreshed after adding.
 */
export function useAddToCartMutation(artworkId: string, cartQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/cart', { artworkId }),
    onSuccess: () => {
      patchCachedArtwork(queryClient, artworkId, { isInCart: true });
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
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
      void queryClient.invalidateQueries({ queryKey: artworkDetailKeys.detail(artwork.id) });
    },
  });
}
