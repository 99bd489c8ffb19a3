import type { ChatMessageFrame, ChatPresence, ChatPresenceFrame, ChatReadFrame } from '@kala/contract';
import type { AppDeps } from '../../deps';
import { inBackground } from '../../lib/background';
import { nowIso } from '../../lib/ids';
import type { Realtime } from '../../plugins/realtime';
import { notifyChatRead, notifyMessage } from '../notifications/notifications.service';
import { blockBetween } from '../blocks/blocks.repository';
import {
  findPresenceRow,
  insertChatMessage,
  listRecentChatPeers,
  markMessagesRead,
  setHidePresence,
} from './chat.repository';

// What the socket and the HTTP routes both do: store a change, then tell every tab of both people.

type ChatDeps = Pick<AppDeps, 'db' | 'realtime'>;

/**
 * Stores a message and delivers it: to the receiver's sockets, and echoed to all of the sender's sockets with
 * the sender's client_id (so the tab that sent it replaces its 'sending' copy and the other tabs show it).
 *
 * A retry of a message already stored (same sender and client_id: the first acknowledgement was lost with the
 * connection) is answered to the sender only, with the stored message (its first id and time), so the tab
 * replaces its 'Not sent' bubble. The receiver already has it: no second frame, no second notification.
 */
export async function sendChatMessage(
  { db, realtime }: ChatDeps,
  message: { senderId: string; receiverId: string; content: string; clientId?: string | undefined },
): Promise<ChatMessageFrame> {
  const { row, inserted } = await insertChatMessage(db, {
    senderId: message.senderId,
    receiverId: message.receiverId,
    content: message.content,
    clientId: message.clientId ?? null,
    createdAt: nowIso(),
  });
  const frame: ChatMessageFrame = {
    type: 'message',
    action: 'message',
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    timestamp: row.created_at,
    read_at: row.read_at,
  };
  const echo: ChatMessageFrame = message.clientId ? { ...frame, client_id: message.clientId } : frame;
  if (!inserted) {
    realtime.publish(row.sender_id, echo);
    return echo;
  }
  realtime.publish(row.receiver_id, frame);
  realtime.publish(row.sender_id, echo);
  // Not awaited: a socket handles its frames one after another, and a person typing fast must not wait on the
  // notification's few writes between messages (shutdown waits for them). notifyMessage never throws; the message
  // is stored either way.
  inBackground(notifyMessage({ db, realtime }, row.sender_id, row.receiver_id));
  return echo;
}

/**
 * Marks what `peerId` sent `readerId` as read. When anything changed, the peer gets a read receipt, and the
 * reader's other tabs the same frame (so their unread badges clear). Answers how many messages were marked.
 */
export async function markChatRead({ db, realtime }: ChatDeps, readerId: string, peerId: string): Promise<number> {
  const readAt = nowIso();
  const read = await markMessagesRead(db, readerId, peerId, readAt);
  if (read > 0) {
    const receipt: ChatReadFrame = {
      type: 'read',
      action: 'read',
      sender_id: readerId,
      author_id: peerId,
      read_at: readAt,
    };
    realtime.publish(peerId, receipt);
    realtime.publish(readerId, receipt);
    await notifyChatRead({ db, realtime }, readerId, peerId);
  }
  return read;
}

/**
 * How many of the people one has talked with hear at once that one came or went: the most recent ones, those who
 * may have the conversation open. Anyone else sees it at their next refresh (PRESENCE_REFRESH_MS on the web).
 */
export const PRESENCE_AUDIENCE = 100;

/**
 * What `viewerId` may know of `peerId`'s presence (decision 0029): nothing when either hides it (like read receipts
 * on Instagram) or a block stands either way; otherwise whether they have a chat socket open on any instance, and
 * when they were last seen.
 */
export async function presenceFor({ db, realtime }: ChatDeps, viewerId: string, peerId: string): Promise<ChatPresence> {
  const [mine, theirs, block] = await Promise.all([
    findPresenceRow(db, viewerId),
    findPresenceRow(db, peerId),
    blockBetween(db, viewerId, peerId),
  ]);
  if (!theirs || theirs.hide_presence === 1 || mine?.hide_presence === 1 || block) {
    return { online: false, lastSeenAt: null };
  }
  return { online: await realtime.isOnline(peerId), lastSeenAt: theirs.last_seen_at };
}

/**
 * Tells the people `userId` talks with that their presence changed (their first chat socket opened or their last
 * one closed), so an open conversation shows 'Active now' or 'Active just now' at once instead of at its next
 * refresh. Nothing is sent while they hide their presence. Never throws: presence is a nicety.
 */
export async function tellPresenceChanged({ db, realtime }: ChatDeps, userId: string): Promise<void> {
  const row = await findPresenceRow(db, userId);
  if (!row || row.hide_presence === 1) return;
  publishPresence(realtime, userId, await listRecentChatPeers(db, userId, PRESENCE_AUDIENCE));
}

/** Hides or shows one's presence; the people one talks with ask again either way (hiding takes it off their screen). */
export async function setPresenceHidden({ db, realtime }: ChatDeps, userId: string, hidden: boolean): Promise<void> {
  await setHidePresence(db, userId, hidden);
  publishPresence(realtime, userId, await listRecentChatPeers(db, userId, PRESENCE_AUDIENCE));
}

function publishPresence(realtime: Realtime, userId: string, peerIds: string[]): void {
  const frame: ChatPresenceFrame = { type: 'presence', action: 'presence', user_id: userId };
  for (const peerId of peerIds) realtime.publish(peerId, frame);
}
