import {
  ALL_CATEGORIES,
  ART_MEDIUMS,
  COLOUR_KEYS,
  COLOUR_SWATCHES,
  CURRENCY,
  type ArtworkFacets,
  type FacetCount,
  type FacetName,
  FILTER_DRAWER,
  LOCATIONS,
  ORIENTATIONS,
  PRICE_BAND_KEYS,
  PRICE_MIN,
  SCREEN,
  SIZE_BANDS,
  VALIDATION,
} from '@kala/contract';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { categoryName } from '../../lib/category-name';
import { MapPin, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import type { ArtworkFilters } from './artwork.api';
import { artworkFacetsQuery } from './facets.api';
import type { FilterParam } from './listing-params';

// Tailwind's width unit is a quarter rem (FILTER_DRAWER.widthUnits 80 = w-80 = 20rem).
const ALL_INDIA = 'All India' satisfies (typeof LOCATIONS)[number];
const DRAWER_WIDTH = `${FILTER_DRAWER.widthUnits / 4}rem`;

type FilterChanges = Partial<Record<FilterParam, string | number | undefined>>;

export interface FilterDrawerProps {
  open: boolean;
  /**
   * Closing carries the price bounds still typed in their fields, so that one URL change both applies them and
   * closes the panel (a tap on Show results in Safari never leaves the field, so no blur applied them first).
   */
  onOpenChange: (open: boolean, changes?: FilterChanges) => void;
  filters: ArtworkFilters;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
  /** Near me needs a signed-in viewer (their profile's city and pincode). */
  signedIn: boolean;
  /** The counts' query: the listing's by default; the search page counts its matches (decision 0037). */
  facetsQuery?: (filters: ArtworkFilters) => FacetsQuery;
}

/** Any query of facet counts, whatever its key holds (a query function takes its own key type only). */
// biome-ignore lint/suspicious/noExplicitAny: the key's type differs by caller and only the query reads it.
export type FacetsQuery = UseQueryOptions<ArtworkFacets, Error, ArtworkFacets, any>;

function ChoiceButton({
  selected,
  onClick,
  children,
  disabled = false,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  /** Choosing it would show nothing (its count is 0): greyed and not clickable. */
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'disabled:cursor-not-allowed disabled:opacity-45',
        'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors md:h-9',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface PriceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  errorId: string | undefined;
}

function PriceField({ label, value, onChange, onCommit, errorId }: PriceFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          {CURRENCY.symbol}
        </span>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={PRICE_MIN}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          aria-invalid={errorId !== undefined}
          aria-describedby={errorId}
          className="pl-7"
        />
      </div>
    </div>
  );
}

interface TypedPrice {
  min: string;
  max: string;
}

const typedFrom = (filters: ArtworkFilters): TypedPrice => ({
  min: filters.minPrice?.toString() ?? '',
  max: filters.maxPrice?.toString() ?? '',
});

const isInverted = ({ min, max }: TypedPrice) => min !== '' && max !== '' && Number(min) > Number(max);

/** The typed bounds as filter changes, or nothing when they are inverted or already applied. */
function pendingPrice(typed: TypedPrice, filters: ArtworkFilters): FilterChanges | undefined {
  const applied = typedFrom(filters);
  if (isInverted(typed) || (typed.min === applied.min && typed.max === applied.max)) return undefined;
  return { minPrice: typed.min || undefined, maxPrice: typed.max || undefined };
}

/** The price bounds as typed; applied on Enter, when a field is left, or when the panel closes. */
function PriceRange({
  filters,
  typed,
  onType,
  onChange,
}: Pick<FilterDrawerProps, 'filters' | 'onChange'> & { typed: TypedPrice; onType: (typed: TypedPrice) => void }) {
  const { min, max } = typed;
  const inverted = isInverted(typed);
  const errorId = useId();

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const changes = pendingPrice(typed, filters);
    if (changes) onChange(changes);
  };

  return (
    <form onSubmit={apply} className="flex flex-col gap-2">
      {/* Enter in a field submits the form only when it has a submit button. */}
      <button type="submit" hidden />
      <div className="grid grid-cols-2 gap-3">
        <PriceField
          label={SCREEN.listing.minPrice}
          value={min}
          onChange={(value) => onType({ min: value, max })}
          onCommit={apply}
          errorId={inverted ? errorId : undefined}
        />
        <PriceField
          label={SCREEN.listing.maxPrice}
          value={max}
          onChange={(value) => onType({ min, max: value })}
          onCommit={apply}
          errorId={inverted ? errorId : undefined}
        />
      </div>
      {inverted ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {VALIDATION.query.priceRangeInverted}
        </p>
      ) : null}
    </form>
  );
}

/** The count of `value` in a facet, or undefined while the counts load. */
function countOf(counts: readonly FacetCount[] | undefined, value: string): number | undefined {
  if (!counts) return undefined;
  return counts.find((option) => option.value === value)?.count ?? 0;
}

