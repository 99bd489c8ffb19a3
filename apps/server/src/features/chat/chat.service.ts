import type { ChatMessageFrame, ChatReadFrame } from '@kala/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import type { Realtime } from '../../plugins/realtime';
import { notifyChatRead, notifyMessage } from '../notifications/notifications.service';
import { insertChatMessage, markMessagesRead } from './chat.repository';

// What the socket and the HTTP routes both do: store a change, then tell every tab of both people.

/**
 * Stores a message and delivers it: to the receiver's sockets, and echoed to all of the sender's sockets with
 * the sender's client_id (so the tab that sent it replaces its 'sending' copy and the other tabs show it).
 *
 * A retry of a message already stored (same sender and client_id: the first acknowledgement was lost with the
 * connection) is answered to the sender only, with the stored message (its first id and time), so the tab
 * replaces its 'Not sent' bubble. The receiver already has it: no second frame, no second notification.
 */
export async function sendChatMessage(
  db: Db,
  realtime: Realtime,
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
  // notification's few writes between messages. notifyMessage never throws; the message is stored either way.
  void notifyMessage({ db, realtime }, row.sender_id, row.receiver_id);
  return echo;
}

/**
 * Marks what `peerId` sent `readerId` as read. When anything changed, the peer gets a read receipt, and the
 * reader's other tabs the same frame (so their unread badges clear). Answers how many messages were marked.
 */
export async function markChatRead(db: Db, realtime: Realtime, readerId: string, peerId: string): Promise<number> {
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
