import {
  type ArtworkImage,
  basisPointsToPercent,
  type Order,
  type OrderActorRole,
  type OrderEventType,
  type OrderStatus,
  orderStatusSchema,
  deliveryMethodSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  stateSchema,
} from '@kala/contract';
import { type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrdersTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { toImageJson } from '../../lib/images';
import { paiseToRupees } from '../../lib/money';
import { newestRowsFirst, type Page } from '../../lib/paging';
import { escapeLike } from '../users/users.repository';

export type OrderRow = Selectable<OrdersTable>;

/** Whose orders a list shows: a buyer's purchases, an artist's sales, or all (admin). */
export type OrderOwner = { buyerId: string } | { artistId: string } | 'all';

/** The first image of each artwork (by position), as API JSON, in one query. */
export async function mainImagesOf(db: Db, ids: readonly string[]): Promise<Map<string, ArtworkImage>> {
  const artworkIds = [...new Set(ids)];
  const images =
    artworkIds.length === 0
      ? []
      : await db
          .selectFrom('artwork_images')
          .select(['id', 'artwork_id', 'hash', 'widths', 'width', 'height'])
          .where('artwork_id', 'in', artworkIds)
          .orderBy('artwork_id')
          .orderBy('position')
          .execute();
  const mainImage = new Map<string, ArtworkImage>();
  for (const image of images) if (!mainImage.has(image.artwork_id)) mainImage.set(image.artwork_id, toImageJson(image));
  return mainImage;
}

/** Orders as the API returns them: the stored snapshot, plus the artwork's main image while it exists. */
export async function toOrders(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const mainImage = await mainImagesOf(
    db,
    rows.flatMap((row) => (row.artwork_id ? [row.artwork_id] : [])),
  );

  return rows.map((row) => {
    const image = row.artwork_id ? mainImage.get(row.artwork_id) : undefined;
    return {
      id: row.id,
      // An artist who deleted their account leaves no artwork page: the artwork is kept for the order's sake
      // (its picture, above), hidden (docs/decisions/0012-account-deletion.md).
      artworkId: row.artist_id === null ? null : row.artwork_id,
      artwork: { title: row.artwork_title, price: paiseToRupees(row.unit_price_paise) },
      buyer: { username: row.buyer_username, name: row.buyer_name, location: row.buyer_location },
      quantity: row.quantity,
      // Integer paise / 100: exact to the paisa, so never more than 2 decimals.
      totalAmount: paiseToRupees(row.total_paise),
      shippingAmount: paiseToRupees(row.shipping_paise),
      paymentStatus: paymentStatusSchema.parse(row.payment_status),
      createdAt: row.created_at,
      shipping: {
        name: row.shipping_name,
        address: row.shipping_address,
        city: row.shipping_city,
        pincode: row.shipping_pincode,
        phone: row.shipping_phone,
        ...(row.shipping_state ? { state: stateSchema.parse(row.shipping_state) } : {}),
      },
      image: image ?? null,
      status: orderStatusSchema.parse(row.status),
      paymentMethod: paymentMethodSchema.parse(row.payment_method),
      deliveryMethod: deliveryMethodSchema.parse(row.delivery_method),
      tracking:
        row.courier !== null && row.tracking_number !== null
          ? { courier: row.courier, trackingNumber: row.tracking_number }
          : null,
      shippedAt: row.shipped_at,
      deliveredAt: row.delivered_at,
      cancelledAt: row.cancelled_at,
      cancelReason: row.cancel_reason,
      // Issue 37 item 2: the fee in force when it was placed; the artist receives the rest, shipping included.
      payout: {
        feePercent: basisPointsToPercent(row.fee_bps),
        fee: paiseToRupees(row.fee_paise),
        artistReceives: paiseToRupees(Number(row.total_paise) - Number(row.fee_paise)),
      },
    };
  });
}

// What the admin's order search (`q`) matches: the columns of the Order Management table.
const SEARCHED_ORDER_COLUMNS = [
  'id',
  'artwork_id',
  'artwork_title',
  'buyer_username',
  'buyer_name',
  'buyer_location',
  'payment_status',
] as const;

/**
 * One page of orders, newest first, keyset-paged on (created_at, id) like every other list. `q` (admin) keeps
 * orders whose id, artwork id or title, buyer username, name or location, or payment status contains it, any case.
 */
export async function listOrderRows(
  db: Db,
  owner: OrderOwner,
  page: Page,
  q?: string,
  status?: OrderStatus,
): Promise<{ rows: OrderRow[]; next: string | null }> {
  let query = db.selectFrom('orders').selectAll();
  if (status) query = query.where('status', '=', status);
  if (owner !== 'all') {
    query =
      'buyerId' in owner ? query.where('buyer_id', '=', owner.buyerId) : query.where('artist_id', '=', owner.artistId);
  }
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or(
        SEARCHED_ORDER_COLUMNS.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  return newestRowsFirst(query, 'orders', page);
}

/** The artists' usernames of these orders, by artist id (the admin's table names who sells each order). */
export async function artistNamesOf(db: Db, rows: readonly OrderRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.artist_id ? [row.artist_id] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, user.username]));
}

