import type { Artwork } from '@kala/contract';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logout } from '../../lib/auth-store';
import { createQueryClient } from '../../lib/query-client';
import { deferred, type FetchCall, fakeArtwork, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { artworkQuery, ARTWORKS_QUERY_KEY } from './artwork.api';
import { sendQueuedActions, startQueuedActions } from './artwork-actions.api';
import { LikeButton, toggledLike } from './like-button';
import { queueAction, queuedActions } from './queued-actions';

/** The detail page's way: the button shows the artwork as the detail query caches it. */
function DetailLike({ id }: { id: string }) {
  const { data } = useQuery(artworkQuery(id));
  return data ? <LikeButton artwork={data} variant="pill" /> : null;
}

function renderLike(artwork: Artwork) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(artworkQuery(artwork.id).queryKey, artwork);
  return renderRoutes([{ path: '/', element: <DetailLike id={artwork.id} /> }], '/', queryClient);
}

/** Where the app went: the login page, with where to come back to. */
function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });
const signIn = () => localStorage.setItem('token', fakeToken({ sub: 'asha' }));
const likeCalls = (calls: FetchCall[]) => calls.filter((call) => call.url === '/api/auth/likes/a1');

/** The artwork as the server has it once I like it: liked, and 4 likes where fakeArtwork has 3. */
const afterMyLike = () => fakeArtwork({ has_liked: true, likes: 4, how_many_like: { like_count: 4 } });

/** The like call waits for `answer.resolve`; every other call is answered with `others` at once. */
function holdLikeCall(others: unknown) {
  const answer = deferred<Response>();
  const calls = mockFetch((call) => (call.url === '/api/auth/likes/a1' ? answer.promise : jsonResponse(others)));
  return { answer, calls };
}

