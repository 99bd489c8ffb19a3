// The buyer's 'My orders' (GET /api/auth/orders) and the artist's 'Sales' (GET /api/auth/sales), newest first,
// paged with the Link header (docs/product.md#api-conventions). Pay on delivery: the artist marks a sale paid
// (PATCH /api/auth/sales/{id}).

import {
  CACHE,
  ORDER_DOCUMENT_FILES,
  type OrderDocumentKind,
  type Order,
  orderCertificateSchema,
  orderDetailSchema,
  orderSchema,
  MSG,
  SCREEN,
} from '@kala/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiPage, api, errorMessage, type Page } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { toast } from '../../lib/toast';
import { ORDERS_QUERY_KEY } from './orders-keys.api';

/** Whose orders: bought by the signed-in user, or sold by them. Also the API path's last segment. */
export type OrdersKind = 'orders' | 'sales';

/**
 * Keyed by the signed-in person too, so that another account's orders are never served from the cache; by their id,
 * not their token, since the key travels in a page the server drew (decision 0033).
 */
export function ordersInfiniteQuery(kind: OrdersKind, userId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, kind, userId],
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

/** One order with its timeline and what the viewer may do (GET /api/auth/orders/{id}). */
export function orderDetailQuery(id: string, token: string | null) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id, token],
    queryFn: ({ signal }) => api.get(`/auth/orders/${encodeURIComponent(id)}`, { signal, schema: orderDetailSchema }),
    staleTime: CACHE.default,
  });
}

/** A step of the order's life, taken by whoever may take it (the server decides; 409 says why not). */
export type OrderStep =
  | { kind: 'cancel'; reason?: string }
  | { kind: 'delivered' }
  | { kind: 'ship'; courier: string; trackingNumber: string }
  | { kind: 'collect' }
  | { kind: 'cancelSale'; reason: string };

function sendStep(id: string, step: OrderStep): Promise<Order> {
  const path = encodeURIComponent(id);
  switch (step.kind) {
    case 'cancel':
      return api.post(`/auth/orders/${path}/cancel`, { reason: step.reason }, { schema: orderSchema });
    case 'delivered':
      return api.post(`/auth/orders/${path}/delivered`, {}, { schema: orderSchema });
    case 'ship':
      return api.patch(
        `/auth/sales/${path}`,
        { status: 'shipped', courier: step.courier, trackingNumber: step.trackingNumber },
        { schema: orderSchema },
      );
    case 'collect':
      return api.patch(`/auth/sales/${path}`, { status: 'collected' }, { schema: orderSchema });
    case 'cancelSale':
      return api.patch(`/auth/sales/${path}`, { status: 'cancelled', reason: step.reason }, { schema: orderSchema });
  }
}

/** Takes a step, then refreshes every orders query (both lists and this page) and the artworks' stock. */
export function useOrderStepMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OrderStep) => sendStep(id, step),
    onSuccess: () => {
      toast.success(SCREEN.orders.stepDone);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, SCREEN.orders.stepFailed)),
  });
}

/**
 * GET /api/auth/orders/{id}/certificate.pdf (docs/certificates.md): a file, so fetched as a blob with the session's
 * token and handed to the browser as a download named by the certificate's number.
 */
export function useCertificateDownloadMutation(orderId: string) {
  return useMutation({
    mutationFn: () => downloadFile(`/auth/orders/${encodeURIComponent(orderId)}/certificate.pdf`, 'certificate.pdf'),
    onError: (error) => toast.error(errorMessage(error, SCREEN.certificate.downloadFailed)),
  });
}

/**
 * GET /api/auth/orders/{id}/invoice.pdf (the sale's) or fee-invoice.pdf (Kala's fee's, for the artist), and a
 * refunded order's credit-note.pdf and fee-credit-note.pdf, by the document's kind (docs/taxes.md): downloaded
 * like the certificate, named by the document's number.
 */
export function useInvoiceDownloadMutation(orderId: string) {
  return useMutation({
    mutationFn: (kind: OrderDocumentKind) =>
      downloadFile(`/auth/orders/${encodeURIComponent(orderId)}/${ORDER_DOCUMENT_FILES[kind]}`, 'invoice.pdf'),
    onError: (error) => toast.error(errorMessage(error, SCREEN.invoices.downloadFailed)),
  });
}

/** PATCH /api/auth/orders/{id}/certificate: the buyer shows or hides their name on it; the order is read again. */
export function useCertificateNameMutation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showBuyerName: boolean) =>
      api.patch(
        `/auth/orders/${encodeURIComponent(orderId)}/certificate`,
        { showBuyerName },
        { schema: orderCertificateSchema },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...ORDERS_QUERY_KEY, 'detail', orderId] }),
    onError: (error) => toast.error(errorMessage(error, SCREEN.certificate.saveFailed)),
  });
}
