import { Suspense } from 'react';
import { HomeFeedPage } from '../../features/feed/home-feed-page';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyWithRetry } from '../../lib/retry-import';

// Artists in {city} is for signed-in viewers only: a visitor's first download never carries it.
const NearbyArtists = lazyWithRetry(() =>
  import('../../features/profile/nearby-artists').then((module) => module.NearbyArtists),
);

// Home, / (docs/product.md#home-feed): the feed, with its cards' like and save (entities/artwork); in the feed, after
// its first screen, the artists in the viewer's city (issue 19).
export function HomeRoute() {
  useDocumentTitle();
  return (
    <HomeFeedPage
      inFeed={
        <Suspense fallback={null}>
          <NearbyArtists />
        </Suspense>
      }
    />
  );
}
