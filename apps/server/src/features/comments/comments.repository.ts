import type { Comment } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { visibleTo } from '../../lib/visibility';
import { newId, nowIso } from '../../lib/ids';
import { newestRowsFirst, type Page } from '../../lib/paging';
import { noBlockWith } from '../blocks/blocks.repository';
import { authorColumns, isCounted, toAuthor } from '../users/users.repository';

// Comments read newest first: the detail page puts the 'Add a comment...' box above the list, so a comment
// just posted appears right under the box where its author looks, and a returning reader sees what is new
// without scrolling through old conversation. comment_count moves in the same transaction as the row.

interface CommentRow {
  id: string;
  content: string;
  user_id: string;
  created_at: string;
  username: string;
  profile_image: string | null;
  hidden_at?: string | null;
  suspended_at?: string | null;
}

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  content: row.content,
  user_id: row.user_id,
  user: toAuthor(row),
  createdAt: row.created_at,
  ...(row.hidden_at || row.suspended_at ? { hidden: true } : {}),
});

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.content',
      'comments.user_id',
      'comments.created_at',
      ...authorColumns,
      'comments.hidden_at',
      'users.suspended_at',
    ]);
}

/** One page of an artwork's comments, newest first (ties by id), and the next page's cursor. */
export async function listComments(
  db: Db,
  artworkId: string,
  page: Page,
  viewer: AuthUser | null = null,
): Promise<{ comments: Comment[]; next: string | null }> {
  let query = selectComments(db).where('comments.artwork_id', '=', artworkId);
  // Issue 17: a hidden comment, or one by a suspended person, is left out but for admins and its author.
  query = query.where(visibleTo(viewer, 'comments'));
  if (viewer) query = query.where(noBlockWith(viewer.id, 'comments.user_id'));
  const { rows, next } = await newestRowsFirst(query, 'comments', page);
  return { comments: rows.map(toComment), next };
}

/** Adds a comment; null when the artwork does not exist. */
export async function addComment(db: Db, artworkId: string, userId: string, content: string): Promise<Comment | null> {
  const id = newId();
  const inserted = await db.transaction().execute(async (tx) => {
    const artwork = await tx.selectFrom('artworks').select('id').where('id', '=', artworkId).executeTakeFirst();
    if (!artwork) return false;
    await tx
      .insertInto('comments')
      .values({ id, artwork_id: artworkId, user_id: userId, content, created_at: nowIso() })
      .execute();
    await moveCommentCount(tx, artworkId, 1);
    return true;
  });
  if (!inserted) return null;
  const row = await selectComments(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
  return toComment(row);
}

export function findComment(db: Db, commentId: string) {
  return (
    db
      .selectFrom('comments')
      .select(['id', 'user_id', 'artwork_id'])
      .where('id', '=', commentId)
      // Deleted by its author after a moderator hid it: kept for admins only (issue 32).
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/**
 * Deletes a comment and lowers its artwork's count, only if the row was still there and counted: a hidden
 * comment, or one by a suspended person, is already out of the count (issue 17).
 */
export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('comments')
      .where('id', '=', commentId)
      .returning(['artwork_id', 'user_id', 'hidden_at'])
      .executeTakeFirst();
    if (!deleted || !(await isCounted(tx, deleted.hidden_at, deleted.user_id))) return;
    await moveCommentCount(tx, deleted.artwork_id, -1);
  });
}

/** A comment comes into (1) or goes out of (-1) its artwork's count; the count never goes below zero. */
export async function moveCommentCount(db: Db, artworkId: string, step: 1 | -1): Promise<void> {
  await db
    .updateTable('artworks')
    .set((eb) => ({ comment_count: eb('comment_count', '+', step) }))
    .where('id', '=', artworkId)
    .$if(step < 0, (query) => query.where('comment_count', '>', 0))
    .execute();
}
