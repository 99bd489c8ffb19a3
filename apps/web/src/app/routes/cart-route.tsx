import { SCREEN } from '../../lib/texts';
import { CartPage } from '../../features/cart/cart-page';
import { useDocumentTitle } from '../../lib/document-title';

// Cart, /auth/cart (spec §2 "Cart"). RequireAuth (router.tsx) sends signed-out users to login.
export function CartRoute() {
  useDocumentTitle(SCREEN.cart.title);
  return <CartPage />;
}
