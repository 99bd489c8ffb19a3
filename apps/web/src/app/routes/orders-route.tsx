import { SCREEN } from '../../lib/texts';
import { OrdersPage } from '../../features/orders/orders-page';
import { useDocumentTitle } from '../../lib/document-title';

// My orders, /me/orders (design.md): what the signed-in user bought.
export function OrdersRoute() {
  useDocumentTitle(SCREEN.orders.title);
  return <OrdersPage kind="orders" />;
}
