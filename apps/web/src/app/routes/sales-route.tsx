import { SCREEN } from '@kala/contract';
import { OrdersPage } from '../../features/orders/orders-page';
import { useDocumentTitle } from '../../lib/document-title';

// Sales, /me/sales (docs/product.md#beyond-the-original-client): what others bought from the signed-in artist, with the
// address to ship to.
export function SalesRoute() {
  useDocumentTitle(SCREEN.sales.title);
  return <OrdersPage kind="sales" />;
}
