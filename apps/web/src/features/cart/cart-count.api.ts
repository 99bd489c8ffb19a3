// The count on the shell's Cart links. Apart from cart.api.ts because the shell (navigation bars) is in the first
// download of every page: it only reads the cart that CartSync (cart-sync.tsx) fetches once the page is there.

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-store';
import { CART_QUERY_KEY } from '../../lib/query-keys';

/** The cart's query key, per signed-in token, so another account's cart is never served from the cache. */
export const cartQueryKey = (token: string | null) => [...CART_QUERY_KEY, token] as const;

/** How many pieces the signed-in person's cart holds (0 until known and when signed out). */
export function useCartCount(): number {
  const { token } = useAuth();
  const { data } = useQuery<readonly { quantity: number }[]>({ queryKey: cartQueryKey(token), enabled: false });
  return token && Array.isArray(data) ? data.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
