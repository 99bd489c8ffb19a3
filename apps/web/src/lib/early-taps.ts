// Taps made on a server-rendered page before the app's code had run (issue 18 "no dead taps"): public/early-taps.js
// remembers them by the control's data-early-tap key, and the control carries its tap out here once it is live.

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useHydrated } from './hydration';

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
  const hydrated = useHydrated();
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  // The keys as one value: a new array with the same keys on every render is the same set of controls.
  const joined = keys.join('\n');
  useEffect(() => {
    if (!hydrated) return;
    const wanted = joined.split('\n');
    const tapped = (window.__kalaEarlyTaps ?? []).filter((key) => wanted.includes(key));
    for (const key of tapped) if (takeEarlyTap(key)) latest.current(key);
  }, [hydrated, joined]);
}
