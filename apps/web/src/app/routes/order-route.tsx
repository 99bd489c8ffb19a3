import { SCREEN } from '../../lib/texts';
import { useParams } from 'react-router';
import { OrderPage } from '../../features/orders/order-page';
import { useDocumentTitle } from '../../lib/document-title';

// One order, /orders/{id} (issue 16): reached from My orders and Sales.
export function OrderRoute() {
  useDocumentTitle(SCREEN.orders.orderTitle);
  const { id = '' } = useParams();
  return <OrderPage id={id} />;
}
