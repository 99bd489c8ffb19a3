// Whether the screen shows an offline copy (decision 0030): the service worker answers a read with the last copy
// it kept when the network fails, and marks it with X-Kala-Copy-Of (service-worker/offline-copies.ts). The API
// client notes each answer here; the shell's banner reads it, and the browser's offline state.
//
// The copies are personal (a feed, conversations, orders): they are emptied when someone signs out or in.

import { useSyncExternalStore } from 'react';

/** Named as in service-worker/offline-copies.ts (the worker is built apart and cannot be imported here). */
const COPY_HEADER = 'X-Kala-Copy-Of';
const PERSONAL_CACHES = ['kala-api', 'kala-pages'];

/** When the server sent the copy now on screen (ms since the epoch), or null when the last answer was fresh. */
let copyOf: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null): void {
  if (next === copyOf) return;
  copyOf = next;
  for (const listener of listeners) listener();
}

/** Called by the API client with every answer. */
export function noteAnswer(response: Response): void {
  const header = response.headers.get(COPY_HEADER);
  if (header === null) {
    set(null);
    return;
  }
  const at = Date.parse(header);
  set(Number.isNaN(at) ? Date.now() : at);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Offline, or showing copies: `{ since }` is when the copy on screen was made (null when the browser is offline but
 * nothing shown is a copy yet). Null when online and fresh.
 */
export function useOfflineState(): { since: number | null } | null {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  const since = useSyncExternalStore(
    subscribe,
    () => copyOf,
    () => null,
  );
  return offline || since !== null ? { since } : null;
}

/** Empties the personal copies (signing out, or in as someone else). Never throws. */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
