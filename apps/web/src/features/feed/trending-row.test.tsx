import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { HomeFeedPage } from './home-feed-page';

// A visitor's "Trending now" row (docs/product.md#for-you) sits below the feed's first screen: it asks for nothing
// until the visitor scrolls near it, so a first visit to the home loads neither its code nor its schemas (issue 39).

/** An IntersectionObserver the test moves by hand: `scrollNear()` reports every observed place as intersecting. */
function stubObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    scrollNear: () =>
      act(() => {
        for (const { element, callback } of observed.splice(0)) {
          callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
        }
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a visitor's Trending now row", () => {
  it('is asked for only when the visitor scrolls near it, then shows its works', async () => {
    const { scrollNear } = stubObserver();
    const calls = mockFetch((call) =>
      call.url.includes('/api/artworks/trending')
        ? jsonResponse([fakeArtwork({ id: 't1', title: 'Rising Kolam' })])
        : jsonResponse(Array.from({ length: 6 }, (_, i) => fakeArtwork({ id: `a${i}`, title: `Work ${i}` }))),
    );
    renderRoutes([{ path: '/', element: <HomeFeedPage /> }], '/');
    await screen.findByText('Work 5');
    // Were the row on the page, its code (loaded here too) would now render it and it would ask for its works.
    await act(async () => {
      await import('./trending-row');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: 'Trending now' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/trending'))).toBe(false);

    await scrollNear();
    expect(await screen.findByRole('heading', { name: 'Trending now' })).toBeInTheDocument();
    expect(screen.getByText('Rising Kolam')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/trending'))).toHaveLength(1);
  });
});
