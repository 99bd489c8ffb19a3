import { SCREEN } from '@kala/contract';
import PDFDocument from 'pdfkit';
import { istDay } from '../../lib/ist';
import { collectPdf, drawLetterhead, drawRule, INK, MUTED, writeText } from '../../lib/pdf-text';
import type { Statement } from './earnings.service';

// A month's statement of earnings as a PDF (docs/payments.md "The artist's earnings"): A4, drawn by pdfkit, in
// English like every document Kala issues; the artist's own words (titles, names) as given, Devanagari included.
// The same Statement feeds the CSV, so the two never disagree.

const RULE = '#e7e0d6';

/** 1234.5 → '1,234.50', -80 → '-80.00' (Indian grouping: 1,23,456.00). */
export function formatInr(rupees: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees);
}

/** An instant as its day in India: '2026-11-28T20:00:00.000Z' → '29 Nov 2026'. */
export function statementDate(at: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${istDay(new Date(at))}T00:00:00Z`),
  );
}

export async function renderStatementPdf(statement: Statement, generatedAt: string): Promise<Buffer> {
  const { artist } = statement;
  const text = SCREEN.earnings;
  const monthName = text.monthName(statement.month);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: `${text.statementTitle}, ${monthName}`,
      Author: 'Kala',
      Subject: `@${artist.username}`,
      CreationDate: new Date(generatedAt),
    },
  });
  const done = collectPdf(doc);
  // Rows stop above the footer (two small lines at the foot of every page).
  const bottom = doc.page.height - 90;
  const ink = { bold: false, size: 10, colour: INK };
  const muted = { bold: false, size: 9, colour: MUTED };

  const { left, width } = drawLetterhead(doc, text.statementTitle, 14);
  writeText(
    doc,
    text.statementFor(artist.name, artist.username),
    left,
    90,
    { ...ink, bold: true, size: 13 },
    { width },
  );
  writeText(doc, text.statementPeriod(monthName), left, doc.y + 2, muted, { width });

  // The month's totals, kind by kind, then what it came to.
  let y = doc.y + 16;
  for (const { kind, amount } of statement.totals.byKind) {
    writeText(doc, text.kinds[kind], left, y, ink, { width: width - 120 });
    writeText(doc, formatInr(amount), left + width - 120, y, ink, { width: 120, align: 'right' });
    y += 16;
  }
  drawRule(doc, left, left + width, y, 0.5, RULE);
  y += 6;
  writeText(doc, text.statementTotal, left, y, { ...ink, bold: true, size: 11 }, { width: width - 120 });
  writeText(
    doc,
    formatInr(statement.totals.earned),
    left + width - 120,
    y,
    { ...ink, bold: true, size: 11 },
    {
      width: 120,
      align: 'right',
    },
  );
  y += 30;

  // Every entry, oldest first, with the heading row again on each new page.
  const columns = [
    { label: text.statementDate, x: left, width: 72 },
    { label: text.statementArtwork, x: left + 76, width: 200 },
    { label: text.statementKind, x: left + 280, width: 135 },
    { label: text.statementAmount, x: left + width - 80, width: 80 },
  ];
  const headingRow = () => {
    for (const [index, column] of columns.entries()) {
      writeText(
        doc,
        column.label.toUpperCase(),
        column.x,
        y,
        { ...muted, size: 8 },
        {
          width: column.width,
          align: index === columns.length - 1 ? 'right' : 'left',
          characterSpacing: 0.5,
        },
      );
    }
    y += 14;
    drawRule(doc, left, left + width, y, 0.5, RULE);
    y += 6;
  };
  headingRow();
  if (statement.entries.length === 0) writeText(doc, text.statementNoEntries, left, y, muted, { width });
  for (const entry of statement.entries) {
    const kind = entry.reason ? `${text.kinds[entry.kind]}: ${entry.reason}` : text.kinds[entry.kind];
    const rowHeight =
      Math.max(
        doc.heightOfString(entry.title, { width: columns[1]!.width }),
        doc.heightOfString(kind, { width: columns[2]!.width }),
      ) + 6;
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = 50;
      headingRow();
    }
    writeText(doc, statementDate(entry.createdAt), columns[0]!.x, y, ink, { width: columns[0]!.width });
    writeText(doc, entry.title, columns[1]!.x, y, ink, { width: columns[1]!.width });
    writeText(doc, kind, columns[2]!.x, y, ink, { width: columns[2]!.width });
    writeText(doc, formatInr(entry.amount), columns[3]!.x, y, ink, { width: columns[3]!.width, align: 'right' });
    y += rowHeight;
  }

  // The footer of every page: what the amounts mean, and the page's number.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    const footerY = doc.page.height - 50;
    writeText(doc, text.statementFooter, left, footerY - 22, { ...muted, size: 7.5 }, { width: width - 60 });
    writeText(
      doc,
      `${index + 1} / ${pages.count}`,
      left + width - 50,
      footerY - 22,
      { ...muted, size: 7.5 },
      {
        width: 50,
        align: 'right',
      },
    );
  }
  doc.end();
  return done;
}
