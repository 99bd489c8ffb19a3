// The buyer's 'My orders' (GET /api/auth/orders) and the artist's 'Sales' (GET /api/auth/sales), newest first,
// paged with the Link header (design.md). Pay on delivery: the artist marks a sale paid
// (PATCH /api/auth/sales/{id}).

import { CACHE, MSG, type Order, orderSchema } from '@kala/contract';
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPage, api, errorMessage, type Page } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** Every orders query starts with this key: invalidate it after a checkout. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** Whose orders: bought by the signed-in user, or sold by them. Also the API path's last segment. */
export type OrdersKind = 'orders' | 'sales';

/** Keyed by the signed-in token too, so that another account's orders are never served from the cache. */
export function ordersInfiniteQuery(kind: OrdersKind, token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, kind, token],
    queryFn: ({ pageParam, signal }) =>
      apiPage<Order>(`/auth/${kind}`, { query: { cursor: pageParam }, signal, schema: z.array(orderSchema) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Order>) => last.nextCursor ?? undefined,
    staleTime: CACHE.default,
  });
}

/** The orders of every page loaded so far, in order. */
export function ordersOf(data: InfiniteData<Page<Order>> | undefined): Order[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The artist collected the money: the sale is marked paid, and the answer replaces it in the list. */
export function useMarkPaidMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string): Promise<Order> =>
      api.patch(`/auth/sales/${encodeURIComponent(orderId)}`, { paymentStatus: 'paid' }, { schema: orderSchema }),
    onSuccess: (order) => {
      queryClient.setQueriesData<InfiniteData<Page<Order>>>({ queryKey: [...ORDERS_QUERY_KEY, 'sales'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === order.id ? order : item)),
              })),
            }
          : data,
      );
      toast.success(MSG.sales.markedPaid);
    },
    onError: (error) => toast.error(errorMessage(error, MSG.sales.markPaidFailed)),
  });
}
