import { useSyncExternalStore } from 'react';

// Tailwind's breakpoints, for parts of a screen that only show from one up (the classes still hide them below).
export const MD_QUERY = '(min-width: 48rem)';
export const XL_QUERY = '(min-width: 80rem)';

/**
 * Whether the viewport matches `query`, following it when the window is resized or turned. Without matchMedia
 * (jsdom in the tests) it answers true: the wide layout, where every part is rendered. A page rendered on the
 * server (entry-server.tsx) is drawn for a phone, the narrow layout: React hydrates it so, then draws the wide
 * parts a wider window needs.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => false,
  );
}
