import type { ColourSwatch } from '@kala/contract';
import type { Db } from '../../db/database';

// An artwork's dominant colours (migration 0035, docs/decisions/0032-art-filters-and-colour.md): rows of
// artwork_colours, and colours_at on the artwork once its main image was looked at.

/** Replaces the artwork's colours with `swatches` (most dominant first) and marks it looked at. */
export async function saveArtworkColours(
  db: Db,
  artworkId: string,
  swatches: readonly ColourSwatch[],
  now: string,
): Promise<void> {
  await db.deleteFrom('artwork_colours').where('artwork_id', '=', artworkId).execute();
  if (swatches.length > 0) {
    await db
      .insertInto('artwork_colours')
      .values(swatches.map((colour, rank) => ({ artwork_id: artworkId, colour, rank })))
      .execute();
  }
  await db.updateTable('artworks').set({ colours_at: now }).where('id', '=', artworkId).execute();
}

/**
 * The next `limit` artworks whose main image was not looked at yet, in id order after `afterId`, each with its
 * main image's hash and widths (null without an image), from the (colours_at, id) index.
 */
export function artworksWithoutColours(db: Db, afterId: string, limit: number) {
  return db
    .selectFrom('artworks')
    .leftJoin('artwork_images as main', (join) =>
      join.onRef('main.artwork_id', '=', 'artworks.id').on('main.position', '=', 0),
    )
    .select(['artworks.id', 'main.hash', 'main.widths'])
    .where('artworks.colours_at', 'is', null)
    .where('artworks.id', '>', afterId)
    .orderBy('artworks.id')
    .limit(limit)
    .execute();
}
