import { SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { InfiniteArtworkGrid } from '../../features/artworks/infinite-artwork-grid';
import { artworksOf, type PagedArtworksQuery } from '../../entities/artwork/artwork.api';

export interface ProfileArtworksSectionProps {
  /** The person's artworks: userArtworksInfiniteQuery(id), or myArtworksInfiniteQuery() on the own profile. */
  query: PagedArtworksQuery;
  /** What to show when there are none: an invitation to upload on the own profile. */
  empty: ReactNode;
}

/** The 'Uploaded Artworks' grid of both profile pages (docs/product.md#screens-and-routes). */
export function ProfileArtworksSection({ query, empty }: ProfileArtworksSectionProps) {
  const headingId = useId();
  // The same query the grid reads (one request): only to tell "none at all" apart for the page's own empty state.
  const { data } = useInfiniteQuery(query);
  const isEmpty = data !== undefined && artworksOf(data).length === 0;
  return (
    <section aria-labelledby={headingId} className="mt-8 sm:mt-12">
      <h2 id={headingId} className="mb-5 font-display text-xl font-semibold tracking-tight sm:mb-6 sm:text-2xl">
        {SCREEN.profile.uploadedArtworks}
      </h2>
      {isEmpty ? (
        <div className="rounded-3xl border border-dashed border-border bg-card/50">{empty}</div>
      ) : (
        <InfiniteArtworkGrid query={query} prioritizeFirst={false} />
      )}
    </section>
  );
}

/** The width and padding of both profile pages and the edit page. */
export const profilePageClasses = 'mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10';
