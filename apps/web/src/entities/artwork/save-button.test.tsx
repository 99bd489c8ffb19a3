import type { Artwork } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { deferred, type FetchCall, fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { artworkQuery, ARTWORKS_QUERY_KEY } from './artwork.api';
import { SaveButton } from './save-button';

/** The detail page's way: the button shows the artwork as the detail query caches it. */
function DetailSave({ id }: { id: string }) {
  const { data } = useQuery(artworkQuery(id));
  return data ? <SaveButton artwork={data} variant="pill" /> : null;
}

const feedKey = [...ARTWORKS_QUERY_KEY, 'feed-for-test'];

function renderSave(artwork: Artwork) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(artworkQuery(artwork.id).queryKey, artwork);
  // The same artwork as a card in a list, as the home feed caches it.
  queryClient.setQueryData(feedKey, [artwork]);
  renderRoutes([{ path: '/', element: <DetailSave id={artwork.id} /> }], '/', queryClient);
  return queryClient;
}

const saveButton = () => screen.getByRole('button', { name: /^Save/ });
const signIn = () => localStorage.setItem('token', fakeToken({ sub: 'asha' }));
const saveCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/auth/wishlist'));
const feedCard = (queryClient: ReturnType<typeof renderSave>) => queryClient.getQueryData<Artwork[]>(feedKey)![0]!;

describe('SaveButton', () => {
  it('fills the bookmark at once, on every cached copy, before the server answers', async () => {
    signIn();
    const answer = deferred<Response>();
    const calls = mockFetch((call) => (call.method === 'POST' ? answer.promise : jsonResponse([])));
    const user = userEvent.setup();
    const queryClient = renderSave(fakeArtwork({ isWishList: false }));
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(saveButton()).toHaveTextContent('Saved');
    expect(feedCard(queryClient).isWishList).toBe(true);
    expect(saveCalls(calls)).toHaveLength(1);
    answer.resolve(jsonResponse({ artworkId: 'a1', isWishList: true }));
    expect(await screen.findByText('Saved to wishlist!')).toBeInTheDocument();
  });

  it('empties again and says so when the server refuses', async () => {
    signIn();
    const answer = deferred<Response>();
    mockFetch((call) => (call.method === 'POST' ? answer.promise : jsonResponse([])));
    const user = userEvent.setup();
    const queryClient = renderSave(fakeArtwork({ isWishList: false }));
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-pressed', 'true'));
    answer.resolve(jsonResponse({ message: 'Something went wrong', code: 'internal' }, 500));
    expect(await screen.findByText('Failed to save to wishlist')).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    expect(feedCard(queryClient).isWishList).toBe(false);
  });

  it('removes with DELETE, and ignores taps while the call is on its way', async () => {
    signIn();
    const answer = deferred<Response>();
    const calls = mockFetch((call) => (call.method === 'DELETE' ? answer.promise : jsonResponse([])));
    const user = userEvent.setup();
    renderSave(fakeArtwork({ isWishList: true }));
    await user.click(saveButton());
    await user.click(saveButton());
    expect(saveCalls(calls)).toHaveLength(1);
    expect(saveCalls(calls)[0]!.method).toBe('DELETE');
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    answer.resolve(jsonResponse({ artworkId: 'a1', isWishList: false }));
    expect(await screen.findByText(/Removed from wishlist/)).toBeInTheDocument();
  });
});
