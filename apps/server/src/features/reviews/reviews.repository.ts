import type { Review } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { visibleTo } from '../../lib/visibility';
import { newId, nowIso } from '../../lib/ids';
import { newestRowsFirst, type Page } from '../../lib/paging';
import { authorColumns, isCounted, toAuthor } from '../users/users.repository';

// Reviews: one per person per artwork (a unique key), newest first. review_count and rating_sum move in the
// same transaction as the row, so the artwork's average rating is always exact.

interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  created_at: string;
  username: string;
  profile_image: string | null;
  verified_purchase: unknown;
  hidden_at?: string | null;
  suspended_at?: string | null;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at,
  reviewer: toAuthor(row),
  // PostgreSQL answers exists() with a boolean, SQLite with 0 or 1.
  verifiedPurchase: row.verified_purchase === true || Number(row.verified_purchase) === 1,
  // Hidden by a moderator, or by a suspended person: marked for those who still see it (admins), as a comment is.
  ...(row.hidden_at || row.suspended_at ? { hidden: true } : {}),
});

function selectReviews(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.reviewer_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      ...authorColumns,
      'reviews.hidden_at',
      'users.suspended_at',
      // Issue 16: the reviewer bought this artwork and the order was delivered.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.buyer_id', '=', 'reviews.reviewer_id')
              .whereRef('orders.artwork_id', '=', 'reviews.artwork_id')
              .where('orders.status', '=', 'delivered'),
          )
          .as('verified_purchase'),
    ]);
}

export async function listReviews(
  db: Db,
  artworkId: string,
  page: Page,
  viewer: AuthUser | null = null,
): Promise<{ reviews: Review[]; next: string | null }> {
  // Issue 17: a hidden review, or one by a suspended person, is left out but for admins and its author.
  const query = selectReviews(db).where('reviews.artwork_id', '=', artworkId).where(visibleTo(viewer, 'reviews'));
  const { rows, next } = await newestRowsFirst(query, 'reviews', page);
  return { reviews: rows.map(toReview), next };
}

/** Adds the review and updates the artwork's totals; null when this person already reviewed the artwork. */
export async function addReview(
  db: Db,
  input: { artworkId: string; reviewerId: string; rating: number; comment: string },
): Promise<Review | null> {
  const id = newId();
  const inserted = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('reviews')
      .values({
        id,
        artwork_id: input.artworkId,
        reviewer_id: input.reviewerId,
        rating: input.rating,
        comment: input.comment,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['artwork_id', 'reviewer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await moveReviewTotals(tx, input.artworkId, 1, input.rating);
    return true;
  });
  if (!inserted) return null;
  return toReview(await selectReviews(db).where('reviews.id', '=', id).executeTakeFirstOrThrow());
}

/** The review this person wrote of the artwork, if any (hidden or not: it is theirs). */
export async function findOwnReview(db: Db, artworkId: string, reviewerId: string): Promise<Review | null> {
  const row = await selectReviews(db)
    .where('reviews.artwork_id', '=', artworkId)
    .where('reviews.reviewer_id', '=', reviewerId)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

export function findReviewOwner(db: Db, reviewId: string) {
  return db.selectFrom('reviews').select(['id', 'reviewer_id']).where('id', '=', reviewId).executeTakeFirst();
}

/**
 * A review comes into (1) or goes out of (-1) its artwork's totals: the count by one, the rating sum by its stars.
 * The count never goes below zero.
 */
export async function moveReviewTotals(db: Db, artworkId: string, step: 1 | -1, rating: number): Promise<void> {
  await db
    .updateTable('artworks')
    .set((eb) => ({
      review_count: eb('review_count', '+', step),
      rating_sum: eb('rating_sum', '+', step * rating),
    }))
    .where('id', '=', artworkId)
    .$if(step < 0, (query) => query.where('review_count', '>', 0))
    .execute();
}

/**
 * Rewrites the review's rating and text; the artwork's rating sum moves by the difference in the same
 * transaction. The rating is swapped only if it is still the one read, so two edits at once cannot both apply
 * their difference to the sum against the same old rating; the loser reads again.
 */
export async function updateReview(
  db: Db,
  reviewId: string,
  change: { rating: number; comment: string },
): Promise<Review | null> {
  const updated = await db.transaction().execute(async (tx) => {
    for (;;) {
      const old = await tx
        .selectFrom('reviews')
        .select(['rating', 'artwork_id', 'hidden_at', 'reviewer_id'])
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!old) return false;
      const swapped = await tx
        .updateTable('reviews')
        .set({ rating: change.rating, comment: change.comment })
        .where('id', '=', reviewId)
        .where('rating', '=', old.rating)
        .returning('id')
        .executeTakeFirst();
      if (!swapped) continue;
      if (old.rating !== change.rating && (await isCounted(tx, old.hidden_at, old.reviewer_id))) {
        await tx
          .updateTable('artworks')
          .set((eb) => ({ rating_sum: eb('rating_sum', '+', change.rating - old.rating) }))
          .where('id', '=', old.artwork_id)
          .execute();
      }
      return true;
    }
  });
  if (!updated) return null;
  return toReview(await selectReviews(db).where('reviews.id', '=', reviewId).executeTakeFirstOrThrow());
}

/** Deletes the review; the artwork's totals lose it in the same transaction. False when it was already gone. */
export async function deleteReview(db: Db, reviewId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('reviews')
      .where('id', '=', reviewId)
      .returning(['artwork_id', 'rating', 'hidden_at', 'reviewer_id'])
      .executeTakeFirst();
    if (!deleted) return false;
    if (await isCounted(tx, deleted.hidden_at, deleted.reviewer_id)) {
      await moveReviewTotals(tx, deleted.artwork_id, -1, deleted.rating);
    }
    return true;
  });
}
