import { type Comment, ERR } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { keepIfHidden } from '../../lib/visibility';
import type { Logger } from '../../lib/logging';
import type { AuthUser } from '../../plugins/auth';
import { requireArtwork } from '../artworks/artworks.service';
import { refuseIfBlocked } from '../blocks/blocks.service';
import { notifyArtworkResponse } from '../notifications/notifications.service';
import { addComment, deleteComment, findComment, listComments } from './comments.repository';

// Comments on an artwork (docs/product.md#api-calls): anyone reads them, a signed-in person posts, only the author
// deletes. A block between two people works both ways (issue 17): neither comments on the other's artworks, and a
// signed-in viewer does not see the comments of someone with a block between them. Hidden comments (and a suspended
// person's) show only to admins and their author.

/** One page of the artwork's comments, newest first; an unknown artwork is a 404, not an empty list. */
export async function listArtworkComments(
  db: Db,
  artworkId: string,
  page: { limit: number; cursor?: string | undefined },
  viewer: AuthUser | null | undefined,
) {
  await requireArtwork(db, artworkId);
  return listComments(db, artworkId, page, viewer ?? null);
}

/** Posts the comment and tells the artist. */
export async function postComment(
  deps: AppDeps,
  artworkId: string,
  authorId: string,
  content: string,
  log: Logger,
): Promise<Comment> {
  const artwork = await requireArtwork(deps.db, artworkId);
  await refuseIfBlocked(deps.db, authorId, artwork.artist_id);
  const comment = await addComment(deps.db, artworkId, authorId, content);
  // The artwork was deleted between the check and the insert.
  if (!comment) throw notFound('Artwork');
  await notifyArtworkResponse(deps, 'comment', authorId, artworkId, log);
  return comment;
}

/** Deletes the comment, only for its author. One a moderator hid is kept for admins (issue 32). */
export async function deleteOwnComment(db: Db, commentId: string, userId: string): Promise<void> {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound('Comment');
  if (comment.user_id !== userId) throw forbidden(ERR.notCommentAuthor);
  if (await keepIfHidden(db, 'comments', comment.id)) return;
  await deleteComment(db, comment.id);
}
