import { RELATED_ARTWORKS_LIMIT } from '@kala/contract';
import type { Db } from '../../db/database';
import { type ArtworkRow, hasTag, parseStoredTags, selectArtworkRows } from './artworks.repository';
import { type Viewer, visibleArtworks } from '../../lib/visibility';

// How many recent candidates "Similar works" ranks: enough for eight good ones, bounded whatever the catalogue's size.
const SIMILAR_CANDIDATES = 200;

/** The artist's newest works but `artwork`, those `viewer` may see (issue 17). */
export function moreByArtistRows(db: Db, artwork: ArtworkRow, viewer: Viewer): Promise<ArtworkRow[]> {
  return selectArtworkRows(db)
    .where(visibleArtworks(viewer))
    .where('artworks.artist_id', '=', artwork.artist_id)
    .where('artworks.id', '!=', artwork.id)
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(RELATED_ARTWORKS_LIMIT)
    .execute();
}

/**
 * Other artists' works like `artwork`: the most shared tags first, then the same category, then the newest. The
 * newest SIMILAR_CANDIDATES that share a tag (hasTag) or the category are ranked here.
 */
export async function similarRows(db: Db, artwork: ArtworkRow, viewer: Viewer): Promise<ArtworkRow[]> {
  const tags = parseStoredTags(artwork.tags);
  const candidates = await selectArtworkRows(db)
    .where(visibleArtworks(viewer))
    .where('artworks.artist_id', '!=', artwork.artist_id)
    .where((eb) => eb.or([eb('artworks.category', '=', artwork.category), ...tags.map(hasTag)]))
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(SIMILAR_CANDIDATES)
    .execute();
  const wanted = new Set(tags);
  const score = (row: ArtworkRow) => ({
    shared: parseStoredTags(row.tags).filter((tag) => wanted.has(tag)).length,
    sameCategory: row.category === artwork.category ? 1 : 0,
  });
  // A stable sort keeps the newest first among equals.
  return candidates
    .map((row) => ({ row, ...score(row) }))
    .sort((a, b) => b.shared - a.shared || b.sameCategory - a.sameCategory)
    .slice(0, RELATED_ARTWORKS_LIMIT)
    .map(({ row }) => row);
}
