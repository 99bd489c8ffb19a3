import { type AdminDashboard, DASHBOARD_DAYS, DASHBOARD_TOP_CATEGORIES } from '@kala/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { paiseToRupees } from '../../lib/money';
import { DELETED_USER_ID } from '../users/users.repository';

// The figures of /admin/admin_dashboard. Every query is plain SQL both engines run alike: timestamps are ISO
// text, so the UTC day of a row is substr(created_at, 1, 10) and "since a day" is a text comparison.
// PostgreSQL's bigint counts and numeric sums come back as numbers (db/database.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = sql<string>`substr(created_at, 1, 10)`;
const paidPaise = sql<number>`coalesce(sum(case when payment_status = 'paid' then total_paise else 0 end), 0)`;

/** The last DASHBOARD_DAYS UTC days up to `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(today - (DASHBOARD_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function loadDashboard(db: Db, now: Date = new Date()): Promise<AdminDashboard> {
  const days = lastDays(now);
  const since = `${days[0]}T00:00:00.000Z`;

  const [users, artists, artworks, orders, signups, sales, categories, reports] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '!=', DELETED_USER_ID)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('artworks')
      .select((eb) => eb.fn.count<number>('artist_id').distinct().as('n'))
      .where('artist_id', '!=', DELETED_USER_ID)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('artworks')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`coalesce(sum(case when for_sale = 1 and is_sold = 0 then 1 else 0 end), 0)`.as('forSale'),
        sql<number>`coalesce(sum(case when is_sold = 1 then 1 else 0 end), 0)`.as('soldOut'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        paidPaise.as('paid'),
        sql<number>`coalesce(sum(case when payment_status = 'pending' then total_paise else 0 end), 0)`.as('pending'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => [dayOf.as('day'), eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .where('id', '!=', DELETED_USER_ID)
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [dayOf.as('day'), eb.fn.countAll<number>().as('n'), paidPaise.as('paid')])
      .where('created_at', '>=', since)
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('artworks')
      .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
      .groupBy('category')
      .orderBy('n', 'desc')
      .orderBy('category')
      .limit(DASHBOARD_TOP_CATEGORIES)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);

  const signupsByDay = new Map(signups.map((row) => [row.day, Number(row.n)]));
  const salesByDay = new Map(sales.map((row) => [row.day, row]));
  return {
    totals: {
      users: Number(users.n),
      artists: Number(artists.n),
      artworks: Number(artworks.total),
      artworksForSale: Number(artworks.forSale),
      soldOut: Number(artworks.soldOut),
      orders: Number(orders.total),
      revenue: paiseToRupees(Number(orders.paid)),
      pendingAmount: paiseToRupees(Number(orders.pending)),
      openReports: Number(reports.n),
    },
    signupsPerDay: days.map((date) => ({ date, count: signupsByDay.get(date) ?? 0 })),
    salesPerDay: days.map((date) => {
      const row = salesByDay.get(date);
      return { date, orders: Number(row?.n ?? 0), revenue: paiseToRupees(Number(row?.paid ?? 0)) };
    }),
    topCategories: categories.map((row) => ({ category: row.category, count: Number(row.n) })),
  };
}