/**
 * A choice's text with its count beside it. Screen readers hear "Oil, 12 artworks" from hidden text, not from an
 * aria-label, so the name still contains what is shown (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function Counted({ text, count }: { text: string; count: number | undefined }) {
  if (count === undefined) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        {text}
        <span className="text-xs tabular-nums opacity-70">{count}</span>
      </span>
      <span className="sr-only">{SCREEN.filters.withCount(text, count)}</span>
    </>
  );
}

interface FacetChoicesProps {
  options: readonly string[];
  labelOf: (value: string) => string;
  counts: readonly FacetCount[] | undefined;
  selected: string | undefined;
  onPick: (value: string | undefined) => void;
}

/** One value of a facet: a button per option with its count; choosing the chosen one again clears it. */
// Every option is always shown, greyed when its count is 0, so that the panel never moves under a finger or the
// pointer as counts arrive or change (an option that came and went shifted everything below it).
function FacetChoices({ options, labelOf, counts, selected, onPick }: FacetChoicesProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((value) => {
        const count = countOf(counts, value);
        const isSelected = selected === value;
        const text = labelOf(value);
        return (
          <ChoiceButton
            key={value}
            selected={isSelected}
            disabled={count === 0 && !isSelected}
            onClick={() => onPick(isSelected ? undefined : value)}
          >
            <Counted text={text} count={count} />
          </ChoiceButton>
        );
      })}
    </div>
  );
}

