import type { Offer, OfferStatus } from '@kala/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OffersTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { paiseToRupees } from '../../lib/money';
import { mainImagesOf } from '../orders/orders.repository';

// Offers made in chat (issue 19), one row per offer (migration 0014). Indexes:
//   offers_artwork (artwork_id, status)            the open offers of an artwork that sold out
//   offers_buyer   (buyer_id, artwork_id, status)  a buyer's agreed prices for their cart lines

export type OfferRow = Selectable<OffersTable>;

/** Offers still open on an artwork: waiting for an answer, or accepted and not yet used. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['pending', 'accepted'];

/** A new offer's row: pending, with no expiry until it is accepted, and not used. */
export function pendingOffer(
  offer: Pick<OfferRow, 'artwork_id' | 'buyer_id' | 'artist_id' | 'sender_id' | 'amount_paise'>,
  now: string,
): OfferRow {
  const { artwork_id, buyer_id, artist_id, sender_id, amount_paise } = offer;
  return {
    id: newId(),
    artwork_id,
    buyer_id,
    artist_id,
    sender_id,
    amount_paise,
    status: 'pending',
    created_at: now,
    updated_at: now,
    expires_at: null,
    used_at: null,
  };
}

export function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOffer(db: Db, row: OfferRow): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

/**
 * Moves an offer from 'pending' to `status`, only if it is still pending (two answers at once: one wins).
 * Answers whether this call moved it.
 */
export async function closePendingOffer(
  db: Db,
  id: string,
  status: Exclude<OfferStatus, 'pending'>,
  now: string,
  expiresAt: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ status, updated_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Expires the open offers on these artworks (they sold out), except accepted ones already used by a checkout.
 * Answers the ids of the offers it expired.
 */
export async function expireOpenOffers(db: Db, artworkIds: readonly string[], now: string): Promise<string[]> {
  if (artworkIds.length === 0) return [];
  const rows = await db
    .updateTable('offers')
    .set({ status: 'expired', updated_at: now })
    .where('artwork_id', 'in', [...artworkIds])
    .where('status', 'in', [...OPEN_OFFER_STATUSES])
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The agreed price of each of these artworks for this buyer at `now`: the latest accepted, unused, unexpired offer. */
export async function agreedOffers(
  db: Db,
  buyerId: string,
  artworkIds: readonly string[],
  now: string,
): Promise<Map<string, OfferRow>> {
  const agreed = new Map<string, OfferRow>();
  if (artworkIds.length === 0) return agreed;
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('artwork_id', 'in', [...new Set(artworkIds)])
    .where('status', '=', 'accepted')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .execute();
  for (const row of rows) if (!agreed.has(row.artwork_id)) agreed.set(row.artwork_id, row);
  return agreed;
}

/** Marks an accepted offer used by a checkout; false when another checkout used it first. */
export async function takeAgreedOffer(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ used_at: now, updated_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Accepted offers whose order was cancelled: usable again by their buyer, until they expire. */
export async function giveBackOffers(db: Db, ids: readonly string[], now: string): Promise<void> {
  await db
    .updateTable('offers')
    .set({ used_at: null, updated_at: now })
    .where('id', 'in', [...ids])
    .where('status', '=', 'accepted')
    .execute();
}

/** Offers as the API sends them, with the artwork's title, current price and main image; in the order of `ids`. */
export async function loadOffers(db: Db, ids: readonly string[]): Promise<Map<string, Offer>> {
  const offers = new Map<string, Offer>();
  if (ids.length === 0) return offers;
  const rows = await db
    .selectFrom('offers')
    .innerJoin('artworks', 'artworks.id', 'offers.artwork_id')
    .selectAll('offers')
    .select(['artworks.title', 'artworks.price_paise'])
    // The order an offer was used for; a cancelled one gave the offer back (used_at is null again).
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select('orders.id')
        .whereRef('orders.offer_id', '=', 'offers.id')
        .where('orders.status', '!=', 'cancelled')
        .orderBy('orders.created_at', 'desc')
        .limit(1)
        .as('order_id'),
    )
    .where('offers.id', 'in', [...new Set(ids)])
    .execute();
  const images = await mainImagesOf(
    db,
    rows.map((row) => row.artwork_id),
  );
  const now = nowIso();
  for (const row of rows) {
    // An accepted offer whose 48 hours ran out reads as expired (nothing needs to change the row for that).
    const lapsed = row.status === 'accepted' && row.used_at === null && (row.expires_at ?? '') <= now;
    offers.set(row.id, {
      id: row.id,
      artworkId: row.artwork_id,
      buyerId: row.buyer_id,
      artistId: row.artist_id,
      senderId: row.sender_id,
      amount: paiseToRupees(row.amount_paise),
      status: lapsed ? 'expired' : row.status,
      expiresAt: row.status === 'accepted' && !lapsed && row.used_at === null ? row.expires_at : null,
      orderId: row.used_at !== null ? (row.order_id ?? null) : null,
      artwork: { title: row.title, price: paiseToRupees(row.price_paise), image: images.get(row.artwork_id) ?? null },
    });
  }
  return offers;
}