/** The orders one checkout created, in the order of its cart lines. */
export function ordersOfCheckout(db: Db, checkoutId: string): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('checkout_id', '=', checkoutId).orderBy('id').execute();
}

export function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes the order record only. Stock is NOT given back: an order is a record of a sale (the piece may have
 * shipped), and an admin who wants the artwork for sale again edits its quantity.
 */
export async function deleteOrder(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the artist has sales still to ship or hand over (placed or shipped). */
export async function hasOpenSales(db: Db, artistId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('artist_id', '=', artistId)
    .where('status', 'in', ['placed', 'shipped'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Who a timeline step names: a person in their part of the order, or Kala itself ('system', no id). */
export type EventActor = { role: OrderActorRole; id: string | null };

/** Kala itself on a timeline: the gateway's word, a sweep. */
export const SYSTEM: EventActor = { role: 'system', id: null };

/** Steps on the timelines of these orders, all by one actor at one time. */
export async function addOrderEvents(
  db: Db,
  orderIds: readonly string[],
  type: OrderEventType,
  actor: EventActor,
  note: string | null = null,
  at = nowIso(),
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .insertInto('order_events')
    .values(
      orderIds.map((orderId) => ({
        id: newId(),
        order_id: orderId,
        type,
        actor_role: actor.role,
        actor_id: actor.id,
        note,
        created_at: at,
      })),
    )
    .execute();
}

/** Moves one order from `from` to a new state; the row after the change, or undefined when it was not in `from`. */
export async function transitionOrder(
  db: Db,
  id: string,
  from: OrderStatus,
  set: Updateable<OrdersTable>,
  onlyPaidOrCod = false,
): Promise<OrderRow | undefined> {
  let query = db
    .updateTable('orders')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from);
  // An online order is shipped only once paid; pay on delivery is paid at the door.
  if (onlyPaidOrCod) {
    query = query.where((eb) => eb.or([eb('payment_method', '=', 'cod'), eb('payment_status', '=', 'paid')]));
  }
  return query.returningAll().executeTakeFirst();
}

/** A pay-on-delivery order not yet paid (nor cancelled) marked paid; the row after, or undefined when none. */
export function markCodPaid(db: Db, id: string, now: string): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ payment_status: 'paid', updated_at: now })
    .where('id', '=', id)
    .where('payment_method', '=', 'cod')
    .where('status', '<>', 'cancelled')
    .where('payment_status', '<>', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/** Shipped orders shipped at or before `cutoff` become delivered at `at`; their ids. */
export async function deliverShippedBefore(db: Db, cutoff: string, at: string): Promise<string[]> {
  const delivered = await db
    .updateTable('orders')
    .set({ status: 'delivered', delivered_at: at, updated_at: at })
    .where('status', '=', 'shipped')
    .where('shipped_at', '<=', cutoff)
    .returning('id')
    .execute();
  return delivered.map((row) => row.id);
}

/** An order's timeline, oldest first, each step with the username of whoever took it (null when gone or Kala). */
export function orderTimeline(db: Db, orderId: string) {
  return db
    .selectFrom('order_events')
    .leftJoin('users', 'users.id', 'order_events.actor_id')
    .select([
      'order_events.type',
      'order_events.created_at',
      'order_events.actor_role',
      'order_events.note',
      'users.username',
    ])
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.created_at')
    .orderBy('order_events.id')
    .execute();
}

/** What an order shows of its artist. */
export function orderArtist(db: Db, artistId: string) {
  return db.selectFrom('users').select(['username', 'location']).where('id', '=', artistId).executeTakeFirst();
}

/** What the buyer's purchases keep of them (their snapshot) changes to this. */
export async function renameBuyer(
  db: Db,
  buyerId: string,
  as: { username: string; name: string; location: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ buyer_username: as.username, buyer_name: as.name, buyer_location: as.location })
    .where('buyer_id', '=', buyerId)
    .execute();
}
