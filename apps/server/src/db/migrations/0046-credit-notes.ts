import type { Kysely } from 'kysely';

// Credit notes (CGST Act section 34, docs/taxes.md, docs/decisions/0040-invoices.md "Credit notes"). When an order
// whose invoices were issued is refunded, each of its invoices gets a credit note in the transaction that records
// the refund: the artist's against their invoice to the buyer, Kala's against its fee invoice.
//
// Numbered as invoices are (migration 0041): from a counter row in invoice_series per series (a seller's credit
// notes of a financial year, Kala's fee credit notes of a financial year), taken in that transaction, so no gap and
// no repeat. Kept as issued: `document` is the JSON of everything it says (contract creditNoteDocumentSchema),
// never updated. (series, seq) is unique, and invoice_id is unique: a refund reverses the whole order, so an
// invoice is credited once, whatever retries, webhooks or restarts come.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // The role of the invoice it credits: 'sale' (artist → buyer) or 'fee' (Kala → artist).
    .addColumn('role', 'text', (c) => c.notNull())
    // A contract CREDIT_NOTE_KINDS value.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text')
    .addColumn('buyer_id', 'text')
    // The gateway's refund it was issued with.
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_notes_series_seq', ['series', 'seq'])
    .addUniqueConstraint('credit_notes_invoice', ['invoice_id'])
    .execute();
  await db.schema.createIndex('credit_notes_order').on('credit_notes').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
}
