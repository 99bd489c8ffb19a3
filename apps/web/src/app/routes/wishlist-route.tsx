import { SCREEN } from '@kala/contract';
import { WishlistPage } from '../../features/wishlist/wishlist-page';
import { useDocumentTitle } from '../../lib/document-title';

// Wishlist, /auth/wishlist (docs/product.md#screens-and-routes): the saved artworks in the listing's grid, each with a
// remove button. RequireAuth (router.tsx) sends signed-out users to login.
export function WishlistRoute() {
  useDocumentTitle(SCREEN.nav.wishlist);
  return <WishlistPage />;
}
