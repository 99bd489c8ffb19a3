// Pages rendered on the server (entry-server.tsx) are hydrated in the browser: the browser's first render must
// draw exactly the server's markup. What differs between the two (the time now, the browser's locale and time
// zone) is drawn as the server drew it while hydrating, then as the browser sees it.

import { createContext, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether React is past hydrating: false on the server and while the browser hydrates the server's markup, then
 * true (a re-render follows at once). Always true on a page drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** When the server rendered the page (ms since the epoch); null on a page drawn in the browser. */
export const PageTimeContext = createContext<number | null>(null);

/** The time to measure "3 hours ago" from: the server's render time while hydrating, else now. */
export function useNow(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(PageTimeContext);
  return !hydrated && renderedAt !== null ? new Date(renderedAt) : new Date();
}
