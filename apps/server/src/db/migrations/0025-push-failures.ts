import type { Kysely } from 'kysely';

// A push subscription whose endpoint keeps failing is dropped (issue 32 finding 3): `failures` counts the sends
// to it that failed in a row, and a successful send sets it back to 0 (features/notifications/outbox.worker.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('failures').execute();
}
