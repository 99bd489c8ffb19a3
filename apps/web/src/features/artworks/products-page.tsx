import { SORT_OPTIONS, type SortOption, SCREEN } from '@kala/contract';
import { categoryName } from '../../lib/category-name';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { useAuth } from '../../lib/auth-store';
import { retryImport } from '../../lib/retry-import';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { artworkListInfiniteQuery } from './artworks.api';
import { artChips, priceChipLabel, RemovableChip } from '../../entities/artwork/filter-chips';
import { InfiniteArtworkGrid } from './infinite-artwork-grid';
import {
  activeFilterCount,
  DRAWER_OPEN,
  DRAWER_PARAM,
  type FilterParam,
  filtersFromParams,
  withFilters,
  withoutFilters,
} from '../../entities/artwork/listing-params';

// The drawer (a Radix dialog, with its focus trap and scroll lock) loads when it is first wanted: pointing at or
// focusing the Filters button starts the download, and a listing opened with the drawer open loads it at once.
let filterDrawer: Promise<typeof import('../../entities/artwork/filter-drawer')> | null = null;
const loadFilterDrawer = () => {
  filterDrawer ??= retryImport(() => import('../../entities/artwork/filter-drawer'));
  return filterDrawer;
};
const FilterDrawer = lazy(() => loadFilterDrawer().then((module) => ({ default: module.FilterDrawer })));

/**
 * The products listing, /products (docs/product.md#listing-page): a grid of artworks, 2 columns and 4 on wide
 * screens, loading more on scroll. Filters (in the drawer the Filters button opens) and the sort are kept in
 * the URL and run on the server (docs/product.md#beyond-the-original-client).
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const { token } = useAuth();
  const filters = filtersFromParams(params);
  const drawerOpen = params.get(DRAWER_PARAM) === DRAWER_OPEN;
  // Once opened, the drawer stays mounted, so that closing it can play its animation.
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const active = activeFilterCount(filters);
  const sortId = useId();

  // Filter changes replace the entry: Back leaves the listing instead of undoing clicks one by one.
  const change = (changes: Partial<Record<FilterParam, string | number | undefined>>) =>
    setParams(withFilters(params, changes), { replace: true, preventScrollReset: true });
  const setDrawerOpen = (open: boolean, changes?: Partial<Record<FilterParam, string | number | undefined>>) => {
    const next = withFilters(params, changes ?? {});
    if (open) next.set(DRAWER_PARAM, DRAWER_OPEN);
    else next.delete(DRAWER_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const openDrawer = () => setDrawerOpen(true);
  // A tap before the app ran on the server-rendered listing opens it once live (lib/early-taps.ts).
  useEarlyTap('filters', openDrawer);
  const clearAll = () => setParams(withoutFilters(params), { replace: true });
  useEarlyTap('clear-filters', clearAll);

  const priceLabel = priceChipLabel(filters);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10">
      <header className="mb-5 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{SCREEN.nav.discover}</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">{SCREEN.listing.subtitle}</p>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            onClick={openDrawer}
            {...earlyTapProps('filters')}
            onPointerEnter={() => void loadFilterDrawer()}
            onFocus={() => void loadFilterDrawer()}
            aria-haspopup="dialog"
          >
            <SlidersHorizontal aria-hidden="true" />
            {SCREEN.listing.filters}
            {active > 0 ? (
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {active}
              </span>
            ) : null}
          </Button>
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
      </header>

      {active > 0 ? (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2">
            {filters.category ? (
              <RemovableChip label={categoryName(filters.category)} onRemove={() => change({ category: undefined })} />
            ) : null}
            {filters.location ? (
              <RemovableChip label={filters.location} onRemove={() => change({ location: undefined })} />
            ) : null}
            {filters.near ? (
              <RemovableChip label={SCREEN.listing.nearMe} onRemove={() => change({ near: undefined })} />
            ) : null}
            {priceLabel ? (
              <RemovableChip label={priceLabel} onRemove={() => change({ minPrice: undefined, maxPrice: undefined })} />
            ) : null}
            {artChips(filters).map(([param, label]) => (
              <RemovableChip key={param} label={label} onRemove={() => change({ [param]: undefined })} />
            ))}
          </ul>
          <Button variant="link" className="ml-1 text-sm" onClick={clearAll} {...earlyTapProps('clear-filters')}>
            {SCREEN.listing.clearAll}
          </Button>
        </div>
      ) : null}

      <InfiniteArtworkGrid
        query={artworkListInfiniteQuery(filters)}
        emptyText={SCREEN.listing.empty}
        headingLevel={2}
      />

      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            filters={filters}
            onChange={change}
            onClear={() => setParams(withoutFilters(params), { replace: true, preventScrollReset: true })}
            signedIn={token !== null}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
