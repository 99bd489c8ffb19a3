import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREEN } from '@kala/contract';
import { describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../lib/auth-store';
import { fakeArtwork, fakeProfile, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
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

  it('signed in with an address not yet confirmed: the banner says so; once confirmed, it is not there', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    let verified = false;
    mockFetch((call) =>
      call.url === '/api/auth/me' ? jsonResponse(fakeProfile({ username: 'asha', verified })) : jsonResponse([]),
    );
    const first = renderRoutes(routes, '/');
    expect(await screen.findByRole('region', { name: SCREEN.account.verifyHeading })).toHaveTextContent(
      SCREEN.account.bannerText,
    );
    first.unmount();
    verified = true;
    localStorage.setItem('token', fakeToken({ sub: 'asha', uid: 'u-2' }));
    renderRoutes(routes, '/');
    await waitFor(() => expect(getAuthState().profile?.verified).toBe(true));
    expect(screen.queryByRole('region', { name: SCREEN.account.verifyHeading })).not.toBeInTheDocument();
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

  it('signed in: the sidebar links Settings and counts the pieces in the cart (issue 35)', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const lines = [
      { id: 'c1', artworkId: 'a1', quantity: 1, artwork: fakeArtwork({ id: 'a1' }) },
      { id: 'c2', artworkId: 'a2', quantity: 2, artwork: fakeArtwork({ id: 'a2' }) },
    ];
    mockFetch((call) =>
      call.url === '/api/auth/cart' ? jsonResponse(lines) : jsonResponse(fakeProfile({ username: 'asha' })),
    );
    renderRoutes(routes, '/');
    const sidebar = within(await screen.findByRole('complementary'));
    expect(await sidebar.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/account');
    expect(await sidebar.findByRole('link', { name: 'Cart (3 items)' })).toHaveAttribute('href', '/auth/cart');
  });

  it('signed in on a phone: a search button opens the box across the bar; Escape closes it', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch((call) => (call.url === '/api/auth/cart' ? jsonResponse([]) : jsonResponse(fakeProfile())));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/');
    const header = () => within(screen.getByRole('banner'));
    await user.click(header().getByRole('button', { name: 'Search' }));
    const box = header().getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveFocus();
    expect(header().queryByRole('link', { name: /Kala/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(header().getByRole('button', { name: 'Search' })).toBeInTheDocument();

    await user.click(header().getByRole('button', { name: 'Search' }));
    await user.type(header().getByRole('searchbox', { name: 'Search' }), 'gond{Enter}');
    expect(router.state.location.pathname).toBe('/search/gond');
    expect(header().getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
