// The signed-in state (docs/product.md#states-and-transitions "Authentication"): authenticated when a token is in local
// storage. Login stores it, logout removes it; another tab's change arrives through the `storage` event. The shell adds
// the current user's profile from GET /api/auth/me (docs/product.md#navigation-shell), see lib/current-profile.api.ts.

import {
  type CurrentProfile,
  MSG,
  REDIRECT_DELAY_MS,
  type Role,
  ROLES,
  SESSION_COOKIE,
  TOKEN_STORAGE_KEY,
} from '@kala/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { forgetOfflineCopies } from './offline-copy';
import { currentLocation, navigateTo } from './navigation';
import { toast } from './toast';
import { paths } from './paths';

/** What the token says about its user. Read without verifying: the server verifies; the client only displays. */
export interface TokenClaims {
  /** The username (docs/product.md#entities-and-fields: "The sub claim of its payload is the username"). */
  sub: string;
  uid?: string;
  role?: Role;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

export interface AuthState {
  token: string | null;
  claims: TokenClaims | null;
  /** The current user's profile once the shell has fetched it; null until then and when signed out. */
  profile: CurrentProfile | null;
}

const SIGNED_OUT: AuthState = Object.freeze({ token: null, claims: null, profile: null });

/** Decodes the payload of a JWT. Null when the token is not a readable JWT with a string `sub`. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, uid, role, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string') return null;
    return {
      sub,
      uid: typeof uid === 'string' ? uid : undefined,
      role: ROLES.find((known) => known === role),
      exp: typeof exp === 'number' ? exp : undefined,
    };
  } catch {
    return null;
  }
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked by the browser: behave as signed out.
    return null;
  }
}

let state: AuthState = SIGNED_OUT;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  keepSessionCookie(state);
  for (const listener of listeners) listener();
}

/**
 * The current state. Storage is the source of truth: when the stored token differs from the one in memory
 * (another tab logged in or out, a test wrote it), the state follows it and drops the old user's profile.
 */
export function getAuthState(): AuthState {
  const token = readStoredToken();
  if (token !== state.token) {
    state = token ? { token, claims: decodeToken(token), profile: null } : SIGNED_OUT;
  }
  keepSessionCookie(state);
  return state;
}

/** The token the SESSION_COOKIE was last written for (null: cleared); undefined before this page wrote it. */
let cookieFor: string | null | undefined;

/**
 * Keeps the SESSION_COOKIE in step with the stored token: the server then draws a signed-in person's pages with
 * their data on the first request, before the app's code has run (apps/server/src/plugins/web.ts). The server
 * reads it for drawing pages only, never for the API (docs/decisions/0033-signed-in-pages-drawn-by-the-server.md).
 * It expires with the token; a stale one (the token refused) gets the page a visitor sees.
 */
function keepSessionCookie({ token, claims }: AuthState): void {
  if (cookieFor === token || typeof document === 'undefined') return;
  cookieFor = token;
  // Set for as long as the token lasts (one without an expiry: for the browser's session); cleared without one.
  let lifetime = '';
  if (token === null) lifetime = '; max-age=0';
  else if (claims?.exp !== undefined) lifetime = `; max-age=${Math.max(0, claims.exp - Math.floor(Date.now() / 1000))}`;
  // Sent over https only where the page came over https (a developer's http://localhost keeps working).
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; the Cookie Store API is not in every browser.
  document.cookie = `${SESSION_COOKIE}=${token ?? ''}; path=/; samesite=lax${secure}${lifetime}`;
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage.
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
    const before = state;
    if (getAuthState() !== before) for (const listener of listeners) listener();
  }
}

export function subscribeAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The token to send, or null. */
export function getToken(): string | null {
  return getAuthState().token;
}

/** Stores the token from a successful login. */
export function login(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  void forgetOfflineCopies();
  setState({ token, claims: decodeToken(token), profile: null });
}

function clearToken(): void {
  void forgetOfflineCopies();
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  setState(SIGNED_OUT);
}

let leavingAfterLogout = false;

/**
 * docs/product.md#states-and-transitions: logout removes the token, shows 'Logged out successfully!' and goes home
 * after 500 ms.
 */
export function logout(): void {
  leavingAfterLogout = true;
  clearToken();
  toast.success(MSG.auth.logoutSuccess);
  window.setTimeout(() => {
    leavingAfterLogout = false;
    navigateTo(paths.home);
  }, REDIRECT_DELAY_MS);
}

/**
 * True between a logout and its redirect home. A page for signed-in users waits instead of sending the
 * user to login for those 500 ms.
 */
export function isLeavingAfterLogout(): boolean {
  return leavingAfterLogout;
}

/**
 * The server refused the token (expired, or the account is gone): forget it and send the user to login,
 * to come back to this page afterwards. Only the token that was refused is cleared, so a request that
 * raced a fresh login cannot log the user out again.
 */
export function expireSession(refusedToken: string): void {
  if (getAuthState().token !== refusedToken) return;
  clearToken();
  toast.error(MSG.auth.sessionExpired);
  navigateTo(paths.login(currentLocation()));
}

/**
 * Forgets a stored token whose expiry has passed, at start-up: the first request would only be refused.
 * Returns whether it did.
 */
export function dropExpiredToken(now: number = Date.now()): boolean {
  const { claims } = getAuthState();
  if (claims?.exp === undefined || claims.exp * 1000 > now) return false;
  clearToken();
  return true;
}

/** The shell stores the fetched profile here. Ignored when the user changed while the request was running. */
export function setCurrentProfile(profile: CurrentProfile, forToken: string): void {
  const current = getAuthState();
  if (current.token !== forToken || current.profile === profile) return;
  setState({ ...current, profile });
}

export interface Auth {
  token: string | null;
  isAuthenticated: boolean;
  /** The signed-in username: the profile's once loaded (it follows a rename), else the token's `sub`. */
  username: string | null;
  /** The signed-in user's id (token claim `uid`, or the profile's). */
  userId: string | null;
  isAdmin: boolean;
  /** GET /api/auth/me as the shell fetched it; null until loaded. */
  profile: CurrentProfile | null;
  login: typeof login;
  logout: typeof logout;
}

/**
 * Who the page was drawn for by the server: the server's render (entry-server.tsx) and the browser's hydration of
 * it (hydrate-page.tsx) both give it, so that both draw the same person's page. Null (the default): a visitor's page.
 */
export const RenderedAuthContext = createContext<AuthState | null>(null);

/**
 * The state a signed-in person's page is drawn with on the server, from their verified token and, when it could be
 * read, their profile (the browser hydrating the page starts with the same: lib/hydrate-page.tsx).
 */
export function renderedAuthState(token: string, profile: CurrentProfile | null = null): AuthState {
  return { token, claims: decodeToken(token), profile };
}

/** The signed-in state for components. Re-renders on login, logout, profile load and other tabs' changes. */
export function useAuth(): Auth {
  const rendered = useContext(RenderedAuthContext) ?? SIGNED_OUT;
  const { token, claims, profile } = useSyncExternalStore(subscribeAuth, getAuthState, () => rendered);
  const role = profile?.role ?? claims?.role;
  return {
    token,
    isAuthenticated: token !== null,
    username: profile?.username ?? claims?.sub ?? null,
    userId: profile?.id ?? claims?.uid ?? null,
    isAdmin: token !== null && role === 'admin',
    profile,
    login,
    logout,
  };
}
