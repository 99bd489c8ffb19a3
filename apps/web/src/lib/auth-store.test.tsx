import { act, render, renderHook, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { fakeProfile, fakeToken, holdTimeouts } from '../test/fixtures';
import {
  decodeToken,
  dropExpiredToken,
  expireSession,
  getToken,
  login,
  setCurrentProfile,
  useAuth,
} from './auth-store';
import { setNavigate } from './navigation';

/** Another tab changing local storage: the browser fires `storage` in this one. */
function otherTabSets(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('auth store', () => {
  it('is signed out without a token', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.username).toBeNull();
    expect(result.current.token).toBeNull();
  });

  it("login stores the token under 'token'; the username is the token's sub claim", () => {
    const { result } = renderHook(() => useAuth());
    const token = fakeToken({ sub: 'asha', uid: 'id-7', role: 'user' });
    act(() => result.current.login(token));
    expect(localStorage.getItem('token')).toBe(token);
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.token).toBe(token);
    expect(result.current.username).toBe('asha');
    expect(result.current.userId).toBe('id-7');
    expect(result.current.isAdmin).toBe(false);
  });

  it('reads the admin role from the token', () => {
    localStorage.setItem('token', fakeToken({ sub: 'root', role: 'admin' }));
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAdmin).toBe(true);
  });

  it('decodes base64url payloads with non-ASCII usernames and rejects what is not a JWT', () => {
    expect(decodeToken(fakeToken({ sub: 'kalā' }))?.sub).toBe('kalā');
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
  });

  it('a token that cannot be decoded still counts as signed in, without a username', () => {
    localStorage.setItem('token', 'opaque');
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.username).toBeNull();
  });

  it('follows another tab logging in and out (storage event)', () => {
    const { result } = renderHook(() => useAuth());
    act(() => otherTabSets('token', fakeToken({ sub: 'ravi' })));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.username).toBe('ravi');
    act(() => otherTabSets('token', null));
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('follows another tab clearing all of local storage', () => {
    localStorage.setItem('token', fakeToken({ sub: 'ravi' }));
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(true);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.isAuthenticated).toBe(false);
  });

  it("logout removes the token, says 'Logged out successfully!' and goes home after 500 ms", async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    const delay = holdTimeouts(500);
    render(<Toaster />);
    login(fakeToken({ sub: 'asha' }));
    const { result } = renderHook(() => useAuth());

    act(() => result.current.logout());
    expect(localStorage.getItem('token')).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(delay.pending).toBe(1);
    delay.elapse();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stores the profile the shell fetched; its username wins over a stale sub after a rename', () => {
    const token = fakeToken({ sub: 'asha' });
    login(token);
    const { result } = renderHook(() => useAuth());
    const profile = fakeProfile({ username: 'asha_paints' });
    act(() => setCurrentProfile(profile, token));
    expect(result.current.profile).toBe(profile);
    expect(result.current.username).toBe('asha_paints');
  });

  it("ignores a profile fetched for another session's token", () => {
    login(fakeToken({ sub: 'ravi' }));
    const { result } = renderHook(() => useAuth());
    act(() => setCurrentProfile(fakeProfile(), fakeToken({ sub: 'asha' })));
    expect(result.current.profile).toBeNull();
  });

  it('drops the profile when the user changes', () => {
    const token = fakeToken({ sub: 'asha' });
    login(token);
    setCurrentProfile(fakeProfile(), token);
    const { result } = renderHook(() => useAuth());
    act(() => otherTabSets('token', fakeToken({ sub: 'ravi' })));
    expect(result.current.profile).toBeNull();
    expect(result.current.username).toBe('ravi');
  });

  it('an expired session clears the refused token and sends the user to login, to come back', async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    render(<Toaster />);
    window.history.pushState({}, '', '/upload?draft=1');
    const token = fakeToken({ sub: 'asha' });
    login(token);
    expireSession(token);
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?from=%2Fupload%3Fdraft%3D1');
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('a refusal of an older token does not log out a newer session', () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    const old = fakeToken({ sub: 'asha', exp: 1 });
    const fresh = fakeToken({ sub: 'asha' });
    login(fresh);
    expireSession(old);
    expect(getToken()).toBe(fresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('forgets a token whose expiry has passed at start-up, and keeps a valid one', () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha', exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(dropExpiredToken()).toBe(true);
    expect(getToken()).toBeNull();
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    expect(dropExpiredToken()).toBe(false);
    expect(getToken()).not.toBeNull();
  });
});
