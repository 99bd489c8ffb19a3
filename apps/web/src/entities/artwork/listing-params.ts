// The listing's filters and sort live in the URL (/products?category=Painting&sort=price_asc), so a filtered
// view can be shared, bookmarked and restored with Back. Unknown or malformed values are ignored.

import {
  ALL_CATEGORIES,
  ART_MEDIUMS,
  COLOUR_KEYS,
  DEFAULT_SORT,
  FACET_NAMES,
  ORIENTATIONS,
  PRICE_BAND_KEYS,
  PRICE_MIN,
  SIZE_BANDS,
  SORT_OPTIONS,
  type SortOption,
} from '@kala/contract';
import type { ArtworkFilters } from './artwork.api';

const FILTER_PARAMS = [
  'category',
  'near',
  'minPrice',
  'maxPrice',
  'sort',
  // Each facet the filter panel counts is the filter of the same name: the location and the art filters (issue 38,
  // docs/decisions/0032-art-filters-and-colour.md).
  ...FACET_NAMES,
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The param's value when it is one of `options`, else undefined (the server would refuse it). */
function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** 'true' and 'false' as the server reads them; anything else is no filter. */
function flag(value: string | null): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}
/** ?filters=open: the drawer is open (Back closes it, and a link can open it). */
export const DRAWER_PARAM = 'filters';
export const DRAWER_OPEN = 'open';

function priceParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  // A zero bound is ignored (docs/product.md#validation-rules), like an empty one.
  return Number.isFinite(price) && price > PRICE_MIN ? price : undefined;
}

/** The server-side filters that the URL's search params ask for. */
export function filtersFromParams(params: URLSearchParams): ArtworkFilters {
  const category = params.get('category') ?? '';
  const location = params.get('location')?.trim() ?? '';
  const sort = params.get('sort') ?? '';
  const minPrice = priceParam(params.get('minPrice'));
  const maxPrice = priceParam(params.get('maxPrice'));
  return {
    category: (ALL_CATEGORIES as readonly string[]).includes(category) ? category : undefined,
    location: location || undefined,
    // Near me and a named place are one choice: a named place wins if a link has both.
    near: params.get('near') === 'me' && !location ? 'me' : undefined,
    minPrice,
    // An inverted range would be refused by the server: the maximum is dropped instead.
    maxPrice: maxPrice !== undefined && minPrice !== undefined && maxPrice < minPrice ? undefined : maxPrice,
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : DEFAULT_SORT,
    medium: oneOf(ART_MEDIUMS, params.get('medium')),
    size: oneOf(SIZE_BANDS, params.get('size')),
    orientation: oneOf(ORIENTATIONS, params.get('orientation')),
    priceBand: oneOf(PRICE_BAND_KEYS, params.get('priceBand')),
    colour: oneOf(COLOUR_KEYS, params.get('colour')),
    framed: flag(params.get('framed')),
    readyToShip: flag(params.get('readyToShip')),
    forSale: flag(params.get('forSale')),
  };
}

/** The same params with `changes` applied; undefined or default values are removed, other params are kept. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterParam, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === undefined ? '' : String(value);
    if (text === '' || (key === 'sort' && text === DEFAULT_SORT)) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/**
 * The params with every filter and the sort back to their defaults (docs/product.md#states-and-transitions "Filter
 * reset").
 */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  return next;
}

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount(filters: ArtworkFilters): number {
  return [
    filters.category,
    filters.location,
    filters.near,
    filters.minPrice,
    filters.maxPrice,
    filters.medium,
    filters.size,
    filters.orientation,
    filters.priceBand,
    filters.colour,
    filters.framed,
    filters.readyToShip,
    filters.forSale,
  ].filter((value) => value !== undefined).length;
}
