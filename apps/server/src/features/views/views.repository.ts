import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { visibleArtworks } from '../../lib/visibility';
import { nowIso } from '../../lib/ids';
import { recordRecentViews } from '../foryou/foryou.repository';

/** A view waiting in an instance's buffer: who (a keyed hash), which artwork, which IST day. */
export interface PendingView {
  day: string;
  artworkId: string;
  viewer: string;
  /** The signed-in viewer, so the artist's own views are dropped; null for an anonymous visitor. */
  userId: string | null;
}

// Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters.
const CHUNK = 500;

/**
 * Writes a batch of buffered views: unknown and hidden artworks and the artist's own views are dropped, then each
 * (day, artwork, viewer) not yet seen by any instance is recorded and its artwork's daily count is raised by an
 * upsert that adds. Both steps run in one transaction, so a view is counted exactly when its seen row was
 * inserted; two instances flushing the same viewer count it once, different viewers add up.
 * Returns how many views were counted.
 */
export async function flushViews(db: Db, batch: readonly PendingView[]): Promise<number> {
  if (batch.length === 0) return 0;
  const ids = [...new Set(batch.map((view) => view.artworkId))];
  const artists = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('artworks')
      .select(['id', 'artist_id'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      // A hidden artwork, or one of a suspended artist, has no public page: a view of it counts for nothing.
      .where(visibleArtworks(null))
      .execute();
    for (const row of rows) artists.set(row.id, row.artist_id);
  }
  // Sorted, so two instances' transactions take their row locks in the same order and cannot deadlock.
  const countable = batch
    .filter((view) => {
      const artist = artists.get(view.artworkId);
      return artist !== undefined && artist !== view.userId;
    })
    .sort(
      (a, b) =>
        a.artworkId.localeCompare(b.artworkId) || a.day.localeCompare(b.day) || a.viewer.localeCompare(b.viewer),
    );
  if (countable.length === 0) return 0;

  return db.transaction().execute(async (tx) => {
    const added = new Map<string, { artwork_id: string; day: string; views: number }>();
    for (let i = 0; i < countable.length; i += CHUNK) {
      const inserted = await tx
        .insertInto('artwork_view_seen')
        .values(
          countable
            .slice(i, i + CHUNK)
            .map((view) => ({ day: view.day, artwork_id: view.artworkId, viewer: view.viewer })),
        )
        .onConflict((oc) => oc.columns(['day', 'artwork_id', 'viewer']).doNothing())
        .returning(['day', 'artwork_id'])
        .execute();
      for (const row of inserted) {
        const key = `${row.artwork_id}|${row.day}`;
        const entry = added.get(key) ?? { artwork_id: row.artwork_id, day: row.day, views: 0 };
        entry.views += 1;
        added.set(key, entry);
      }
    }
    const rows = [...added.values()];
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insertInto('artwork_views_daily')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['artwork_id', 'day']).doUpdateSet({ views: sql`artwork_views_daily.views + excluded.views` }),
        )
        .execute();
    }
    // A signed-in viewer's views seed their For you (docs/decisions/0042-for-you.md); the counts above keep no one.
    const at = nowIso();
    await recordRecentViews(
      tx,
      countable.flatMap((view) => (view.userId ? [{ userId: view.userId, artworkId: view.artworkId, at }] : [])),
    );
    return rows.reduce((sum, row) => sum + row.views, 0);
  });
}

/** Forgets who was seen on days before `day`: their hashes can no longer be matched, and are not kept. */
export async function pruneSeen(db: Db, day: string): Promise<void> {
  await db.deleteFrom('artwork_view_seen').where('day', '<', day).execute();
}
