import {
  EARNING_KINDS,
  type Earnings,
  type EarningsEntry,
  type EarningsQuery,
  type EarningsTotals,
  LEDGER_KINDS,
  type LedgerKind,
} from '@kala/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { istDay, istDayStart } from '../../lib/ist';
import { paiseToRupees } from '../../lib/money';
import { findUserById } from '../users/users.repository';
import { owedOnCash } from '../transfers/transfers.repository';
import { artistLifetime, entriesOfArtist, type Span, totalsOfArtist, transferBalances } from './earnings.repository';

// The artist's earnings page and monthly statements (issue 37 item 6, docs/payments.md "The artist's earnings").
// Everything here is read from the artist's own ledger entries (docs/decisions/0035-ledger.md): a balance is a sum
// of entries, never a stored counter, so the page, the PDF and the CSV of a month always agree with each other and
// with the admin's ledger check. Months are India's (Asia/Kolkata), as the artist lives them.

const earningKinds: ReadonlySet<LedgerKind> = new Set(EARNING_KINDS);

/** The month (YYYY-MM) an instant falls in, in India. */
export function istMonth(at: Date | string): string {
  return istDay(new Date(at)).slice(0, 7);
}

/** The month after a month: '2026-12' → '2027-01'. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** An Indian month's instants: from its first midnight in India to the next month's. */
export function monthSpan(month: string): Span {
  return { from: istDayStart(`${month}-01`), to: istDayStart(`${nextMonth(month)}-01`) };
}

/** Every month from `first` to `last` (both YYYY-MM, first ≤ last), newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.unshift(month);
  return months;
}

function totalsOf(rows: readonly { kind: LedgerKind; paise: number }[]): EarningsTotals {
  const byKind = rows
    .filter((row) => row.paise !== 0)
    .sort((a, b) => LEDGER_KINDS.indexOf(a.kind) - LEDGER_KINDS.indexOf(b.kind))
    .map((row) => ({ kind: row.kind, amount: paiseToRupees(row.paise) }));
  const earnedPaise = rows.filter((row) => earningKinds.has(row.kind)).reduce((sum, row) => sum + row.paise, 0);
  return { byKind, earned: paiseToRupees(earnedPaise) };
}

type EntryRow = Awaited<ReturnType<typeof entriesOfArtist>>[number];

function toEntry(row: EntryRow): EarningsEntry {
  return {
    id: row.id,
    orderId: row.order_id,
    title: row.artwork_title,
    kind: row.kind as LedgerKind,
    amount: paiseToRupees(row.amount_paise),
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** GET /api/auth/earnings: a month of the artist's entries (of one kind when asked), its totals, the months to pick. */
export async function artistEarnings(db: Db, artistId: string, query: EarningsQuery, now: Date): Promise<Earnings> {
  const thisMonth = istMonth(now);
  const month = query.month ?? thisMonth;
  const span = monthSpan(month);
  const [rows, totals, lifetime, balances, owed] = await Promise.all([
    entriesOfArtist(db, artistId, span, query.kind),
    totalsOfArtist(db, artistId, span),
    artistLifetime(db, artistId),
    transferBalances(db, artistId),
    owedOnCash(db, artistId),
  ]);
  const first = lifetime.firstAt ? istMonth(lifetime.firstAt) : thisMonth;
  return {
    month,
    months: monthsBetween(first < thisMonth ? first : thisMonth, thisMonth),
    totals: totalsOf(totals),
    entries: rows.map(toEntry),
    earnedAllTime: paiseToRupees(lifetime.earnedPaise),
    payouts: {
      onHold: paiseToRupees(balances.onHoldPaise),
      released: paiseToRupees(balances.releasedPaise),
      paidOut: paiseToRupees(balances.paidOutPaise),
      owedToKala: paiseToRupees(Math.max(0, owed)),
      tcsKeptBack: paiseToRupees(Math.max(0, lifetime.tcsPaise)),
    },
  };
}

/** A month's statement: its totals and every entry, oldest first (the order a statement is read in). */
export interface Statement {
  month: string;
  artist: { name: string; username: string };
  totals: EarningsTotals;
  entries: EarningsEntry[];
}

export async function monthStatement(db: Db, artistId: string, month: string): Promise<Statement> {
  const span = monthSpan(month);
  const [artist, rows, totals] = await Promise.all([
    findUserById(db, artistId),
    entriesOfArtist(db, artistId, span),
    totalsOfArtist(db, artistId, span),
  ]);
  if (!artist) throw notFound('User');
  return {
    month,
    artist: { name: artist.name, username: artist.username },
    totals: totalsOf(totals),
    entries: rows.map(toEntry).reverse(),
  };
}
