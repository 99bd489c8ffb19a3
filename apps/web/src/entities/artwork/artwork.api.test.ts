import type { Artwork } from '@kala/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  artworksOf,
  findCachedArtwork,
  patchArtworkData,
  patchCachedArtwork,
  patchCachedArtworkOptimistically,
} from './artwork.api';

const card = (id: string, overrides: Partial<Artwork> = {}) =>
  ({
    id,
    images: [],
    artist: { id: 'x', username: 'x', profileImage: null },
    isWishList: false,
    ...overrides,
  }) as Artwork;

describe('artwork cache', () => {
  it('patches an artwork in a detail, a list and infinite pages alike', () => {
    expect(patchArtworkData(card('a1'), 'a1', { isWishList: true }).isWishList).toBe(true);
    expect(patchArtworkData([card('a0'), card('a1')], 'a1', { isWishList: true })[1]!.isWishList).toBe(true);
    const pages = { pageParams: [undefined], pages: [{ items: [card('a1')], nextCursor: null }] };
    expect(patchArtworkData(pages, 'a1', { isWishList: true }).pages[0]!.items[0]!.isWishList).toBe(true);
  });

  it('leaves data without the artwork untouched (same object: nothing re-renders)', () => {
    const list = [card('a0')];
    expect(patchArtworkData(list, 'a1', { isWishList: true })).toBe(list);
    const other = { users: [] };
    expect(patchArtworkData(other, 'a1', { isWishList: true })).toBe(other);
  });

  it('reaches every query under the artworks key, and finds a cached card', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['artworks', 'detail', 'a1'], card('a1'));
    queryClient.setQueryData(['artworks', 'search', 'x'], [card('a1')]);
    queryClient.setQueryData(['cart'], [card('a1')]);
    patchCachedArtwork(queryClient, 'a1', (artwork) => ({ comments: (artwork.comments ?? 0) + 1 }));
    expect(queryClient.getQueryData<Artwork>(['artworks', 'detail', 'a1'])!.comments).toBe(1);
    expect(queryClient.getQueryData<Artwork[]>(['artworks', 'search', 'x'])![0]!.comments).toBe(1);
    expect(queryClient.getQueryData<Artwork[]>(['cart'])![0]!.comments).toBeUndefined();
    expect(findCachedArtwork(queryClient, 'a1')?.id).toBe('a1');
    expect(findCachedArtwork(queryClient, 'nope')).toBeUndefined();
  });

  it('an optimistic patch holds up only the queries that hold the artwork, and rolls back', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['artworks', 'detail', 'a1'], card('a1'));
    // Another list's first page is still loading: a like must not cancel it (it would stay empty).
    const loading = queryClient.fetchQuery({
      queryKey: ['artworks', 'search', 'y'],
      queryFn: () => new Promise<Artwork[]>((resolve) => setTimeout(() => resolve([card('a2')]), 20)),
    });
    const rollback = await patchCachedArtworkOptimistically(queryClient, 'a1', { isWishList: true });
    expect(queryClient.getQueryData<Artwork>(['artworks', 'detail', 'a1'])!.isWishList).toBe(true);
    await expect(loading).resolves.toEqual([card('a2')]);
    rollback();
    expect(queryClient.getQueryData<Artwork>(['artworks', 'detail', 'a1'])!.isWishList).toBe(false);
  });

  it('lists the cards of all pages in order, each once', () => {
    const data = {
      pageParams: [undefined, 'c1'],
      pages: [
        { items: [card('a1'), card('a2')], nextCursor: 'c1' },
        { items: [card('a2'), card('a3')], nextCursor: null },
      ],
    };
    expect(artworksOf(data).map((artwork) => artwork.id)).toEqual(['a1', 'a2', 'a3']);
    expect(artworksOf(undefined)).toEqual([]);
  });
});
