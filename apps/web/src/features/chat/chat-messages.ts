// What a conversation shows: the history pages, live frames and this tab's own unsent messages, merged into one
// list (docs/product.md#states-and-transitions "Chat outgoing message"). De-duplicated by server id, then by the
// client's temporary id the server echoes back, then by the spec's key (sender, timestamp, first 20 characters); sorted
// oldest first.

import { type ChatMessage, type ChatMessageFrame, chatDedupKey } from '@kala/contract';

/**
 * 'queued' and 'failed' are Kala's: a message written while not connected waits, and goes out when the connection
 * is back; one that did not reach the server is kept with a retry instead of dropped.
 */
export type ChatEntryStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface ChatEntry extends Omit<ChatMessage, 'status'> {
  status: ChatEntryStatus;
}

/** A message as the history or a live frame has it. */
export function toChatEntry(message: ChatMessage | ChatMessageFrame): ChatEntry {
  return {
    id: message.id,
    sender_id: message.sender_id,
    receiver_id: message.receiver_id,
    content: message.content,
    timestamp: message.timestamp,
    read_at: message.read_at ?? null,
    status: 'sent',
    ...(message.client_id ? { client_id: message.client_id } : {}),
    ...(message.offer ? { offer: message.offer } : {}),
  };
}

/** A message typed here, before the server has it: its temporary id is also its client_id. */
export function pendingEntry(senderId: string, receiverId: string, content: string, clientId: string): ChatEntry {
  return {
    id: clientId,
    client_id: clientId,
    sender_id: senderId,
    receiver_id: receiverId,
    content,
    timestamp: new Date().toISOString(),
    read_at: null,
    status: 'sending',
  };
}

/** A fresh temporary id for an outgoing message. */
export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Of two copies of one message, the one to keep: the server's over a local one, and a read receipt kept. */
function preferred(kept: ChatEntry, other: ChatEntry): ChatEntry {
  const winner = kept.status !== 'sent' && other.status === 'sent' ? other : kept;
  const readAt = kept.read_at ?? other.read_at ?? null;
  return winner.read_at === readAt ? winner : { ...winner, read_at: readAt };
}

/** One list from several, each message once, oldest first (ties by id, which grows with time). */
export function mergeMessages(...lists: ReadonlyArray<readonly ChatEntry[]>): ChatEntry[] {
  const merged: ChatEntry[] = [];
  const byId = new Map<string, number>();
  const byClientId = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const list of lists) {
    for (const entry of list) {
      const key = chatDedupKey(entry);
      const index =
        byId.get(entry.id) ?? (entry.client_id ? byClientId.get(entry.client_id) : undefined) ?? byKey.get(key);
      if (index === undefined) {
        const at = merged.push(entry) - 1;
        byId.set(entry.id, at);
        if (entry.client_id) byClientId.set(entry.client_id, at);
        byKey.set(key, at);
        continue;
      }
      const kept = preferred(merged[index]!, entry);
      merged[index] = kept;
      byId.set(kept.id, index);
      if (kept.client_id) byClientId.set(kept.client_id, index);
      byKey.set(chatDedupKey(kept), index);
    }
  }
  return merged.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Marks what `senderId` sent up to `readAt` as read (a read receipt). Unchanged entries keep their identity. */
export function markReadUpTo(entries: readonly ChatEntry[], senderId: string, readAt: string): ChatEntry[] {
  return entries.map((entry) =>
    entry.sender_id === senderId && entry.status === 'sent' && !entry.read_at && entry.timestamp <= readAt
      ? { ...entry, read_at: readAt }
      : entry,
  );
}
