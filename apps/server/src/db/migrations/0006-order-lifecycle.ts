import { type Kysely, sql } from 'kysely';

// Orders that complete (issue 16): a fulfilment status beside the spec's payment status, a timeline of what
// happened, online payments through Razorpay and the gateway's webhook events.
//
// Existing orders were all pay on delivery and none had moved past 'placed'. Every transition is one conditional
// UPDATE on `status` (or `payment_status`) whose affected-row count decides, so two instances, two clicks or a
// sweep racing a click change a row once; the columns below are what those conditions read.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    sql`alter table orders add column status text not null default 'placed'`,
    sql`alter table orders add column payment_method text not null default 'cod'`,
    sql`alter table orders add column courier text`,
    sql`alter table orders add column tracking_number text`,
    sql`alter table orders add column shipped_at text`,
    sql`alter table orders add column delivered_at text`,
    sql`alter table orders add column cancelled_at text`,
    sql`alter table orders add column cancel_reason text`,
    // An unpaid online order holds its stock until then; null once paid, or for pay on delivery.
    sql`alter table orders add column hold_expires_at text`,
    // The gateway's refund of this order: claimed ('requested') before the call, so one refund is asked for.
    sql`alter table orders add column refund_status text`,
    sql`alter table orders add column refund_id text`,
  ]) {
    await column.execute(db);
  }
  await db.schema.createIndex('orders_status_shipped').on('orders').columns(['status', 'shipped_at']).execute();
  await db.schema.createIndex('orders_hold').on('orders').columns(['hold_expires_at']).execute();
  await db.schema.createIndex('orders_refund').on('orders').columns(['refund_id']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // Who acted: buyer, artist, admin, or system (the sweeps and the gateway); the person while they exist.
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'created_at']).execute();

  // One gateway order per online checkout: what the buyer pays for all of that checkout's orders together.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_checkout', ['checkout_id'])
    .addUniqueConstraint('payments_provider_order', ['provider', 'provider_order_id'])
    .execute();

  // Webhook deliveries already handled: the gateway retries and may deliver an event twice.
  await db.schema
    .createTable('webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_events_pk', ['provider', 'event_id'])
    .execute();

  // Reviews from buyers of a delivered order are marked as verified purchases.
  await db.schema.createIndex('orders_buyer_artwork').on('orders').columns(['buyer_id', 'artwork_id']).execute();
}
