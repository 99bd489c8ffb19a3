// What a screen reader should hear about something that happened away from the focus (a new chat message, the
// bell's count going up), said once. One polite live region for the whole app, in the page from the start: a
// region added together with its text is not read out by most screen readers, and a region inside a component
// that re-renders would be read again each time its text is drawn anew. Each announcement has a key (a message's
// id, the count it reports): the same key is never said twice, however often the screen renders.
// Toasts are not sent here: the toaster (sonner) keeps its own polite region.

import { useEffect } from 'react';

const REGION_ID = 'kala-announcer';
/** Keys said lately; old ones are forgotten so a long session does not keep them all. */
const REMEMBERED = 200;
const said: string[] = [];

/** The region, rendered once by the app's providers. */
export function LiveAnnouncer() {
  return <div id={REGION_ID} aria-live="polite" aria-atomic="true" className="sr-only" />;
}

/**
 * Says `text` through the app's live region, unless `key` was said already. Without a key it is always said: for a
 * caller that already runs once per event (an effect on a changed count).
 */
export function announce(text: string, key?: string): void {
  if (typeof document === 'undefined' || (key !== undefined && said.includes(key))) return;
  const region = document.getElementById(REGION_ID);
  if (!region) return;
  if (key !== undefined) {
    said.push(key);
    if (said.length > REMEMBERED) said.shift();
  }
  region.textContent = text;
}

/** Says `text` when `key` first turns up (nothing while either is null: e.g. before the first new message). */
export function useAnnouncement(text: string | null, key: string | null): void {
  useEffect(() => {
    if (text && key) announce(text, key);
  }, [text, key]);
}
