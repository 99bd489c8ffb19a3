// Pages rendered on the server (entry-server.tsx) are hydrated in the browser: the browser's first render must
// draw exactly the server's markup. What differs between the two (the time now, the browser's locale and time
// zone, data changed since) is drawn as the server drew it while hydrating, then as the browser sees it.

import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** For a store nothing changes after the page has loaded: useSyncExternalStore's subscribe that never calls back. */
export const noSubscription = () => () => {};

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

/** The queries the server rendered the page with (its state); null on a page drawn in the browser. */
export const PageQueriesContext = createContext<DehydratedState | null>(null);

/**
 * `data`, the query `queryKey`'s, but as the server drew it while React hydrates. React hydrates what is inside a
 * Suspense boundary last, at its lowest priority: by then the app may have changed the query (the Messages count,
 * once the conversation on screen is read), and a part drawn from the new data would not match the server's markup.
 */
export function useDataAsDrawn<T>(queryKey: QueryKey, data: T | undefined): T | undefined {
  const hydrated = useHydrated();
  const drawn = useContext(PageQueriesContext);
  if (hydrated || drawn === null) return data;
  const hash = hashKey(queryKey);
  const query = drawn.queries.find((candidate) => candidate.queryHash === hash);
  return query ? (query.state.data as T | undefined) : data;
}

/**
 * The time zone to read days and times in: India's on the server and while the browser hydrates a page the server
 * drew (both must draw the same, lib/india-time.ts), then this device's. On a device in India the two agree and
 * nothing changes; elsewhere the page's times turn to the device's a moment after it is live.
 */
export function useClockZone(): 'device' | 'india' {
  return useHydrated() ? 'device' : 'india';
}

/**
 * The ref of a text field the server draws. People type into it before the page's code has loaded; hydrating keeps
 * their text on screen but not in the component's state, and the next render would put the field back to that
 * state, wiping what they typed. This ref takes the typed text into the state once the field is hydrated. The
 * server's markup carries its value as the field's attribute (defaultValue), so a different value was typed since.
 */
export function useTypedBeforeHydration(setValue: (value: string) => void) {
  return useCallback(
    (field: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (field && field.value !== field.defaultValue) setValue(field.value);
    },
    [setValue],
  );
}
