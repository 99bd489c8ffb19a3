// The listing's art filters (issue 38 item 1; docs/decisions/0032-art-filters-and-colour.md): size bands from the
// dimensions in centimetres, orientation from height and width, price bands, ready to ship from the processing
// time, and the palette of named colour swatches. The server stores the band, orientation and colour of each
// artwork in indexed columns (migration 0035) and the web shows these keys with labels from SCREEN.filters.

import { CM_PER_INCH, type SizeUnit } from './artwork-sizes';

/**
 * Size bands by the longest of height and width in centimetres (depth is left out: a sculpture's footprint is
 * not what "small" means on a wall): small up to 40 cm, medium over 40 up to 100 cm, large over 100 cm. The
 * limits are Artsy's, which buyers already know.
 */
export const SIZE_BANDS = ['small', 'medium', 'large'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];
export const SIZE_BAND_LIMITS_CM = { smallMax: 40, mediumMax: 100 } as const;

/** Height and width within this share of the longer side of each other count as square (a 60 × 58 cm canvas). */
export const SQUARE_TOLERANCE = 0.05;
export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

interface Size {
  height: number | null;
  width: number | null;
  sizeUnit: SizeUnit | null;
}

/** The artwork's size band, or null without a size. */
export function sizeBandOf({ height, width, sizeUnit }: Size): SizeBand | null {
  if (height === null || width === null || sizeUnit === null) return null;
  const longestCm = Math.max(height, width) * (sizeUnit === 'in' ? CM_PER_INCH : 1);
  if (longestCm <= SIZE_BAND_LIMITS_CM.smallMax) return 'small';
  if (longestCm <= SIZE_BAND_LIMITS_CM.mediumMax) return 'medium';
  return 'large';
}

/** The artwork's orientation, or null without a size. */
export function orientationOf({ height, width }: Size): Orientation | null {
  if (height === null || width === null) return null;
  if (Math.abs(height - width) <= SQUARE_TOLERANCE * Math.max(height, width)) return 'square';
  return height > width ? 'portrait' : 'landscape';
}

/**
 * Price bands in rupees, each from `min` (included) to `max` (left out; none for the last). The first starts at
 * ₹1: a work not for sale has no price (0), and is in no band. A custom range is the listing's minPrice and
 * maxPrice, as before.
 */
export const PRICE_BANDS = {
  'under-5000': { min: 1, max: 5000 },
  '5000-20000': { min: 5000, max: 20000 },
  '20000-50000': { min: 20000, max: 50000 },
  '50000-100000': { min: 50000, max: 100000 },
  'over-100000': { min: 100000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as [PriceBand, ...PriceBand[]];

/** Ready to ship: the work leaves the artist within this many days (its processing time, decision 0027). */
export const READY_TO_SHIP_DAYS = 3;

/**
 * The palette an image's dominant colours are named by: twelve swatches, each with the colour the filter shows
 * and the server measures distance to (sRGB).
 */
export const COLOUR_SWATCHES = {
  red: [200, 40, 40],
  orange: [235, 130, 40],
  yellow: [240, 210, 60],
  green: [60, 150, 70],
  teal: [30, 150, 150],
  blue: [40, 80, 190],
  purple: [120, 60, 160],
  pink: [235, 130, 170],
  brown: [125, 80, 45],
  black: [25, 25, 25],
  grey: [135, 135, 135],
  white: [240, 238, 230],
} as const satisfies Record<string, readonly [number, number, number]>;
export type ColourSwatch = keyof typeof COLOUR_SWATCHES;
export const COLOUR_KEYS = Object.keys(COLOUR_SWATCHES) as [ColourSwatch, ...ColourSwatch[]];

/** The facets GET /api/artworks/facets answers, in the order the filter panel shows them. */
export const FACET_NAMES = [
  'medium',
  'size',
  'orientation',
  'priceBand',
  'colour',
  'framed',
  'readyToShip',
  'forSale',
  'location',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
/** The location facet lists the places with the most artworks, this many at most. */
export const LOCATION_FACET_MAX = 20;
