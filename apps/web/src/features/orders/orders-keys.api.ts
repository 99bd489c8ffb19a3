// The orders queries' keys and their refetch after a change elsewhere (a checkout, a frame on the socket). Apart from
// orders.api.ts so that what follows orders on every signed-in page (app/layouts/order-live-sync.ts) loads none of
// the orders screens' schemas.

import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../lib/query-client';

/** Every orders query starts with this key: invalidate it after a checkout. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** Every orders query on screen (the lists and order pages), asked again: steps may have come while offline. */
export function refetchOrders(queryClient: QueryClient): void {
  void refetchAfterWrite(queryClient, ORDERS_QUERY_KEY);
}

/**
 * Another person took a step on this order (a live notification about it): its page and both lists are
 * fetched again, so the buyer sees Shipped and the artist sees Delivered without a reload. A request already on its
 * way may have been answered before that step, so it is cancelled and asked again (refetchAfterWrite).
 */
export function refetchOrder(queryClient: QueryClient, orderId: string): void {
  for (const part of [['detail', orderId], ['orders'], ['sales']]) {
    void refetchAfterWrite(queryClient, [...ORDERS_QUERY_KEY, ...part]);
  }
}
