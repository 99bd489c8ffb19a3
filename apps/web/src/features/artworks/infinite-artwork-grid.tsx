import { SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ErrorState } from '../../ui/error-state';
import { LoadMoreTrigger } from '../../ui/load-more-trigger';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../entities/artwork/artwork-grid';
import { artworksOf, type PagedArtworksQuery } from '../../entities/artwork/artwork.api';

export interface InfiniteArtworkGridProps {
  /** One of this feature's infinite queries, e.g. userArtworksInfiniteQuery(userId). */
  query: PagedArtworksQuery;
  emptyText?: ReactNode;
  /** Show at most this many, and stop loading pages then. */
  cap?: number;
  prioritizeFirst?: boolean;
  skeletonCount?: number;
  /** The cards' heading level (see ArtworkGridCard). */
  headingLevel?: 2 | 3;
}

/**
 * An artwork grid fed by a paged list: skeletons while the first page loads, an error with retry, the empty
 * text, and the next page when the end of the grid scrolls into view.
 */
export function InfiniteArtworkGrid({
  query,
  emptyText,
  cap,
  prioritizeFirst,
  skeletonCount = 8,
  headingLevel,
}: InfiniteArtworkGridProps) {
  const { data, error, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useInfiniteQuery(query);
  if (isPending) return <ArtworkGridSkeleton count={skeletonCount} />;
  if (isError && !data) {
    // The server's own words when it said why (Near me without a city on the profile), else the general hint.
    return (
      <ErrorState
        title={SCREEN.app.errorHeading}
        description={errorMessage(error, SCREEN.app.errorHint)}
        onRetry={() => refetch()}
      />
    );
  }
  const artworks = artworksOf(data);
  const capped = cap !== undefined && artworks.length >= cap;
  return (
    <ArtworkGrid
      artworks={artworks}
      cap={cap}
      emptyText={emptyText}
      prioritizeFirst={prioritizeFirst}
      headingLevel={headingLevel}
      after={
        <LoadMoreTrigger
          hasMore={Boolean(hasNextPage) && !capped}
          loading={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
        />
      }
    />
  );
}
