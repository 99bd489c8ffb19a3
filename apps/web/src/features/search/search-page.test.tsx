import type { Artwork, SearchAnswer } from '@kala/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeArtwork, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { SearchPage } from './search-page';

const routes = [
  {
    path: '/search/:query?',
    element: <SearchPage />,
  },
];

const artwork = (id: string, title: string) => fakeArtwork({ id, title });
const searchCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/search?'));
/** GET /api/search's answer (decision 0037). */
const found = (artworks: Artwork[], more: Partial<Omit<SearchAnswer, 'artworks'>> = {}) =>
  jsonResponse({ artworks, artists: [], didYouMean: null, popularTags: [], ...more });

afterEach(() => vi.useRealTimers());

describe('Search page', () => {
  it('searches the route parameter, with 4 skeletons while loading', async () => {
    const answer = deferred<Response>();
    const calls = mockFetch(() => answer.promise);
    renderRoutes(routes, '/search/warli');
    expect(await screen.findAllByTestId('search-skeleton')).toHaveLength(4);
    expect(searchCalls(calls)[0]!.url).toBe('/api/search?query=warli&limit=40');
    answer.resolve(found([artwork('a1', 'Warli Harvest')]));
    expect(await screen.findByText('Warli Harvest')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('warli');
  });

  it('waits 500 ms after the last keystroke before the typed text becomes the query', async () => {
    const calls = mockFetch((call) =>
      found(call.url.includes('lotus') ? [artwork('a2', 'Lotus Pond')] : [artwork('a1', 'Warli Harvest')]),
    );
    const { router } = renderRoutes(routes, '/search/warli');
    expect(await screen.findByText('Warli Harvest')).toBeInTheDocument();

    // Fake timeouts: the debounce is one. Testing Library flushes with a 0 ms timeout and advances fake
    // timers only when it sees Jest's, so it is told how.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'lotus');
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/search/warli');

    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/search/lotus');
    vi.useRealTimers();
    expect(await screen.findByText('Lotus Pond')).toBeInTheDocument();
    // One search for what was typed, none for the letters on the way.
    expect(searchCalls(calls).map((call) => call.url)).toEqual([
      '/api/search?query=warli&limit=40',
      '/api/search?query=lotus&limit=40',
    ]);
  });

  it('asks for a search when the query is empty, in both tabs, and calls nothing', async () => {
    const calls = mockFetch(() => jsonResponse([]));
    const user = userEvent.setup();
    renderRoutes(routes, '/search');
    expect(screen.getByText('Search for products by title or description')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Artists' }));
    expect(await screen.findByText('Search for artists by username')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'No products found.' and 'No artists found.' when nothing matches", async () => {
    mockFetch((call) => (call.url.startsWith('/api/search?') ? found([]) : jsonResponse([])));
    const user = userEvent.setup();
    renderRoutes(routes, '/search/zzz');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Artists' }));
    expect(await screen.findByText('No artists found.')).toBeInTheDocument();
  });

  it('lists artists (even wrapped in data) linking to /profile/{username}', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/search/user')
        ? jsonResponse({ data: [{ id: 'u1', username: 'asha', name: 'Asha Rao', profileImage: null }] })
        : found([]),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/search/asha');
    await user.click(screen.getByRole('tab', { name: 'Artists' }));
    const link = await screen.findByRole('link', { name: /Asha Rao/ });
    expect(link).toHaveAttribute('href', '/profile/asha');
    expect(within(link).getByText('@asha')).toBeInTheDocument();
  });

  it("shows 'Failed to load search results. Please try again later.' when the search fails", async () => {
    mockFetch(() => jsonResponse({ message: 'Something went wrong', code: 'internal' }, 500));
    renderRoutes(routes, '/search/warli');
    expect(
      await screen.findByText('Failed to load search results. Please try again later.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  // Issue 38 item 3 (decision 0037).
  it('offers the corrected query as a link that keeps the filters', async () => {
    mockFetch(() => found([artwork('a1', 'Madhubani Fish')], { didYouMean: 'madhubani' }));
    renderRoutes(routes, '/search/madhubnai?medium=oil');
    expect(await screen.findByText('Madhubani Fish')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'madhubani' });
    expect(link).toHaveAttribute('href', '/search/madhubani?medium=oil');
    expect(link.closest('p')).toHaveTextContent('Did you mean madhubani?');
  });

  it('shows the people named so above the artworks, linking to their profiles', async () => {
    const artists = [{ id: 'u1', username: 'sita_devi', name: 'Sita Devi', profileImage: null }];
    mockFetch(() => found([artwork('a1', 'Warli Harvest')], { artists }));
    renderRoutes(routes, '/search/sita');
    const section = await screen.findByRole('region', { name: 'Artists' });
    expect(within(section).getByRole('link', { name: /Sita Devi/ })).toHaveAttribute('href', '/profile/sita_devi');
    expect(screen.getByText('Warli Harvest')).toBeInTheDocument();
  });

  it('offers the most used tags when nothing is found', async () => {
    mockFetch(() => found([], { popularTags: ['warli', 'मधुबनी'] }));
    renderRoutes(routes, '/search/zzyzx');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByText('Try one of these tags')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#warli' })).toHaveAttribute('href', '/tags/warli');
    expect(screen.getByRole('link', { name: '#मधुबनी' })).toHaveAttribute(
      'href',
      `/tags/${encodeURIComponent('मधुबनी')}`,
    );
  });

  it('sends the filters of the URL with the search and keeps them as the query changes', async () => {
    const calls = mockFetch(() => found([artwork('a1', 'Lotus in oil')]));
    renderRoutes(routes, '/search/lotus?medium=oil');
    await screen.findByText('Lotus in oil');
    expect(searchCalls(calls)[0]!.url).toBe('/api/search?medium=oil&query=lotus&limit=40');
  });
});
