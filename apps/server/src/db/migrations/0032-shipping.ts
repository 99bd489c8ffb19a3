import type { Kysely } from 'kysely';

// Shipping, delivery and returns (issue 34 item 3, decision 0027): an artist's shipping profile (no row: the
// defaults of DEFAULT_SHIPPING_PROFILE), an artwork's own shipping (no row, or null columns: its artist's profile),
// and the shipping an order line carries (0 for lines placed before, and for all but one line per artist).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipping_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('city_paise', 'integer', (c) => c.notNull())
    .addColumn('state_paise', 'integer', (c) => c.notNull())
    .addColumn('india_paise', 'integer', (c) => c.notNull())
    .addColumn('processing_days', 'integer', (c) => c.notNull())
    // 0: no returns.
    .addColumn('returns_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('artwork_shipping')
    .addColumn('artwork_id', 'text', (c) => c.primaryKey().references('artworks.id').onDelete('cascade'))
    // 'profile', 'free' or 'rates' (then the three prices).
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('city_paise', 'integer')
    .addColumn('state_paise', 'integer')
    .addColumn('india_paise', 'integer')
    .addColumn('processing_days', 'integer')
    .addColumn('returns_days', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('shipping_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('shipping_paise').execute();
  await db.schema.dropTable('artwork_shipping').execute();
  await db.schema.dropTable('shipping_profiles').execute();
}
