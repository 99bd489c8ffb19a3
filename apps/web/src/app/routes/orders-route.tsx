import { SCREEN } from '@kala/contract';
import { OrdersPage } from '../../features/orders/orders-page';
import { useDocumentTitle } from '../../lib/document-title';

// My orders, /me/orders (docs/product.md#beyond-the-original-client): what the signed-in user bought.
export function OrdersRoute() {
  useDocumentTitle(SCREEN.orders.title);
  return <OrdersPage kind="orders" />;
}
