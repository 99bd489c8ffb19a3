// This tab's own messages that the server has not confirmed yet, per conversation: 'sending', or 'failed' with a
// retry. They live here, for the life of the tab, and not in the chat window's state: whatever unmounts the window
// (leaving the chat and coming back, a remount of the route) must not take with it a message the person sent.
// Each one stays until the server's copy replaces it (by client_id) or the person retries it.

import { useCallback, useSyncExternalStore } from 'react';
import type { ChatEntry } from './chat-messages';

type Unsent = readonly ChatEntry[];

const NONE: Unsent = [];
const outbox = new Map<string, Unsent>();
const listeners = new Set<() => void>();

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

/** Tests: every conversation's unsent messages, forgotten. */
export function clearUnsentMessages(): void {
  outbox.clear();
  for (const listener of listeners) listener();
}
