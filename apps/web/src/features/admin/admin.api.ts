// Calls of the admin back-office (docs/product.md#api-calls /admin/*). Kala adds artwork create, the payment status of
// orders and the dashboard. The tables page with `?limit=&cursor=` (next page in the Link header) and search on the
// server with `?q=` (docs/product.md#api-conventions).

import {
  type AdminDashboard,
  type AdminUser,
  type Artwork,
  adminDashboardSchema,
  adminUserSchema,
  artistSearchResponseSchema,
  artworkSchema,
  type AuditEntry,
  auditEntrySchema,
  CACHE,
  noContentSchema,
  type ModerationItem,
  type ModerationTarget,
  moderationItemSchema,
  type ModerationReason,
  type AdminOrder,
  adminOrderSchema,
  type OrderStatus,
  PAGE_SIZE,
  type PaymentStatus,
  USER_SEARCH_MAX_RESULTS,
  type LedgerCheck,
  ledgerCheckSchema,
  type AdminPayouts,
  adminPayoutsSchema,
  type TransferViewState,
  type LedgerCorrectionBody,
  ledgerEntrySchema,
} from '@kala/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiPage, type Page } from '../../lib/api-client';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';
import { refetchAfterWrite } from '../../lib/query-client';

/** Every admin query starts with this key: a change anywhere in the back-office refreshes all of them. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

type AdminList = 'users' | 'artworks' | 'orders' | 'audit';
const LIST_PATHS: Record<AdminList, string> = {
  users: '/admin/users',
  artworks: '/admin/artworks',
  orders: '/admin/orders',
  audit: '/admin/audit',
};

// docs/product.md#api-calls: admin lists stay fresh 5 minutes and, unlike every other query, are not retried.
function adminListQueryOptions<T>(
  list: AdminList,
  q: string,
  rowSchema: z.ZodType<T>,
  filters: Record<string, string | undefined> = {},
) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, list, q, filters],
    queryFn: ({ pageParam, signal }) =>
      apiPage<T>(LIST_PATHS[list], {
        query: { q: q || undefined, ...filters, limit: PAGE_SIZE.default, cursor: pageParam ?? undefined },
        signal,
        schema: z.array(rowSchema),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
    staleTime: CACHE.adminLists,
    retry: false,
  });
}

/** The query of one admin table for a search text, as the table pages take it. */
export type AdminListQueryOptions<T> = ReturnType<typeof adminListQueryOptions<T>>;

/** GET /api/admin/users?q= (name, email, username, location, role or phone; any case). */
export const adminUsersQueryOptions = (q: string) => adminListQueryOptions<AdminUser>('users', q, adminUserSchema);
/** GET /api/admin/artworks?q= (title, description, category, artist username or any tag). */
export const adminArtworksQueryOptions = (q: string) => adminListQueryOptions<Artwork>('artworks', q, artworkSchema);
/** GET /api/admin/orders?q= (order, artwork, buyer, location or status). */
export const adminOrdersQueryOptions = (q: string, status?: OrderStatus) =>
  adminListQueryOptions<AdminOrder>('orders', q, adminOrderSchema, { status });
/** GET /api/admin/audit?q= (admin, action, target), newest first (issue 17). */
export const adminAuditQueryOptions = (q: string) => adminListQueryOptions<AuditEntry>('audit', q, auditEntrySchema);

/** GET /api/admin/dashboard: totals and the 30-day series. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'],
    queryFn: ({ signal }): Promise<AdminDashboard> =>
      api.get('/admin/dashboard', { signal, schema: adminDashboardSchema }),
    staleTime: CACHE.adminLists,
    retry: false,
  });
}

/** GET /api/search/user?query= for the artist picker of Add Artwork; nothing is asked for a blank text. */
export function artistSearchQueryOptions(query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'artist-search', text],
    queryFn: ({ signal }) =>
      api.get('/search/user', {
        query: { query: text, limit: USER_SEARCH_MAX_RESULTS },
        signal,
        schema: artistSearchResponseSchema,
      }),
    enabled: text !== '',
    staleTime: CACHE.search,
  });
}

