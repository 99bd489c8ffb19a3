import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { NearbyArtists } from './nearby-artists';

const artist = (username: string, name: string) => ({ id: `id-${username}`, username, name, profileImage: null });

describe('Artists in {city} (issue 19)', () => {
  it("shows the viewer's city's artists, each leading to their profile, and the way to artworks near me", async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() =>
      jsonResponse({ city: 'Pune', artists: [artist('meera_n', 'Meera Nair'), artist('kabir', 'Kabir Rao')] }),
    );
    renderRoutes([{ path: '/', element: <NearbyArtists /> }], '/');
    const section = await screen.findByRole('region', { name: 'Artists in Pune' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?near=me',
      '/profile/meera_n',
      '/profile/kabir',
    ]);
    expect(within(section).getByText('Meera Nair')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/auth/artists/nearby');
  });

  it('shows nothing without a city or without artists there', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse({ city: '', artists: [] }));
    renderRoutes([{ path: '/', element: <NearbyArtists /> }], '/');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Only the app's screen-reader announcer stays on the page: no section, heading or link.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
