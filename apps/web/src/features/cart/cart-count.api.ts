// The buyer's cart as the shell needs it: its query (GET /auth/cart) and the count on the Cart links. Apart from
// cart.api.ts because the shell (navigation bars) is in the first download of every page: the schema loads on
// first use, with the answer.

import { CACHE } from '@kala/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useDataAsDrawn } from '../../lib/hydration';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import type { CartLine } from './cart.schemas';

const schema = lazySchemas(() => import('./cart.schemas'));

/**
 * Keyed by the signed-in person too, so that another account's cart is never served from the cache (by their id,
 * not their token: the server draws the Cart count into the page, whose state must not carry the token). Retried
 * once (docs/product.md#api-calls) by the query client's default, which does not retry a final answer such as a 404.
 */
export function cartQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, userId] as const,
    queryFn: ({ signal }): Promise<CartLine[]> => api.get('/auth/cart', { signal, schema: schema('cartLinesSchema') }),
    staleTime: CACHE.cart,
  });
}

/**
 * How many pieces the signed-in person's cart holds (0 until known and when signed out). Reads what CartSync
 * (cart-sync.tsx) fetches once the page is there.
 */
export function useCartCount(): number {
  const { token, userId } = useAuth();
  const options = cartQueryOptions(userId);
  const data = useDataAsDrawn(options.queryKey, useQuery({ ...options, enabled: false }).data);
  return token && Array.isArray(data) ? data.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
