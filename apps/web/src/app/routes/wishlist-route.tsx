import { SCREEN } from '@kala/contract';
import { ArtworkGrid } from '../../features/artworks/artwork-grid';
import { WishlistPage } from '../../features/wishlist/wishlist-page';
import { useDocumentTitle } from '../../lib/document-title';

// Wishlist, /auth/wishlist (docs/product.md#screens-and-routes): the saved artworks in the listing's grid, each with a
// remove button. RequireAuth (router.tsx) sends signed-out users to login.
export function WishlistRoute() {
  useDocumentTitle(SCREEN.nav.wishlist);
  return <WishlistPage renderGrid={(artworks, action) => <ArtworkGrid artworks={artworks} cardAction={action} />} />;
}
