import { STUDIO_DEFAULT_DAYS, type Studio, type StudioQuery } from '@kala/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { addDays, daysBetween, istDay, istDayStart } from '../../lib/ist';
import { paiseToRupees } from '../../lib/money';
import { mainImagesOf } from '../orders/orders.repository';

// The artist studio's figures, read from the raw tables for one artist and one period of IST days (lib/ist.ts)
// together with the period of equal length just before it. Timestamps are ISO-UTC text, so "on an IST day" is
// a text comparison with that day's bounds, and each table is read once for both periods (a sum of cases).
// Every query starts from the artist: their artworks (artworks_artist), then each table by artwork or artist
// and time (likes_artwork, wishlist_items_artwork, comments_artwork, follows_followee, orders_artist, and the
// views' primary key), so the cost follows the artist's own activity, not the size of the site.
//
// What counts: likes, saves and comments by others (an artist's own like is not reach); orders of the artist's
// artworks not cancelled and not waiting for an online payment (an unpaid online order is not a sale yet);
// revenue is what those orders are worth when placed. PostgreSQL's bigint counts come back as numbers
// (db/database.ts); Number() keeps SQLite and PostgreSQL alike either way.

const TO_SHIP_SHOWN = 5;
const ARTWORKS_SHOWN = 200;

