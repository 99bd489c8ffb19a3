// Invoices (issue 37 item 7, docs/taxes.md, docs/decisions/0040-invoices.md). For every paid order: the artist's
// invoice to the buyer (a tax invoice when the artist gave a GSTIN, else a bill of supply), and Kala's invoice for
// its fee to the artist. What an invoice says is fixed when it is issued (`invoiceDocumentSchema`, stored as a
// snapshot); the tax arithmetic lives here, in integer paise, so the server and any reader agree.

import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** What an invoice is: the artist's (tax invoice or bill of supply) or Kala's for its fee. */
export const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply', 'fee_invoice'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * A credit note (CGST Act section 34, docs/taxes.md) against an issued invoice, when its order is refunded: the
 * artist's against their invoice to the buyer, Kala's against its fee invoice.
 */
export const CREDIT_NOTE_KINDS = ['credit_note', 'fee_credit_note'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** Every document an order lists for download: its invoices, then their credit notes. */
export const ORDER_DOCUMENT_KINDS = [...INVOICE_KINDS, ...CREDIT_NOTE_KINDS] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** Who an invoice is between: the artwork's sale (artist → buyer) or Kala's fee (Kala → artist). */
export const INVOICE_ROLES = ['sale', 'fee'] as const;
export type InvoiceRole = (typeof INVOICE_ROLES)[number];

/** GST's two-digit state codes (the first two characters of a GSTIN; CBIC's list, docs/taxes.md). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
  Maharashtra: '27',
};

/** 'Karnataka' → '29-Karnataka', as an invoice names a place of supply; the name alone when it has no code. */
export function placeOfSupplyText(state: string): string {
  const code = GST_STATE_CODES[state];
  return code ? `${code}-${state}` : state;
}

/** How a GST-inclusive amount splits at a rate: the taxable value and the tax in it, in paise. */
export interface InclusiveSplit {
  taxable: number;
  tax: number;
}

/**
 * The taxable value and tax inside `grossPaise` at `rateBps` (500 = 5%): the buyer pays the price shown, GST
 * included (docs/taxes.md). Taxable = gross × 10000 / (10000 + rate), rounded half up to the paisa; the tax is the
 * rest, so the two always add up to what was paid. Integer arithmetic only.
 */
export function splitInclusive(grossPaise: number, rateBps: number): InclusiveSplit {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0) throw new RangeError('grossPaise must be paise');
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000) throw new RangeError('rateBps must be 0–10000');
  const denominator = 10_000 + rateBps;
  const taxable = Math.floor((grossPaise * 10_000 * 2 + denominator) / (2 * denominator));
  return { taxable, tax: grossPaise - taxable };
}

/**
 * A tax amount as its two halves within a state (CGST and SGST/UTGST at half the rate each): the odd paisa, if
 * any, goes to the state's half, so the two add up to the tax.
 */
export function splitIntraState(taxPaise: number): { cgst: number; sgst: number } {
  const cgst = Math.floor(taxPaise / 2);
  return { cgst, sgst: taxPaise - cgst };
}

/** A party to an invoice as it was when the invoice was issued. */
export const invoicePartySchema = z.object({
  name: z.string(),
  /** The address lines, each as printed. */
  address: z.array(z.string()),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  /** '@ananya_iyer' for an artist or a buyer; null for Kala. */
  username: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** One line of an invoice: amounts in paise, what the buyer (or the artist) paid for it, GST inside. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  /** HSN for goods, SAC for services. */
  code: z.string(),
  quantity: z.number().int().positive(),
  unitPaise: z.number().int().nonnegative(),
  /** What was charged for the line, tax included. */
  amountPaise: z.number().int().nonnegative(),
  taxablePaise: z.number().int().nonnegative(),
  /** The GST rate in basis points (500 = 5%); 0 on a bill of supply. */
  rateBps: z.number().int().nonnegative(),
  cgstPaise: z.number().int().nonnegative(),
  sgstPaise: z.number().int().nonnegative(),
  igstPaise: z.number().int().nonnegative(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * What an invoice says, exactly as issued (stored as JSON and never changed): a later edit of the artwork, the
 * artist's profile or payout details, or the tax settings changes no issued invoice.
 */
export const invoiceDocumentSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: isoDateTimeSchema,
  /** The day of issue in India, YYYY-MM-DD. */
  issueDate: z.string(),
  orderId: z.string(),
  supplier: invoicePartySchema,
  recipient: invoicePartySchema,
  /** The state whose tax applies, as '29-Karnataka'. */
  placeOfSupply: z.string(),
  /** CGST+SGST (within a state), IGST (across states) or none (a bill of supply, or a supplier without GSTIN). */
  taxSplit: z.enum(['intra', 'inter', 'none']),
  lines: z.array(invoiceLineSchema),
  totalPaise: z.number().int().nonnegative(),
  taxablePaise: z.number().int().nonnegative(),
  cgstPaise: z.number().int().nonnegative(),
  sgstPaise: z.number().int().nonnegative(),
  igstPaise: z.number().int().nonnegative(),
  /**
   * Tax collected at source by Kala as the e-commerce operator (CGST Act section 52) on this sale, when the
   * artist is registered: printed on Kala's fee invoice to the artist; null where none applies.
   */
  tcs: z.object({ rateBps: z.number().int().nonnegative(), amountPaise: z.number().int().nonnegative() }).nullable(),
  /** The sentences the law asks for on this kind of document (docs/taxes.md). */
  notes: z.array(z.string()),
  /** The sale's invoice number, on Kala's fee invoice. */
  relatedNumber: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/**
 * What a credit note says, exactly as issued (stored as JSON and never changed): the invoice's parties, lines and
 * totals, reversed (shown as positive amounts credited), the TCS given back on Kala's fee credit note, and the
 * invoice it is against.
 */
export const creditNoteDocumentSchema = invoiceDocumentSchema.extend({
  kind: z.enum(CREDIT_NOTE_KINDS),
  /** The invoice this note credits: its number, its day of issue (YYYY-MM-DD, India) and what it was. */
  invoice: z.object({ number: z.string(), issueDate: z.string(), kind: z.enum(INVOICE_KINDS) }),
  /** Why it was issued, as printed. */
  reason: z.string(),
  /** The gateway's refund it was issued with. */
  refundId: z.string(),
});
export type CreditNoteDocument = z.infer<typeof creditNoteDocumentSchema>;

/** An invoice or credit note of an order, as its buyer and artist see it listed on the order. */
export const orderInvoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  /** The role of the invoice (or of the invoice a credit note is against). */
  role: z.enum(INVOICE_ROLES),
  issuedAt: isoDateTimeSchema,
  totalPaise: z.number().int().nonnegative(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** Where an order's document downloads, under /api/auth/orders/{id}/: 'invoice.pdf', 'fee-credit-note.pdf'… */
export const ORDER_DOCUMENT_FILES: Readonly<Record<OrderDocumentKind, string>> = {
  tax_invoice: 'invoice.pdf',
  bill_of_supply: 'invoice.pdf',
  fee_invoice: 'fee-invoice.pdf',
  credit_note: 'credit-note.pdf',
  fee_credit_note: 'fee-credit-note.pdf',
};
