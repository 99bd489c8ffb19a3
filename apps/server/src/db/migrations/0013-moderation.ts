import { type Kysely, sql } from 'kysely';

// Reports and moderation (issue 17, features/reports/ and features/admin/admin-moderation.*):
//
// - reports: one row per person per reported item while it waits for a moderator. The partial unique key
//   (reporter, target) over open rows makes a second report of the same item by the same person a no-op in the
//   database, on every instance; once a moderator has dealt with it, a new report may open again.
//   target_user_id is whoever owns the item (the person for a user report), kept so the queue can name them and
//   a report survives the item being deleted.
// - hidden_at on artworks, comments and reviews: set by a moderator; hidden content is shown only to admins and
//   its author. suspended_at on users: login refused, sessions ended, their artworks and comments hidden.
// - admin_audit: every admin action, newest first by (created_at, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema
    .createIndex('reports_one_open_per_reporter')
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('reports_open_by_target')
    .on('reports')
    .columns(['status', 'target_type', 'target_id'])
    .execute();

  for (const table of ['artworks', 'comments', 'reviews'] as const) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute();
  }
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // JSON: the target's name then, the fields an edit changed, how many reports a dismissal closed.
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_newest').on('admin_audit').columns(['created_at', 'id']).execute();
}
