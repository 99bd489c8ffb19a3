import type { Kysely } from 'kysely';

// Invoices (issue 37 item 7, docs/taxes.md, docs/decisions/0040-invoices.md).
//
// invoice_series holds, per series (a seller's financial year, Kala's fee invoices of a financial year), the last
// number given. A number is taken by incrementing that row in the transaction that issues the invoice (the
// payment, or the cash marked collected): a rolled-back transaction gives its number back with everything else,
// and concurrent ones wait on the row's lock, so the numbers of a series have no gap and no repeat.
//
// invoices keeps each invoice as issued: `document` is the JSON of everything it says (contract
// invoiceDocumentSchema), never updated, so a later edit of the artwork, the profile or the tax settings changes no
// issued invoice. (series, seq) and the number are unique; (order_id, role) makes issuing idempotent (one sale
// invoice and one fee invoice per order, whatever retries and webhooks come).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_series')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Unique within its series (each seller numbers their own invoices), so not across the table.
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // 'sale' (artist → buyer) or 'fee' (Kala → artist).
    .addColumn('role', 'text', (c) => c.notNull())
    // A contract INVOICE_KINDS value.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text')
    .addColumn('buyer_id', 'text')
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_series_seq', ['series', 'seq'])
    .addUniqueConstraint('invoices_order_role', ['order_id', 'role'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_series').execute();
}
