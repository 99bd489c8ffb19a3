import { type ComponentType, lazy } from 'react';

// Code that loads after the page (the toaster, the chat sync, menus, the filter drawer) can be asked for while
// the server is unreachable: a deploy restarting it, a phone between two cell towers. React.lazy remembers a
// failed import for good and throws it into rendering, which would blank the app or replace the screen by the
// error page for a piece the person did not even ask for. These helpers keep trying instead: after 1 s, 2 s,
// 4 s... (at most 30 s between tries), and at once when the browser says it is back online. The browser
// fetches a module again after a failed dynamic import, so a later try can succeed.

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Delay before retry number `attempt` (0 for the first retry). */
export function importRetryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
}

/** `load()`, tried again until it succeeds. The promise never rejects. */
export function retryImport<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let attempt = 0;
    const tryOnce = () => {
      load().then(resolve, () => {
        const retry = () => {
          clearTimeout(timer);
          window.removeEventListener('online', retry);
          tryOnce();
        };
        const timer = setTimeout(retry, importRetryDelayMs(attempt));
        attempt += 1;
        window.addEventListener('online', retry);
      });
    };
    tryOnce();
  });
}

/** React.lazy for a component that is not the screen itself: it waits in its Suspense fallback until loaded. */
export function lazyWithRetry<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => retryImport(load).then((component) => ({ default: component })));
}
