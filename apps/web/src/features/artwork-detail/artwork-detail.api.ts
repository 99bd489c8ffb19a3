// Calls about one artwork (docs/product.md#api-calls) that more than its detail page makes: its related works, and like
// and save, which every feed card offers. The artwork itself is lib/artwork-cache.ts's artworkQuery (the router
// prefetches it; a cart line may need it too). Actions on an artwork write the server's answer into every cached copy
// of it (lib/artwork-cache.ts), so the feed and grids agree with the detail page. The detail page's own calls
// (comments, reviews, add to cart) are in artwork-detail-page.api.ts: the feed is in the first download of the site,
// and they would be downloaded with it.

import { type Artwork, CACHE, type LikeResult, type RelatedArtworks, type WishlistResult } from '@kala/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { refetchAfterWrite } from '../../lib/query-client';
import { artworkKey, patchCachedArtwork, patchCachedArtworkOptimistically } from '../../lib/artwork-cache';
import { ARTWORKS_QUERY_KEY, WISHLIST_QUERY_KEY } from '../../lib/query-keys';

/** An id as a URL path segment (artwork-detail-page.api.ts uses it and `schema` too). */
export const path = (id: string) => encodeURIComponent(id);

// Every feed card has the like and save buttons of this file: the answers' schemas (and zod with them) load
// with the first call that needs them, not with the home page.
export const schema = lazySchemas(() => import('./artwork-detail.schemas'));

export const artworkDetailKeys = {
  comments: (id: string) => ['comments', id] as const,
  reviews: (id: string) => ['reviews', id] as const,
  // The signed-in person's own review of the artwork (the form's place): one per account.
  ownReview: (id: string, username: string) => ['reviews', id, 'mine', username] as const,
  // Under the artworks key with every other copy of an artwork (lib/query-keys.ts). Its pair of lists is a shape
  // the cache's patching leaves alone: these cards show no like or save; a refetch of artworks refreshes them.
  related: (id: string) => [...ARTWORKS_QUERY_KEY, 'related', id] as const,
};

/** GET /api/artworks/{id}/related: "More by {artist}" and "Similar works" under the artwork (issue 18). */
export function relatedArtworksQuery(id: string) {
  return queryOptions({
    queryKey: artworkDetailKeys.related(id),
    queryFn: ({ signal }): Promise<RelatedArtworks> =>
      api.get(`/artworks/${path(id)}/related`, { signal, schema: schema('relatedArtworksSchema') }),
    staleTime: CACHE.artworkDetails,
  });
}

// Like and save show at once on every cached copy of the artwork and go back if the server refuses
// (lib/optimistic.ts). They are plain calls, not useMutation: every feed card has both buttons, and TanStack's
// mutation observer would be part of the home page's first download for them. The buttons ignore taps while a
// call is in flight.

/**
 * POST /api/auth/likes/{id} to like, DELETE to unlike (docs/product.md#api-calls). `next` shows at once
 * (docs/product.md#states-and-transitions "Like"); the answer — the state and count after the call — then goes into
 * every cached copy, or the old state comes back if the call fails. Afterwards the details refresh, and the promise
 * settles once they have.
 */
export async function likeArtwork(
  queryClient: QueryClient,
  artworkId: string,
  next: { liked: boolean; count: number },
): Promise<LikeResult> {
  const rollback = await patchCachedArtworkOptimistically(queryClient, artworkId, likePatch(next.liked, next.count));
  try {
    const result: LikeResult = next.liked
      ? await api.post(`/auth/likes/${path(artworkId)}`, undefined, { schema: schema('likeResultSchema') })
      : await api.delete(`/auth/likes/${path(artworkId)}`, { schema: schema('likeResultSchema') });
    patchCachedArtwork(queryClient, artworkId, likePatch(result.has_liked, result.like_count));
    return result;
  } catch (error) {
    rollback();
    throw error;
  } finally {
    await refetchAfterWrite(queryClient, artworkKey(artworkId));
  }
}

/** An artwork's like fields: the count stands in both of the spec's places. */
function likePatch(liked: boolean, count: number): Partial<Artwork> {
  return { has_liked: liked, likes: count, how_many_like: { like_count: count } };
}

/**
 * POST /api/auth/wishlist {artworkId} to save, DELETE /api/auth/wishlist/{id} to remove
 * (docs/product.md#beyond-the-original-client). The bookmark changes at once on every cached copy, and back if the call
 * fails; the wishlist refreshes afterwards.
 */
export async function saveArtwork(queryClient: QueryClient, artworkId: string, save: boolean): Promise<WishlistResult> {
  const rollback = await patchCachedArtworkOptimistically(queryClient, artworkId, { isWishList: save });
  try {
    const result: WishlistResult = save
      ? await api.post('/auth/wishlist', { artworkId }, { schema: schema('wishlistResultSchema') })
      : await api.delete(`/auth/wishlist/${path(artworkId)}`, { schema: schema('wishlistResultSchema') });
    patchCachedArtwork(queryClient, artworkId, { isWishList: result.isWishList });
    return result;
  } catch (error) {
    rollback();
    throw error;
  } finally {
    void refetchAfterWrite(queryClient, WISHLIST_QUERY_KEY);
  }
}
