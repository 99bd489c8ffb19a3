import { live } from '../live';
import { forSaleText, framedText, mediumText, sizeText } from '../shared';

// The art filters of Discover (issue 38, docs/decisions/0032-art-filters-and-colour.md). The keys of `sizes`,
// `orientations`, `priceBands` and `colours` are the contract's (art-filters.ts); media use SCREEN.facts.mediums.
export const filters = /* @__PURE__ */ live(['SCREEN', 'filters'], {
  medium: mediumText,
  size: sizeText,
  sizes: { small: 'Small', medium: mediumText, large: 'Large' },
  sizeHints: { small: 'up to 40 cm', medium: '40 to 100 cm', large: 'over 100 cm' },
  orientation: 'Orientation',
  orientations: { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' },
  priceBands: {
    'under-5000': 'Under ₹5,000',
    '5000-20000': '₹5,000 to ₹20,000',
    '20000-50000': '₹20,000 to ₹50,000',
    '50000-100000': '₹50,000 to ₹1,00,000',
    'over-100000': 'Over ₹1,00,000',
  },
  customRange: 'Or your own range',
  colour: 'Colour',
  colours: {
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    teal: 'Teal',
    blue: 'Blue',
    purple: 'Purple',
    pink: 'Pink',
    brown: 'Brown',
    black: 'Black',
    grey: 'Grey',
    white: 'White',
  },
  more: 'More',
  framed: framedText,
  readyToShip: 'Ready to ship',
  readyToShipHint: 'Leaves the artist within 3 days',
  forSale: forSaleText,
  /** not('Framed') → 'Framed: no', the chip of framed=false from a shared link. */
  not: (label: string) => `${label}: no`,
  /** withCount('Oil', 12) → 'Oil, 12 artworks': a choice's name for screen readers. */
  withCount: (label: string, count: number) => `${label}, ${count} ${count === 1 ? 'artwork' : 'artworks'}`,
  /** results(12) → 'Show 12 results' */
  results: (count: number) => `Show ${count} ${count === 1 ? 'result' : 'results'}`,
} as const);
