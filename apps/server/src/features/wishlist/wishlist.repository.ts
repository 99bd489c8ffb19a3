import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { type ArtworkRow, selectArtworkRows } from '../artworks/artworks.repository';
import { decodeCursor, encodeCursor, takePage } from '../../lib/paging';

// The wishlist is a set of (user, artwork) rows: saving twice or removing twice changes nothing.

/** Saves the artwork; returns whether a row was added, or null for an unknown artwork. */
export async function addToWishlist(db: Db, userId: string, artworkId: string): Promise<boolean | null> {
  const artwork = await db.selectFrom('artworks').select('id').where('id', '=', artworkId).executeTakeFirst();
  if (!artwork) return null;
  const inserted = await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, artwork_id: artworkId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doNothing())
    .returning('artwork_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the artwork from the wishlist; false for an unknown artwork. */
export async function removeFromWishlist(db: Db, userId: string, artworkId: string): Promise<boolean> {
  const artwork = await db.selectFrom('artworks').select('id').where('id', '=', artworkId).executeTakeFirst();
  if (!artwork) return false;
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('artwork_id', '=', artworkId).execute();
  return true;
}

/** One page of the user's saved artworks, most recently saved first. */
export async function wishlistRows(
  db: Db,
  userId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  let query = selectArtworkRows(db)
    .innerJoin('wishlist_items as saved', 'saved.artwork_id', 'artworks.id')
    .select('saved.created_at as saved_at')
    .where('saved.user_id', '=', userId);
  if (cursor !== undefined) {
    const [savedAt, id] = decodeCursor(cursor, ['string', 'string']) as [string, string];
    query = query.where((eb) => eb(eb.refTuple('saved.created_at', 'saved.artwork_id'), '<', eb.tuple(savedAt, id)));
  }
  const rows = await query
    .orderBy('saved.created_at', 'desc')
    .orderBy('saved.artwork_id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = takePage(rows, limit, (last) => encodeCursor([last.saved_at, last.id]));
  return { rows: page.rows, next: page.next };
}
