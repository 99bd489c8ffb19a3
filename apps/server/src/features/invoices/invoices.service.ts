import {
  type CreditNoteDocument,
  creditNoteDocumentSchema,
  ERR,
  GST_STATE_CODES,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceRole,
  invoiceDocumentSchema,
  type OrderInvoice,
  placeOfSupplyText,
  SCREEN,
  type ArtMedium,
  splitInclusive,
  splitIntraState,
  stateOfPincode,
  tcsPaise,
} from '@kala/contract';
import type { TaxConfig } from '../../config';
import type { Db, Tx } from '../../db/database';
import { newId } from '../../lib/ids';
import { istDay } from '../../lib/ist';
import { appError, notFound } from '../../lib/errors';
import { open } from '../../lib/secret-box';
import { enqueue } from '../notifications/notifications.repository';
import { findOrderRow } from '../orders/orders.repository';
import {
  type CreditNoteRow,
  creditNotesOfOrder,
  feeInvoicesOfOrders,
  insertCreditNote,
  invoicesWithoutCreditNote,
  type InvoiceRow,
  type InvoiceSource,
  insertInvoice,
  invoiceSources,
  invoicesOfOrder,
  takeNumber,
} from './invoices.repository';

// Invoices (issue 37 item 7, docs/taxes.md, decision 0040). For each order, in the transaction that makes it paid
// (payments.service markPaid for an online payment, orders.service markCollected for cash on delivery): the
// artist's invoice to the buyer (a tax invoice when the artist gave a GSTIN, else a bill of supply), and Kala's
// invoice for its fee to the artist. Each is numbered from its series in that transaction, and stored as a
// snapshot of everything it says. When such an order is refunded, each invoice gets a credit note in the refund's
// transaction (issueCreditNotes, CGST Act section 34), numbered and stored the same way.

/** Who asks for an order's invoice: a signed-in person (its buyer, its artist, or an admin). */
interface Actor {
  id: string;
  role: 'user' | 'admin';
}

/** What issuing needs: the tax settings, and the key that opens an artist's sealed GSTIN (decision 0034). */
export interface InvoiceSettings {
  taxes: TaxConfig;
  payoutDetailsKey: Buffer;
}

/** India's financial year of an instant (April to March, in IST): '2026-27'. */
export function financialYear(at: string): string {
  const day = istDay(new Date(at));
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The series an invoice is numbered in, and how its numbers read. A seller numbers their own invoices per
 * financial year (GST rule 46(b): consecutive, unique for the year, at most 16 characters); Kala's fee invoices
 * are Kala's own series. KS/2627/000001 is a sale's, KF/2627/000001 Kala's fee's.
 */
export function seriesOf(role: InvoiceRole, artistId: string | null, at: string): { series: string; prefix: string } {
  const year = financialYear(at);
  const short = `${year.slice(2, 4)}${year.slice(5, 7)}`;
  return role === 'sale'
    ? { series: `sale:${artistId ?? 'deleted'}:${year}`, prefix: `KS/${short}/` }
    : { series: `fee:${year}`, prefix: `KF/${short}/` };
}

/**
 * The series a credit note is numbered in (CGST rule 53: consecutive, unique for the financial year): the supplier
 * of the invoice credits it in their own series of credit notes, a seller's per financial year and Kala's for its
 * fee. CS/2627/000001 is a sale's credit note, CF/2627/000001 Kala's fee's.
 */
export function creditSeriesOf(
  role: InvoiceRole,
  artistId: string | null,
  at: string,
): { series: string; prefix: string } {
  const year = financialYear(at);
  const short = `${year.slice(2, 4)}${year.slice(5, 7)}`;
  return role === 'sale'
    ? { series: `sale_credit:${artistId ?? 'deleted'}:${year}`, prefix: `CS/${short}/` }
    : { series: `fee_credit:${year}`, prefix: `CF/${short}/` };
}

const STATE_OF_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]),
);

/** The state a GSTIN is registered in: its first two digits. */
export function stateOfGstin(gstin: string): string | null {
  return STATE_OF_CODE[gstin.slice(0, 2)] ?? null;
}

const lines = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim() ?? '').filter(Boolean);

/** The HSN of an artwork's medium and its GST rate, from the settings (docs/taxes.md). */
export function hsnOf(taxes: TaxConfig, medium: string | null): { hsn: string; rateBps: number } {
  const hsn = (medium ? taxes.hsnByMedium[medium] : undefined) ?? (taxes.hsnByMedium['*'] as string);
  return { hsn, rateBps: taxes.gstRateBpsByHsn[hsn] ?? 0 };
}

