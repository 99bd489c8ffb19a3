import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { OrdersTable } from '../../db/schema';
import { visibleArtworks } from '../../lib/visibility';

/** The checkout that holds this buyer's idempotency key, or undefined. */
export function findCheckoutByKey(db: Db, buyerId: string, idempotencyKey: string) {
  return db
    .selectFrom('checkouts')
    .select('id')
    .where('user_id', '=', buyerId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Claims the buyer's idempotency key for a new checkout; false when another checkout holds it. On conflict do
 * nothing: a concurrent holder of the key makes this wait, then insert nothing (no error).
 */
export async function claimCheckoutKey(
  tx: Tx,
  checkout: { id: string; buyerId: string; idempotencyKey: string; at: string },
): Promise<boolean> {
  const claimed = await tx
    .insertInto('checkouts')
    .values({
      id: checkout.id,
      user_id: checkout.buyerId,
      idempotency_key: checkout.idempotencyKey,
      created_at: checkout.at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What an order keeps of its buyer. */
export function buyerOf(tx: Tx, buyerId: string) {
  return tx.selectFrom('users').select(['username', 'name', 'location']).where('id', '=', buyerId).executeTakeFirst();
}

/** Empties the buyer's cart; its lines, as the delete returns them. */
export function takeCart(tx: Tx, buyerId: string) {
  return tx.deleteFrom('cart_items').where('user_id', '=', buyerId).returning(['artwork_id', 'quantity']).execute();
}

/**
 * Takes `quantity` pieces of an artwork for this buyer with one conditional UPDATE: only when there are enough,
 * it is for sale and shown, and not the buyer's own. The row's title, price and artist, or undefined.
 */
export function takeStock(tx: Tx, artworkId: string, quantity: number, buyerId: string, now: string) {
  return (
    tx
      .updateTable('artworks')
      .set((eb) => ({
        quantity: eb('quantity', '-', quantity),
        // Both engines evaluate SET expressions against the row as it was: this is the new quantity.
        is_sold: sql<number>`case when quantity - ${quantity} <= 0 then 1 else 0 end`,
        updated_at: now,
      }))
      .where('id', '=', artworkId)
      .where('quantity', '>=', quantity)
      .where('for_sale', '=', 1)
      .where('is_sold', '=', 0)
      .where('artist_id', '<>', buyerId)
      // What the pages show is all that is sold: not a work a moderator hid, nor one of a suspended artist.
      .where(visibleArtworks(null))
      // The price is read here, from the row just taken: never from the client, never from an older read.
      .returning(['title', 'price_paise', 'artist_id', 'is_sold'])
      .executeTakeFirst()
  );
}

export async function insertOrders(tx: Tx, orders: readonly Insertable<OrdersTable>[]): Promise<void> {
  await tx.insertInto('orders').values(orders).execute();
}

/** The first of these artworks (by id) whose artist does not offer local pickup, with that artist's username. */
export function firstWithoutPickup(tx: Tx, artworkIds: readonly string[]) {
  return tx
    .selectFrom('artworks')
    .innerJoin('users', 'users.id', 'artworks.artist_id')
    .select(['artworks.title', 'users.username'])
    .where('artworks.id', 'in', artworkIds)
    .where('users.offers_pickup', '<>', 1)
    .orderBy('artworks.id')
    .executeTakeFirst();
}

/** What decides whether an artwork can be bought: its stock, sale flags, artist, and whether the pages show it. */
export function artworkAvailability(tx: Tx, artworkId: string) {
  return tx
    .selectFrom('artworks')
    .select(['title', 'artist_id', 'for_sale', 'is_sold', 'quantity'])
    .select(sql<number>`case when ${visibleArtworks(null)} then 1 else 0 end`.as('shown'))
    .where('id', '=', artworkId)
    .executeTakeFirst();
}
