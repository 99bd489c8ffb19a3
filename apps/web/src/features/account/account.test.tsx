import { ERR, MSG, SCREEN } from '@kala/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { AccountSettingsPage } from './account-settings-page';
import { VerifyEmailPage } from './verify-email-page';

const routes = [
  { path: '/auth/verify-email', element: <VerifyEmailPage /> },
  { path: '/settings/account', element: <AccountSettingsPage /> },
];

describe('Verify e-mail page', () => {
  it('sends the token from the link once and says the address is verified', async () => {
    const calls = mockFetch(() => jsonResponse({ message: MSG.auth.emailVerified }));
    renderRoutes(routes, '/auth/verify-email?token=t0k3n');
    expect(await screen.findByText(MSG.auth.emailVerified)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/verify-email');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ token: 't0k3n' });
  });

  it('shows the clear error of a used or expired link', async () => {
    mockFetch(() => jsonResponse({ message: ERR.verifyTokenInvalid, code: 'bad_request' }, 400));
    renderRoutes(routes, '/auth/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERR.verifyTokenInvalid);
  });
});

describe('Account settings page', () => {
  it('has the four sections and asks for the current password before changing it', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/account');
    for (const heading of [
      SCREEN.account.passwordHeading,
      SCREEN.account.emailHeading,
      SCREEN.account.exportHeading,
      SCREEN.account.deleteHeading,
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: SCREEN.account.changePassword }));
    await waitFor(() => expect(screen.getAllByText('Please enter your current password').length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.url.includes('/auth/me/password'))).toHaveLength(0);
  });
});
