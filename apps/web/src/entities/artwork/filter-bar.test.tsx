import { ART_MEDIUMS, type ArtworkFacets, FACET_NAMES } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { FilterBar, pageFiltersFromParams } from './filter-bar';

// Issue 38 (decision 0037): Discover's panel on another page, its counts from that page's own query.

const counts: ArtworkFacets = {
  total: 3,
  facets: Object.fromEntries(
    FACET_NAMES.map((name) => [
      name,
      name === 'medium' ? ART_MEDIUMS.map((value) => ({ value, count: value === 'oil' ? 3 : 0 })) : [],
    ]),
  ) as ArtworkFacets['facets'],
};

describe('the filter bar of another page', () => {
  it('reads the filters of the URL without Near me, the sort, the text or the tag', () => {
    const params = new URLSearchParams('medium=oil&near=me&sort=price_asc&q=x&tag=y&category=Painting');
    const filters = pageFiltersFromParams(params);
    expect(filters).toMatchObject({ medium: 'oil', category: 'Painting' });
    for (const key of ['near', 'sort', 'q', 'tag']) expect(filters).not.toHaveProperty(key);
  });

  it("counts with the page's query, puts a choice in the URL and shows it as a chip that removes it", async () => {
    const asked: unknown[] = [];
    const facetsQuery = (filters: object) =>
      queryOptions({
        queryKey: ['test-facets', filters],
        queryFn: async () => {
          asked.push(filters);
          return counts;
        },
      });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/search/:query', element: <FilterBar facetsQuery={facetsQuery} /> }],
      '/search/lotus?filters=open',
    );
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    // Near me is not offered: the page's query does not take it.
    expect(within(drawer).queryByRole('button', { name: /Near me/ })).toBeNull();
    const medium = within(drawer).getByRole('region', { name: 'Medium' });
    await user.click(await within(medium).findByRole('button', { name: 'Oil, 3 artworks' }));
    expect(router.state.location.search).toBe('?filters=open&medium=oil');
    expect(asked).toContainEqual(expect.objectContaining({ medium: 'oil' }));
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await user.click(await screen.findByRole('button', { name: 'Remove filter Oil' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/search/lotus');
  });
});
