// The filter bar of a page of artworks (issue 38, docs/decisions/0037-search-in-the-language-people-type.md): the
// Filters button with how many are on, a chip per filter, and the drawer, all reading and writing the URL. Discover
// (/products) draws these pieces in its header, beside its sort, with Near me; another page (search) draws them as
// one row, `FilterBar`, its counts from the page's own query and without Near me (it needs the listing's viewer).
import { SCREEN } from '@kala/contract';
import { SlidersHorizontal } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryName } from '../../lib/category-name';
import { earlyTapProps } from '../../lib/early-taps';
import { retryImport } from '../../lib/retry-import';
import { Button } from '../../ui/button';
import type { ArtworkFilters } from './artwork.api';
import { artChips, priceChipLabel, RemovableChip } from './filter-chips';
import type { FacetsQuery, FilterDrawerProps } from './filter-drawer';
import {
  activeFilterCount,
  DRAWER_OPEN,
  DRAWER_PARAM,
  type FilterParam,
  filtersFromParams,
  withFilters,
  withoutFilters,
} from './listing-params';

// The drawer (a Radix dialog, with its focus trap and scroll lock) loads when it is first wanted: pointing at or
// focusing the Filters button starts the download, and a page opened with the drawer open loads it at once.
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

/**
 * The filters in the URL (as `read` takes them from it) and the ways to change them. A change replaces the entry:
 * Back leaves the page instead of undoing clicks one by one.
 */
export function useUrlFilters(read: (params: URLSearchParams) => ArtworkFilters) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const drawerOpen = params.get(DRAWER_PARAM) === DRAWER_OPEN;
  // Once opened, the drawer stays mounted, so that closing it can play its animation.
  const [drawerUsed, setDrawerUsed] = useState(drawerOpen);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const replace = (next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true });
  const setDrawerOpen = (open: boolean, changes?: Changes) => {
    const next = withFilters(params, changes ?? {});
    if (open) next.set(DRAWER_PARAM, DRAWER_OPEN);
    else next.delete(DRAWER_PARAM);
    replace(next);
  };
  const change = (changes: Changes) => replace(withFilters(params, changes));
  const clear = () => replace(withoutFilters(params));
  return {
    filters,
    active: activeFilterCount(filters),
    change,
    clear,
    openDrawer: () => setDrawerOpen(true),
    /** `LazyFilterDrawer`'s props but who is looking and the counts' query. */
    drawer: {
      used: drawerUsed,
      open: drawerOpen,
      onOpenChange: setDrawerOpen,
      filters,
      onChange: change,
      onClear: clear,
    },
  };
}

/** Filters, with how many are on; pointing at it starts loading the drawer. */
export function FiltersButton({ active, ...props }: { active: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="outline"
      onPointerEnter={() => void loadFilterDrawer()}
      onFocus={() => void loadFilterDrawer()}
      aria-haspopup="dialog"
      {...props}
    >
      <SlidersHorizontal aria-hidden="true" />
      {SCREEN.listing.filters}
      {active > 0 ? (
        <span className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
          {active}
        </span>
      ) : null}
    </Button>
  );
}

/** A chip per filter that is on, each removing it, then Clear all (`clearEarlyTap`: lib/early-taps.ts). */
export function FilterChips({
  filters,
  onChange,
  onClear,
  clearEarlyTap,
}: {
  filters: ArtworkFilters;
  onChange: (changes: Changes) => void;
  onClear: () => void;
  clearEarlyTap?: string;
}) {
  const priceLabel = priceChipLabel(filters);
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {filters.category ? (
          <RemovableChip label={categoryName(filters.category)} onRemove={() => onChange({ category: undefined })} />
        ) : null}
        {filters.location ? (
          <RemovableChip label={filters.location} onRemove={() => onChange({ location: undefined })} />
        ) : null}
        {filters.near ? (
          <RemovableChip label={SCREEN.listing.nearMe} onRemove={() => onChange({ near: undefined })} />
        ) : null}
        {priceLabel ? (
          <RemovableChip label={priceLabel} onRemove={() => onChange({ minPrice: undefined, maxPrice: undefined })} />
        ) : null}
        {artChips(filters).map(([param, label]) => (
          <RemovableChip key={param} label={label} onRemove={() => onChange({ [param]: undefined })} />
        ))}
      </ul>
      <Button
        variant="link"
        className="ml-1 text-sm"
        onClick={onClear}
        {...(clearEarlyTap ? earlyTapProps(clearEarlyTap) : {})}
      >
        {SCREEN.listing.clearAll}
      </Button>
    </>
  );
}

/** The drawer, loaded and drawn once it has been opened (`used`). */
export function LazyFilterDrawer({ used, ...props }: { used: boolean } & FilterDrawerProps) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FilterDrawer {...props} />
    </Suspense>
  );
}

/** The filter bar of a page other than Discover, as one row: its counts from `facetsQuery`. */
export function FilterBar({ facetsQuery }: { facetsQuery: (filters: ArtworkFilters) => FacetsQuery }) {
  const { filters, active, change, clear, openDrawer, drawer } = useUrlFilters(pageFiltersFromParams);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <FiltersButton active={active} onClick={openDrawer} />
      {active > 0 ? <FilterChips filters={filters} onChange={change} onClear={clear} /> : null}
      <LazyFilterDrawer {...drawer} signedIn={false} facetsQuery={facetsQuery} />
    </div>
  );
}
