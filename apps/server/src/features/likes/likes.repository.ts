import type { LikeResult } from '@kala/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { recordPairs } from '../foryou/foryou.repository';

// A like is a row keyed by (user, artwork); like_count moves only when a row was really inserted or deleted,
// in the same transaction, so liking twice counts once, unliking never goes below 0, and concurrent likes
// (PostgreSQL row locks; SQLite runs one write transaction at a time) all count exactly.
// Both return null for an unknown artwork. likeArtwork also says whether this call added the like (the
// artist hears only of new likes).

export async function likeArtwork(
  db: Db,
  userId: string,
  artworkId: string,
): Promise<{ like: LikeResult; added: boolean } | null> {
  return db.transaction().execute(async (tx) => {
    const artwork = await tx.selectFrom('artworks').select('like_count').where('id', '=', artworkId).executeTakeFirst();
    if (!artwork) return null;
    const inserted = await tx
      .insertInto('likes')
      .values({ user_id: userId, artwork_id: artworkId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) return { like: { has_liked: true, like_count: await likeCount(tx, artworkId) }, added: false };
    const updated = await tx
      .updateTable('artworks')
      .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
      .where('id', '=', artworkId)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    // For you learns from it in the same transaction (docs/decisions/0042-for-you.md).
    await recordPairs(tx, userId, artworkId, 1);
    return { like: { has_liked: true, like_count: updated.like_count }, added: true };
  });
}

export async function unlikeArtwork(db: Db, userId: string, artworkId: string): Promise<LikeResult | null> {
  return db.transaction().execute(async (tx) => {
    const artwork = await tx.selectFrom('artworks').select('like_count').where('id', '=', artworkId).executeTakeFirst();
    if (!artwork) return null;
    const deleted = await tx
      .deleteFrom('likes')
      .where('user_id', '=', userId)
      .where('artwork_id', '=', artworkId)
      .returning('user_id')
      .executeTakeFirst();
    if (deleted) {
      await tx
        .updateTable('artworks')
        .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
        .where('id', '=', artworkId)
        .where('like_count', '>', 0)
        .execute();
      await recordPairs(tx, userId, artworkId, -1);
    }
    return { has_liked: false, like_count: await likeCount(tx, artworkId) };
  });
}

// Throws NoResultError (answered 404) when the artwork was deleted while the like was being changed.
async function likeCount(db: Db, artworkId: string): Promise<number> {
  const row = await db
    .selectFrom('artworks')
    .select('like_count')
    .where('id', '=', artworkId)
    .executeTakeFirstOrThrow();
  return row.like_count;
}

/** Whether the user likes the artwork, or null for an unknown artwork. */
export async function hasLiked(db: Db, userId: string, artworkId: string): Promise<boolean | null> {
  const row = await db
    .selectFrom('artworks')
    .leftJoin('likes', (join) => join.onRef('likes.artwork_id', '=', 'artworks.id').on('likes.user_id', '=', userId))
    .select(['artworks.id', 'likes.user_id'])
    .where('artworks.id', '=', artworkId)
    .executeTakeFirst();
  return row ? row.user_id !== null : null;
}