describe('toggledLike', () => {
  it('moves the count by one and flips the heart, never below 0', () => {
    expect(toggledLike({ liked: false, count: 3 })).toEqual({ liked: true, count: 4 });
    expect(toggledLike({ liked: true, count: 3 })).toEqual({ liked: false, count: 2 });
    expect(toggledLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });
});

describe('LikeButton', () => {
  it("asks a guest to log in: 'Please login to like this product', and calls nothing", async () => {
    const calls = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderLike(fakeArtwork());
    await user.click(likeButton());
    expect(await screen.findByText('Please login to like this product')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toHaveLength(0);
  });

  it('offers a guest a way to log in that comes back to the artwork (issue 35)', async () => {
    mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    const artwork = fakeArtwork();
    const queryClient = createQueryClient();
    queryClient.setQueryData(artworkQuery(artwork.id).queryKey, artwork);
    renderRoutes(
      [
        { path: '/products/:id', element: <DetailLike id={artwork.id} /> },
        { path: '/auth/login', element: <LoginProbe /> },
      ],
      `/products/${artwork.id}`,
      queryClient,
    );
    await user.click(likeButton());
    // A click, not userEvent's pointer sequence: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByText(`at /auth/login?from=${encodeURIComponent(`/products/${artwork.id}`)}`),
    ).toBeInTheDocument();
  });

  it('fills the heart and counts +1 at once, before the server answers', async () => {
    signIn();
    const { answer, calls } = holdLikeCall(afterMyLike());
    const user = userEvent.setup();
    renderLike(fakeArtwork());
    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('4');
    expect(likeCalls(calls)[0]!.method).toBe('POST');
    answer.resolve(jsonResponse({ has_liked: true, like_count: 4 }));
    // Settled: the details were asked for again, and the button shows the server's state.
    await waitFor(() => expect(calls.some((call) => call.url === '/api/artworks/a1')).toBe(true));
    await waitFor(() => expect(likeButton()).toHaveTextContent('4'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows on every cached copy of the artwork at once, and goes back on all of them if the call fails', async () => {
    signIn();
    const { answer } = holdLikeCall(fakeArtwork());
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    queryClient.setQueryData(artworkQuery('a1').queryKey, fakeArtwork());
    // The same artwork as a card in a list, as the home feed caches it.
    const feedKey = [...ARTWORKS_QUERY_KEY, 'feed-for-test'];
    queryClient.setQueryData(feedKey, [fakeArtwork()]);
    renderRoutes([{ path: '/', element: <DetailLike id="a1" /> }], '/', queryClient);
    await user.click(likeButton());
    const feedCard = () => queryClient.getQueryData<Artwork[]>(feedKey)![0]!;
    await waitFor(() => expect(feedCard().has_liked).toBe(true));
    expect(feedCard().how_many_like.like_count).toBe(4);
    answer.resolve(jsonResponse({ message: 'Something went wrong', code: 'internal' }, 500));
    expect(await screen.findByText('Failed to update like. Please try again.')).toBeInTheDocument();
    expect(feedCard().has_liked).toBe(false);
    expect(feedCard().how_many_like.like_count).toBe(3);
  });

  it('unliking counts −1 with DELETE, and never goes below 0', async () => {
    signIn();
    const { answer, calls } = holdLikeCall({});
    const user = userEvent.setup();
    renderLike(fakeArtwork({ has_liked: true, likes: 0, how_many_like: { like_count: 0 } }));
    await user.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('0');
    expect(likeCalls(calls)[0]!.method).toBe('DELETE');
    answer.resolve(jsonResponse({ has_liked: false, like_count: 0 }));
  });

  it("reverts and shows 'Failed to update like. Please try again.' when the call fails", async () => {
    signIn();
    const { answer } = holdLikeCall(fakeArtwork());
    const user = userEvent.setup();
    renderLike(fakeArtwork());
    await user.click(likeButton());
    expect(likeButton()).toHaveTextContent('4');
    answer.resolve(jsonResponse({ message: 'Something went wrong', code: 'internal' }, 500));
    expect(await screen.findByText('Failed to update like. Please try again.')).toBeInTheDocument();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('3');
  });

  it('ignores taps while an update is in flight', async () => {
    signIn();
    const { answer, calls } = holdLikeCall(afterMyLike());
    const user = userEvent.setup();
    renderLike(fakeArtwork());
    await user.click(likeButton());
    await user.click(likeButton());
    await user.click(likeButton());
    expect(likeCalls(calls)).toHaveLength(1);
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('4');
    answer.resolve(jsonResponse({ has_liked: true, like_count: 4 }));
  });

  it("keeps the server's count afterwards and refreshes the details", async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.url === '/api/auth/likes/a1'
        ? jsonResponse({ has_liked: true, like_count: 9 })
        : jsonResponse(fakeArtwork({ has_liked: true, likes: 9, how_many_like: { like_count: 9 } })),
    );
    const user = userEvent.setup();
    renderLike(fakeArtwork());
    await user.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveTextContent('9'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/artworks/a1')).toBe(true));
  });
});

// Issue 39: a like made without a network is kept on the device and goes out when the network is back.
describe('like without a network (queued-actions.ts)', () => {
  it('stays on screen, says it goes through when back online, and goes out once the network is back', async () => {
    signIn();
    let online = false;
    const calls = mockFetch((call) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      if (call.url === '/api/auth/likes/a1') return jsonResponse({ has_liked: true, like_count: 4 });
      return jsonResponse(afterMyLike());
    });
    const user = userEvent.setup();
    const { queryClient } = renderLike(fakeArtwork());
    const stop = startQueuedActions(queryClient);
    try {
      await user.click(likeButton());
      expect(await screen.findByText('You are offline: it goes through when you are back online.')).toBeInTheDocument();
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
      expect(likeButton()).toHaveTextContent('4');
      expect(queuedActions('user-1')).toEqual([{ kind: 'like', artworkId: 'a1', on: true }]);
      // Nothing refreshed offline: the device's copy from before the tap would undo it on screen.
      expect(calls.filter((call) => call.method === 'GET')).toEqual([]);

      online = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(queuedActions('user-1')).toEqual([]));
      expect(likeCalls(calls).map((call) => call.method)).toEqual(['POST', 'POST']);
      await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true));
      expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('Failed to update like. Please try again.')).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('a kept like the server refuses once back online is dropped, said, and undone by the refresh', async () => {
    signIn();
    queueAction('user-1', { kind: 'like', artworkId: 'a1', on: true });
    const calls = mockFetch((call) =>
      call.url === '/api/auth/likes/a1'
        ? jsonResponse({ message: 'Artwork not found', code: 'not_found' }, 404)
        : jsonResponse(fakeArtwork()),
    );
    const { queryClient } = renderLike(afterMyLike());
    await sendQueuedActions(queryClient);
    expect(await screen.findByText('Failed to update like. Please try again.')).toBeInTheDocument();
    expect(queuedActions('user-1')).toEqual([]);
    expect(likeCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('keeps one action per artwork, the latest (like then unlike: unlike), and only for its person', () => {
    queueAction('user-1', { kind: 'like', artworkId: 'a1', on: true });
    queueAction('user-1', { kind: 'save', artworkId: 'a1', on: true });
    queueAction('user-1', { kind: 'like', artworkId: 'a1', on: false });
    expect(queuedActions('user-1')).toEqual([
      { kind: 'save', artworkId: 'a1', on: true },
      { kind: 'like', artworkId: 'a1', on: false },
    ]);
    expect(queuedActions('user-2')).toEqual([]);
    // Signing out forgets them.
    signIn();
    act(() => logout());
    expect(queuedActions('user-1')).toEqual([]);
  });
});
