import { HINDI } from '@kala/contract/hi';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '../app/layouts/auth-layout';
import { LoginPage } from '../features/auth/login-page';
import { formatPrice } from '../lib/format';
import { login, logout } from '../lib/auth-store';
import { preferredLanguage, setLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { NOTIFICATIONS_QUERY_KEY } from '../lib/query-keys';
import { fakeProfile, fakeToken, jsonResponse, mockFetch } from '../test/fixtures';
import { renderRoutes } from '../test/render-routes';
import { switchLanguage } from './language-switch';

const routes = [{ element: <AuthLayout />, children: [{ path: '/auth/login', element: <LoginPage /> }] }];

afterEach(async () => {
  await setLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the switch's cookie.
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('language switch', () => {
  it('turns the screen, its validation messages and prices into Hindi and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: HINDI.SCREEN.login.heading })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    expect(preferredLanguage()).toBe('hi');
    expect(formatPrice(125000)).toBe('₹1,25,000');

    // The form's schema holds English messages: they are shown in Hindi.
    await user.click(screen.getByRole('button', { name: HINDI.SCREEN.login.submit }));
    expect(await screen.findByText(HINDI.VALIDATION.login.usernameRequired)).toBeInTheDocument();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('language switch while signed in', () => {
  afterEach(() => {
    logout();
    vi.unstubAllGlobals();
  });

  it('stores the language on the account (PATCH /api/auth/me {language}) so mails follow it', async () => {
    const calls = mockFetch(() => jsonResponse(fakeProfile()));
    login(fakeToken({ sub: 'asha' }));
    await switchLanguage('hi');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toContain('/api/auth/me');
    expect(JSON.parse(String(patch?.body))).toEqual({ language: 'hi' });
    expect(preferredLanguage()).toBe('hi');
  });

  it('asks for the notifications again: the server writes their sentences in the new language', async () => {
    mockFetch(() => jsonResponse(fakeProfile()));
    queryClient.setQueryData([...NOTIFICATIONS_QUERY_KEY, 'list'], []);
    await switchLanguage('hi');
    expect(queryClient.getQueryState([...NOTIFICATIONS_QUERY_KEY, 'list'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('signed out, nothing is sent', async () => {
    const calls = mockFetch(() => jsonResponse(fakeProfile()));
    await switchLanguage('hi');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
