import {
  type ArtworkShipping,
  type CartShipping,
  DEFAULT_SHIPPING_PROFILE,
  type DeliveryMethod,
  type IndianState,
  type ShippingProfile,
  type ShippingProfileBody,
  type ShippingZone,
  stateOfPincode,
  TRANSIT_DAYS,
} from '@kala/contract';
import type { Db, Tx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { addDays, istDay } from '../../lib/ist';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import type { Viewer } from '../../lib/visibility';
import {
  type ArtworkShippingRow,
  findArtistPincode,
  findProfile,
  saveProfile,
  shippingRowsOf,
} from './shipping.repository';

// Shipping, delivery and returns (issue 34 item 3, decision 0027). The one place that prices shipping: the
// artwork page's quote, the cart's and checkout's figures and the orders checkout writes all come from here.

const DEFAULTS = DEFAULT_SHIPPING_PROFILE;

/** A policy in paise, as the quotes compute with it. */
interface Policy {
  free: boolean;
  rates: Record<ShippingZone, number>;
  processingDays: number;
  /** 0: no returns. */
  returnsDays: number;
  source: 'artwork' | 'profile';
}

const pincodeText = (pincode: number | null) => (pincode === null ? null : String(pincode));

/**
 * The zone of a parcel from the artist's pincode to the buyer's: the same first three digits (the sorting
 * district) is the artist's city, the same state their state; without the artist's pincode, the rest of India.
 */
export function zoneOf(buyerPincode: string, artistPincode: string | null): ShippingZone {
  if (artistPincode === null) return 'india';
  if (buyerPincode.slice(0, 3) === artistPincode.slice(0, 3)) return 'city';
  const state = stateOfPincode(buyerPincode);
  return state !== null && state === stateOfPincode(artistPincode) ? 'state' : 'india';
}

function policyOf(row: ArtworkShippingRow): Policy {
  const profile: Policy =
    row.p_free === null
      ? {
          free: DEFAULTS.free,
          rates: { city: 0, state: 0, india: 0 },
          processingDays: DEFAULTS.processingDays,
          returnsDays: 0,
          source: 'profile',
        }
      : {
          free: row.p_free === 1,
          rates: { city: row.p_city ?? 0, state: row.p_state ?? 0, india: row.p_india ?? 0 },
          processingDays: row.p_processing ?? DEFAULTS.processingDays,
          returnsDays: row.p_returns ?? 0,
          source: 'profile',
        };
  if (row.a_mode === null) return profile;
  const own = row.a_mode !== 'profile' || row.a_processing !== null || row.a_returns !== null;
  const policy: Policy = { ...profile, source: own ? 'artwork' : 'profile' };
  if (row.a_mode === 'free') policy.free = true;
  if (row.a_mode === 'rates') {
    policy.free = false;
    policy.rates = { city: row.a_city ?? 0, state: row.a_state ?? 0, india: row.a_india ?? 0 };
  }
  if (row.a_processing !== null) policy.processingDays = row.a_processing;
  if (row.a_returns !== null) policy.returnsDays = row.a_returns;
  return policy;
}

const priceOf = (policy: Policy, zone: ShippingZone) => (policy.free ? 0 : policy.rates[zone]);

/** The days a parcel sent today arrives between (IST calendar days): processing, then the zone's transit. */
function arrival(processingDays: number, zone: ShippingZone, now: Date) {
  const today = istDay(now);
  return {
    arrivesFrom: addDays(today, processingDays + TRANSIT_DAYS[zone].min),
    arrivesBy: addDays(today, processingDays + TRANSIT_DAYS[zone].max),
  };
}

const ratesInRupees = (rates: Record<ShippingZone, number>) => ({
  city: paiseToRupees(rates.city),
  state: paiseToRupees(rates.state),
  india: paiseToRupees(rates.india),
});

// ── The artist's profile ─────────────────────────────────────────────────────────

export async function getShippingProfile(db: Db, userId: string): Promise<ShippingProfile> {
  const [row, pincode] = await Promise.all([findProfile(db, userId), findArtistPincode(db, userId)]);
  const origin = { pincode: pincodeText(pincode), state: pincode === null ? null : stateOfPincode(String(pincode)) };
  if (!row) return { ...DEFAULTS, rates: { ...DEFAULTS.rates }, origin };
  const free = row.free === 1;
  return {
    free,
    rates: free
      ? { city: 0, state: 0, india: 0 }
      : ratesInRupees({ city: row.city_paise, state: row.state_paise, india: row.india_paise }),
    processingDays: row.processing_days,
    returnsDays: row.returns_days === 0 ? null : row.returns_days,
    origin,
  };
}

export async function setShippingProfile(db: Db, userId: string, body: ShippingProfileBody): Promise<ShippingProfile> {
  const rates = body.free || !body.rates ? { city: 0, state: 0, india: 0 } : body.rates;
  await saveProfile(db, userId, {
    free: body.free ? 1 : 0,
    city_paise: rupeesToPaise(rates.city),
    state_paise: rupeesToPaise(rates.state),
    india_paise: rupeesToPaise(rates.india),
    processing_days: body.processingDays,
    returns_days: body.returnsDays,
  });
  return getShippingProfile(db, userId);
}

// ── Quotes ─────────────────────────────────────────────────────────────────────

/** GET /api/artworks/{id}/shipping: the policy of a visible artwork, and with a pincode what it costs and when it arrives. */
export async function quoteArtwork(
  db: Db,
  viewer: Viewer,
  artworkId: string,
  pincode: string | undefined,
  now = new Date(),
): Promise<ArtworkShipping> {
  const [row] = await shippingRowsOf(db, [artworkId], { seenBy: viewer });
  if (!row) throw notFound('Artwork');
  const policy = policyOf(row);
  let quote: ArtworkShipping['quote'] = null;
  if (pincode !== undefined) {
    const zone = zoneOf(pincode, pincodeText(row.artist_pincode));
    quote = {
      pincode,
      state: stateOfPincode(pincode),
      zone,
      amount: paiseToRupees(priceOf(policy, zone)),
      ...arrival(policy.processingDays, zone, now),
    };
  }
  return {
    artworkId,
    policy: {
      free: policy.free,
      rates: policy.free ? { city: 0, state: 0, india: 0 } : ratesInRupees(policy.rates),
      processingDays: policy.processingDays,
      returnsDays: policy.returnsDays === 0 ? null : policy.returnsDays,
      source: policy.source,
    },
    override: {
      mode: (row.a_mode ?? 'profile') as ArtworkShipping['override']['mode'],
      rates:
        row.a_mode === 'rates'
          ? ratesInRupees({ city: row.a_city ?? 0, state: row.a_state ?? 0, india: row.a_india ?? 0 })
          : null,
      processingDays: row.a_processing,
      returnsDays: row.a_returns,
    },
    quote,
  };
}

export interface ArtistParcel {
  artistId: string;
  username: string;
  artworkIds: string[];
  zone: ShippingZone;
  /** Paise: the highest of the artist's works' prices to this pincode (one parcel, decision 0027). */
  paise: number;
  /** The work whose price that is: its order line carries the shipping. */
  carrierArtworkId: string;
  arrivesFrom: string;
  arrivesBy: string;
}

/**
 * Shipping of a set of artworks to one pincode, one parcel per artist: the highest of that artist's works'
 * prices for the zone (ties: the first in the order given). Local pickup ships nothing: every parcel is 0.
 */
export async function parcelsOf(
  db: Db | Tx,
  artworkIds: readonly string[],
  pincode: string,
  delivery: DeliveryMethod,
  now = new Date(),
): Promise<ArtistParcel[]> {
  const rows = await shippingRowsOf(db, artworkIds);
  const byId = new Map(rows.map((row) => [row.artwork_id, row]));
  const parcels = new Map<string, ArtistParcel>();
  for (const artworkId of artworkIds) {
    const row = byId.get(artworkId);
    if (!row) continue;
    const policy = policyOf(row);
    const zone = zoneOf(pincode, pincodeText(row.artist_pincode));
    const paise = delivery === 'pickup' ? 0 : priceOf(policy, zone);
    const { arrivesFrom, arrivesBy } = arrival(policy.processingDays, zone, now);
    const parcel = parcels.get(row.artist_id);
    if (!parcel) {
      parcels.set(row.artist_id, {
        artistId: row.artist_id,
        username: row.artist_username,
        artworkIds: [artworkId],
        zone,
        paise,
        carrierArtworkId: artworkId,
        arrivesFrom,
        arrivesBy,
      });
      continue;
    }
    parcel.artworkIds.push(artworkId);
    if (paise > parcel.paise) {
      parcel.paise = paise;
      parcel.carrierArtworkId = artworkId;
    }
    // One parcel leaves when its slowest work is ready.
    if (arrivesFrom > parcel.arrivesFrom) parcel.arrivesFrom = arrivesFrom;
    if (arrivesBy > parcel.arrivesBy) parcel.arrivesBy = arrivesBy;
  }
  return [...parcels.values()];
}

/** The shipping each artwork's order line carries (paise): the parcel's price on its carrier, 0 elsewhere. */
export function shippingByArtwork(parcels: readonly ArtistParcel[]): Map<string, number> {
  const carried = new Map<string, number>();
  for (const parcel of parcels) carried.set(parcel.carrierArtworkId, parcel.paise);
  return carried;
}

/** GET /api/auth/cart/shipping: the cart's parcels to a pincode, with the subtotal and the total checkout charges. */
export async function quoteCart(
  db: Db,
  lines: readonly { artworkId: string; unitPricePaise: number; quantity: number }[],
  pincode: string,
  delivery: DeliveryMethod,
): Promise<CartShipping> {
  const parcels = await parcelsOf(
    db,
    lines.map((line) => line.artworkId),
    pincode,
    delivery,
  );
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const shipping = parcels.reduce((sum, parcel) => sum + parcel.paise, 0);
  return {
    pincode,
    state: stateOfPincode(pincode) as IndianState | null,
    artists: parcels.map((parcel) => ({
      username: parcel.username,
      artworkIds: parcel.artworkIds,
      zone: parcel.zone,
      amount: paiseToRupees(parcel.paise),
      arrivesFrom: parcel.arrivesFrom,
      arrivesBy: parcel.arrivesBy,
    })),
    subtotal: paiseToRupees(subtotal),
    shipping: paiseToRupees(shipping),
    total: paiseToRupees(subtotal + shipping),
  };
}
