import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../lib/auth-store';
import { fakeProfile, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { MainLayout } from './main-layout';

const routes = [
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'search/:query?', element: <p>Search page</p> },
    ],
  },
];

const bottomBar = () =>
  screen
    .getAllByRole('navigation', { name: 'Main navigation' })
    .find((nav) => nav.tagName === 'NAV' && nav.closest('aside') === null)!;

describe('navigation shell', () => {
  it('signed out: Log In and Sign Up; the bottom bar Profile goes to login', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    renderRoutes(routes, '/');
    await screen.findByText('Home page');
    // The sidebar (wide screens; jsdom counts as one) loads after the page.
    expect((await screen.findAllByRole('link', { name: 'Log In' }))[0]).toHaveAttribute('href', '/auth/login');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    const bar = within(bottomBar());
    expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveLength(0);
  });

  it('phones (below md) never render the sidebar, so never download it', async () => {
    const narrow = (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('matchMedia', narrow);
    mockFetch(() => jsonResponse({}));
    renderRoutes(routes, '/');
    await screen.findByText('Home page');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toEqual([bottomBar()]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('the bottom bar has Home, Discover, Wishlist, a + to upload and Profile', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(routes, '/');
    const bar = within(bottomBar());
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/products');
    expect(bar.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/auth/wishlist');
    expect(bar.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/upload');
  });

  it('signed in: fetches GET /api/auth/me and stores the profile into the auth state', async () => {
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem('token', token);
    const profile = fakeProfile({ username: 'asha', name: 'Asha Rao' });
    const calls = mockFetch(() => jsonResponse(profile));
    renderRoutes(routes, '/');
    await waitFor(() => expect(getAuthState().profile).toEqual(profile));
    expect(calls[0]!.url).toBe('/api/auth/me');
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(within(bottomBar()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/me/profile/asha');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it("the search box opens /search/<text> with the placeholder 'Search art, artists, tags...'", async () => {
    mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/');
    const [box] = screen.getAllByPlaceholderText('Search art, artists, tags...');
    await user.type(box!, 'warli art{Enter}');
    expect(router.state.location.pathname).toBe('/search/warli%20art');
    expect(await screen.findByText('Search page')).toBeInTheDocument();
  });
});
