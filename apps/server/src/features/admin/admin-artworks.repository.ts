import { stripTagHash } from '@kala/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { type ArtworkRow, selectArtworkRows } from '../artworks/artworks.repository';
import { newestRowsFirst } from '../../lib/paging';
import { escapeLike } from '../users/users.repository';

/** Of these artworks, those a moderator hid or whose artist is suspended: nobody but admins sees them. */
export async function hiddenArtworkIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('artworks')
    .innerJoin('users as artist', 'artist.id', 'artworks.artist_id')
    .select('artworks.id')
    .where('artworks.id', 'in', ids)
    .where((eb) => eb.or([eb('artworks.hidden_at', 'is not', null), eb('artist.suspended_at', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * One page of the admin Artwork Management table, newest first. `q` matches (docs/product.md#screens-and-routes) the
 * title, description, category, artist username or any tag, as a substring in any case. Tags are stored as a JSON array
 * of strings, so a tag match is a substring of that text; a leading '#' (how screens show tags) is ignored.
 */
export async function listAdminArtworkRows(
  db: Db,
  q: string | undefined,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  let query = selectArtworkRows(db);
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const tag = stripTagHash(text);
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(artworks.title) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(artworks.description) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(artworks.category) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(artist.username) like ${pattern} escape '\\'`,
        ...(tag === '' ? [] : [sql<SqlBool>`lower(artworks.tags) like ${`%${escapeLike(tag)}%`} escape '\\'`]),
      ]),
    );
  }
  return newestRowsFirst(query, 'artworks', { limit, cursor });
}
