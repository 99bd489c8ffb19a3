import type { Kysely } from 'kysely';

// Transfers to artists through Razorpay Route (issue 37 items 3, 4 and 9, docs/decisions/0039-transfers.md). One
// row per online order paid: Kala's record of the transfer it owes, written before the gateway is asked (its id
// goes into the transfer's notes, so a transfer whose answer was lost is found and adopted, never made twice).
// `state`: pending (owed, not yet asked: waiting for the artist's active linked account, or for a retry),
// requesting (claimed by one caller who is asking the gateway), made (the gateway has it), failed (the gateway
// said transfer.failed), cancelled (the order was refunded before anything was made). `amount_paise` and
// `deducted_paise` (the fee owed on cash taken from it) are fixed at the first claim and never change after.
// transfer_reversals: one per refund of an order whose transfer was made, recorded in the refund's transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('artist_id', 'text')
    // What the order gives its artist: artwork price plus shipping, less Kala's fee.
    .addColumn('share_paise', 'bigint', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint')
    .addColumn('deducted_paise', 'bigint')
    // The artwork's return window when it was paid for (0: no returns): released that many days after delivery.
    .addColumn('returns_days', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('gateway_transfer_id', 'text', (c) => c.unique())
    .addColumn('gateway_status', 'text')
    .addColumn('on_hold', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('released_at', 'text')
    // An admin's hold: the sweep does not release it; the reason, for the payouts view.
    .addColumn('admin_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hold_reason', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transfers_state').on('transfers').columns(['state', 'on_hold']).execute();
  await db.schema.createIndex('transfers_artist').on('transfers').columns(['artist_id', 'state']).execute();
  await db.schema
    .createTable('transfer_reversals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transfer_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // The refund that asks for it: one reversal per refund.
    .addColumn('ref', 'text', (c) => c.notNull())
    // What the refund takes back of the artist's share; of it, what the gateway reverses is fixed at the claim.
    .addColumn('take_back_paise', 'bigint', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('gateway_reversal_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('transfer_reversals_once', ['transfer_id', 'ref'])
    .execute();
  await db.schema.createIndex('transfer_reversals_state').on('transfer_reversals').column('state').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transfer_reversals').execute();
  await db.schema.dropTable('transfers').execute();
}
