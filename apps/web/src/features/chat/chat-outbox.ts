// This device's own messages that the server has not confirmed yet, per conversation: 'queued' (written offline),
// 'sending', or 'failed' with a retry. They live here, and on the device (localStorage), not in the chat window's
// state: whatever unmounts the window (leaving the chat, a reload, the tab closed while offline) must not take with
// it a message the person wrote. Each one stays until the server's copy replaces it (by client_id) or the person
// retries it. Signing out forgets them.

import { useCallback, useSyncExternalStore } from 'react';
import { subscribeAuth, getToken } from '../../lib/auth-store';
import type { ChatEntry } from './chat-messages';

type Unsent = readonly ChatEntry[];

const NONE: Unsent = [];
const listeners = new Set<() => void>();
/** Where the outbox is kept on the device. */
const STORAGE_KEY = 'kala-chat-outbox';

/**
 * The outbox as the device kept it. One 'sending' when the page went away may or may not have arrived: it shows as
 * not sent, with a retry, unless the history has it (by client_id). Queued ones still wait for a connection.
 */
function stored(): Map<string, Unsent> {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, ChatEntry[]>;
    return new Map(
      Object.entries(kept).map(([key, list]) => [
        key,
        list.map((entry) => (entry.status === 'sending' ? { ...entry, status: 'failed' as const } : entry)),
      ]),
    );
  } catch {
    return new Map();
  }
}

function keep(): void {
  try {
    if (outbox.size === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(outbox)));
  } catch {
    // Storage full or refused: the outbox still lives for this tab.
  }
}

const outbox = typeof window === 'undefined' ? new Map<string, Unsent>() : stored();
// Signed out (here or in another tab): the messages not sent go with the person.
if (typeof window !== 'undefined') {
  subscribeAuth(() => {
    if (!getToken() && outbox.size > 0) clearUnsentMessages();
  });
}

/** Per signed-in person and peer: another account signing in on this tab never sees them. */
const conversationKey = (userId: string, peerId: string) => `${userId}\n${peerId}`;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(key: string, change: (list: Unsent) => Unsent): void {
  const before = outbox.get(key) ?? NONE;
  const after = change(before);
  if (after === before) return;
  if (after.length === 0) outbox.delete(key);
  else outbox.set(key, after);
  keep();
  for (const listener of listeners) listener();
}

/**
 * The unsent messages of the conversation of `userId` with `peerId`, and their setter (used like useState's,
 * with a function of the current list).
 */
export function useUnsentMessages(
  userId: string,
  peerId: string,
): [Unsent, (change: (list: Unsent) => Unsent) => void] {
  const key = conversationKey(userId, peerId);
  // None on the server (and while the browser hydrates its page): this tab's are added once it is live.
  const list = useSyncExternalStore(
    subscribe,
    () => outbox.get(key) ?? NONE,
    () => NONE,
  );
  const set = useCallback((change: (list: Unsent) => Unsent) => update(key, change), [key]);
  return [list, set];
}

/** Every conversation's unsent messages, forgotten (signing out; tests). */
export function clearUnsentMessages(): void {
  outbox.clear();
  keep();
  for (const listener of listeners) listener();
}
