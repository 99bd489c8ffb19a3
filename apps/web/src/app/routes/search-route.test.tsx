import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { SearchRoute } from './search-route';

// The navigation's search box is also a plain GET form to /search (nav-search-box.tsx): sent before the page's
// code has loaded, it arrives as /search?query=…, which opens the results for that text.
describe('search route', () => {
  it('opens /search/<text> for /search?query=<text>', async () => {
    const calls = mockFetch(() => jsonResponse([]));
    const { router } = renderRoutes(
      [{ path: '/search/:query?', element: <SearchRoute /> }],
      '/search?query=warli%20art',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/warli%20art'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(calls.some((call) => call.url.includes('warli'))).toBe(true));
  });

  it('stays on /search for an empty query', async () => {
    mockFetch(() => jsonResponse([]));
    const { router } = renderRoutes([{ path: '/search/:query?', element: <SearchRoute /> }], '/search?query=%20');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/search');
  });
});
