import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/fixtures';
import { renderRoutes } from '../test/render-routes';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/auth/login', element: <p>Login page</p> },
  {
    path: '/admin',
    element: <RequireAuth adminOnly />,
    children: [{ path: 'user_manage', element: <p>User Management</p> }],
  },
];

describe('RequireAuth adminOnly', () => {
  it('lets an admin in', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'root', role: 'admin' }));
    renderRoutes(routes, '/admin/user_manage');
    expect(await screen.findByText('User Management')).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin home, saying why', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha', role: 'user' }));
    const { router } = renderRoutes(routes, '/admin/user_manage');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.queryByText('User Management')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to login, to come back afterwards', async () => {
    const { router } = renderRoutes(routes, '/admin/user_manage');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/admin/user_manage')}`);
  });
});
