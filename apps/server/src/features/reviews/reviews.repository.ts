import type { Review } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { visibleTo } from '../../lib/visibility';
import { newId, nowIso } from '../../lib/ids';
import { newestFirstPage } from '../../lib/paging';

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
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at,
  reviewer: { username: row.username, profileImage: row.profile_image },
  // PostgreSQL answers exists() with a boolean, SQLite with 0 or 1.
  verifiedPurchase: row.verified_purchase === true || Number(row.verified_purchase) === 1,
  ...(row.hidden_at ? { hidden: true } : {}),
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
      'users.username',
      'users.profile_image',
      'reviews.hidden_at',
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
  limit: number,
  cursor: string | undefined,
  viewer: AuthUser | null = null,
): Promise<{ reviews: Review[]; next: string | null }> {
  // Issue 17: a hidden review, or one by a suspended person, is left out but for admins and its author.
  const query = selectReviews(db).where('reviews.artwork_id', '=', artworkId).where(visibleTo(viewer, 'reviews'));
  const page = await newestFirstPage(
    query,
    { createdAt: 'reviews.created_at', id: 'reviews.id' },
    { limit, cursor },
    (row) => [row.created_at, row.id],
  );
  return { reviews: page.rows.map(toReview), next: page.next };
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
    await tx
      .updateTable('artworks')
      .set((eb) => ({
        review_count: eb('review_count', '+', 1),
        rating_sum: eb('rating_sum', '+', input.rating),
      }))
      .where('id', '=', input.artworkId)
      .execute();
    return true;
  });
  if (!inserted) return null;
  return toReview(await selectReviews(db).where('reviews.id', '=', id).executeTakeFirstOrThrow());
}
