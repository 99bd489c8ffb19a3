import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { recordPairs } from '../foryou/foryou.repository';
import { type ArtworkRow, selectArtworkRows } from '../artworks/artworks.repository';
import { newestFirstPage } from '../../lib/paging';
import { type Viewer, visibleArtworkRows } from '../../lib/visibility';

// The wishlist is a set of (user, artwork) rows: saving twice or removing twice changes nothing.

/** Saves the artwork; returns whether a row was added, or null for an unknown artwork. */
export async function addToWishlist(db: Db, userId: string, artworkId: string): Promise<boolean | null> {
  const artwork = await db.selectFrom('artworks').select('id').where('id', '=', artworkId).executeTakeFirst();
  if (!artwork) return null;
  // The save and what For you learns from it (docs/decisions/0042-for-you.md) in one transaction.
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('wishlist_items')
      .values({ user_id: userId, artwork_id: artworkId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doNothing())
      .returning('artwork_id')
      .executeTakeFirst();
    if (inserted) await recordPairs(tx, userId, artworkId, 1);
    return inserted !== undefined;
  });
}

/** Removes the artwork from the wishlist; false for an unknown artwork. */
export async function removeFromWishlist(db: Db, userId: string, artworkId: string): Promise<boolean> {
  const artwork = await db.selectFrom('artworks').select('id').where('id', '=', artworkId).executeTakeFirst();
  if (!artwork) return false;
  await db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('wishlist_items')
      .where('user_id', '=', userId)
      .where('artwork_id', '=', artworkId)
      .returning('artwork_id')
      .executeTakeFirst();
    if (deleted) await recordPairs(tx, userId, artworkId, -1);
  });
  return true;
}

/**
 * One page of the person's saved artworks, most recently saved first: those they may see (lib/visibility.ts). A
 * work its artist unlisted, or a moderator hid, leaves the list while it is so, and comes back when listed again
 * (decision 0025): the saved row stays.
 */
export async function wishlistRows(
  db: Db,
  viewer: NonNullable<Viewer>,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  const query = selectArtworkRows(db)
    .innerJoin('wishlist_items as saved', 'saved.artwork_id', 'artworks.id')
    .select('saved.created_at as saved_at')
    .where('saved.user_id', '=', viewer.id)
    .where(visibleArtworkRows(viewer));
  return newestFirstPage(query, { createdAt: 'saved.created_at', id: 'saved.artwork_id' }, { limit, cursor }, (row) => [
    row.saved_at,
    row.id,
  ]);
}
