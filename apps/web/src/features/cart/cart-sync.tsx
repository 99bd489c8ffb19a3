import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-store';
import { cartQueryOptions } from './cart-count.api';

/**
 * Keeps the signed-in person's cart in the cache for the shell's Cart count (cart-count.api.ts): fetched once the
 * page is there (the signed-in shell loads after it), and again whenever something in the app changes the cart.
 * The cart screen then opens from the cache.
 */
export function CartSync(): null {
  const { userId } = useAuth();
  useQuery({ ...cartQueryOptions(userId), enabled: userId !== null });
  return null;
}
