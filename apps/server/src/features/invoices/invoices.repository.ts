import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CreditNotesTable, InvoicesTable } from '../../db/schema';

// The SQL of invoices (issue 37 item 7, docs/taxes.md, decision 0040).

export type InvoiceRow = Selectable<InvoicesTable>;
export type CreditNoteRow = Selectable<CreditNotesTable>;

/** What an order's invoices are made from, read in the transaction that issues them. */
export interface InvoiceSource {
  order_id: string;
  checkout_id: string;
  artist_id: string | null;
  buyer_id: string | null;
  artwork_title: string;
  unit_price_paise: number;
  quantity: number;
  shipping_paise: number;
  total_paise: number;
  fee_paise: number;
  fee_bps: number;
  payment_method: string;
  delivery_method: string;
  buyer_name: string;
  buyer_username: string;
  shipping_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_pincode: string;
  medium: string | null;
  artist_name: string | null;
  artist_username: string | null;
  artist_location: string | null;
  legal_name: string | null;
  gstin_sealed: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

/**
 * Of `orderIds`, the paid orders that have no sale invoice yet, with their artwork's medium, their artist and the
 * artist's payout details (legal name, GSTIN sealed, registered address), as they are now: at the sale.
 */
export async function invoiceSources(db: Db, orderIds: readonly string[]): Promise<InvoiceSource[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('artworks as a', 'a.id', 'o.artwork_id')
    .leftJoin('users as u', 'u.id', 'o.artist_id')
    .leftJoin('payout_accounts as p', 'p.user_id', 'o.artist_id')
    .leftJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'o.id').on('i.role', '=', 'sale'))
    .select([
      'o.id as order_id',
      'o.checkout_id',
      'o.artist_id',
      'o.buyer_id',
      'o.artwork_title',
      'o.unit_price_paise',
      'o.quantity',
      'o.shipping_paise',
      'o.total_paise',
      'o.fee_paise',
      'o.fee_bps',
      'o.payment_method',
      'o.delivery_method',
      'o.buyer_name',
      'o.buyer_username',
      'o.shipping_name',
      'o.shipping_address',
      'o.shipping_city',
      'o.shipping_state',
      'o.shipping_pincode',
      'a.medium',
      'u.name as artist_name',
      'u.username as artist_username',
      'u.location as artist_location',
      'p.legal_name',
      'p.gstin_sealed',
      'p.street',
      'p.city',
      'p.state',
      'p.pincode',
    ])
    .where('o.id', 'in', [...orderIds])
    .where('o.payment_status', '=', 'paid')
    .where('i.id', 'is', null)
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    unit_price_paise: Number(row.unit_price_paise),
    shipping_paise: Number(row.shipping_paise),
    total_paise: Number(row.total_paise),
    fee_paise: Number(row.fee_paise),
  }));
}

/**
 * The next number of `series`, taken in the caller's transaction: the series' row is made at 0 the first time,
 * then incremented. Concurrent transactions wait on the row's lock (PostgreSQL) or the single writer (SQLite),
 * and a rollback gives the number back: no gap, no repeat.
 */
export async function takeNumber(db: Db, series: string): Promise<number> {
  await db
    .insertInto('invoice_series')
    .values({ series, last_number: 0 })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const row = await db
    .updateTable('invoice_series')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('series', '=', series)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertInvoice(db: Db, row: InvoiceRow): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

/** An order's invoices, the sale's first. */
export async function invoicesOfOrder(db: Db, orderId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('role', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, total_paise: Number(row.total_paise) }));
}

/** Kala's fee invoices of these orders (what their TCS is read from: decision 0045). */
export async function feeInvoicesOfOrders(db: Db, orderIds: readonly string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .where('role', '=', 'fee')
    .execute();
}

/** The sale invoices of a checkout's orders (the receipt's attachments). */
export async function saleInvoicesOfCheckout(db: Db, checkoutId: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .where('o.checkout_id', '=', checkoutId)
    .where('i.role', '=', 'sale')
    .orderBy('i.order_id')
    .execute();
}

/** The numbers of a series, in order (for the gap-free check). */
export async function numbersOfSeries(db: Db, series: string): Promise<{ seq: number; number: string }[]> {
  return db.selectFrom('invoices').select(['seq', 'number']).where('series', '=', series).orderBy('seq').execute();
}

/**
 * An order's invoices that no credit note is against yet, the sale's first (the order its credit notes are
 * numbered in: the seller's series, then Kala's).
 */
export async function invoicesWithoutCreditNote(db: Db, orderId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .leftJoin('credit_notes as c', 'c.invoice_id', 'i.id')
    .selectAll('i')
    .where('i.order_id', '=', orderId)
    .where('c.id', 'is', null)
    .orderBy('i.role', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, total_paise: Number(row.total_paise) }));
}

export async function insertCreditNote(db: Db, row: CreditNoteRow): Promise<void> {
  await db.insertInto('credit_notes').values(row).execute();
}

/** An order's credit notes, the sale's first. */
export async function creditNotesOfOrder(db: Db, orderId: string): Promise<CreditNoteRow[]> {
  const rows = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('role', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, total_paise: Number(row.total_paise) }));
}

/** The numbers of a credit notes' series, in order (for the gap-free check). */
export async function creditNumbersOfSeries(db: Db, series: string): Promise<{ seq: number; number: string }[]> {
  return db.selectFrom('credit_notes').select(['seq', 'number']).where('series', '=', series).orderBy('seq').execute();
}
