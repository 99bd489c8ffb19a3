import { describe, expect, it } from 'vitest';
import { orientationOf, sizeBandOf } from './art-filters';
import { artworkListQuerySchema } from './artworks';
import { VALIDATION } from './messages';

describe('art filters', () => {
  it.each([
    [40, 30, 'cm', 'small'],
    [40.1, 30, 'cm', 'medium'],
    [100, 99, 'cm', 'medium'],
    [100.1, 20, 'cm', 'large'],
    [15.7, 10, 'in', 'small'],
    [15.8, 10, 'in', 'medium'],
    [39.3, 10, 'in', 'medium'],
    [39.4, 10, 'in', 'large'],
  ] as const)('%s × %s %s is %s, by the longest side in centimetres', (height, width, sizeUnit, band) => {
    expect(sizeBandOf({ height, width, sizeUnit })).toBe(band);
  });

  it('has no band or orientation without a size', () => {
    expect(sizeBandOf({ height: null, width: 20, sizeUnit: 'cm' })).toBeNull();
    expect(orientationOf({ height: 20, width: null, sizeUnit: 'cm' })).toBeNull();
  });

  it.each([
    [60, 58, 'square'],
    [60, 57, 'square'],
    [60, 56.9, 'portrait'],
    [56.9, 60, 'landscape'],
  ] as const)('%s high and %s wide is %s (square within 5 %% of the longer)', (height, width, orientation) => {
    expect(orientationOf({ height, width, sizeUnit: 'cm' })).toBe(orientation);
  });

  it('reads every filter from a query string and leaves the old params as they were', () => {
    const parsed = artworkListQuerySchema.parse({
      medium: 'oil',
      size: 'large',
      orientation: 'square',
      priceBand: '5000-20000',
      colour: 'teal',
      framed: 'true',
      readyToShip: 'false',
      category: 'Painting',
    });
    expect(parsed).toMatchObject({
      medium: 'oil',
      size: 'large',
      orientation: 'square',
      priceBand: '5000-20000',
      colour: 'teal',
      framed: true,
      readyToShip: false,
      category: 'Painting',
      sort: 'recent',
    });
    const bad = artworkListQuerySchema.safeParse({ colour: 'mauve' });
    expect(bad.success || bad.error.issues[0]?.message).toBe(VALIDATION.query.colourInvalid);
  });
});
