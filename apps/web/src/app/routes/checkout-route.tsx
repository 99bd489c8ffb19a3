import type { Order } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cartQueryOptions, cartSubtotal, lineState } from '../../features/cart/cart.api';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { checkoutOptionsQuery } from '../../features/checkout/checkout.api';
import { ORDERS_QUERY_KEY } from '../../features/orders/orders-keys.api';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';
import { useAuth } from '../../lib/auth-store';
import { useDocumentTitle } from '../../lib/document-title';
import { refetchAfterWrite } from '../../lib/query-client';
import { paths } from '../../lib/paths';

// Checkout, /checkout (docs/product.md#beyond-the-original-client: 'Proceed to Checkout' made real). The cart feature
// supplies the lines and what stops them; after the orders are placed the cart, the orders and the artworks' stock are
// refreshed.
export function CheckoutRoute() {
  useDocumentTitle(SCREEN.checkout.title);
  const { userId } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cart = useQuery(cartQueryOptions(userId));
  const options = useQuery(checkoutOptionsQuery());
  const lines = cart.data;
  const unavailable = new Set(
    (lines ?? []).filter((line) => !line.artwork || lineState(line).problem !== null).map((line) => line.id),
  );

  const onPlaced = (_orders: Order[]) => {
    void refetchAfterWrite(queryClient, CART_QUERY_KEY);
    void refetchAfterWrite(queryClient, ORDERS_QUERY_KEY);
    void refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY);
  };

  const onCartRefused = () => {
    void refetchAfterWrite(queryClient, CART_QUERY_KEY);
    navigate(paths.cart);
  };

  const onPricesChanged = () => {
    void refetchAfterWrite(queryClient, CART_QUERY_KEY);
    void refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY);
  };

  return (
    <CheckoutPage
      lines={lines}
      loading={cart.isPending}
      failed={cart.isError}
      onRetry={() => void cart.refetch()}
      subtotal={lines ? cartSubtotal(lines) : 0}
      unavailable={unavailable}
      onPlaced={onPlaced}
      onCartRefused={onCartRefused}
      onPricesChanged={onPricesChanged}
      online={options.data?.online ?? null}
    />
  );
}
