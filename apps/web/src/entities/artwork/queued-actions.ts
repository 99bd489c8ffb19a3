// A like or a save made without a network (a train, a lift; docs/decisions/0038-actions-taken-offline.md): the change
// stays on screen, the action is kept on the device (localStorage, with the person it belongs to) and goes out when
// the connection is back: the browser's online event, or the app's next start. One the server then refuses is
// undone on screen by the refresh that follows, and said. Like, unlike, save and remove each set a state, so one
// sent twice changes nothing; a later tap on the same artwork replaces an earlier one (like, then unlike: unlike).
// This file keeps them; artwork-actions.api.ts makes them and sends them.

import { ApiError } from '../../lib/api-client';
import { getToken, subscribeAuth } from '../../lib/auth-store';

export interface QueuedAction {
  kind: 'like' | 'save';
  artworkId: string;
  /** Like or save (true); unlike or remove (false). */
  on: boolean;
}

/** What the device keeps: whose actions they are, and the actions, oldest first. */
interface Kept {
  userId: string;
  actions: QueuedAction[];
}

const STORAGE_KEY = 'kala-queued-actions';

// Signed out (here or in another tab): what they did offline and was not sent goes with the person.
if (typeof window !== 'undefined') {
  subscribeAuth(() => {
    if (!getToken()) localStorage.removeItem(STORAGE_KEY);
  });
}

/** Whether a call failed for want of a network (no answer at all), not because the server refused it. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The person's kept actions; none for anyone else (another account signed in on this device since). */
export function queuedActions(userId: string): QueuedAction[] {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept?.userId === userId ? kept.actions : [];
  } catch {
    return [];
  }
}

function keep(userId: string, actions: QueuedAction[]): void {
  try {
    if (actions.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, actions } satisfies Kept));
  } catch {
    // Storage full or refused: the action is lost, as it was before there was a queue; the next refresh shows it.
  }
}

const sameTarget = (a: QueuedAction, b: QueuedAction) => a.kind === b.kind && a.artworkId === b.artworkId;

/** Forgets `action` once sent (unless a newer tap on the same artwork replaced it meanwhile). */
export function dropQueuedAction(userId: string, action: QueuedAction): void {
  keep(
    userId,
    queuedActions(userId).filter((kept) => !(sameTarget(kept, action) && kept.on === action.on)),
  );
}

/** Keeps `action` for `userId`, in place of an earlier one on the same artwork. */
export function queueAction(userId: string, action: QueuedAction): void {
  keep(userId, [...queuedActions(userId).filter((kept) => !sameTarget(kept, action)), action]);
}
