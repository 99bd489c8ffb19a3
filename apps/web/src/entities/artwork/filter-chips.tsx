// The chips of the filters that are on, each removing its filter (issue 38): Discover's and the search page's.
import { SCREEN } from '@kala/contract';
import { X } from 'lucide-react';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { formatPrice } from '../../ui/price';
import type { ArtworkFilters } from './artwork.api';
import type { FilterParam } from './listing-params';

export function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  // A tap before the app ran on the server-rendered listing counts (lib/early-taps.ts).
  const earlyTap = `remove-filter:${label}`;
  useEarlyTap(earlyTap, onRemove);
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        {...earlyTapProps(earlyTap)}
        aria-label={SCREEN.listing.removeFilter(label)}
        className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full bg-accent pr-2.5 pl-3.5 text-sm font-medium text-accent-foreground transition-colors hover:bg-primary hover:text-primary-foreground"
      >
        {label}
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The art filters that are on (issue 38), each as its param and the words of its chip. */
export function artChips(filters: ArtworkFilters): [FilterParam, string][] {
  const F = SCREEN.filters;
  const flag = (on: boolean | undefined, text: string) => (on === undefined ? undefined : on ? text : F.not(text));
  const chips: [FilterParam, string | undefined][] = [
    ['medium', filters.medium && SCREEN.facts.mediums[filters.medium]],
    // With its limits: "Medium" alone would read as the medium filter.
    ['size', filters.size && `${F.sizes[filters.size]} (${F.sizeHints[filters.size]})`],
    ['orientation', filters.orientation && F.orientations[filters.orientation]],
    ['priceBand', filters.priceBand && F.priceBands[filters.priceBand]],
    ['colour', filters.colour && F.colours[filters.colour]],
    ['framed', flag(filters.framed, F.framed)],
    ['readyToShip', flag(filters.readyToShip, F.readyToShip)],
    ['forSale', flag(filters.forSale, F.forSale)],
  ];
  return chips.filter((chip): chip is [FilterParam, string] => chip[1] !== undefined);
}

/** The custom price range's chip, or null without one. */
export function priceChipLabel(filters: ArtworkFilters): string | null {
  return filters.minPrice !== undefined && filters.maxPrice !== undefined
    ? `${formatPrice(filters.minPrice)} – ${formatPrice(filters.maxPrice)}`
    : filters.minPrice !== undefined
      ? `≥ ${formatPrice(filters.minPrice)}`
      : filters.maxPrice !== undefined
        ? `≤ ${formatPrice(filters.maxPrice)}`
        : null;
}
