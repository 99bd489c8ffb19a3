import type { Artwork } from '@kala/contract';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { deferred, jsonResponse, mockFetch } from '../../test/fixtures';
import { adminArtworksQueryOptions, rowsOf, useDeleteArtworkMutation } from './admin.api';

const row = (id: string) => ({ id, title: `Peacock ${id}` }) as Artwork;

function renderSearchAndDelete(q: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ list: useInfiniteQuery(adminArtworksQueryOptions(q)), remove: useDeleteArtworkMutation() }),
    { wrapper },
  );
}

describe('admin artwork delete', () => {
  it('does not let a search answered before the delete bring the deleted row back', async () => {
    // The search for a new text is still on its way (its first answer, computed before the delete) when the
    // admin deletes a row it will hold. The table must end up without that row.
    const staleSearch = deferred<Response>();
    let searches = 0;
    const calls = mockFetch((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      searches += 1;
      return searches === 1 ? staleSearch.promise : jsonResponse([]);
    });
    const { result } = renderSearchAndDelete('Peacock');
    await waitFor(() => expect(searches).toBe(1));

    act(() => result.current.remove.mutate('a1'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    staleSearch.resolve(jsonResponse([row('a1')]));

    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(rowsOf(result.current.list.data)).toEqual([]);
    // The table asked again after the delete.
    const gets = calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/artworks'));
    expect(gets).toHaveLength(2);
  });
});
