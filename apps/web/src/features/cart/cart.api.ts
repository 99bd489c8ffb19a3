// The buyer's cart (docs/product.md#api-calls GET /auth/cart; docs/product.md#beyond-the-original-client: real
// quantities within stock, remove). Quantity changes and removals show at once and roll back when the server refuses
// them.

import { cartItemSchema, noContentSchema, MSG } from '@kala/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api-client';
import { patchCachedArtwork } from '../../entities/artwork/artwork.api';
import { unitPrice } from '../../lib/offers';
import { applyOptimistic, type Rollback } from '../../lib/optimistic';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import type { CartLine } from './cart.schemas';
import { toast } from '../../lib/toast';

export type { CartLine } from './cart.schemas';
export { cartQueryOptions } from './cart-count.api';

const UPDATE_KEY = [...CART_QUERY_KEY, 'update'] as const;

/**
 * Shared by the quantity and remove mutations: applies `change` to every cached cart at once (lib/optimistic.ts),
 * and refetches the cart once the last change in flight settles, so quick taps do not flicker through the
 * server's intermediate answers.
 */
function useOptimisticCart() {
  const queryClient = useQueryClient();
  return {
    apply: (change: (lines: CartLine[]) => CartLine[]): Promise<Rollback> =>
      applyOptimistic<CartLine[]>(queryClient, { queryKey: CART_QUERY_KEY }, (lines) =>
        Array.isArray(lines) ? change(lines) : lines,
      ),
    settle() {
      if (queryClient.isMutating({ mutationKey: UPDATE_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
    },
  };
}

/** PATCH /api/auth/cart/{itemId} {quantity}; the server caps it by the stock (409 names the limit). */
export function useUpdateCartQuantityMutation() {
  const cart = useOptimisticCart();
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      api.patch(`/auth/cart/${encodeURIComponent(itemId)}`, { quantity }, { schema: cartItemSchema }),
    onMutate: ({ itemId, quantity }) =>
      cart.apply((lines) => lines.map((line) => (line.id === itemId ? { ...line, quantity } : line))),
    onError: (error, _variables, rollback) => {
      rollback?.();
      toast.error(errorMessage(error, MSG.cart.updateFailed));
    },
    onSettled: () => cart.settle(),
  });
}

/** DELETE /api/auth/cart/{itemId}. */
export function useRemoveCartItemMutation() {
  const queryClient = useQueryClient();
  const cart = useOptimisticCart();
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: ({ itemId }: { itemId: string; artworkId: string }) =>
      api.delete(`/auth/cart/${encodeURIComponent(itemId)}`, { schema: noContentSchema }),
    onMutate: ({ itemId }) => cart.apply((lines) => lines.filter((line) => line.id !== itemId)),
    onSuccess: (_answer, { artworkId }) => {
      toast.success(MSG.cart.removed);
      patchCachedArtwork(queryClient, artworkId, { isInCart: false });
    },
    onError: (error, _variables, rollback) => {
      rollback?.();
      toast.error(errorMessage(error, MSG.cart.removeFailed));
    },
    onSettled: () => cart.settle(),
  });
}

/** Why a line cannot be bought as it stands, or null when it can. */
export type LineProblem = 'soldOut' | 'notForSale' | 'overStock' | null;

/** A line's stock and what stops it from being bought (checkout refuses such lines). */
export function lineState(line: CartLine): { stock: number; problem: LineProblem } {
  const artwork = line.artwork;
  if (!artwork) return { stock: 0, problem: null };
  const stock = artwork.quantity;
  if (artwork.isSold || stock <= 0) return { stock, problem: 'soldOut' };
  if (!artwork.forSale) return { stock, problem: 'notForSale' };
  return { stock, problem: line.quantity > stock ? 'overStock' : null };
}

/**
 * Subtotal from the real prices (docs/product.md#beyond-the-original-client), of the lines that can still be bought.
 */
export function cartSubtotal(lines: readonly CartLine[]): number {
  const paise = lines.reduce((sum, line) => {
    const problem = lineState(line).problem;
    if (!line.artwork || problem === 'soldOut' || problem === 'notForSale') return sum;
    return sum + Math.round(unitPrice(line) * 100) * line.quantity;
  }, 0);
  // Summed in whole paise: adding rupee fractions would drift (0.1 + 0.2).
  return paise / 100;
}
