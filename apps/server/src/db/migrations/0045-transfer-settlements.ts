import type { Kysely } from 'kysely';

// Paid out (issue 37 item 6, docs/decisions/0044-paid-out.md): Razorpay settles a Route linked account's released
// transfers to the artist's bank and says so with `settlement.processed`. transfer_settlements records, once per
// transfer, the settlement that paid it out: the gateway's settlement id and UTR (the reference the artist finds on
// their bank statement), the amount that reached the bank, and when. Rows are only inserted (transfer_id unique),
// never changed. transfers.settlement_checked_at is when the sweep last asked the gateway about a released transfer
// whose settlement had not been heard of, so a lost webhook is looked for now and then, not every minute.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfer_settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transfer_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text')
    .addColumn('settlement_id', 'text', (c) => c.notNull())
    .addColumn('utr', 'text')
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // webhook (settlement.processed) or sweep (the transfer fetched by id).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transfer_settlements_settlement')
    .on('transfer_settlements')
    .column('settlement_id')
    .execute();
  await db.schema.alterTable('transfers').addColumn('settlement_checked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transfers').dropColumn('settlement_checked_at').execute();
  await db.schema.dropTable('transfer_settlements').execute();
}
