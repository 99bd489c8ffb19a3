import type { Kysely } from 'kysely';

// Certificates of authenticity (issue 37 item 8, docs/certificates.md): one per order of an original, issued in
// the transaction that makes the order paid. `fields` is the canonical JSON Kala signed (Ed25519, `signature`
// base64url, with the key `key_id`): kept as signed, so verifying needs nothing else. The unique order_id makes
// issuing idempotent (a redelivered webhook, a retried click); the number is the public key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('number', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('artwork_id', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    // 1 when the buyer chose to show their name on it (then `fields` carries it, signed).
    .addColumn('show_buyer_name', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
