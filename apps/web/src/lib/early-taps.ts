// Taps made on a server-rendered page before the app's code had run (issue 18 "no dead taps"): public/early-taps.js
// remembers them by the control's data-early-tap key, and the control carries its tap out here once it is live.

import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

declare global {
  interface Window {
    /** Keys of the controls tapped before the app ran, oldest first (public/early-taps.js). */
    __kalaEarlyTaps?: string[];
  }
}

/** The attribute that marks a control whose early tap is remembered: spread it onto the button. */
export function earlyTapProps(key: string): { 'data-early-tap': string } {
  return { 'data-early-tap': key };
}

/** Whether the control `key` was tapped before the app ran; true once, then forgotten. */
export function takeEarlyTap(key: string): boolean {
  const taps = typeof window === 'undefined' ? undefined : window.__kalaEarlyTaps;
  const index = taps?.indexOf(key) ?? -1;
  if (!taps || index < 0) return false;
  taps.splice(index, 1);
  return true;
}

/**
 * Carries out a tap on control `key` made before the app ran, once React has taken the page over: not during
 * hydration, when the page is still drawn as the server drew it for a visitor (a signed-in person's Like would
 * ask them to log in), but in the render right after, when the person is known.
 */
export function useEarlyTap(key: string, run: () => void): void {
  useEarlyTaps([key], () => run());
}

/**
 * useEarlyTap for a set of controls (a row of choices): each one tapped before the app ran is carried out, in the
 * order they were tapped, so the last choice stands.
 */
export function useEarlyTaps(keys: readonly string[], run: (key: string) => void): void {
  // The keys as one value: a new array with the same keys on every render is the same set of controls.
  const joined = keys.join('\n');
  // Whether one of these controls was tapped: false on the server and while hydrating (the page may still be the
  // visitor's), then, for a tapped control only, true in a render right after. A control nobody tapped is not
  // drawn again: one such render per control, on every page the server drew, was most of a phone's longest task
  // after hydrating (decision 0007).
  const waiting = useSyncExternalStore(
    subscribeToEarlyTaps,
    useCallback(() => wasTapped(joined), [joined]),
    () => false,
  );
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!waiting) return;
    const wanted = joined.split('\n');
    const tapped = (window.__kalaEarlyTaps ?? []).filter((key) => wanted.includes(key));
    for (const key of tapped) if (takeEarlyTap(key)) latest.current(key);
  }, [waiting, joined]);
}

/** The event public/early-taps.js sends on each tap it remembers. */
const EARLY_TAP_EVENT = 'kala-early-tap';

/**
 * Tells a control of each tap remembered after it was drawn. A control drawn while the page is not yet live (React
 * has drawn it, but not yet marked the page: <html data-hydrated>) may be tapped then, and early-taps.js keeps that
 * tap from React: without this the control would never hear of it (a lost Mark collected, under load).
 */
function subscribeToEarlyTaps(onTap: () => void): () => void {
  window.addEventListener(EARLY_TAP_EVENT, onTap);
  return () => window.removeEventListener(EARLY_TAP_EVENT, onTap);
}

/** Whether one of the controls `joined` (keys one a line) was tapped before the app ran, its tap not yet taken. */
function wasTapped(joined: string): boolean {
  const wanted = joined.split('\n');
  return (window.__kalaEarlyTaps ?? []).some((key) => wanted.includes(key));
}
