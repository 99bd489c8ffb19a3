import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { nowIso } from './ids';

// What moderation hides (issue 17), and what an artist unlisted (decision 0025), as one SQL condition for a `where` of any query over the table: an artwork,
// comment or review a moderator hid, or one whose author is suspended, is seen only by admins and its author.
// Every public list applies it (the listing, tags, profile grids, the feed, search, related works, the sitemap,
// comments, reviews) rather than a copy of the rule each.

/** Who is looking: null for a visitor. */
export type Viewer = { id: string; role: string } | null;

/** What the rule branches on: the shape of a prepared read (db/prepared.ts) that applies it. */
export type ViewerKind = 'visitor' | 'user' | 'admin';

export const viewerKind = (viewer: Viewer): ViewerKind =>
  viewer === null ? 'visitor' : viewer.role === 'admin' ? 'admin' : 'user';

/** The viewer a prepared read's builder applies the rule for: `id` is its stand-in for the viewer's id. */
export const viewerOfKind = (kind: ViewerKind, id: string): Viewer => (kind === 'visitor' ? null : { id, role: kind });

const AUTHOR = {
  artworks: 'artworks.artist_id',
  comments: 'comments.user_id',
  reviews: 'reviews.reviewer_id',
} as const;

/** SQL true when the person `column` names is suspended. */
export function isSuspended(column: string) {
  return sql<SqlBool>`exists (select 1 from users as suspended where suspended.id = ${sql.ref(column)} and suspended.suspended_at is not null)`;
}

/** Tables whose hidden rows the author may delete and admins keep (issue 32): `deleted_at` marks those. */
const KEPT_WHEN_DELETED = new Set<keyof typeof AUTHOR>(['artworks', 'comments']);

/**
 * The rule, given how the query reads whether the author is suspended. An author sees their own hidden work,
 * unless they deleted it: then it is kept for admins alone (its `deleted_at`, set only on hidden rows, so the
 * public branch need not read it).
 */
function shownTo(viewer: Viewer, table: keyof typeof AUTHOR, authorSuspended: RawBuilder<SqlBool>) {
  if (viewer?.role === 'admin') return sql<SqlBool>`1 = 1`;
  const author = AUTHOR[table];
  // An artwork its artist unlisted (decision 0025) is out of sight as one a moderator hid, but for its own reason.
  const listed = table === 'artworks' ? sql<SqlBool>` and artworks.unlisted_at is null` : sql<SqlBool>``;
  const shown = sql<SqlBool>`(${sql.ref(`${table}.hidden_at`)} is null${listed} and not ${authorSuspended})`;
  if (!viewer) return shown;
  const notDeleted = KEPT_WHEN_DELETED.has(table)
    ? sql<SqlBool>` and ${sql.ref(`${table}.deleted_at`)} is null`
    : sql<SqlBool>``;
  return sql<SqlBool>`(${shown} or (${sql.ref(author)} = ${viewer.id}${notDeleted}))`;
}

/**
 * An author deletes a hidden artwork or comment: the row is kept as the moderator's evidence (decision 0014),
 * marked deleted, and nothing else changes (a hidden row is already out of every count). True when it was kept;
 * false when it is not hidden, and the caller deletes it as usual.
 */
export async function keepIfHidden(db: Db, table: 'artworks' | 'comments', id: string): Promise<boolean> {
  const kept = await db
    .updateTable(table)
    .set({ deleted_at: nowIso() })
    .where('id', '=', id)
    .where('hidden_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(kept.numUpdatedRows) > 0;
}

/** The rows of `table` that `viewer` may see (the table must be in the query under its own name). */
export function visibleTo(viewer: Viewer, table: keyof typeof AUTHOR) {
  return shownTo(viewer, table, isSuspended(AUTHOR[table]));
}

export const visibleArtworks = (viewer: Viewer) => visibleTo(viewer, 'artworks');

/**
 * visibleArtworks for a query that already joins the artist as `artist` (selectArtworkRows): the same rule read
 * from the joined row. The EXISTS form looks the same person up a second time for every artwork the read passes;
 * on the home feed's newest-first scan that was about a fifth of the statement (issue 21).
 */
export function visibleArtworkRows(viewer: Viewer) {
  return shownTo(viewer, 'artworks', sql<SqlBool>`(artist.suspended_at is not null)`);
}

/**
 * The notifications of `alias` (the notifications table's name in the query) that still show: one of a
 * suspended person's likes, comments, reviews, follows or messages does not, nor one of a comment or review a
 * moderator hid (the person's only comment, or review, on that artwork is hidden). Orders and sales always show.
 */
export function visibleNotifications(alias: string) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const hiddenOnly = (table: 'comments' | 'reviews', author: string) =>
    sql<SqlBool>`(exists (select 1 from ${sql.table(table)} as c where c.${sql.ref(author)} = ${ref('actor_id')} and c.artwork_id = ${ref('artwork_id')} and c.hidden_at is not null) and not exists (select 1 from ${sql.table(table)} as c where c.${sql.ref(author)} = ${ref('actor_id')} and c.artwork_id = ${ref('artwork_id')} and c.hidden_at is null))`;
  return sql<SqlBool>`not (
    (${ref('type')} in ('like', 'comment', 'review', 'follow', 'message') and ${isSuspended(`${alias}.actor_id`)})
    or (${ref('type')} = 'comment' and ${hiddenOnly('comments', 'user_id')})
    or (${ref('type')} = 'review' and ${hiddenOnly('reviews', 'reviewer_id')})
  )`;
}
