import type { Db } from '../../db/database';
import { visibleArtworks } from '../../lib/visibility';
import { showsAnArtwork } from '../users/users.repository';

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_FILE_LIMIT = 50_000;

export type SitemapKind = 'artworks' | 'profiles';

/**
 * Each kind's pages: an artwork's page, and the profile of everyone who shows at least one artwork. What a
 * moderator hid, and the artworks of suspended people, are left out (issue 17).
 */
function pagesQuery(db: Db, kind: SitemapKind) {
  if (kind === 'artworks')
    return db
      .selectFrom('artworks')
      .select(['artworks.id as id', 'artworks.updated_at as updated_at'])
      .where(visibleArtworks(null));
  return db.selectFrom('users').select(['users.id as id', 'users.updated_at as updated_at']).where(showsAnArtwork);
}

export async function countSitemapPages(db: Db, kind: SitemapKind): Promise<number> {
  const { n } = await db
    .selectFrom(pagesQuery(db, kind).as('pages'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * File `index` (from 0) of a kind: its ids and last changes, in id order so each file holds the same addresses
 * from one crawl to the next (ids are time-ordered: new pages land in the last file).
 */
export function listSitemapPages(
  db: Db,
  kind: SitemapKind,
  index: number,
  limit: number,
): Promise<{ id: string; updated_at: string }[]> {
  return db
    .selectFrom(pagesQuery(db, kind).as('pages'))
    .select(['pages.id', 'pages.updated_at'])
    .orderBy('pages.id')
    .limit(limit)
    .offset(index * limit)
    .execute();
}
