import { SCREEN } from '@kala/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicProfileQuery } from '../../entities/user/user.api';
import { fakeProfile, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { PublicProfileRoute } from './public-profile-route';

const ravi = fakeProfile({ id: 'ravi-1', username: 'ravi', name: 'Ravi Kumar' });
const routes = [{ path: '/profile/:artistId', element: <PublicProfileRoute /> }];

/** Ravi's public profile, drawn; then every request answers `next`. */
async function drawnThen(next: () => Promise<Response>) {
  mockFetch((call) => (call.url === '/api/user/ravi' ? jsonResponse(ravi) : jsonResponse({ artworks: [] })));
  const { queryClient } = renderRoutes(routes, '/profile/ravi');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
  mockFetch(next);
  const { queryKey } = publicProfileQuery('ravi');
  await queryClient.invalidateQueries({ queryKey });
  return { queryClient, queryKey };
}

describe('public profile', () => {
  // Offline, a profile the service worker kept asks again as it mounts (decision 0030), and that read fails.
  it('keeps the person on screen when asking for them again fails', async () => {
    const { queryClient, queryKey } = await drawnThen(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'), { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByText(SCREEN.profile.loadError)).not.toBeInTheDocument();
  });

  it('says the person is not found when asking again finds them gone', async () => {
    await drawnThen(async () => jsonResponse({ detail: 'User not found' }, 404));
    expect(await screen.findByText(SCREEN.profile.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Ravi Kumar' })).not.toBeInTheDocument();
  });
});
