import { type Kysely, sql } from 'kysely';
import { newId } from '../../lib/ids';

// Kala's fee and the ledger (issue 37 items 2 and 5, docs/decisions/0035-ledger.md). Each order keeps the fee in
// force when it was placed (fee_bps) and the fee it comes to (fee_paise); orders placed before have none (0).
// ledger_entries is append-only: one row per movement of money, signed from the artist's side; (order_id, kind,
// ref) is unique, so a retried or duplicated event writes nothing twice. No foreign keys: the ledger outlives an
// order record or an account an admin deletes. Orders already paid (or refunded) get the entries their payment
// would write now, with no fee (none was charged), so the ledger check holds from the start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fee_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('fee_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // What makes the entry one of its kind on its order: '' for the sale's own, the gateway's refund id, a
    // correction's own id.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_once', ['order_id', 'kind', 'ref'])
    .execute();
  await db.schema.createIndex('ledger_entries_artist').on('ledger_entries').columns(['artist_id', 'kind']).execute();

  const paid = await sql<{
    id: string;
    artist_id: string | null;
    payment_method: string;
    payment_status: string;
    total_paise: number;
    shipping_paise: number;
    refund_id: string | null;
    updated_at: string;
  }>`select id, artist_id, payment_method, payment_status, total_paise, shipping_paise, refund_id, updated_at
     from orders where payment_status in ('paid', 'refunded')`.execute(db);
  for (const order of paid.rows) {
    const total = Number(order.total_paise);
    const shipping = Number(order.shipping_paise);
    const entries: [string, number, string][] = [['sale', total - shipping, '']];
    if (shipping > 0) entries.push(['shipping', shipping, '']);
    if (order.payment_status === 'refunded') entries.push(['refund', -total, order.refund_id ?? '']);
    for (const [kind, amount, ref] of entries) {
      await sql`insert into ledger_entries (id, order_id, artist_id, kind, amount_paise, ref, created_at)
        values (${newId()}, ${order.id}, ${order.artist_id}, ${kind}, ${amount}, ${ref}, ${order.updated_at})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.alterTable('orders').dropColumn('fee_paise').execute();
  await db.schema.alterTable('orders').dropColumn('fee_bps').execute();
}
