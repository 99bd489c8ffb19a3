// The wishlist (docs/product.md#api-calls GET /auth/wishlist; docs/product.md#beyond-the-original-client adds DELETE
// /auth/wishlist/{artworkId}).

import { type Artwork, type WishlistResult, wishlistResultSchema } from '@kala/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../../lib/api-client';
import { pagedArtworksQuery, patchCachedArtwork, WISHLIST_QUERY_KEY } from '../../entities/artwork/artwork.api';

/** GET /api/auth/wishlist: the artworks I saved, most recently saved first. */
export function wishlistInfiniteQuery() {
  return pagedArtworksQuery(WISHLIST_QUERY_KEY, '/auth/wishlist');
}

/** DELETE /api/auth/wishlist/{artworkId}: the card leaves the wishlist at once, and shows unsaved everywhere. */
export function useRemoveFromWishlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artworkId: string): Promise<WishlistResult> =>
      api.delete(`/auth/wishlist/${encodeURIComponent(artworkId)}`, { schema: wishlistResultSchema }),
    onSuccess: ({ artworkId }) => {
      queryClient.setQueryData<InfiniteData<Page<Artwork>>>(WISHLIST_QUERY_KEY, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((artwork) => artwork.id !== artworkId),
              })),
            }
          : data,
      );
      patchCachedArtwork(queryClient, artworkId, { isWishList: false });
    },
  });
}