/** The rows of a paged table, in order. */
export function rowsOf<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

type Row = { id: string };

/** Rewrites the rows of every cached page of `list` (each search text has its own cache). */
function editRows<T extends Row>(queryClient: QueryClient, list: AdminList, edit: (rows: T[]) => T[]) {
  queryClient.setQueriesData<InfiniteData<Page<T>>>({ queryKey: [...ADMIN_QUERY_KEY, list] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) } : data,
  );
}

/**
 * After a change: the server's answer goes into the tables at once, then every admin query refetches (a new
 * row may belong to another search, and the dashboard's totals moved).
 */
function settle<T extends Row>(
  queryClient: QueryClient,
  list: AdminList,
  change: { saved: T } | { removedId: string },
): Promise<void> {
  if ('saved' in change) {
    editRows<T>(queryClient, list, (rows) => rows.map((row) => (row.id === change.saved.id ? change.saved : row)));
  } else {
    editRows<T>(queryClient, list, (rows) => rows.filter((row) => row.id !== change.removedId));
  }
  // Not a plain invalidate: a search answered before a delete would bring the deleted row back.
  return refetchAfterWrite(queryClient, ADMIN_QUERY_KEY);
}

/** id null creates. */
export interface UserSave {
  id: string | null;
  body: Record<string, string>;
}

/** POST /api/admin/register (id null) or PATCH /api/admin/update/users/{id}. */
export function useSaveUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UserSave): Promise<AdminUser> =>
      id === null
        ? api.post('/admin/register', body, { schema: adminUserSchema })
        : api.patch(`/admin/update/users/${encodeURIComponent(id)}`, body, { schema: adminUserSchema }),
    onSuccess: (saved) => settle(queryClient, 'users', { saved }),
  });
}

/** DELETE /api/admin/users/{id}. */
export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/users/${encodeURIComponent(id)}`, { schema: noContentSchema }),
    onSuccess: (_answer, id) => settle(queryClient, 'users', { removedId: id }),
  });
}

/** id null creates. */
export interface ArtworkSave {
  id: string | null;
  form: FormData;
}

/** POST /api/admin/artworks (id null; multipart with artistId) or PATCH /api/admin/update/artworks/{id}. */
export function useSaveArtworkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: ArtworkSave): Promise<Artwork> =>
      id === null
        ? api.post('/admin/artworks', form, { schema: artworkSchema })
        : api.patch(`/admin/update/artworks/${encodeURIComponent(id)}`, form, { schema: artworkSchema }),
    onSuccess: async (saved) => {
      // The feeds, listing and detail pages show the artwork too.
      await Promise.all([
        settle(queryClient, 'artworks', { saved }),
        refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY),
      ]);
    },
  });
}

/** DELETE /api/admin/artworks/{id}. */
export function useDeleteArtworkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/artworks/${encodeURIComponent(id)}`, { schema: noContentSchema }),
    onSuccess: async (_answer, id) => {
      await Promise.all([
        settle(queryClient, 'artworks', { removedId: id }),
        refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY),
      ]);
    },
  });
}

/** PATCH /api/admin/orders/{id} {paymentStatus}. */
export function useSetPaymentStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }): Promise<AdminOrder> =>
      api.patch(`/admin/orders/${encodeURIComponent(id)}`, { paymentStatus }, { schema: adminOrderSchema }),
    onSuccess: (saved) => settle(queryClient, 'orders', { saved }),
  });
}

/**
 * PATCH /api/admin/orders/{id} {status: 'cancelled', reason} (issue 35): the same cancellation as the artist's
 * and the buyer's (stock back, a paid online order refunded), audited on the server.
 */
