import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, withFilters, withoutFilters } from './listing-params';

const params = (text: string) => new URLSearchParams(text);

describe('listing params', () => {
  it('reads the filters and the sort from the URL', () => {
    expect(
      filtersFromParams(params('category=Painting&location=Mumbai&minPrice=500&maxPrice=2000&sort=price_asc')),
    ).toEqual({ category: 'Painting', location: 'Mumbai', minPrice: 500, maxPrice: 2000, sort: 'price_asc' });
  });

  it('reads Near me, which a named place overrides, and counts it as a filter', () => {
    expect(filtersFromParams(params('near=me')).near).toBe('me');
    expect(filtersFromParams(params('near=you')).near).toBeUndefined();
    expect(filtersFromParams(params('near=me&location=Delhi'))).toMatchObject({ near: undefined, location: 'Delhi' });
    expect(activeFilterCount(filtersFromParams(params('near=me&category=Painting')))).toBe(2);
    expect(withoutFilters(params('near=me&filters=open')).toString()).toBe('filters=open');
  });

  it("ignores what the server would refuse, and sorts 'recent' by default", () => {
    expect(filtersFromParams(params('category=Nope&minPrice=-3&maxPrice=abc&sort=random'))).toEqual({
      category: undefined,
      location: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'recent',
    });
    // A zero bound is ignored (docs/product.md#validation-rules); an inverted range drops the maximum.
    expect(filtersFromParams(params('minPrice=0&maxPrice=0')).minPrice).toBeUndefined();
    expect(filtersFromParams(params('minPrice=900&maxPrice=100')).maxPrice).toBeUndefined();
  });

  it('changes filters, removing empty and default values and keeping other params', () => {
    const next = withFilters(params('filters=open&category=Painting&sort=popular'), {
      category: undefined,
      location: 'Delhi',
      sort: 'recent',
    });
    expect(next.toString()).toBe('filters=open&location=Delhi');
  });

  it('resets every filter and the sort (docs/product.md#states-and-transitions "Filter reset")', () => {
    expect(withoutFilters(params('filters=open&category=Decor&minPrice=5&sort=popular')).toString()).toBe(
      'filters=open',
    );
    expect(activeFilterCount({ category: 'Decor', minPrice: 5, sort: 'popular' })).toBe(2);
  });
});
