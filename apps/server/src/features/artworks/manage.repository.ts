import type { ListingState, MyListing, MyListingsQuery, PriceChange } from '@kala/contract';
import { type Insertable, type SqlBool, sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { ArtworkImagesTable } from '../../db/schema';
import { toImageJson } from '../../lib/images';
import { paiseToRupees } from '../../lib/money';
import { type ImageRow, mainImageOf } from './artworks.repository';

// An artist's own listings (decision 0025): the studio's "Your artworks" table and each one's price history.

/** At most this many rows in the table: far more than any artist here lists, and a bound on one read. */
export const MY_LISTINGS_MAX = 500;

/** A listing's state as the table shows it: a moderator's hiding first, then the artist's unlisting, then stock. */
const stateOf = (row: {
  hidden_at: string | null;
  unlisted_at: string | null;
  for_sale: number;
  is_sold: number;
  quantity: number;
}): ListingState => {
  if (row.hidden_at !== null) return 'hidden';
  if (row.unlisted_at !== null) return 'unlisted';
  if (row.for_sale === 1 && (row.is_sold === 1 || row.quantity <= 0)) return 'soldOut';
  return 'live';
};

export async function listMyListings(
  db: Db,
  artistId: string,
  { q, state, sort = 'newest' }: MyListingsQuery,
): Promise<MyListing[]> {
  const views = db
    .selectFrom('artwork_views_daily as v')
    .select(sql<number>`coalesce(sum(v.views), 0)`.as('views'))
    .where('v.artwork_id', '=', sql.ref<string>('artworks.id'));
  let query = db
    .selectFrom('artworks')
    .select([
      'artworks.id',
      'artworks.title',
      'artworks.price_paise',
      'artworks.quantity',
      'artworks.for_sale',
      'artworks.is_sold',
      'artworks.hidden_at',
      'artworks.unlisted_at',
      'artworks.like_count',
      'artworks.created_at',
    ])
    .select(views.as('views'))
    .select(mainImageOf(db, 'artworks.id').as('image'))
    .where('artworks.artist_id', '=', artistId)
    // Deleted (kept only for an order, or as a moderator's evidence): not the artist's to manage any more.
    .where('artworks.deleted_at', 'is', null);
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<SqlBool>`lower(artworks.title) like ${pattern} escape '\\'`);
  }
  if (state === 'hidden') query = query.where('artworks.hidden_at', 'is not', null);
  if (state === 'unlisted')
    query = query.where('artworks.hidden_at', 'is', null).where('artworks.unlisted_at', 'is not', null);
  const soldOut = sql<SqlBool>`(artworks.for_sale = 1 and (artworks.is_sold = 1 or artworks.quantity <= 0))`;
  if (state === 'soldOut' || state === 'live') {
    query = query.where('artworks.hidden_at', 'is', null).where('artworks.unlisted_at', 'is', null);
    query = query.where(state === 'soldOut' ? soldOut : sql<SqlBool>`not ${soldOut}`);
  }
  if (sort === 'priceAsc') query = query.orderBy('artworks.price_paise', 'asc');
  else if (sort === 'priceDesc') query = query.orderBy('artworks.price_paise', 'desc');
  else if (sort === 'views') query = query.orderBy('views', 'desc');
  else if (sort === 'likes') query = query.orderBy('artworks.like_count', 'desc');
  const rows = await query
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(MY_LISTINGS_MAX)
    .execute();
  return rows.map((row) => {
    const image: ImageRow | null = typeof row.image === 'string' ? (JSON.parse(row.image) as ImageRow) : row.image;
    return {
      id: row.id,
      title: row.title,
      image: image ? toImageJson(image) : null,
      price: paiseToRupees(row.price_paise),
      quantity: row.quantity,
      forSale: row.for_sale === 1,
      state: stateOf(row),
      views: Number(row.views),
      likes: row.like_count,
      createdAt: row.created_at,
    };
  });
}

/** An artwork's price changes, newest first. */
export async function listPriceChanges(db: Db, artworkId: string): Promise<PriceChange[]> {
  const rows = await db
    .selectFrom('artwork_price_history')
    .select(['old_price_paise', 'new_price_paise', 'changed_at'])
    .where('artwork_id', '=', artworkId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    oldPrice: paiseToRupees(row.old_price_paise),
    newPrice: paiseToRupees(row.new_price_paise),
    changedAt: row.changed_at,
  }));
}

/** An artwork's picture rows, as kept when its pictures are put in a new order. */
export function imageRowsOf(db: Db, artworkId: string) {
  return db
    .selectFrom('artwork_images')
    .select(['id', 'hash', 'widths', 'width', 'height', 'created_at'])
    .where('artwork_id', '=', artworkId)
    .execute();
}

/** An artwork's pictures become exactly `rows` (call it in one transaction). */
export async function replaceImageRows(
  tx: Tx,
  artworkId: string,
  rows: readonly Insertable<ArtworkImagesTable>[],
  now: string,
): Promise<void> {
  await tx.deleteFrom('artwork_images').where('artwork_id', '=', artworkId).execute();
  await tx.insertInto('artwork_images').values(rows).execute();
  await tx.updateTable('artworks').set({ updated_at: now }).where('id', '=', artworkId).execute();
}

/** The artworks of a change to several at once (not deleted ones), with what the change checks. */
export function artworksToChange(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('artworks')
    .select(['id', 'artist_id', 'price_paise', 'for_sale', 'unlisted_at'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function setPrice(tx: Tx, artworkId: string, pricePaise: number, now: string): Promise<void> {
  await tx
    .updateTable('artworks')
    .set({ price_paise: pricePaise, updated_at: now })
    .where('id', '=', artworkId)
    .execute();
}

/** Unlists (`unlist`) or lists again these artworks; how many changed (one already so does not count). */
export async function setUnlisted(db: Db, ids: readonly string[], unlist: boolean, now: string): Promise<number> {
  const result = await db
    .updateTable('artworks')
    .set({ unlisted_at: unlist ? now : null, updated_at: now })
    .where('id', 'in', ids)
    .where('unlisted_at', unlist ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
