import { SCREEN } from '@kala/contract';
import { CartPage } from '../../features/cart/cart-page';
import { useDocumentTitle } from '../../lib/document-title';

// Cart, /auth/cart (docs/product.md#cart). RequireAuth (router.tsx) sends signed-out users to login.
export function CartRoute() {
  useDocumentTitle(SCREEN.cart.title);
  return <CartPage />;
}
