// The listing's filters and sort live in the URL (/products?category=Painting&sort=price_asc), so a filtered
// view can be shared, bookmarked and restored with Back. Unknown or malformed values are ignored.

import { ALL_CATEGORIES, DEFAULT_SORT, PRICE_MIN, SORT_OPTIONS, type SortOption } from '@kala/contract';
import type { ArtworkFilters } from './artworks.api';

export type FilterParam = 'category' | 'location' | 'near' | 'minPrice' | 'maxPrice' | 'sort';
const FILTER_PARAMS: readonly FilterParam[] = ['category', 'location', 'near', 'minPrice', 'maxPrice', 'sort'];
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
  return [filters.category, filters.location, filters.near, filters.minPrice, filters.maxPrice].filter(
    (value) => value !== undefined,
  ).length;
}
