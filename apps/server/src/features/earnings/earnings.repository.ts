import { EARNING_KINDS, type LedgerKind, TCS_KINDS } from '@kala/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

// The artist's earnings read from the ledger (docs/payments.md "The artist's earnings"): only reads, and only of
// the artist's own entries. A month is the half-open span [from, to) of ISO-UTC instants, India's month bounds
// worked out by the service.

export interface Span {
  from: string;
  to: string;
}

/** The artist's entries in the span (of one kind when given), newest first, each with its order's artwork title. */
export function entriesOfArtist(db: Db, artistId: string, span: Span, kind?: LedgerKind) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.id', 'e.order_id', 'o.artwork_title', 'e.kind', 'e.amount_paise', 'e.reason', 'e.created_at'])
    .where('e.artist_id', '=', artistId)
    .where('e.created_at', '>=', span.from)
    .where('e.created_at', '<', span.to);
  if (kind) query = query.where('e.kind', '=', kind);
  return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').execute();
}

/** The sum of each kind of the artist's entries in the span. */
export async function totalsOfArtist(db: Db, artistId: string, span: Span) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', sql<number>`sum(amount_paise)`.as('paise')])
    .where('artist_id', '=', artistId)
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({ kind: row.kind as LedgerKind, paise: Number(row.paise) }));
}

/**
 * The artist's transfers (features/transfers) summed by where their money is: on hold (not made yet: its share; made
 * and held: what it sent less what reversals took back), released (made and released, less reversals, and not
 * settled yet) and paid out (made and settled to their bank: transfer_settlements, decision 0044). A transfer is
 * in one of the three; failed and cancelled transfers hold nothing.
 */
export async function transferBalances(db: Db, artistId: string) {
  const reversed = db
    .selectFrom('transfer_reversals')
    .select(['transfer_id', sql<number>`sum(amount_paise)`.as('paise')])
    .where('state', '=', 'done')
    .groupBy('transfer_id')
    .as('r');
  const row = await db
    .selectFrom('transfers as t')
    .leftJoin(reversed, 'r.transfer_id', 't.id')
    .leftJoin('transfer_settlements as s', 's.transfer_id', 't.id')
    .select([
      sql<number>`coalesce(sum(case
        when t.state in ('pending', 'requesting') then t.share_paise
        when t.state = 'made' and s.id is null and t.on_hold = 1 then t.amount_paise - coalesce(r.paise, 0)
        else 0 end), 0)`.as('on_hold'),
      sql<number>`coalesce(sum(case
        when t.state = 'made' and s.id is null and t.on_hold = 0 then t.amount_paise - coalesce(r.paise, 0)
        else 0 end), 0)`.as('released'),
      sql<number>`coalesce(sum(case
        when t.state = 'made' and s.id is not null then t.amount_paise - coalesce(r.paise, 0)
        else 0 end), 0)`.as('paid_out'),
    ])
    .where('t.artist_id', '=', artistId)
    .executeTakeFirstOrThrow();
  return {
    onHoldPaise: Number(row.on_hold),
    releasedPaise: Number(row.released),
    paidOutPaise: Number(row.paid_out),
  };
}

/** What the artist earned over all time (the earning kinds' sum), and when their first entry was written. */
export async function artistLifetime(db: Db, artistId: string) {
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum(case when kind in (${sql.join(EARNING_KINDS.map((k) => sql.lit(k)))}) then amount_paise else 0 end), 0)`.as(
        'earned',
      ),
      sql<string | null>`min(created_at)`.as('first_at'),
      // The TCS collected, net of what refunds gave back: kept back online, owed on cash (− when kept or owed:
      // decision 0045).
      sql<number>`coalesce(sum(case when kind in (${sql.join(TCS_KINDS.map((k) => sql.lit(k)))}) then -amount_paise else 0 end), 0)`.as(
        'tcs',
      ),
    ])
    .where('artist_id', '=', artistId)
    .executeTakeFirstOrThrow();
  return { earnedPaise: Number(row.earned), firstAt: row.first_at, tcsPaise: Number(row.tcs) };
}
