import { type Kysely, sql } from 'kysely';

// Moderation the author can see (issue 34, decision 0028):
//
// - hidden_reason and hidden_note on artworks, comments and reviews: why a moderator hid it (one of
//   MODERATION_REASONS, and a note told to the author); null for what was hidden before reasons were asked.
// - review_requests: an author's request that moderators look again at their hidden work, with their words. The
//   partial unique key over open rows allows one open request per item, on every instance; once a moderator
//   decided it (accepted: shown again; declined: kept hidden), a new one may open.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['artworks', 'comments', 'reviews'] as const) {
    await db.schema.alterTable(table).addColumn('hidden_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('hidden_note', 'text').execute();
  }
  await db.schema
    .createTable('review_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema
    .createIndex('review_requests_one_open')
    .on('review_requests')
    .columns(['target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('review_requests_by_target')
    .on('review_requests')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
}
