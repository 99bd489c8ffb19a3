import { type Kysely, sql } from 'kysely';

// Reads that leave out what moderators hid ask, row by row, "is this person suspended?" and "is their comment
// (review) on this artwork hidden?" (lib/visibility.ts). Few rows are ever hidden or suspended, so partial
// indexes over just those answer at once. Without them PostgreSQL scanned every comment for each page of
// notifications: 11–15 ms a page at 100,000 artworks, 0.7 ms with them (issue 21, docs/benchmarks.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_suspended')
    .on('users')
    .column('id')
    .where(sql.ref('suspended_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('comments_hidden')
    .on('comments')
    .columns(['user_id', 'artwork_id'])
    .where(sql.ref('hidden_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('reviews_hidden')
    .on('reviews')
    .columns(['reviewer_id', 'artwork_id'])
    .where(sql.ref('hidden_at'), 'is not', null)
    .execute();
}
