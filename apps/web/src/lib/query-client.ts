import { CACHE, QUERY_RETRY, REFETCH_ON_WINDOW_FOCUS } from '@kala/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A request that another try cannot fix: the server understood it and said no (400, 401, 403, 404, ...). */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * docs/product.md#api-calls one retry, for a failure another try could fix (the network, a server error, 429). A final
 * answer (a removed artwork's 404) shows at once rather than after a pointless second request. Every query takes it as
 * the client's default: a query that sets `retry: 1` itself would retry a 404 too.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY && !isFinalAnswer(error);
}

/**
 * docs/product.md#api-calls caching: data is fresh for 5 minutes, retried once, not refetched on window focus. Each
 * feature's queryOptions sets its own staleTime where docs/product.md#api-calls lists one (CACHE in the contract).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.default,
        retry: retryOnce,
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client: the providers hand it to the screens, and the router's loaders prefetch into it. */
export const queryClient = createQueryClient();

/**
 * After a write: refetch what `queryKey` covers. A request still on its way was answered before the write; left to
 * land, it would show what the write changed as it was before. invalidateQueries restarts such a request only when
 * its query already has data: a query's first request (a screen just opened, a new search text) would be waited
 * for and kept. So requests on their way are cancelled first (their query keeps what it had), then refetched.
 */
export async function refetchAfterWrite(client: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/**
 * An answer a socket frame carries (the badges' counts in 'ready'): newer than any request on its way, which would
 * land with an older one, so those are cancelled first.
 */
export async function setFromFrame<T>(client: QueryClient, queryKey: readonly unknown[], data: T): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, data);
}
