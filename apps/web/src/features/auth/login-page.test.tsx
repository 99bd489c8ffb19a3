import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeToken, holdTimeouts, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { LoginPage } from './login-page';

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/auth/register', element: <p>Register page</p> },
  { path: '/auth/forgot-password', element: <p>Forgot page</p> },
  { path: '/', element: <p>Home page</p> },
  { path: '/upload', element: <p>Upload page</p> },
];

const token = fakeToken({ sub: 'asha' });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username or email'), 'asha');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('shows the heading, the description and the links of the spec', () => {
    renderRoutes(routes, '/auth/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your username and password to login to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  });

  it('asks for both fields before calling the server', async () => {
    const calls = mockFetch(() => jsonResponse({ access_token: token, token_type: 'bearer' }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("reads 'Logging in...' and is disabled while the call is pending", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);
    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    answer.resolve(jsonResponse({ message: 'Incorrect username or password', code: 'unauthorized' }, 401));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends username and password as multipart to POST /api/login', async () => {
    const calls = mockFetch(() => jsonResponse({ access_token: token, token_type: 'bearer' }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/login');
    expect(calls[0]!.method).toBe('POST');
    const body = calls[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('username')).toBe('asha');
    expect(body.get('password')).toBe('correct horse');
  });

  it("stores the token, shows 'Login successful!' and goes home after 500 ms", async () => {
    mockFetch(() => jsonResponse({ access_token: token, token_type: 'bearer' }));
    const delay = holdTimeouts(500);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    expect(delay.pending).toBe(1);
    act(() => delay.elapse());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the page that sent the user to login', async () => {
    mockFetch(() => jsonResponse({ access_token: token, token_type: 'bearer' }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/login?from=%2Fupload');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'), { timeout: 2000 });
  });

  it('never follows a ?from= to another site', async () => {
    mockFetch(() => jsonResponse({ access_token: token, token_type: 'bearer' }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/login?from=%2F%2Fevil.example');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });

  it("shows the server's message when login fails, and stores nothing", async () => {
    mockFetch(() => jsonResponse({ message: 'Incorrect username or password', code: 'unauthorized' }, 401));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it("shows 'Login failed' when the answer has no message", async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('a wrong password does not end the session of a user who is still signed in', async () => {
    const existing = fakeToken({ sub: 'ravi' });
    localStorage.setItem('token', existing);
    mockFetch(() => jsonResponse({ message: 'Incorrect username or password', code: 'unauthorized' }, 401));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(existing);
  });
});
