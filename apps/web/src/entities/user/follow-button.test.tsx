import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeProfile, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { FollowButton } from './follow-button';
import { publicProfileQuery } from './user.api';

const ravi = fakeProfile({ id: 'ravi-1', username: 'ravi', name: 'Ravi Kumar', followers: 3, following: 1 });

/** What the public profile does: the button and the counts, both read from the cached profile. */
function ProfileWithButton() {
  const { data } = useQuery(publicProfileQuery('ravi'));
  if (!data) return null;
  return (
    <>
      <p>{data.followers} followers</p>
      <FollowButton userId={data.id} isFollowing={data.isFollowing ?? false} />
    </>
  );
}

interface Options {
  signedIn?: boolean;
  isFollowing?: boolean;
  /** The answer to the follow or unfollow call. */
  answer?: () => Response | Promise<Response>;
}

function renderProfile({ signedIn = true, isFollowing = false, answer = () => jsonResponse({}) }: Options = {}) {
  if (signedIn) localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'asha-1' }));
  const calls = mockFetch((call) => {
    if (call.url === '/api/user/ravi') return jsonResponse({ ...ravi, isFollowing });
    return answer();
  });
  renderRoutes([{ path: '/profile/:artistId', element: <ProfileWithButton /> }], '/profile/ravi');
  return calls;
}

const followCalls = (calls: { url: string }[]) => calls.filter((call) => call.url !== '/api/user/ravi');

describe('FollowButton', () => {
  it('starts from the real state: Follow, or Following when I already follow', async () => {
    renderProfile({ isFollowing: true });
    expect(await screen.findByRole('button', { name: 'Following' })).toBeEnabled();
  });

  it('flips to Following only after the server agrees, disabled meanwhile, and shows the new counts', async () => {
    const answer = deferred<Response>();
    const calls = renderProfile({ answer: () => answer.promise });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    const pending = screen.getByRole('button', { name: 'Follow' });
    expect(pending).toBeDisabled();
    expect(screen.getByText('3 followers')).toBeInTheDocument();
    expect(followCalls(calls)).toMatchObject([{ url: '/api/auth/ravi-1/follow', method: 'POST' }]);

    answer.resolve(jsonResponse({ isFollowing: true, followers: 4, following: 1 }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeEnabled();
    expect(screen.getByText('4 followers')).toBeInTheDocument();
  });

  it('unfollows with DELETE /api/auth/{id}/unfollow', async () => {
    const calls = renderProfile({
      isFollowing: true,
      answer: () => jsonResponse({ isFollowing: false, followers: 2, following: 1 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByText('2 followers')).toBeInTheDocument();
    expect(followCalls(calls)).toMatchObject([{ url: '/api/auth/ravi-1/unfollow', method: 'DELETE' }]);
  });

  it("on failure says 'Failed to update follow status' and keeps the old state, usable again", async () => {
    renderProfile({ answer: () => jsonResponse({ message: 'Something went wrong', code: 'internal' }, 500) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to update follow status')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(screen.getByText('3 followers')).toBeInTheDocument();
  });

  it("asks guests to log in and calls nothing: 'Please log in to follow users'", async () => {
    const calls = renderProfile({ signedIn: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Please log in to follow users')).toBeInTheDocument();
    expect(followCalls(calls)).toHaveLength(0);
  });
});
