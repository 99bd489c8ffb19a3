// Managing one's listings (issue 34, decision 0025): the calls that the artwork page's owner menu, the edit screen
// and the studio's table share. PATCH and DELETE /api/auth/artworks/{id}, the pictures of an edit, the price
// history, the studio's table and changes to several at once. After a change every artwork list refetches: an
// unlisted or deleted work leaves them, a relisted one comes back.

import {
  type Artwork,
  type ArtworkUpdateBody,
  artworkSchema,
  CACHE,
  type ListingsBulkBody,
  type ListingsBulkResult,
  listingsBulkResultSchema,
  type MyListing,
  type MyListingsQuery,
  myListingSchema,
  noContentSchema,
  type PriceChange,
  priceChangeSchema,
} from '@kala/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { artworkKey, ARTWORKS_QUERY_KEY } from './artwork.api';
import { refetchAfterWrite } from '../../lib/query-client';
import { CART_QUERY_KEY } from '../../lib/query-keys';

const path = (id: string) => `/auth/artworks/${encodeURIComponent(id)}`;

/** The studio's table and price histories: keyed apart from the artwork lists, refetched after every change. */
export const LISTINGS_QUERY_KEY = ['listings'] as const;

export function myListingsQuery(query: MyListingsQuery, token: string | null) {
  return queryOptions({
    queryKey: [...LISTINGS_QUERY_KEY, token, query.q ?? '', query.state ?? '', query.sort ?? 'newest'],
    queryFn: ({ signal }): Promise<MyListing[]> =>
      api.get('/auth/studio/artworks', {
        query: { q: query.q || undefined, state: query.state, sort: query.sort },
        signal,
        schema: z.array(myListingSchema),
      }),
    staleTime: CACHE.default,
  });
}

export function priceHistoryQuery(id: string) {
  return queryOptions({
    queryKey: [...LISTINGS_QUERY_KEY, 'price-history', id],
    queryFn: ({ signal }): Promise<PriceChange[]> =>
      api.get(`${path(id)}/price-history`, { signal, schema: z.array(priceChangeSchema) }),
    staleTime: CACHE.default,
  });
}

/** After any change: the artwork itself, every list it may be in, the carts that hold it, the studio's table. */
async function refetchListings(queryClient: QueryClient, artwork?: Artwork): Promise<void> {
  if (artwork) queryClient.setQueryData(artworkKey(artwork.id), artwork);
  await Promise.all([
    refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY),
    refetchAfterWrite(queryClient, LISTINGS_QUERY_KEY),
    refetchAfterWrite(queryClient, CART_QUERY_KEY),
  ]);
}

/** The JSON body of an edit: only what changed is needed, but the whole form is fine. */
export type ArtworkEdit = Partial<Omit<ArtworkUpdateBody, 'tags' | 'price' | 'quantity' | 'category'>> & {
  tags?: string[];
  category?: string;
  price?: string | number;
  quantity?: string | number;
};

export async function updateArtwork(queryClient: QueryClient, id: string, body: ArtworkEdit): Promise<Artwork> {
  const artwork = await api.patch(path(id), body, { schema: artworkSchema });
  await refetchListings(queryClient, artwork);
  return artwork;
}

/** The pictures in their new order: a kept one by its id, a new one as `new:<n>` for the n-th of `files`. */
export async function replaceImages(
  queryClient: QueryClient,
  id: string,
  order: readonly string[],
  files: readonly File[],
): Promise<Artwork> {
  const body = new FormData();
  body.set('order', JSON.stringify(order));
  for (const file of files) body.append('files', file, file.name);
  const artwork = await api.put(`${path(id)}/images`, body, { schema: artworkSchema });
  await refetchListings(queryClient, artwork);
  return artwork;
}

export async function deleteArtwork(queryClient: QueryClient, id: string): Promise<void> {
  await api.delete(path(id), { schema: noContentSchema });
  queryClient.removeQueries({ queryKey: artworkKey(id) });
  await refetchListings(queryClient);
}

export async function bulkChange(queryClient: QueryClient, body: ListingsBulkBody): Promise<ListingsBulkResult> {
  const result = await api.post('/auth/artworks/bulk', body, { schema: listingsBulkResultSchema });
  await refetchListings(queryClient);
  return result;
}
