import type { Artwork } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { useRenderInSteps } from '../../lib/render-in-steps';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { ArtworkGridCard } from './artwork-grid-card';

// Cards above the fold on a wide screen: they load at once, with high priority.
const PRIORITY_CARDS = 4;

const gridClasses = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5 sm:gap-y-8 lg:grid-cols-4';

export interface ArtworkGridProps {
  artworks: readonly Artwork[];
  /** Show at most this many (docs/product.md#screens-and-routes: "The grid can cap the number of items shown"). */
  cap?: number;
  /** Shown when there is nothing to show; defaults to 'No products found.'. */
  emptyText?: ReactNode;
  /** Whether the first cards are above the fold (false for a grid lower on the page). */
  prioritizeFirst?: boolean;
  /** Keep every card's picture out for now: the page's largest paint is elsewhere and still loading. */
  holdImages?: boolean;
  /** An action on each card, e.g. the wishlist's remove button. */
  cardAction?: (artwork: Artwork) => ReactNode;
  /** The cards' heading level (see ArtworkGridCard). */
  headingLevel?: 2 | 3;
  /** Shown under the grid once every card is on the page, e.g. an infinite list's load-more trigger. */
  after?: ReactNode;
  className?: string;
}

/** Grid of artwork cards, 2 columns on phones and 4 on wide screens (docs/product.md#listing-page). */
export function ArtworkGrid({
  artworks,
  cap,
  emptyText = SCREEN.listing.empty,
  prioritizeFirst = true,
  holdImages = false,
  cardAction,
  headingLevel,
  after,
  className,
}: ArtworkGridProps) {
  const shown = cap === undefined ? artworks : artworks.slice(0, cap);
  // The first cards' images are the largest paint: the rest start loading once they are in.
  const [settled, setSettled] = useState(0);
  const priorityCount = prioritizeFirst ? Math.min(PRIORITY_CARDS, shown.length) : 0;
  const holdRest = settled < priorityCount;
  // What fills a wide screen at once; the rest of the grid is built right after, in short slices.
  const rendered = useRenderInSteps(shown.length, 8);
  if (shown.length === 0) return <EmptyState icon={ImageOff} title={emptyText} className={className} />;
  return (
    <>
      <ul className={cn(gridClasses, className)}>
        {shown.slice(0, rendered).map((artwork, index) => (
          <li key={artwork.id} className="min-w-0">
            <ArtworkGridCard
              artwork={artwork}
              priority={index < priorityCount}
              holdImage={holdImages || (index >= priorityCount && holdRest)}
              onImageSettled={index < priorityCount ? () => setSettled((count) => count + 1) : undefined}
              action={cardAction?.(artwork)}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {rendered === shown.length ? after : null}
    </>
  );
}

/** The grid's loading state: card-shaped placeholders. */
export function ArtworkGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div role="status" className={cn(gridClasses, className)}>
      <span className="sr-only">{SCREEN.app.loading}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <div key={index} className="flex flex-col gap-2.5">
          <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
