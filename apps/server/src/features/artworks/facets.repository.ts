import {
  type ArtworkFacets,
  COLOUR_KEYS,
  type FacetCount,
  type FacetName,
  LOCATION_FACET_MAX,
  ORIENTATIONS,
  PRICE_BAND_KEYS,
  PRICE_BANDS,
  READY_TO_SHIP_DAYS,
  SIZE_BANDS,
  ART_MEDIUMS,
} from '@kala/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { rupeesToPaise } from '../../lib/money';
import type { Viewer } from '../../lib/visibility';
import {
  type ArtworkListFilter,
  type FilterName,
  filteredArtworks,
  filterValues,
  processingDays,
} from './artworks.repository';

// The listing's facet counts (issue 38, docs/decisions/0032-art-filters-and-colour.md): for each facet, the
// artworks that pass every other filter, counted by that facet's options. A facet leaves its own filter out so
// that choosing "oil" still shows how many watercolours there would be, as Artsy and Etsy count.

/** The listing's filters each facet leaves out when it counts. */
const OWN_FILTERS: Record<FacetName, readonly FilterName[]> = {
  medium: ['medium'],
  size: ['sizeBand'],
  orientation: ['orientation'],
  priceBand: ['bandMinPaise', 'bandMaxPaise'],
  colour: ['colour'],
  framed: ['framed'],
  readyToShip: ['readyDays', 'notReadyDays'],
  forSale: ['forSale'],
  location: ['location'],
};

/** A price band's key from the price, the bands of the contract's PRICE_BANDS in SQL. */
function priceBandCase(): Expression<string> {
  const whens = PRICE_BAND_KEYS.map((key) => {
    const { max } = PRICE_BANDS[key];
    return max === null
      ? sql`else ${sql.lit(key)}`
      : sql`when artworks.price_paise < ${sql.lit(rupeesToPaise(max))} then ${sql.lit(key)}`;
  });
  const below = rupeesToPaise(PRICE_BANDS[PRICE_BAND_KEYS[0]].min);
  return sql<string>`case when artworks.price_paise < ${sql.lit(below)} then null ${sql.join(whens, sql` `)} end`;
}

/** Every option of a fixed facet, in the contract's order, with 0 for those no artwork has. */
function allOptions(options: readonly string[], rows: readonly { value: unknown; count: unknown }[]): FacetCount[] {
  const counts = new Map(rows.map((row) => [String(row.value), Number(row.count)]));
  return options.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/**
 * The facet counts of the listing `filter` asks for, as `viewer` may see it (the listing's visibility); `among`, a
 * subquery of artwork ids, narrows them further (the search page's matches, decision 0037).
 */
export async function countFacets(
  db: Db,
  filter: ArtworkListFilter,
  viewer: Viewer,
  among?: Expression<unknown>,
): Promise<ArtworkFacets> {
  const { values, set } = filterValues(filter);
  const narrowed = (names: readonly FilterName[]) => {
    const query = filteredArtworks(db, viewer, values, names).clearSelect();
    return among === undefined ? query : query.where(sql<SqlBool>`artworks.id in ${among}`);
  };
  const without = (facet: FacetName) => {
    const own = OWN_FILTERS[facet];
    return narrowed(set.filter((name) => !own.includes(name)));
  };
  const count = sql<number>`count(*)`.as('count');
  const grouped = (facet: FacetName, column: Expression<unknown>) =>
    without(facet)
      .select([sql`${column}`.as('value'), count])
      .groupBy(sql`${column}`)
      .execute();
  const flag = async (facet: FacetName, condition: Expression<SqlBool>): Promise<FacetCount[]> => {
    const row = await without(facet).select(count).where(condition).executeTakeFirstOrThrow();
    return [{ value: 'true', count: Number(row.count) }];
  };
  const [total, medium, size, orientation, priceBand, colour, framed, readyToShip, forSale, location] =
    await Promise.all([
      narrowed(set).select(count).executeTakeFirstOrThrow(),
      grouped('medium', sql`artworks.medium`),
      grouped('size', sql`artworks.size_band`),
      grouped('orientation', sql`artworks.orientation`),
      grouped('priceBand', priceBandCase()),
      without('colour')
        .innerJoin('artwork_colours as c', 'c.artwork_id', 'artworks.id')
        .select(['c.colour as value', count])
        .groupBy('c.colour')
        .execute(),
      flag('framed', sql<SqlBool>`artworks.framed = 1`),
      flag('readyToShip', sql<SqlBool>`${processingDays} <= ${sql.lit(READY_TO_SHIP_DAYS)}`),
      flag('forSale', sql<SqlBool>`artworks.for_sale = 1`),
      without('location')
        .select(['artworks.location as value', count])
        .where('artworks.location', '!=', '')
        .groupBy('artworks.location')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('artworks.location')
        .limit(LOCATION_FACET_MAX)
        .execute(),
    ]);
  return {
    total: Number(total.count),
    facets: {
      medium: allOptions(ART_MEDIUMS, medium),
      size: allOptions(SIZE_BANDS, size),
      orientation: allOptions(ORIENTATIONS, orientation),
      priceBand: allOptions(PRICE_BAND_KEYS, priceBand),
      colour: allOptions(COLOUR_KEYS, colour),
      framed,
      readyToShip,
      forSale,
      location: location.map((row) => ({ value: row.value, count: Number(row.count) })),
    },
  };
}
