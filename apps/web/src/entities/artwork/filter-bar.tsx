// Discover's filter panel for another page's artworks (issue 38, docs/decisions/0037-search-in-the-language-people-type.md):
// the Filters button with how many are on, a chip per filter, and the same drawer, its counts from the page's own
// query. The filters live in the URL as on Discover; Near me is left out (it needs the listing's viewer).
import { SCREEN } from '@kala/contract';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryName } from '../../lib/category-name';
import { retryImport } from '../../lib/retry-import';
import { Button } from '../../ui/button';
import type { ArtworkFilters } from './artwork.api';
import { artChips, priceChipLabel, RemovableChip } from './filter-chips';
import type { FacetsQuery } from './filter-drawer';
import {
  activeFilterCount,
  DRAWER_OPEN,
  DRAWER_PARAM,
  type FilterParam,
  filtersFromParams,
  withFilters,
  withoutFilters,
} from './listing-params';

let filterDrawer: Promise<typeof import('./filter-drawer')> | null = null;
const loadFilterDrawer = () => {
  filterDrawer ??= retryImport(() => import('./filter-drawer'));
  return filterDrawer;
};
const FilterDrawer = lazy(() => loadFilterDrawer().then((module) => ({ default: module.FilterDrawer })));

type Changes = Partial<Record<FilterParam, string | number | undefined>>;

/** The filters of the URL a page other than Discover applies: the listing's, without Near me and the sort. */
export function pageFiltersFromParams(params: URLSearchParams): ArtworkFilters {
  const { near: _near, sort: _sort, q: _q, tag: _tag, ...filters } = filtersFromParams(params);
  return filters;
}

export function FilterBar({ facetsQuery }: { facetsQuery: (filters: ArtworkFilters) => FacetsQuery }) {
  const [params, setParams] = useSearchParams();
  const filters = pageFiltersFromParams(params);
  const drawerOpen = params.get(DRAWER_PARAM) === DRAWER_OPEN;
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const active = activeFilterCount(filters);
  const change = (changes: Changes) =>
    setParams(withFilters(params, changes), { replace: true, preventScrollReset: true });
  const setDrawerOpen = (open: boolean, changes?: Changes) => {
    const next = withFilters(params, changes ?? {});
    if (open) next.set(DRAWER_PARAM, DRAWER_OPEN);
    else next.delete(DRAWER_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const clear = () => setParams(withoutFilters(params), { replace: true, preventScrollReset: true });
  const priceLabel = priceChipLabel(filters);

  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        onClick={() => setDrawerOpen(true)}
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
      {active > 0 ? (
        <>
          <ul className="flex flex-wrap gap-2">
            {filters.category ? (
              <RemovableChip label={categoryName(filters.category)} onRemove={() => change({ category: undefined })} />
            ) : null}
            {filters.location ? (
              <RemovableChip label={filters.location} onRemove={() => change({ location: undefined })} />
            ) : null}
            {priceLabel ? (
              <RemovableChip label={priceLabel} onRemove={() => change({ minPrice: undefined, maxPrice: undefined })} />
            ) : null}
            {artChips(filters).map(([param, label]) => (
              <RemovableChip key={param} label={label} onRemove={() => change({ [param]: undefined })} />
            ))}
          </ul>
          <Button variant="link" className="ml-1 text-sm" onClick={clear}>
            {SCREEN.listing.clearAll}
          </Button>
        </>
      ) : null}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            filters={filters}
            onChange={change}
            onClear={clear}
            signedIn={false}
            facetsQuery={facetsQuery}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
