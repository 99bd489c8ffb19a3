import { allText, category, noProductsFound, price } from '../shared';
import { live } from '../live';

export const listing = /* @__PURE__ */ live(['SCREEN', 'listing'], {
  empty: noProductsFound,
  filters: 'Filters',
  // Kala: the drawer is opened by the Filters button; filters and sort run on the server
  // (docs/product.md#beyond-the-original-client).
  subtitle: 'Original art from artists across India',
  category,
  price,
  minPrice: 'Min',
  maxPrice: 'Max',
  all: allText,
  // Near me (issue 19): the signed-in viewer's city first, then their state.
  nearMe: 'Near me',
  nearMeHint: 'Your city first, then the rest of your state',
  sortBy: 'Sort by',
  sort: {
    recent: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    popular: 'Most popular',
  },
  clearAll: 'Clear all',
  showResults: 'Show results',
  /** removeFilter('Painting') → 'Remove filter Painting' */
  removeFilter: (label: string) => `Remove filter ${label}`,
} as const);
