import type { Kysely } from 'kysely';

// Managing one's listings (issue 34, decision 0025): an artist unlists an artwork (`unlisted_at`, a draft only
// they and admins see) and lists it again; every price change is kept in an append-only history, written in the
// same transaction as the change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artworks').addColumn('unlisted_at', 'text').execute();
  await db.schema
    .createTable('artwork_price_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('old_price_paise', 'integer', (c) => c.notNull())
    .addColumn('new_price_paise', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('artwork_price_history_artwork')
    .on('artwork_price_history')
    .columns(['artwork_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_price_history').execute();
  await db.schema.alterTable('artworks').dropColumn('unlisted_at').execute();
}
