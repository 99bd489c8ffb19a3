import { LikeButton } from '../../features/artwork-detail/like-button';
import { SaveButton } from '../../features/artwork-detail/save-button';
import { HomeFeedPage } from '../../features/feed/home-feed-page';
import { useDocumentTitle } from '../../lib/document-title';

// Home, / (spec §2 "Home feed"): the feed's cards carry the detail page's like and save buttons.
export function HomeRoute() {
  useDocumentTitle();
  return (
    <HomeFeedPage
      renderLike={(artwork) => <LikeButton artwork={artwork} />}
      renderSave={(artwork) => <SaveButton artwork={artwork} />}
    />
  );
}
