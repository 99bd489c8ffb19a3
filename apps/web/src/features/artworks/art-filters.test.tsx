import {
  ART_MEDIUMS,
  type ArtworkFacets,
  COLOUR_KEYS,
  FACET_NAMES,
  ORIENTATIONS,
  PRICE_BAND_KEYS,
  SIZE_BANDS,
} from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { activeFilterCount, filtersFromParams, withoutFilters } from '../../entities/artwork/listing-params';
import { ProductsPage } from './products-page';

// Issue 38 item 1: the art filters in the Discover panel, with each option's count, kept in the URL.

const routes = [{ path: '/products', element: <ProductsPage /> }];

/** Facet counts: every option 0 but those given. */
function facets(
  given: Partial<Record<(typeof FACET_NAMES)[number], Record<string, number>>>,
  total = 9,
): ArtworkFacets {
  const options = {
    medium: ART_MEDIUMS,
    size: SIZE_BANDS,
    orientation: ORIENTATIONS,
    priceBand: PRICE_BAND_KEYS,
    colour: COLOUR_KEYS,
    framed: ['true'],
    readyToShip: ['true'],
    forSale: ['true'],
    location: Object.keys(given.location ?? {}),
  } as const;
  return {
    total,
    facets: Object.fromEntries(
      FACET_NAMES.map((name) => [
        name,
        (options[name] as readonly string[]).map((value) => ({ value, count: given[name]?.[value] ?? 0 })),
      ]),
    ) as ArtworkFacets['facets'],
  };
}

describe('art filters in the URL', () => {
  it('reads each art filter, ignores unknown values, and clears them all', () => {
    const params = new URLSearchParams(
      'medium=oil&size=large&orientation=square&priceBand=5000-20000&colour=teal&framed=true&readyToShip=false&forSale=true',
    );
    expect(filtersFromParams(params)).toMatchObject({
      medium: 'oil',
      size: 'large',
      orientation: 'square',
      priceBand: '5000-20000',
      colour: 'teal',
      framed: true,
      readyToShip: false,
      forSale: true,
    });
    expect(activeFilterCount(filtersFromParams(params))).toBe(8);
    const unknown = filtersFromParams(new URLSearchParams('medium=crayon&size=huge&colour=mauve&framed=maybe'));
    expect(unknown).toMatchObject({ medium: undefined, size: undefined, colour: undefined, framed: undefined });
    expect(withoutFilters(new URLSearchParams(`${params}&filters=open`)).toString()).toBe('filters=open');
  });
});

describe('Discover: the art filter panel (issue 38)', () => {
  it('shows each option with its count, and a choice goes into the URL, the list and the counts asked', async () => {
    const calls = mockFetch((call) =>
      call.url.startsWith('/api/artworks/facets')
        ? jsonResponse(
            facets({
              medium: { oil: 5, madhubani: 2 },
              size: { small: 3, large: 4 },
              colour: { blue: 6 },
              framed: { true: 1 },
            }),
          )
        : jsonResponse([fakeArtwork({ id: 'a1', title: 'Monsoon' })]),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/products?filters=open');
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const medium = within(drawer).getByRole('region', { name: 'Medium' });
    // Counted options are named with their count; those no artwork has are shown but cannot be chosen.
    expect(await within(medium).findByRole('button', { name: 'Oil, 5 artworks' })).toBeInTheDocument();
    expect(within(medium).getByRole('button', { name: 'Madhubani, 2 artworks' })).toBeInTheDocument();
    expect(within(medium).getByRole('button', { name: 'Watercolour, 0 artworks' })).toBeDisabled();
    const size = within(drawer).getByRole('region', { name: 'Size' });
    expect(within(size).getByRole('button', { name: /^Medium \(40 to 100 cm\), 0 artworks/ })).toBeDisabled();

    await user.click(within(medium).getByRole('button', { name: 'Oil, 5 artworks' }));
    await user.click(within(size).getByRole('button', { name: /^Large/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Blue, 6 artworks' }));
    await user.click(within(drawer).getByRole('button', { name: 'Framed, 1 artwork' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      filters: 'open',
      medium: 'oil',
      size: 'large',
      colour: 'blue',
      framed: 'true',
    });
    expect(within(medium).getByRole('button', { name: 'Oil, 5 artworks' })).toHaveAttribute('aria-pressed', 'true');
    const lastOf = (path: string) => calls.filter((call) => call.url.startsWith(path)).at(-1)?.url ?? '';
    for (const path of ['/api/artworks?', '/api/artworks/facets?']) {
      const asked = new URL(lastOf(path), 'http://kala.invalid').searchParams;
      expect([asked.get('medium'), asked.get('size'), asked.get('colour'), asked.get('framed')]).toEqual([
        'oil',
        'large',
        'blue',
        'true',
      ]);
    }

    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: 'Remove filter Oil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter Blue' }));
    expect(router.state.location.search).not.toContain('colour=');
    expect(router.state.location.search).toContain('medium=oil');
  });

  it('a shared URL shows its filters as chips and asks the list for them', async () => {
    const calls = mockFetch(() => jsonResponse([fakeArtwork({ id: 'a1', title: 'Monsoon' })]));
    renderRoutes(routes, '/products?medium=madhubani&size=small&colour=red&priceBand=under-5000');
    expect(await screen.findByText('Monsoon')).toBeInTheDocument();
    for (const label of ['Madhubani', 'Small (up to 40 cm)', 'Red', 'Under ₹5,000']) {
      expect(screen.getByRole('button', { name: `Remove filter ${label}` })).toBeInTheDocument();
    }
    const asked = new URL(calls[0]?.url ?? '', 'http://kala.invalid').searchParams;
    expect(asked.get('medium')).toBe('madhubani');
    expect(asked.get('priceBand')).toBe('under-5000');
  });
});
