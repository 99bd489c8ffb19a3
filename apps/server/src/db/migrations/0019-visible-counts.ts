import { type Kysely, sql } from 'kysely';

// The artworks' comment_count, review_count and rating_sum count only what a visitor sees (issue 17): until now
// they also counted hidden comments and reviews and those of suspended people. Recounted once here; from now on
// hiding, unhiding and suspending move them (admin-moderation.repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const shownComment = sql`c.hidden_at is null and not exists (select 1 from users u where u.id = c.user_id and u.suspended_at is not null)`;
  const shownReview = sql`r.hidden_at is null and not exists (select 1 from users u where u.id = r.reviewer_id and u.suspended_at is not null)`;
  await sql`update artworks set
      comment_count = (select count(*) from comments c where c.artwork_id = artworks.id and ${shownComment}),
      review_count = (select count(*) from reviews r where r.artwork_id = artworks.id and ${shownReview}),
      rating_sum = (select coalesce(sum(r.rating), 0) from reviews r where r.artwork_id = artworks.id and ${shownReview})`.execute(
    db,
  );
}
