import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdTimeouts, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

describe('Forgot password page', () => {
  it("checks the email, then calls POST /api/forgot-password and says 'Password reset email sent...'", async () => {
    const calls = mockFetch(() => jsonResponse({ message: 'ok' }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getAllByText('Password reset email sent. Please check your inbox.').length).toBeGreaterThan(0),
    );
    expect(calls[0]!.url).toBe('/api/forgot-password');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'asha@example.in' });
  });

  it("says 'Failed to send password reset email. Please try again.' when the call fails", async () => {
    mockFetch(() => jsonResponse({ message: 'Too many attempts. Please try again later.', code: 'rate_limited' }, 429));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send password reset email. Please try again.')).toBeInTheDocument();
  });
});

describe('Reset password page', () => {
  it('asks for both passwords, and that they match', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/reset-password?token=t0k3n');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password, confirms, and goes to login', async () => {
    const calls = mockFetch(() => jsonResponse({ message: 'Password reset successful' }));
    const delay = holdTimeouts(500);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/reset-password?token=t0k3n');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset successful. You can now log in with your new password.'),
    ).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/reset-password');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      token: 't0k3n',
      password: 'new secret 1',
      confirmPassword: 'new secret 1',
    });
    act(() => delay.elapse());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it("shows the server's message for a used link, else 'Failed to reset the password. Please try again.'", async () => {
    let answer = jsonResponse({ message: 'This reset link is invalid or has expired', code: 'bad_request' }, 400);
    mockFetch(() => answer);
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/reset-password?token=used');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeInTheDocument();

    answer = new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset the password. Please try again.')).toBeInTheDocument();
  });

  it('a link without its token says so and offers a new one', () => {
    renderRoutes(routes, '/auth/reset-password');
    expect(screen.getByText('The reset link is missing its token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
