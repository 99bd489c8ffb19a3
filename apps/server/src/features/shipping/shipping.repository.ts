import type { ArtworkShippingOverride } from '@kala/contract';
import type { Db, Tx } from '../../db/database';
import type { ShippingProfilesTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { type Viewer, visibleArtworks } from '../../lib/visibility';

// Shipping profiles and artworks' own shipping (issue 34 item 3, migration 0032).

export type ProfileRow = Omit<ShippingProfilesTable, 'user_id' | 'updated_at'>;

export async function findProfile(db: Db | Tx, userId: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('shipping_profiles')
    .select(['free', 'city_paise', 'state_paise', 'india_paise', 'processing_days', 'returns_days'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveProfile(db: Db | Tx, userId: string, row: ProfileRow): Promise<void> {
  const values = { ...row, updated_at: nowIso() };
  await db
    .insertInto('shipping_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findArtistPincode(db: Db | Tx, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('pincode').where('id', '=', userId).executeTakeFirst();
  return row?.pincode ?? null;
}

/** Writes the groups of an artwork's own shipping that `change` holds (an update changes only what was sent). */
export async function saveArtworkShipping(
  db: Db | Tx,
  artworkId: string,
  change: Partial<ArtworkShippingOverride>,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  const set: {
    mode?: string;
    city_paise?: number | null;
    state_paise?: number | null;
    india_paise?: number | null;
    processing_days?: number | null;
    returns_days?: number | null;
  } = {};
  if (change.mode !== undefined) {
    set.mode = change.mode;
    set.city_paise = change.rates ? Math.round(change.rates.city * 100) : null;
    set.state_paise = change.rates ? Math.round(change.rates.state * 100) : null;
    set.india_paise = change.rates ? Math.round(change.rates.india * 100) : null;
  }
  if (change.processingDays !== undefined) set.processing_days = change.processingDays;
  if (change.returnsDays !== undefined) set.returns_days = change.returnsDays;
  const now = nowIso();
  await db
    .insertInto('artwork_shipping')
    .values({
      artwork_id: artworkId,
      mode: set.mode ?? 'profile',
      city_paise: set.city_paise ?? null,
      state_paise: set.state_paise ?? null,
      india_paise: set.india_paise ?? null,
      processing_days: set.processing_days ?? null,
      returns_days: set.returns_days ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('artwork_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

/** Everything that decides the shipping of some artworks: their artist, the artist's pincode, profile and override. */
export interface ArtworkShippingRow {
  artwork_id: string;
  artist_id: string;
  artist_username: string;
  artist_pincode: number | null;
  p_free: number | null;
  p_city: number | null;
  p_state: number | null;
  p_india: number | null;
  p_processing: number | null;
  p_returns: number | null;
  a_mode: string | null;
  a_city: number | null;
  a_state: number | null;
  a_india: number | null;
  a_processing: number | null;
  a_returns: number | null;
}

/**
 * The shipping rows of these artworks; with `seenBy`, only those that viewer may see (the artwork page's quote: the
 * public sees listed works, their artist and admins also unlisted and hidden ones).
 */
export async function shippingRowsOf(
  db: Db | Tx,
  artworkIds: readonly string[],
  { seenBy }: { seenBy?: Viewer } = {},
): Promise<ArtworkShippingRow[]> {
  if (artworkIds.length === 0) return [];
  let query = db
    .selectFrom('artworks')
    .innerJoin('users', 'users.id', 'artworks.artist_id')
    .leftJoin('shipping_profiles as p', 'p.user_id', 'artworks.artist_id')
    .leftJoin('artwork_shipping as a', 'a.artwork_id', 'artworks.id')
    .select([
      'artworks.id as artwork_id',
      'artworks.artist_id as artist_id',
      'users.username as artist_username',
      'users.pincode as artist_pincode',
      'p.free as p_free',
      'p.city_paise as p_city',
      'p.state_paise as p_state',
      'p.india_paise as p_india',
      'p.processing_days as p_processing',
      'p.returns_days as p_returns',
      'a.mode as a_mode',
      'a.city_paise as a_city',
      'a.state_paise as a_state',
      'a.india_paise as a_india',
      'a.processing_days as a_processing',
      'a.returns_days as a_returns',
    ])
    .where('artworks.id', 'in', artworkIds);
  if (seenBy !== undefined) query = query.where(visibleArtworks(seenBy));
  return query.execute();
}
