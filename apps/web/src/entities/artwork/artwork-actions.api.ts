// Like and save (docs/product.md#api-calls), which every artwork card offers on every screen: the feed, the grids
// and the artwork page. The artwork itself is artwork.api.ts's artworkQuery. Actions on an artwork write the
// server's answer into every cached copy of it (artwork.api.ts), so the feed and grids agree with the detail page.

import { type Artwork, type LikeResult, MSG, type WishlistResult } from '@kala/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { getAuthState } from '../../lib/auth-store';
import { refetchAfterWrite } from '../../lib/query-client';
import {
  ARTWORKS_QUERY_KEY,
  artworkKey,
  patchCachedArtwork,
  patchCachedArtworkOptimistically,
  WISHLIST_QUERY_KEY,
} from './artwork.api';
import { toast } from '../../lib/toast';
import { dropQueuedAction, isOffline, type QueuedAction, queueAction, queuedActions } from './queued-actions';

const path = (id: string) => encodeURIComponent(id);

// Every feed card has the like and save buttons of this file: the answers' schemas (and zod with them) load
// with the first call that needs them, not with the home page.
const schema = lazySchemas(() => import('./artwork.schemas'));

// Like and save show at once on every cached copy of the artwork and go back if the server refuses
// (lib/optimistic.ts). They are plain calls, not useMutation: every feed card has both buttons, and TanStack's
// mutation observer would be part of the home page's first download for them. The buttons ignore taps while a
// call is in flight.

/**
 * POST /api/auth/likes/{id} to like, DELETE to unlike (docs/product.md#api-calls). `next` shows at once
 * (docs/product.md#states-and-transitions "Like"); the answer — the state and count after the call — then goes into
 * every cached copy, or the old state comes back if the call fails. Afterwards the details refresh, and the promise
 * settles once they have. Without a network the like stays on screen and waits on the device ('queued',
 * queued-actions.ts).
 */
export async function likeArtwork(
  queryClient: QueryClient,
  artworkId: string,
  next: { liked: boolean; count: number },
): Promise<LikeResult | 'queued'> {
  const rollback = await patchCachedArtworkOptimistically(queryClient, artworkId, likePatch(next.liked, next.count));
  const action: QueuedAction = { kind: 'like', artworkId, on: next.liked };
  try {
    const result = (await sendAction(action)) as LikeResult;
    patchCachedArtwork(queryClient, artworkId, likePatch(result.has_liked, result.like_count));
    await refetchAfterWrite(queryClient, artworkKey(artworkId));
    return result;
  } catch (error) {
    if (queuedOffline(error, action)) return 'queued';
    rollback();
    await refetchAfterWrite(queryClient, artworkKey(artworkId));
    throw error;
  }
}

/** An artwork's like fields: the count stands in both of the spec's places. */
function likePatch(liked: boolean, count: number): Partial<Artwork> {
  return { has_liked: liked, likes: count, how_many_like: { like_count: count } };
}

/**
 * POST /api/auth/wishlist {artworkId} to save, DELETE /api/auth/wishlist/{id} to remove
 * (docs/product.md#beyond-the-original-client). The bookmark changes at once on every cached copy, and back if the call
 * fails; the wishlist refreshes afterwards. Without a network it stays and waits on the device ('queued').
 */
export async function saveArtwork(
  queryClient: QueryClient,
  artworkId: string,
  save: boolean,
): Promise<WishlistResult | 'queued'> {
  const rollback = await patchCachedArtworkOptimistically(queryClient, artworkId, { isWishList: save });
  const action: QueuedAction = { kind: 'save', artworkId, on: save };
  try {
    const result = (await sendAction(action)) as WishlistResult;
    patchCachedArtwork(queryClient, artworkId, { isWishList: result.isWishList });
    void refetchAfterWrite(queryClient, WISHLIST_QUERY_KEY);
    return result;
  } catch (error) {
    if (queuedOffline(error, action)) return 'queued';
    rollback();
    void refetchAfterWrite(queryClient, WISHLIST_QUERY_KEY);
    throw error;
  }
}

/** The call a like or save makes. */
function sendAction({ kind, artworkId, on }: QueuedAction): Promise<LikeResult | WishlistResult> {
  if (kind === 'like') {
    return on
      ? api.post(`/auth/likes/${path(artworkId)}`, undefined, { schema: schema('likeResultSchema') })
      : api.delete(`/auth/likes/${path(artworkId)}`, { schema: schema('likeResultSchema') });
  }
  return on
    ? api.post('/auth/wishlist', { artworkId }, { schema: schema('wishlistResultSchema') })
    : api.delete(`/auth/wishlist/${path(artworkId)}`, { schema: schema('wishlistResultSchema') });
}

/**
 * Keeps `action` on the device when `error` says there was no network, and says whether it did. Nothing is
 * refreshed then: offline, the refresh would be answered with the device's copy from before the tap.
 */
function queuedOffline(error: unknown, action: QueuedAction): boolean {
  const userId = getAuthState().claims?.uid;
  if (!userId || !isOffline(error)) return false;
  queueAction(userId, action);
  return true;
}

function refusedText({ kind, on }: QueuedAction): string {
  if (kind === 'like') return MSG.likes.updateFailed;
  return on ? MSG.wishlist.saveFailed : MSG.wishlist.removeFailed;
}

let sending: Promise<void> | null = null;

/**
 * Sends the signed-in person's likes and saves kept while offline, oldest first. Still offline: they stay for next
 * time. Refused by the server (the artwork is gone, say): dropped, and said. Afterwards the artworks are refreshed,
 * so the screen shows the server's state again.
 */
export function sendQueuedActions(queryClient: QueryClient): Promise<void> {
  sending ??= (async () => {
    const userId = getAuthState().claims?.uid;
    if (!userId) return;
    let settled = 0;
    for (const action of queuedActions(userId)) {
      try {
        await sendAction(action);
      } catch (error) {
        if (isOffline(error)) break;
        toast.error(refusedText(action));
      }
      settled += 1;
      dropQueuedAction(userId, action);
    }
    if (settled > 0) await refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Sends the kept likes and saves now, and each time the browser says the network is back (main.tsx, once). */
export function startQueuedActions(queryClient: QueryClient): () => void {
  const onOnline = () => void sendQueuedActions(queryClient);
  window.addEventListener('online', onOnline);
  onOnline();
  return () => window.removeEventListener('online', onOnline);
}
