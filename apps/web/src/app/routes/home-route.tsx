import { Suspense } from 'react';
import { LikeButton } from '../../features/artwork-detail/like-button';
import { SaveButton } from '../../features/artwork-detail/save-button';
import { HomeFeedPage } from '../../features/feed/home-feed-page';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyWithRetry } from '../../lib/retry-import';

// Artists in {city} is for signed-in viewers only: a visitor's first download never carries it.
const NearbyArtists = lazyWithRetry(() =>
  import('../../features/profile/nearby-artists').then((module) => module.NearbyArtists),
);

// Home, / (docs/product.md#home-feed): the feed's cards carry the detail page's like and save buttons; in the feed,
// after its first screen, the artists in the viewer's city (issue 19).
export function HomeRoute() {
  useDocumentTitle();
  return (
    <HomeFeedPage
      renderLike={(artwork) => <LikeButton artwork={artwork} />}
      renderSave={(artwork) => <SaveButton artwork={artwork} />}
      inFeed={
        <Suspense fallback={null}>
          <NearbyArtists />
        </Suspense>
      }
    />
  );
}
