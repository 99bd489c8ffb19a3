import { type CreditNoteDocument, GST_STATE_CODES, type InvoiceDocument } from '@kala/contract';
import PDFDocument from 'pdfkit';
import { collectPdf, drawLetterhead, drawRule, INK, MUTED, writeText as write } from '../../lib/pdf-text';
import { formatSaleDate } from '../certificates/certificate-pdf';

// An invoice as a PDF (docs/taxes.md): A4, drawn by pdfkit as the certificates are (decision 0036), with the
// same writer, so a Devanagari name or title prints in Noto Sans Devanagari. Everything printed comes from the
// stored document: the invoice reads the same whenever it is downloaded. A credit note (docs/taxes.md) is drawn
// the same way, titled as one and naming the invoice it is against.

const RULE = '#d6cfc6';

const TITLES: Record<InvoiceDocument['kind'] | CreditNoteDocument['kind'], string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  fee_invoice: 'Tax Invoice',
  credit_note: 'Credit note',
  fee_credit_note: 'Credit note',
};

/** 123456 paise → '1,234.56' (Indian grouping); the column heads say Rs. (Helvetica has no rupee sign). */
export function formatPaise(paise: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
}

const percent = (bps: number) => `${bps / 100}%`;

export async function renderInvoicePdf(invoice: InvoiceDocument | CreditNoteDocument): Promise<Buffer> {
  const credit = 'invoice' in invoice ? invoice : null;
  const ofFee = invoice.kind === 'fee_invoice' || invoice.kind === 'fee_credit_note';
  const title = invoice.kind === 'fee_invoice' && invoice.taxSplit === 'none' ? 'Invoice' : TITLES[invoice.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.supplier.name,
      Subject: `Order ${invoice.orderId}`,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const done = collectPdf(doc);
  const regular = (size: number, colour = INK) => ({ bold: false, size, colour });
  const bold = (size: number, colour = INK) => ({ bold: true, size, colour });

  // Heading: the document's name, number and date.
  const { left, width } = drawLetterhead(doc, title, 16);
  const meta: [string, string][] = credit
    ? [
        ['Credit note number', credit.number],
        ['Date', formatSaleDate(credit.issueDate)],
        ['Against invoice', `${credit.invoice.number} of ${formatSaleDate(credit.invoice.issueDate)}`],
        ['Reason', credit.reason],
        ['Place of supply', credit.placeOfSupply],
        ['Order', credit.orderId],
      ]
    : [
        ['Invoice number', invoice.number],
        ['Date', formatSaleDate(invoice.issueDate)],
        ['Place of supply', invoice.placeOfSupply],
        ['Order', invoice.orderId],
      ];
  if (invoice.relatedNumber) {
    meta.push([credit ? 'For the sale credited as' : 'For the sale invoiced as', invoice.relatedNumber]);
  }
  let y = 88;
  for (const [label, value] of meta) {
    write(doc, label, left, y, regular(9, MUTED), { width: 150 });
    write(doc, value, left + 150, y, bold(9), { width: width - 150 });
    y += 14;
  }

  // The two parties.
  y += 12;
  const column = width / 2;
  const party = (heading: string, p: InvoiceDocument['supplier'], x: number) => {
    let py = y;
    write(doc, heading.toUpperCase(), x, py, regular(8, MUTED), { characterSpacing: 0.6, width: column - 12 });
    py = doc.y + 3;
    write(doc, p.name, x, py, bold(11), { width: column - 12 });
    py = doc.y + 1;
    for (const addressLine of p.address) {
      write(doc, addressLine, x, py, regular(9.5), { width: column - 12 });
      py = doc.y;
    }
    if (p.state) {
      write(
        doc,
        `State: ${p.state}${GST_STATE_CODES[p.state] ? ` (code ${GST_STATE_CODES[p.state]})` : ''}`,
        x,
        py,
        regular(9.5),
        {
          width: column - 12,
        },
      );
      py = doc.y;
    }
    // A supplier says whether they are registered; a buyer (a consumer) has no GSTIN to show.
    if (p.gstin || p === invoice.supplier) {
      write(doc, `GSTIN: ${p.gstin ?? 'Not registered'}`, x, py, regular(9.5), { width: column - 12 });
      py = doc.y;
    }
    if (p.username) {
      write(doc, `Kala: ${p.username}`, x, py, regular(9.5, MUTED), { width: column - 12 });
      py = doc.y;
    }
    return py;
  };
  const supplierEnd = party('From (supplier)', invoice.supplier, left);
  const recipientEnd = party('To (recipient)', invoice.recipient, left + column);
  y = Math.max(supplierEnd, recipientEnd) + 18;

  // The lines.
  const taxed = invoice.taxSplit !== 'none';
  const cols = taxed
    ? [
        { head: 'Description', w: 170, align: 'left' as const },
        { head: ofFee ? 'SAC' : 'HSN', w: 45, align: 'left' as const },
        { head: 'Qty', w: 28, align: 'right' as const },
        { head: 'Taxable (Rs.)', w: 70, align: 'right' as const },
        { head: 'GST', w: 34, align: 'right' as const },
        { head: 'Tax (Rs.)', w: 58, align: 'right' as const },
        { head: 'Amount (Rs.)', w: width - 405, align: 'right' as const },
      ]
    : [
        { head: 'Description', w: 235, align: 'left' as const },
        { head: ofFee ? 'SAC' : 'HSN', w: 55, align: 'left' as const },
        { head: 'Qty', w: 40, align: 'right' as const },
        { head: 'Rate (Rs.)', w: 80, align: 'right' as const },
        { head: 'Amount (Rs.)', w: width - 410, align: 'right' as const },
      ];
  const row = (cells: string[], style: ReturnType<typeof regular>) => {
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      const col = cols[index];
      if (!col) return;
      write(doc, cell, x + 2, y, style, { width: col.w - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += col.w;
    });
    y = bottom + 6;
  };
  doc
    .rect(left, y - 4, width, 18)
    .fillColor('#f3efe9')
    .fill();
  row(
    cols.map((c) => c.head),
    bold(8.5, MUTED),
  );
  for (const item of invoice.lines) {
    const tax = item.cgstPaise + item.sgstPaise + item.igstPaise;
    row(
      taxed
        ? [
            item.description,
            item.code,
            String(item.quantity),
            formatPaise(item.taxablePaise),
            percent(item.rateBps),
            formatPaise(tax),
            formatPaise(item.amountPaise),
          ]
        : [
            item.description,
            item.code,
            String(item.quantity),
            formatPaise(item.unitPaise),
            formatPaise(item.amountPaise),
          ],
      regular(9.5),
    );
    drawRule(doc, left, left + width, y - 3, 0.5, RULE);
  }

  // The totals, right-aligned.
  y += 6;
  const sums: [string, string][] = [];
  if (taxed) {
    sums.push(['Taxable value', formatPaise(invoice.taxablePaise)]);
    const rate = invoice.lines[0]?.rateBps ?? 0;
    if (invoice.taxSplit === 'intra') {
      sums.push([`CGST @ ${percent(rate / 2)}`, formatPaise(invoice.cgstPaise)]);
      sums.push([`SGST/UTGST @ ${percent(rate / 2)}`, formatPaise(invoice.sgstPaise)]);
    } else {
      sums.push([`IGST @ ${percent(rate)}`, formatPaise(invoice.igstPaise)]);
    }
  }
  const labelX = left + width - 260;
  for (const [label, value] of sums) {
    write(doc, label, labelX, y, regular(9.5, MUTED), { width: 160 });
    write(doc, value, labelX + 160, y, regular(9.5), { width: 100, align: 'right' });
    y += 14;
  }
  drawRule(doc, labelX, left + width, y, 0.75, INK);
  y += 6;
  write(doc, credit ? 'Total credited (Rs.)' : 'Total (Rs.)', labelX, y, bold(11), { width: 160 });
  write(doc, formatPaise(invoice.totalPaise), labelX + 160, y, bold(11), { width: 100, align: 'right' });
  y += 28;

  if (invoice.tcs) {
    write(
      doc,
      credit
        ? `Tax collected at source by Kala as e-commerce operator (CGST Act section 52) given back with the sale ` +
            `credited as ${invoice.relatedNumber ?? ''}: Rs. ${formatPaise(invoice.tcs.amountPaise)}.`
        : `Tax collected at source by Kala as e-commerce operator (CGST Act section 52) on the sale ${invoice.relatedNumber ?? ''}: ` +
            `Rs. ${formatPaise(invoice.tcs.amountPaise)} (${percent(invoice.tcs.rateBps)} of its taxable value).`,
      left,
      y,
      regular(9.5),
      { width },
    );
    y = doc.y + 10;
  }
  for (const note of invoice.notes) {
    write(doc, note, left, y, regular(9, MUTED), { width });
    y = doc.y + 3;
  }

  write(
    doc,
    credit
      ? 'A credit note issued electronically through Kala (CGST Act section 34, CGST rule 53).'
      : 'An electronic invoice issued through Kala: no signature is required (CGST rule 46(q), proviso).',
    left,
    doc.page.height - 50 - 12,
    regular(7, MUTED),
    { width, lineBreak: false },
  );
  doc.end();
  return done;
}
