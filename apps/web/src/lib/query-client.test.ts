import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { artworkQuery } from '../entities/artwork/artwork.api';
import { jsonResponse, mockFetch } from '../test/fixtures';
import { ApiError } from './api-client';
import { createQueryClient, refetchAfterWrite, retryOnce } from './query-client';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('refetchAfterWrite', () => {
  it("asks again when the query's first request is still on its way, and keeps the newer answer", async () => {
    const client = createQueryClient();
    const before = deferred<string[]>();
    let requests = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['cart'],
      queryFn: () => {
        requests += 1;
        return requests === 1 ? before.promise : Promise.resolve(['the new line']);
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(requests).toBe(1);

    const refreshed = refetchAfterWrite(client, ['cart']);
    // The first answer comes late, with what was there before the write.
    before.resolve([]);
    await refreshed;

    expect(requests).toBe(2);
    expect(client.getQueryData(['cart'])).toEqual(['the new line']);
    unsubscribe();
  });

  it('refetches a query that has its data, and leaves queries outside the key alone', async () => {
    const client = createQueryClient();
    let cartRequests = 0;
    let ordersRequests = 0;
    const cart = new QueryObserver(client, { queryKey: ['cart'], queryFn: async () => ++cartRequests });
    const orders = new QueryObserver(client, { queryKey: ['orders'], queryFn: async () => ++ordersRequests });
    const stop = [cart.subscribe(() => {}), orders.subscribe(() => {})];
    await client.refetchQueries();
    const [cartBefore, ordersBefore] = [cartRequests, ordersRequests];

    await refetchAfterWrite(client, ['cart']);

    expect(cartRequests).toBe(cartBefore + 1);
    expect(client.getQueryData(['cart'])).toBe(cartRequests);
    expect(ordersRequests).toBe(ordersBefore);
    for (const unsubscribe of stop) unsubscribe();
  });
});

describe('retryOnce (docs/product.md#api-calls: one retry)', () => {
  it('tries once more after a failure another try could fix, never after a final answer', () => {
    expect(retryOnce(0, new ApiError(0))).toBe(true);
    expect(retryOnce(0, new ApiError(503))).toBe(true);
    expect(retryOnce(0, new ApiError(429))).toBe(true);
    expect(retryOnce(1, new ApiError(503))).toBe(false);
    expect(retryOnce(0, new ApiError(404))).toBe(false);
    expect(retryOnce(0, new ApiError(401))).toBe(false);
  });

  it("shows a removed artwork's 404 after one request, not after a retry", async () => {
    const calls = mockFetch(() => jsonResponse({ message: 'Artwork not found' }, 404));
    const client = createQueryClient();
    await expect(client.fetchQuery(artworkQuery('gone'))).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});
