import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyOptimistic } from './optimistic';

const add = (n: number) => (data: number[]) => [...data, n];

describe('applyOptimistic', () => {
  it('changes every matching query that has data, and leaves the others', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart', 'a'], [1]);
    queryClient.setQueryData(['cart', 'b'], [2]);
    queryClient.setQueryData(['other'], [3]);
    await applyOptimistic(queryClient, { queryKey: ['cart'] }, add(9));
    expect(queryClient.getQueryData(['cart', 'a'])).toEqual([1, 9]);
    expect(queryClient.getQueryData(['cart', 'b'])).toEqual([2, 9]);
    expect(queryClient.getQueryData(['other'])).toEqual([3]);
  });

  it('cancels an answer on its way, so that it cannot show the old state over the change', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart'], [1]);
    let answer: (value: number[]) => void = () => {};
    const refetch = queryClient.fetchQuery({
      queryKey: ['cart'],
      queryFn: () => new Promise<number[]>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await applyOptimistic(queryClient, { queryKey: ['cart'] }, add(9));
    answer([1]);
    await refetch.catch(() => {});
    expect(queryClient.getQueryData(['cart'])).toEqual([1, 9]);
  });

  it('rolls back what it changed, but not a query that something else wrote since', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cart', 'a'], [1]);
    queryClient.setQueryData(['cart', 'b'], [2]);
    const rollback = await applyOptimistic(queryClient, { queryKey: ['cart'] }, add(9));
    // Another call's answer lands on one of them before this call fails.
    queryClient.setQueryData(['cart', 'b'], [2, 5]);
    rollback();
    expect(queryClient.getQueryData(['cart', 'a'])).toEqual([1]);
    expect(queryClient.getQueryData(['cart', 'b'])).toEqual([2, 5]);
  });
});
