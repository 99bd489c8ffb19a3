import { SCREEN } from '@kala/contract';
import type { Statement } from './earnings.service';
import { statementDate } from './statement-pdf';

// A month's statement as CSV (RFC 4180), for an accountant's spreadsheet: one row per ledger entry, oldest first,
// amounts as plain numbers with two decimals (no grouping, so a spreadsheet reads them as numbers), and a last row
// with the month's total. Written by hand: quoting one small table needs no library.

/** A field quoted when it must be, and a text that a spreadsheet would run as a formula made plain text. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const amount = (rupees: number) => rupees.toFixed(2);

export function renderStatementCsv(statement: Statement): string {
  const text = SCREEN.earnings;
  const rows: string[][] = [
    [
      text.statementDate,
      text.statementOrder,
      text.statementArtwork,
      text.statementKind,
      text.statementAmount,
      text.statementNote,
    ].map(csvField),
    ...statement.entries.map((entry) => [
      csvField(statementDate(entry.createdAt)),
      csvField(entry.orderId),
      csvField(entry.title),
      csvField(text.kinds[entry.kind]),
      amount(entry.amount),
      csvField(entry.reason ?? ''),
    ]),
    ['', '', '', csvField(text.statementTotal), amount(statement.totals.earned), ''],
  ];
  // A byte-order mark, so Excel opens the Devanagari of a title as UTF-8.
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
