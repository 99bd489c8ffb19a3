import type { Kysely } from 'kysely';

// Local pickup (issue 19, decision 0017): an artist may offer to hand pieces over in their city (users.location),
// and an order records how it reaches the buyer ('ship' as before, or 'pickup': no shipping step).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('offers_pickup', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_method', 'text', (c) => c.notNull().defaultTo('ship'))
    .execute();
}