export interface StudioPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** The period a query asks for (IST days, both included) and the one before it; by default the last 30 days. */
export function studioPeriod(query: StudioQuery, now: Date = new Date()): StudioPeriod {
  const to = query.to ?? (query.from ? addDays(query.from, STUDIO_DEFAULT_DAYS - 1) : istDay(now));
  const from = query.from ?? addDays(to, -(STUDIO_DEFAULT_DAYS - 1));
  const length = daysBetween(from, to).length;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

export async function loadStudio(db: Db, artistId: string, period: StudioPeriod): Promise<Studio> {
  const start = istDayStart(period.previousFrom);
  const middle = istDayStart(period.from);
  const end = istDayStart(addDays(period.to, 1));
  const inRange = (column: string): Expression<SqlBool> =>
    sql<SqlBool>`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end}`;
  const split = (column: string) => ({
    value: sql<number>`coalesce(sum(case when ${sql.ref(column)} >= ${middle} then 1 else 0 end), 0)`,
    previous: sql<number>`coalesce(sum(case when ${sql.ref(column)} < ${middle} then 1 else 0 end), 0)`,
  });
  const byOthers = (table: 'likes' | 'wishlist_items' | 'comments') => {
    const figures = split(`${table}.created_at`);
    return db
      .selectFrom(table)
      .innerJoin('artworks', 'artworks.id', `${table}.artwork_id`)
      .select([figures.value.as('value'), figures.previous.as('previous')])
      .where('artworks.artist_id', '=', artistId)
      .where(`${table}.user_id`, '!=', artistId)
      .where(inRange(`${table}.created_at`))
      .executeTakeFirstOrThrow();
  };
  const follows = split('created_at');
  // Sales: placed in range, not cancelled, not an online order still waiting to be paid.
  const sales = db
    .selectFrom('orders')
    .where('artist_id', '=', artistId)
    .where('status', '!=', 'cancelled')
    .where('hold_expires_at', 'is', null)
    .where(inRange('orders.created_at'));

  const [likes, saves, comments, followers, views, orders, myArtworks] = await Promise.all([
    byOthers('likes'),
    byOthers('wishlist_items'),
    byOthers('comments'),
    db
      .selectFrom('follows')
      .select([follows.value.as('value'), follows.previous.as('previous')])
      .where('followee_id', '=', artistId)
      .where(inRange('created_at'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('artwork_views_daily')
      .innerJoin('artworks', 'artworks.id', 'artwork_views_daily.artwork_id')
      .select(['artwork_views_daily.artwork_id', 'artwork_views_daily.day', 'artwork_views_daily.views'])
      .where('artworks.artist_id', '=', artistId)
      .where('artwork_views_daily.day', '>=', period.previousFrom)
      .where('artwork_views_daily.day', '<=', period.to)
      .execute(),
    // One row per order: an artist's orders over two periods are few, and each is bucketed by its IST day here.
    sales.select(['artwork_id', 'total_paise', 'created_at']).execute(),
    db
      .selectFrom('artworks')
      .select(['id', 'title', 'quantity', 'for_sale', 'is_sold', 'created_at'])
      .where('artist_id', '=', artistId)
      // What the artist deleted is gone for them, even when kept for admins as evidence (issue 32).
      .where('deleted_at', 'is', null)
      .execute(),
  ]);

  // Likes and saves per artwork in the period (not the previous one), for the table.
  const perArtwork = async (table: 'likes' | 'wishlist_items') =>
    new Map(
      (
        await db
          .selectFrom(table)
          .innerJoin('artworks', 'artworks.id', `${table}.artwork_id`)
          .select([`${table}.artwork_id as id`, (eb) => eb.fn.countAll<number>().as('n')])
          .where('artworks.artist_id', '=', artistId)
          .where(`${table}.user_id`, '!=', artistId)
          .where(`${table}.created_at`, '>=', middle)
          .where(`${table}.created_at`, '<', end)
          .groupBy(`${table}.artwork_id`)
          .execute()
      ).map((row) => [row.id, Number(row.n)]),
    );
  const toShipQuery = db
    .selectFrom('orders')
    .where('artist_id', '=', artistId)
    .where('status', '=', 'placed')
    .where('hold_expires_at', 'is', null);
  const [likesBy, savesBy, toShipCount, toShipRows, images] = await Promise.all([
    perArtwork('likes'),
    perArtwork('wishlist_items'),
    toShipQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    toShipQuery
      .select(['id', 'artwork_title', 'quantity', 'total_paise', 'buyer_username', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(TO_SHIP_SHOWN)
      .execute(),
    mainImagesOf(
      db,
      myArtworks.map((artwork) => artwork.id),
    ),
  ]);

  const days = daysBetween(period.from, period.to);
  const perDay = new Map(days.map((date) => [date, { date, views: 0, orders: 0, revenuePaise: 0 }]));
  const viewsBy = new Map<string, number>();
  let viewsNow = 0;
  let viewsBefore = 0;
  for (const row of views) {
    const count = Number(row.views);
    const day = perDay.get(row.day);
    if (day) {
      day.views += count;
      viewsNow += count;
      viewsBy.set(row.artwork_id, (viewsBy.get(row.artwork_id) ?? 0) + count);
    } else {
      viewsBefore += count;
    }
  }
  const ordersBy = new Map<string, number>();
  const orderTotals = { value: 0, previous: 0, revenue: 0, previousRevenue: 0 };
  for (const order of orders) {
    const paise = Number(order.total_paise);
    const day = perDay.get(istDay(Date.parse(order.created_at)));
    if (day) {
      day.orders += 1;
      day.revenuePaise += paise;
      orderTotals.value += 1;
      orderTotals.revenue += paise;
      if (order.artwork_id) ordersBy.set(order.artwork_id, (ordersBy.get(order.artwork_id) ?? 0) + 1);
    } else {
      orderTotals.previous += 1;
      orderTotals.previousRevenue += paise;
    }
  }

  const figure = (row: { value: number; previous: number }) => ({
    value: Number(row.value),
    previous: Number(row.previous),
  });
  return {
    period,
    totals: {
      views: { value: viewsNow, previous: viewsBefore },
      likes: figure(likes),
      saves: figure(saves),
      comments: figure(comments),
      followers: figure(followers),
      orders: { value: orderTotals.value, previous: orderTotals.previous },
      revenue: { value: paiseToRupees(orderTotals.revenue), previous: paiseToRupees(orderTotals.previousRevenue) },
    },
    perDay: [...perDay.values()].map(({ date, views, orders, revenuePaise }) => ({
      date,
      views,
      orders,
      revenue: paiseToRupees(revenuePaise),
    })),
    artworks: myArtworks
      .map((artwork) => {
        const artworkViews = viewsBy.get(artwork.id) ?? 0;
        const artworkOrders = ordersBy.get(artwork.id) ?? 0;
        return {
          id: artwork.id,
          title: artwork.title,
          image: images.get(artwork.id) ?? null,
          views: artworkViews,
          likes: likesBy.get(artwork.id) ?? 0,
          saves: savesBy.get(artwork.id) ?? 0,
          orders: artworkOrders,
          // Orders per 100 views, one decimal; none without views (an order with no counted view is possible:
          // a buyer who came back on a later day, or before counting began).
          conversion: artworkViews > 0 ? Math.round((artworkOrders / artworkViews) * 1000) / 10 : null,
          stock: Number(artwork.quantity),
          forSale: artwork.for_sale === 1,
          createdAt: artwork.created_at,
        };
      })
      .sort((a, b) => b.views - a.views || b.orders - a.orders || b.createdAt.localeCompare(a.createdAt))
      .slice(0, ARTWORKS_SHOWN)
      .map(({ createdAt: _createdAt, ...artwork }) => artwork),
    toShip: {
      count: Number(toShipCount.n),
      orders: toShipRows.map((order) => ({
        id: order.id,
        artworkTitle: order.artwork_title,
        quantity: Number(order.quantity),
        totalAmount: paiseToRupees(Number(order.total_paise)),
        buyerUsername: order.buyer_username,
        createdAt: order.created_at,
      })),
    },
  };
}
