import { paths } from './paths';
// Lets code outside React (the auth store, the API client) change the page through the router, without
// importing the router (which imports every screen). main.tsx connects it; before that, and in tests that
// do not connect it, a full page load does the job.

type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** The current in-app location (path, query and hash), e.g. to come back to it after logging in. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * A `from` value safe to navigate to: an in-app path. Anything else (absent, another origin, '//host',
 * a back-slash trick) falls back to home, so a crafted login link cannot send a user elsewhere.
 */
export function safeRedirectPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return paths.home;
  return from;
}
