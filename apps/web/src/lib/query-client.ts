import { CACHE, QUERY_RETRY, REFETCH_ON_WINDOW_FOCUS } from '@kala/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A request that another try cannot fix: the server understood it and said no (400, 401, 403, 404, ...). */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Spec §7 caching: data is fresh for 5 minutes, retried once, not refetched on window focus. Each feature's
 * queryOptions sets its own staleTime where §7 lists one (CACHE in the contract).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.default,
        retry: (failureCount, error) => failureCount < QUERY_RETRY && !isFinalAnswer(error),
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client: the providers hand it to the screens, and the router's loaders prefetch into it. */
export const queryClient = createQueryClient();
