import type { Db } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';

/** A cart line as stored: one per buyer and artwork (unique key cart_items_one_line). */
export interface CartLineRow {
  id: string;
  artwork_id: string;
  quantity: number;
}

/** The buyer's cart lines, in the order they were added. */
export function listCartLines(db: Db, userId: string): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_items')
    .select(['id', 'artwork_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the buyer's lines; someone else's line reads as unknown. */
export function findCartLine(db: Db, userId: string, itemId: string): Promise<CartLineRow | undefined> {
  return db
    .selectFrom('cart_items')
    .select(['id', 'artwork_id', 'quantity'])
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findCartLineOfArtwork(db: Db, userId: string, artworkId: string): Promise<CartLineRow | undefined> {
  return db
    .selectFrom('cart_items')
    .select(['id', 'artwork_id', 'quantity'])
    .where('user_id', '=', userId)
    .where('artwork_id', '=', artworkId)
    .executeTakeFirst();
}

/**
 * Adds `quantity` to the buyer's line for the artwork (a new line, or more of an existing one) as one
 * statement, so two adds at once both count. The sum must stay within `stock`; returns false when it would
 * not (nothing changes then).
 */
export async function addToCartLine(
  db: Db,
  userId: string,
  artworkId: string,
  quantity: number,
  stock: number,
): Promise<boolean> {
  if (quantity > stock) return false;
  const now = nowIso();
  const result = await db
    .insertInto('cart_items')
    .values({ id: newId(), user_id: userId, artwork_id: artworkId, quantity, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'artwork_id'])
        .doUpdateSet((eb) => ({
          quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', stock)),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setCartLineQuantity(db: Db, itemId: string, quantity: number): Promise<void> {
  await db.updateTable('cart_items').set({ quantity, updated_at: nowIso() }).where('id', '=', itemId).execute();
}

/** Removes one of the buyer's lines; false when the buyer has no such line. */
export async function deleteCartLine(db: Db, userId: string, itemId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
