import { SORT_OPTIONS, type SortOption, SCREEN } from '@kala/contract';
import { useId } from 'react';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { useAuth } from '../../lib/auth-store';
import { Select } from '../../ui/select';
import { artworkListInfiniteQuery } from './artworks.api';
import { InfiniteArtworkGrid } from './infinite-artwork-grid';
import { FilterChips, FiltersButton, LazyFilterDrawer, useUrlFilters } from '../../entities/artwork/filter-bar';
import { filtersFromParams } from '../../entities/artwork/listing-params';
import { PageHeader } from '../../ui/page-header';

/**
 * The products listing, /products (docs/product.md#listing-page): a grid of artworks, 2 columns and 4 on wide
 * screens, loading more on scroll. Filters (in the drawer the Filters button opens) and the sort are kept in
 * the URL and run on the server (docs/product.md#beyond-the-original-client).
 */
export function ProductsPage() {
  const { token } = useAuth();
  const { filters, active, change, clear, openDrawer, drawer } = useUrlFilters(filtersFromParams);
  const sortId = useId();
  // A tap before the app ran on the server-rendered listing opens it once live (lib/early-taps.ts).
  useEarlyTap('filters', openDrawer);
  useEarlyTap('clear-filters', clear);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10">
      <PageHeader
        title={SCREEN.nav.discover}
        subtitle={SCREEN.listing.subtitle}
        actions={
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <FiltersButton active={active} onClick={openDrawer} {...earlyTapProps('filters')} />
            <label htmlFor={sortId} className="sr-only">
              {SCREEN.listing.sortBy}
            </label>
            <div className="min-w-0 flex-1 sm:w-52 sm:flex-none">
              <Select id={sortId} value={filters.sort} onChange={(event) => change({ sort: event.target.value })}>
                {SORT_OPTIONS.map((option: SortOption) => (
                  <option key={option} value={option}>
                    {SCREEN.listing.sort[option]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        }
      />

      {active > 0 ? (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <FilterChips filters={filters} onChange={change} onClear={clear} clearEarlyTap="clear-filters" />
        </div>
      ) : null}

      <InfiniteArtworkGrid
        query={artworkListInfiniteQuery(filters)}
        emptyText={SCREEN.listing.empty}
        headingLevel={2}
      />

      <LazyFilterDrawer {...drawer} signedIn={token !== null} />
    </div>
  );
}
