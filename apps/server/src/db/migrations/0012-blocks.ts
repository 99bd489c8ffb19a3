import type { Kysely } from 'kysely';

// Blocks (issue 17, features/blocks/): one row per person a person blocked. A block works both ways (neither can
// follow, message, comment on or review the other, and each disappears from the other's feed, search and
// comments), so the rules ask "is there a row either way?": the primary key answers for the blocker's side and
// the index for the blocked one's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
}