/** A line, tax included, split as the invoice's tax split says. */
function line(
  description: string,
  code: string,
  quantity: number,
  unitPaise: number,
  amountPaise: number,
  rateBps: number,
  split: InvoiceDocument['taxSplit'],
): InvoiceLine {
  const given = { description, code, quantity, unitPaise, amountPaise };
  if (split === 'none') {
    return { ...given, taxablePaise: amountPaise, rateBps: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  }
  const { taxable, tax } = splitInclusive(amountPaise, rateBps);
  const intra = split === 'intra' ? splitIntraState(tax) : { cgst: 0, sgst: 0 };
  const igstPaise = split === 'inter' ? tax : 0;
  return { ...given, taxablePaise: taxable, rateBps, cgstPaise: intra.cgst, sgstPaise: intra.sgst, igstPaise };
}

function totals(items: InvoiceLine[]) {
  const sum = (key: keyof InvoiceLine) => items.reduce((total, item) => total + (item[key] as number), 0);
  return {
    totalPaise: sum('amountPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
}

type Draft = Omit<InvoiceDocument, 'number' | 'relatedNumber'>;

/**
 * The two documents of a paid order, before numbering: what the law asks each to say (CGST rules 46 and 49,
 * docs/taxes.md), from the order, the artwork's medium and the artist's payout details as they are now.
 */
export function draftInvoices(
  source: InvoiceSource,
  gstin: string | null,
  taxes: TaxConfig,
  at: string,
): { sale: Draft & { kind: InvoiceKind }; fee: Draft | null } {
  const issueDate = istDay(new Date(at));
  // A registered artist's state is their GSTIN's; otherwise the state of their payout address, if they gave one.
  const artistState = (gstin ? stateOfGstin(gstin) : null) ?? source.state ?? null;
  const artistName = source.legal_name ?? source.artist_name ?? 'Deleted user';
  const pickup = source.delivery_method === 'pickup';
  // The buyer's state as the shipping address gives it; orders placed before checkout asked for it (shipping_state
  // '') take the state of its pincode, the table checkout suggests it from.
  const buyerState = source.shipping_state || stateOfPincode(source.shipping_pincode);
  // Goods moved to the buyer: the place of supply is where the movement ends, the buyer's state (IGST Act
  // section 10(1)(a)); handed over at the artist's (local pickup): where the goods are then (section 10(1)(d)).
  const supplyState = (pickup ? artistState : buyerState) ?? buyerState ?? artistState;
  const saleSplit: InvoiceDocument['taxSplit'] = !gstin ? 'none' : supplyState === artistState ? 'intra' : 'inter';
  const { hsn, rateBps } = hsnOf(taxes, source.medium);
  const mediumName = source.medium ? (SCREEN.facts.mediums[source.medium as ArtMedium] ?? source.medium) : null;
  const saleLines = [
    line(
      mediumName ? `${source.artwork_title} (${mediumName})` : source.artwork_title,
      hsn,
      source.quantity,
      source.unit_price_paise,
      source.unit_price_paise * source.quantity,
      rateBps,
      saleSplit,
    ),
  ];
  // Shipping goes with the work as one composite supply, taxed at the work's rate (CGST Act section 8(a)).
  if (source.shipping_paise > 0) {
    saleLines.push(line('Shipping', hsn, 1, source.shipping_paise, source.shipping_paise, rateBps, saleSplit));
  }
  const supplier: InvoiceParty = {
    name: artistName,
    // A registered artist's invoice carries their registered address (rule 46); an unregistered artist's bill
    // names their town and state only, not their street: the buyer needs no more, and it is their home.
    address: gstin
      ? lines(source.street, lines(source.city, source.pincode).join(' '))
      : lines(lines(source.city ?? source.artist_location, source.pincode).join(' ')),
    state: artistState,
    gstin,
    username: source.artist_username ? `@${source.artist_username}` : null,
  };
  const buyer: InvoiceParty = {
    name: source.shipping_name || source.buyer_name,
    address: lines(source.shipping_address, lines(source.shipping_city, source.shipping_pincode).join(' ')),
    state: buyerState,
    gstin: null,
    username: `@${source.buyer_username}`,
  };
  const sale = {
    kind: (gstin ? 'tax_invoice' : 'bill_of_supply') as InvoiceKind,
    issuedAt: at,
    issueDate,
    orderId: source.order_id,
    supplier,
    recipient: buyer,
    placeOfSupply: supplyState ? placeOfSupplyText(supplyState) : 'Not stated',
    taxSplit: saleSplit,
    lines: saleLines,
    ...totals(saleLines),
    tcs: null,
    notes: gstin
      ? [
          'Prices include GST.',
          'Tax is not payable on reverse charge.',
          `Sold through Kala, an electronic commerce operator. Order ${source.order_id}.`,
        ]
      : [
          'The supplier is not registered under GST: no GST is charged.',
          `Sold through Kala, an electronic commerce operator. Order ${source.order_id}.`,
        ],
  };

  if (source.fee_paise <= 0) return { sale, fee: null };
  const kala = taxes.kala;
  const kalaState = (kala.gstin ? stateOfGstin(kala.gstin) : null) ?? kala.state;
  // A service to the artist: supplied where the artist is (their GSTIN's state, or the address Kala has of them;
  // IGST Act section 12(2)), else where Kala is.
  const feeState = artistState ?? kalaState;
  const feeSplit: InvoiceDocument['taxSplit'] = !kala.gstin ? 'none' : feeState === kalaState ? 'intra' : 'inter';
  const feeLines = [
    line(
      `${source.artwork_title}: Kala's fee, ${source.fee_bps / 100}% of the artwork price`,
      taxes.feeSac,
      1,
      source.fee_paise,
      source.fee_paise,
      taxes.feeGstRateBps,
      feeSplit,
    ),
  ];
  const saleTotals = totals(saleLines);
  // Kala collects tax at source on a registered seller's net taxable sales (CGST Act section 52): shown here, with
  // the sale it is on; an online sale's transfer keeps back exactly this amount, and on a cash sale the artist owes
  // it with the fee (decision 0045).
  const tcs =
    gstin && taxes.tcsRateBps > 0
      ? { rateBps: taxes.tcsRateBps, amountPaise: tcsPaise(saleTotals.taxablePaise, taxes.tcsRateBps) }
      : null;
  const fee: Draft = {
    kind: 'fee_invoice',
    issuedAt: at,
    issueDate,
    orderId: source.order_id,
    supplier: {
      name: kala.legalName,
      address: lines(...kala.address.split(/\s*;\s*|\n/)),
      state: kalaState,
      gstin: kala.gstin,
      username: null,
    },
    recipient: {
      name: artistName,
      address: lines(source.street, lines(source.city, source.pincode).join(' ')),
      state: artistState,
      gstin,
      username: source.artist_username ? `@${source.artist_username}` : null,
    },
    placeOfSupply: feeState ? placeOfSupplyText(feeState) : 'Not stated',
    taxSplit: feeSplit,
    lines: feeLines,
    ...totals(feeLines),
    tcs,
    notes: [
      kala.gstin
        ? 'The fee includes GST. Tax is not payable on reverse charge.'
        : 'Kala is not registered under GST: no GST is charged.',
      source.payment_method !== 'cod'
        ? "Kala kept this fee from the buyer's payment for the sale; nothing more is due."
        : tcs
          ? 'The buyer paid the artist in cash on delivery: this fee and the TCS stated are owed to Kala.'
          : 'The buyer paid the artist in cash on delivery: this fee is owed to Kala.',
    ],
  };
  return { sale, fee };
}

/** The next number of a series, taken gap-free (takeNumber), and as it prints: the series' prefix and six digits. */
async function nextNumber(tx: Tx, { series, prefix }: { series: string; prefix: string }) {
  const seq = await takeNumber(tx, series);
  return { series, seq, number: `${prefix}${String(seq).padStart(6, '0')}` };
}

/** The columns an invoice and a credit note both store (schema.ts IssuedDocumentColumns), as issued at `at`. */
function issuedColumns(
  numbered: { number: string; series: string; seq: number },
  role: InvoiceRole,
  order: { order_id: string; artist_id: string | null; buyer_id: string | null },
  document: { kind: string; totalPaise: number },
  at: string,
) {
  return {
    id: newId(),
    ...numbered,
    role,
    kind: document.kind,
    order_id: order.order_id,
    artist_id: order.artist_id,
    buyer_id: order.buyer_id,
    total_paise: document.totalPaise,
    document: JSON.stringify(document),
    issued_at: at,
  };
}

/**
 * Issues the invoices the paid orders `orderIds` are owed, inside the caller's transaction (the one that made them
 * paid): for each, the sale's and (when there is a fee) Kala's, never twice. Numbers are taken series by series in
 * a fixed order (the sellers' series sorted, then Kala's), so two transactions never wait on each other in a
 * circle. A pay-on-delivery buyer gets their invoice by mail (the receipt went out when they ordered, before it
 * existed; an online buyer's receipt comes after the payment and carries it). Returns the numbers issued.
 */
export async function issueInvoices(
  tx: Tx,
  settings: InvoiceSettings,
  orderIds: readonly string[],
  at: string,
): Promise<string[]> {
  const sources = await invoiceSources(tx, orderIds);
  if (sources.length === 0) return [];
  const drafts = sources.map((source) => {
    const gstin =
      source.gstin_sealed && source.artist_id
        ? open(settings.payoutDetailsKey, source.gstin_sealed, source.artist_id)
        : null;
    return { source, ...draftInvoices(source, gstin, settings.taxes, at) };
  });
  const saleNumbers = new Map<string, string>();
  const issued: string[] = [];
  const store = async (role: InvoiceRole, source: InvoiceSource, draft: Draft, related: string | null) => {
    const numbered = await nextNumber(tx, seriesOf(role, source.artist_id, at));
    const document = invoiceDocumentSchema.parse({ ...draft, number: numbered.number, relatedNumber: related });
    await insertInvoice(tx, issuedColumns(numbered, role, source, document, at));
    issued.push(numbered.number);
    return numbered.number;
  };
  const bySeries = [...drafts].sort((a, b) =>
    seriesOf('sale', a.source.artist_id, at).series.localeCompare(seriesOf('sale', b.source.artist_id, at).series),
  );
  for (const { source, sale } of bySeries) saleNumbers.set(source.order_id, await store('sale', source, sale, null));
  for (const { source, fee } of drafts) {
    if (fee) await store('fee', source, fee, saleNumbers.get(source.order_id) ?? null);
  }
  for (const { source } of drafts) {
    if (source.payment_method === 'cod' && source.buyer_id) {
      await enqueue(tx, {
        channel: 'email',
        kind: 'invoice',
        userId: source.buyer_id,
        refId: source.order_id,
        dedupeKey: `invoice:${source.order_id}`,
      });
    }
  }
  return issued;
}

/**
 * The TCS each of these orders' fee invoices states (orders without one, or whose invoice states none, are left
 * out), in paise: read from the issued invoice, so what the artist's transfer keeps back is the number printed
 * (decision 0045). Call it after `issueInvoices`, in the same transaction.
 */
export async function tcsOfInvoices(tx: Tx | Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  const tcs = new Map<string, number>();
  for (const row of await feeInvoicesOfOrders(tx, orderIds)) {
    const amount = documentOf(row).tcs?.amountPaise ?? 0;
    if (amount > 0) tcs.set(row.order_id, amount);
  }
  return tcs;
}

/** The stored document of an invoice row. */
export function documentOf(row: InvoiceRow): InvoiceDocument {
  return invoiceDocumentSchema.parse(JSON.parse(row.document));
}

/** Which of an order's invoices a party may see: the sale's for its buyer; both for its artist and admins. */
const visibleTo = (party: 'buyer' | 'artist' | 'admin', role: string) => role === 'sale' || party !== 'buyer';

function partyOf(
  order: { buyer_id: string | null; artist_id: string | null },
  actor: Actor,
): 'buyer' | 'artist' | 'admin' | null {
  if (actor.role === 'admin') return 'admin';
  if (order.buyer_id === actor.id) return 'buyer';
  if (order.artist_id === actor.id) return 'artist';
  return null;
}

/** The invoices of an order its viewer may download (the order page), sale first. */
export async function orderInvoices(
  db: Db,
  order: { id: string; buyer_id: string | null; artist_id: string | null },
  actor: Actor,
): Promise<OrderInvoice[]> {
  const party = partyOf(order, actor);
  if (!party) return [];
  const [invoices, credits] = await Promise.all([invoicesOfOrder(db, order.id), creditNotesOfOrder(db, order.id)]);
  return [...invoices, ...credits]
    .filter((row) => visibleTo(party, row.role))
    .map((row) => ({
      number: row.number,
      kind: row.kind as OrderInvoice['kind'],
      role: row.role as InvoiceRole,
      issuedAt: row.issued_at,
      totalPaise: Number(row.total_paise),
    }));
}

/**
 * What an order's PDF route prints: its invoice of `role`, or the credit note against that invoice (a refunded
 * order's), for a party who may see that invoice: the sale's for its buyer, its artist and admins; Kala's fee's for
 * its artist and admins. Anyone else gets the order's 404 (as for the order itself); a document not issued, its own.
 */
export async function printableDocument(
  db: Db,
  orderId: string,
  role: InvoiceRole,
  actor: Actor,
  document: 'invoice' | 'credit note',
): Promise<InvoiceDocument | CreditNoteDocument> {
  const order = await findOrderRow(db, orderId);
  const party = order ? partyOf(order, actor) : null;
  if (!party || !visibleTo(party, role)) throw notFound('Order');
  if (document === 'invoice') {
    const invoice = (await invoicesOfOrder(db, orderId)).find((row) => row.role === role);
    if (!invoice) throw appError('not_found', ERR.invoiceNone);
    return documentOf(invoice);
  }
  const note = (await creditNotesOfOrder(db, orderId)).find((row) => row.role === role);
  if (!note) throw appError('not_found', ERR.creditNoteNone);
  return creditNoteOf(note);
}

/** The stored document of a credit note row. */
export function creditNoteOf(row: CreditNoteRow): CreditNoteDocument {
  return creditNoteDocumentSchema.parse(JSON.parse(row.document));
}

const INVOICE_NAMES: Record<InvoiceKind, string> = {
  tax_invoice: 'the tax invoice',
  bill_of_supply: 'the bill of supply',
  fee_invoice: "Kala's fee invoice",
};

/** Why a refund's credit notes are issued, as they print it. */
export const REFUND_REASON = 'Order cancelled and its payment refunded in full';

/**
 * The credit notes an order refunded in full is owed (CGST Act section 34, docs/taxes.md, decision 0040), inside
 * the caller's transaction (the one that records the refund, payments.service markRefundedIn): one against each of
 * its invoices that has none yet, reversing it whole, the sale's first (so a seller's series is always taken before
 * Kala's, as issueInvoices does: no two transactions wait on each other in a circle). Kala's fee credit note gives
 * back `tcsGivenBackPaise`, the TCS the ledger's refund gives back (decision 0045). An order refunded before any
 * invoice was issued (paid after it was cancelled) gets none. Returns the numbers issued.
 */
export async function issueCreditNotes(
  tx: Tx,
  orderId: string,
  refundId: string,
  at: string,
  tcsGivenBackPaise: number,
): Promise<string[]> {
  const invoices = await invoicesWithoutCreditNote(tx, orderId);
  const issueDate = istDay(new Date(at));
  const issued: string[] = [];
  let saleCredit: string | null = null;
  for (const row of invoices) {
    const role = row.role as InvoiceRole;
    const invoice = documentOf(row);
    const numbered = await nextNumber(tx, creditSeriesOf(role, row.artist_id, at));
    const { number } = numbered;
    const against = `${INVOICE_NAMES[invoice.kind]} ${invoice.number}`;
    const tcs =
      role === 'fee' && tcsGivenBackPaise > 0
        ? { rateBps: invoice.tcs?.rateBps ?? 0, amountPaise: tcsGivenBackPaise }
        : null;
    const document = creditNoteDocumentSchema.parse({
      ...invoice,
      kind: role === 'sale' ? 'credit_note' : 'fee_credit_note',
      number,
      issuedAt: at,
      issueDate,
      tcs,
      relatedNumber: role === 'fee' ? saleCredit : null,
      invoice: { number: invoice.number, issueDate: invoice.issueDate, kind: invoice.kind },
      reason: REFUND_REASON,
      refundId,
      notes: [
        `This credit note reverses in full ${against}: every amount above is credited.`,
        ...(role === 'sale'
          ? [`Sold through Kala, an electronic commerce operator. Order ${invoice.orderId}.`]
          : [
              "Kala's fee on the refunded sale is given back to the artist; nothing is due on it.",
              ...(tcs ? ['The tax collected at source on the sale is given back with it.'] : []),
            ]),
      ],
    });
    await insertCreditNote(tx, {
      ...issuedColumns(numbered, role, row, document, at),
      invoice_id: row.id,
      refund_id: refundId,
    });
    if (role === 'sale') saleCredit = number;
    issued.push(number);
  }
  return issued;
}