export function useCancelOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }): Promise<AdminOrder> =>
      api.patch(
        `/admin/orders/${encodeURIComponent(id)}`,
        { status: 'cancelled', reason },
        { schema: adminOrderSchema },
      ),
    onSuccess: (saved) => settle(queryClient, 'orders', { saved }),
  });
}

/** DELETE /api/admin/orders/{id}. */
export function useDeleteOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/orders/${encodeURIComponent(id)}`, { schema: noContentSchema }),
    onSuccess: (_answer, id) => settle(queryClient, 'orders', { removedId: id }),
  });
}

/** GET /api/admin/reports: the open reports, one entry per reported item (issue 17). */
export function moderationQueueQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'reports'],
    queryFn: ({ signal }): Promise<ModerationItem[]> =>
      api.get('/admin/reports', { signal, schema: z.array(moderationItemSchema) }),
    staleTime: CACHE.adminLists,
    retry: false,
  });
}

export type ModerationAction = 'dismiss' | 'hide' | 'unhide' | 'suspend' | 'unsuspend' | 'publish' | 'remove';

/** The moderator's actions; each refreshes the whole back-office (the queue, the users, the dashboard count). */
export function useModerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      target,
      ownerId,
      why,
    }: {
      action: ModerationAction;
      target: ModerationTarget;
      ownerId?: string;
      /** Hiding needs a reason (decision 0028), told to the author. */
      why?: { reason: ModerationReason; note: string };
    }) => {
      switch (action) {
        case 'dismiss':
          return api.post('/admin/reports/dismiss', target, { schema: noContentSchema });
        case 'hide':
          return api.post('/admin/moderation/hide', { ...target, ...why }, { schema: noContentSchema });
        case 'unhide':
          return api.post('/admin/moderation/unhide', target, { schema: noContentSchema });
        case 'suspend':
          return api.post(`/admin/users/${encodeURIComponent(ownerId ?? '')}/suspension`, undefined, {
            schema: noContentSchema,
          });
        case 'unsuspend':
          return api.delete(`/admin/users/${encodeURIComponent(ownerId ?? '')}/suspension`, {
            schema: noContentSchema,
          });
        // An upload held as looking like another artist's work (issue 38, decision 0041).
        case 'publish':
        case 'remove':
          return api.post(`/admin/holds/${encodeURIComponent(target.targetId)}/${action}`, undefined, {
            schema: noContentSchema,
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

/** GET /api/admin/ledger/check (issue 37 item 5): every order against its ledger, those that fail named. */
export function ledgerCheckQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'ledger-check'],
    queryFn: ({ signal }): Promise<LedgerCheck> =>
      api.get('/admin/ledger/check', { signal, schema: ledgerCheckSchema }),
    staleTime: CACHE.adminLists,
    retry: false,
  });
}

/** POST /api/admin/orders/{id}/ledger-corrections: an admin's correction, with its reason; the check runs again. */
export function useLedgerCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: LedgerCorrectionBody }) =>
      api.post(`/admin/orders/${encodeURIComponent(orderId)}/ledger-corrections`, body, {
        schema: z.array(ledgerEntrySchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

/** GET /api/admin/payouts: the transfers to artists (of one state, or all) and what artists owe (decision 0039). */
export function payoutsQueryOptions(state: TransferViewState | undefined) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'payouts', state ?? 'all'],
    queryFn: ({ signal }): Promise<AdminPayouts> =>
      api.get('/admin/payouts', { signal, query: { state }, schema: adminPayoutsSchema }),
    staleTime: CACHE.adminLists,
    retry: false,
  });
}

/** POST /api/admin/payouts/{id}/release or /hold, with the reason (audited); the view and the check refresh. */
export function useTransferActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'release' | 'hold'; reason: string }) =>
      api.post(`/admin/payouts/${encodeURIComponent(id)}/${action}`, { reason }, { schema: adminPayoutsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
