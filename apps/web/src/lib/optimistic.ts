// Kala's one way to show a change before the server has confirmed it: the cart's quantities and removals, like,
// save, marking notifications read and the notification switches all go through applyOptimistic.

import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/** Puts back what the cache held before an optimistic change. */
export type Rollback = () => void;

/**
 * Applies `change` to the data of every cached query that `filters` match and gives back the way to undo it.
 *
 * Requests on their way for those queries are cancelled first: they were answered before the change and, left to
 * land, would show the old state over it. Queries without data are left alone (there is nothing to show yet).
 *
 * The rollback puts the old data back on each query that still holds what the change put there. A query that
 * something else wrote since (another call's answer) keeps that: putting the old data back would undo the other
 * call. The caller refreshes after settling, as every optimistic call in Kala does, and that brings such a query
 * right.
 *
 * A plain function rather than a hook around useMutation: like and save are on every feed card, and TanStack's
 * mutation observer would then be part of the home page's first download.
 */
export async function applyOptimistic<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  change: (data: T) => T,
): Promise<Rollback> {
  await queryClient.cancelQueries(filters);
  const changes = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.data !== undefined)
    .map((query) => {
      const before = query.state.data as T;
      return { key: query.queryKey, before, after: queryClient.setQueryData<T>(query.queryKey, change(before)) };
    });
  return () => {
    for (const { key, before, after } of changes) {
      if (queryClient.getQueryData(key) === after) queryClient.setQueryData(key, before);
    }
  };
}
