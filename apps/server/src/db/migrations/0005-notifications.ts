import { type Kysely, sql } from 'kysely';

// Notifications (issue 15), their per-person settings, the outbox that carries them out by mail and push, and
// the browsers' push subscriptions.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per entry of a person's list. `open_key` is set while an entry may still absorb more events of its
  // kind (likes on one artwork within a short window, unread messages from one person): a unique key on
  // (recipient, open_key) lets concurrent events collapse with one upsert instead of racing to insert two rows.
  // Reading an entry, or its window passing, clears open_key. Deleting the actor, artwork or order keeps the
  // entry with a null reference (the text was about them, not owned by them).
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('artwork_id', 'text', (c) => c.references('artworks.id').onDelete('set null'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    // What the sentence needs beyond the references: the order status, the quantity sold, the artwork title
    // at the time (an artwork deleted later still reads right).
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The list, newest first, paged by (created_at, id).
  await db.schema
    .createIndex('notifications_recipient_created')
    .on('notifications')
    .columns(['recipient_id', 'created_at', 'id'])
    .execute();
  // The unread badge counts only unread rows.
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .column('recipient_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notifications_open_key')
    .unique()
    .on('notifications')
    .columns(['recipient_id', 'open_key'])
    .execute();
  // The 90-day sweep.
  await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();

  // Only the choices a person changed; every other (type, channel) keeps the default of the contract.
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'type'])
    .execute();

  // Mail and push waiting to go out. A worker on any instance claims a due row by moving its next_attempt_at
  // forward with a conditional update (only one claimer's update matches), sends it, then marks it sent or
  // schedules a retry with backoff. `dedupe_key` is unique: a receipt is queued once per checkout however often
  // checkout is retried, and a burst of messages joins the one pending mail instead of queuing another.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_dedupe_key').unique().on('outbox').column('dedupe_key').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_endpoint')
    .unique()
    .on('push_subscriptions')
    .column('endpoint')
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}