/** The colour swatches: a round button per named colour, its count under it. */
function ColourChoices({
  counts,
  selected,
  onPick,
}: {
  counts: readonly FacetCount[] | undefined;
  selected: string | undefined;
  onPick: (value: string | undefined) => void;
}) {
  return (
    <div className="grid grid-cols-6 gap-x-2 gap-y-3">
      {COLOUR_KEYS.map((colour) => {
        const count = countOf(counts, colour);
        const isSelected = selected === colour;
        const text = SCREEN.filters.colours[colour];
        const [red, green, blue] = COLOUR_SWATCHES[colour];
        return (
          <button
            key={colour}
            type="button"
            aria-pressed={isSelected}
            title={text}
            disabled={count === 0 && !isSelected}
            onClick={() => onPick(isSelected ? undefined : colour)}
            className="group flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40"
          >
            <span
              aria-hidden="true"
              style={{ backgroundColor: `rgb(${red} ${green} ${blue})` }}
              className={cn(
                'size-9 rounded-full border border-border shadow-sm',
                isSelected && 'ring-2 ring-primary ring-offset-2 ring-offset-card',
              )}
            />
            <span aria-hidden="true" className="text-xs tabular-nums text-muted-foreground">
              {count ?? ''}
            </span>
            <span className="sr-only">{count === undefined ? text : SCREEN.filters.withCount(text, count)}</span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The slide-in filter panel (docs/product.md#listing-page; docs/product.md#beyond-the-original-client: a Filters button
 * opens it): category buttons, min and max price, location buttons. Closed by the backdrop, the close button or Escape;
 * 80 width units, a 0.3 s slide. Every choice applies at once (the list behind updates); Show results closes the panel.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  signedIn,
  facetsQuery = artworkFacetsQuery,
}: FilterDrawerProps) {
  // Radix keeps the panel mounted until its closing animation ends, so it slides out as it slid in.
  const duration = { animationDuration: `${FILTER_DRAWER.slideMs}ms` };
  const [typed, setTyped] = useState(() => typedFrom(filters));
  const { minPrice, maxPrice } = filters;
  // Each field follows its own applied bound: a bound applied when one field is left must not wipe what was
  // already typed into the other (typing Min, then Max, applies Min while Max is being typed).
  useEffect(() => setTyped((typed) => ({ ...typed, min: minPrice?.toString() ?? '' })), [minPrice]);
  useEffect(() => setTyped((typed) => ({ ...typed, max: maxPrice?.toString() ?? '' })), [maxPrice]);
  const openChange = (next: boolean) => onOpenChange(next, next ? undefined : pendingPrice(typed, filters));
  // Each option's count for the query as it is (issue 38): read while the panel is open.
  const { data: facets } = useQuery({ ...facetsQuery(filters), enabled: open });
  const counts = (facet: FacetName) => facets?.facets[facet];
  // The location facet lists the places with most works: a city not among them shows no count, not a 0.
  const locationCount = (location: string) => counts('location')?.find((option) => option.value === location)?.count;
  const flag = (facet: 'framed' | 'readyToShip' | 'forSale', text: string) => {
    const count = countOf(counts(facet), 'true');
    const isSelected = filters[facet] === true;
    return (
      <ChoiceButton
        selected={isSelected}
        disabled={count === 0 && !isSelected}
        onClick={() => onChange({ [facet]: isSelected ? undefined : 'true' })}
      >
        <Counted text={text} count={count} />
      </ChoiceButton>
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={duration}
          className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          aria-describedby={undefined}
          style={{ ...duration, width: DRAWER_WIDTH }}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex max-w-[88vw] flex-col border-l border-border bg-card text-card-foreground shadow-2xl',
            'data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in',
          )}
        >
          <header className="flex items-center justify-between border-b border-border px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-4">
            <Dialog.Title className="font-display text-xl font-semibold">{SCREEN.listing.filters}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground md:size-9">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{SCREEN.app.close}</span>
            </Dialog.Close>
          </header>

          <div className="flex flex-1 flex-col gap-7 overflow-y-auto px-5 py-6">
            <FilterGroup title={SCREEN.listing.category}>
              <div className="flex flex-wrap gap-2">
                <ChoiceButton selected={!filters.category} onClick={() => onChange({ category: undefined })}>
                  {SCREEN.listing.all}
                </ChoiceButton>
                {ALL_CATEGORIES.map((category) => (
                  <ChoiceButton
                    key={category}
                    selected={filters.category === category}
                    onClick={() => onChange({ category: filters.category === category ? undefined : category })}
                  >
                    {categoryName(category)}
                  </ChoiceButton>
                ))}
              </div>
            </FilterGroup>

            <FilterGroup title={SCREEN.filters.medium}>
              <FacetChoices
                options={ART_MEDIUMS}
                labelOf={(medium) => SCREEN.facts.mediums[medium as (typeof ART_MEDIUMS)[number]]}
                counts={counts('medium')}
                selected={filters.medium}
                onPick={(medium) => onChange({ medium })}
              />
            </FilterGroup>

            <FilterGroup title={SCREEN.filters.size}>
              <FacetChoices
                options={SIZE_BANDS}
                labelOf={(size) => {
                  const band = size as (typeof SIZE_BANDS)[number];
                  return `${SCREEN.filters.sizes[band]} (${SCREEN.filters.sizeHints[band]})`;
                }}
                counts={counts('size')}
                selected={filters.size}
                onPick={(size) => onChange({ size })}
              />
            </FilterGroup>

            <FilterGroup title={SCREEN.filters.orientation}>
              <FacetChoices
                options={ORIENTATIONS}
                labelOf={(orientation) => SCREEN.filters.orientations[orientation as (typeof ORIENTATIONS)[number]]}
                counts={counts('orientation')}
                selected={filters.orientation}
                onPick={(orientation) => onChange({ orientation })}
              />
            </FilterGroup>

            <FilterGroup title={SCREEN.listing.price}>
              <FacetChoices
                options={PRICE_BAND_KEYS}
                labelOf={(band) => SCREEN.filters.priceBands[band as (typeof PRICE_BAND_KEYS)[number]]}
                counts={counts('priceBand')}
                selected={filters.priceBand}
                onPick={(priceBand) => onChange({ priceBand })}
              />
              <p className="text-xs font-medium text-muted-foreground">{SCREEN.filters.customRange}</p>
              <PriceRange filters={filters} typed={typed} onType={setTyped} onChange={onChange} />
            </FilterGroup>

            <FilterGroup title={SCREEN.filters.colour}>
              <ColourChoices
                counts={counts('colour')}
                selected={filters.colour}
                onPick={(colour) => onChange({ colour })}
              />
            </FilterGroup>

            <FilterGroup title={SCREEN.filters.more}>
              <div className="flex flex-wrap gap-2">
                {flag('framed', SCREEN.filters.framed)}
                {flag('readyToShip', SCREEN.filters.readyToShip)}
                {flag('forSale', SCREEN.filters.forSale)}
              </div>
            </FilterGroup>

            <FilterGroup title={SCREEN.fields.location}>
              <div className="flex flex-wrap gap-2">
                {signedIn ? (
                  <ChoiceButton
                    selected={filters.near === 'me'}
                    onClick={() => onChange({ near: filters.near === 'me' ? undefined : 'me', location: undefined })}
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    {SCREEN.listing.nearMe}
                  </ChoiceButton>
                ) : null}
                {/* "All India" is the choice of no place (one button, not both "All" and "All India"), so it
                    comes first and clears the place; the cities follow. */}
                <ChoiceButton
                  selected={(!filters.location || filters.location === ALL_INDIA) && !filters.near}
                  onClick={() => onChange({ location: undefined, near: undefined })}
                >
                  {ALL_INDIA}
                </ChoiceButton>
                {LOCATIONS.filter((location) => location !== ALL_INDIA).map((location) => (
                  <ChoiceButton
                    key={location}
                    selected={filters.location === location}
                    onClick={() =>
                      onChange({ location: filters.location === location ? undefined : location, near: undefined })
                    }
                  >
                    <Counted text={location} count={locationCount(location)} />
                  </ChoiceButton>
                ))}
              </div>
            </FilterGroup>
          </div>

          <footer className="flex gap-3 border-t border-border px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button variant="outline" className="flex-1" onClick={onClear}>
              {SCREEN.listing.clearAll}
            </Button>
            <Dialog.Close asChild>
              <Button className="flex-1">{SCREEN.listing.showResults}</Button>
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
