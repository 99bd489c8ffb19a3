import { ERR, type Review } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logging';
import type { AuthUser } from '../../plugins/auth';
import { requireArtwork } from '../artworks/artworks.service';
import { refuseIfBlocked } from '../blocks/blocks.service';
import { notifyArtworkResponse } from '../notifications/notifications.service';
import {
  addReview,
  deleteReview,
  findOwnReview,
  findReviewOwner,
  listReviews,
  updateReview,
} from './reviews.repository';

// Reviews (docs/product.md#api-calls): only artworks for sale can be reviewed (the tab shows only then), never your
// own, once per person, and not across a block (issue 17).

/** One page of the artwork's reviews, newest first; an unknown artwork is a 404, not an empty list. */
export async function listArtworkReviews(
  db: Db,
  artworkId: string,
  page: { limit: number; cursor?: string | undefined },
  viewer: AuthUser | null | undefined,
) {
  await requireArtwork(db, artworkId);
  return listReviews(db, artworkId, page, viewer ?? null);
}

/** Posts the review (the artwork's totals move with it) and tells the artist. */
export async function postReview(
  deps: AppDeps,
  reviewerId: string,
  review: { artworkId: string; rating: number; comment: string },
  log: Logger,
): Promise<Review> {
  const artwork = await requireArtwork(deps.db, review.artworkId);
  if (artwork.for_sale !== 1) throw badRequest(ERR.notForSale);
  if (artwork.artist_id === reviewerId) throw forbidden(ERR.ownArtworkReview);
  await refuseIfBlocked(deps.db, reviewerId, artwork.artist_id);
  const added = await addReview(deps.db, {
    artworkId: review.artworkId,
    reviewerId,
    rating: review.rating,
    comment: review.comment,
  });
  if (!added) throw conflict(ERR.alreadyReviewed);
  await notifyArtworkResponse(deps, 'review', reviewerId, review.artworkId, log);
  return added;
}

/** The signed-in person's review of the artwork, or null: the artwork page shows it in place of the form. */
export async function ownReview(db: Db, artworkId: string, reviewerId: string): Promise<Review | null> {
  await requireArtwork(db, artworkId);
  return findOwnReview(db, artworkId, reviewerId);
}

async function requireOwnReview(db: Db, reviewId: string, userId: string) {
  const review = await findReviewOwner(db, reviewId);
  if (!review) throw notFound('Review');
  if (review.reviewer_id !== userId) throw forbidden(ERR.notReviewAuthor);
}

/** Rewrites one's own review (rating and text); the artwork's average follows. */
export async function editOwnReview(
  db: Db,
  reviewId: string,
  userId: string,
  change: { rating: number; comment: string },
): Promise<Review> {
  await requireOwnReview(db, reviewId, userId);
  const review = await updateReview(db, reviewId, change);
  if (!review) throw notFound('Review');
  return review;
}

/** Deletes one's own review; the artwork's totals lose it, and the person may review again. */
export async function deleteOwnReview(db: Db, reviewId: string, userId: string): Promise<void> {
  await requireOwnReview(db, reviewId, userId);
  await deleteReview(db, reviewId);
}
