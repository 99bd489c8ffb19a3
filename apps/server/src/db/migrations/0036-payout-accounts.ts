import type { Kysely } from 'kysely';

// Payout details (issue 37 item 1, decision 0034): one row per artist. The PAN and bank account number are kept
// sealed (AES-256-GCM, lib/secret-box.ts) with their last four characters beside them for display; the Razorpay
// Route linked account, stakeholder and product are recorded as each is made, so a retry goes on from the last
// step instead of making a second account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('pan_sealed', 'text', (c) => c.notNull())
    .addColumn('pan_last4', 'text', (c) => c.notNull())
    .addColumn('account_sealed', 'text', (c) => c.notNull())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    // A GSTIN holds the PAN (characters 3 to 12): sealed too, its last four beside it.
    .addColumn('gstin_sealed', 'text')
    .addColumn('gstin_last4', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    // Kala's reference for the linked account (Razorpay's reference_id, at most 20 characters).
    .addColumn('reference_id', 'text', (c) => c.notNull())
    // Set just before asking Razorpay for the linked account: a second request finds the claim and does not ask again.
    .addColumn('account_claimed_at', 'text')
    .addColumn('gateway_account_id', 'text')
    .addColumn('stakeholder_id', 'text')
    .addColumn('product_id', 'text')
    // 1 once the Route product's settlement account holds the details of this row; 0 after they change.
    .addColumn('settlement_synced', 'integer', (c) => c.notNull().defaultTo(0))
    // 'pending' until Razorpay has the product, then its word: under_review, needs_clarification, activated, suspended.
    .addColumn('status', 'text', (c) => c.notNull())
    // When Razorpay said so (Unix seconds of its event or answer): an older word never overwrites a newer one.
    .addColumn('status_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_accounts_gateway_account')
    .unique()
    .on('payout_accounts')
    .column('gateway_account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_accounts').execute();
}
