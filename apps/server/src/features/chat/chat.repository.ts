import type { ChatMessage, Conversation, Offer, UserSummary } from '@kala/contract';
import type { ExpressionBuilder, QueryCreator, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import type { ChatMessagesTable, Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { noBlockWith } from '../blocks/blocks.repository';

// Chat messages, one row per message. Indexes (0001-initial):
//   chat_messages_pair   (sender_id, receiver_id, created_at)  one direction of a conversation, by time
//   chat_messages_unread (receiver_id, read_at, sender_id)     what a user has not read yet, per sender
// and (0022-chat-client-id) chat_messages_sender_client_id: unique (sender_id, client_id) where client_id is not
// null, so a retried message is stored once.
// created_at is ISO text with milliseconds, so it sorts as time on both engines; id (UUIDv7) breaks ties.

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** A stored message as the API sends it. The client_id goes back only to its sender, for whom it means something. */
export function toChatMessage(
  row: Omit<ChatMessageRow, 'offer_id'>,
  viewerId: string,
  offer?: Offer | undefined,
): ChatMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    timestamp: row.created_at,
    status: 'sent',
    read_at: row.read_at,
    ...(row.client_id !== null && row.sender_id === viewerId ? { client_id: row.client_id } : {}),
    ...(offer ? { offer } : {}),
  };
}

export async function findChatPeer(db: Db, id: string): Promise<UserSummary | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'profile_image'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, name: row.name, profileImage: row.profile_image };
}

/** Notes that the person was here just now (users.last_seen_at, decision 0029). */
export async function markSeen(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: new Date().toISOString() }).where('id', '=', userId).execute();
}

/** What presence needs of a person: when last seen, and whether they hide it. */
export async function findPresenceRow(
  db: Db,
  userId: string,
): Promise<{ last_seen_at: string | null; hide_presence: number } | undefined> {
  return db.selectFrom('users').select(['last_seen_at', 'hide_presence']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The people `userId` has talked with most recently, newest first, at most `limit`, none with a block between them:
 * who hears that their presence changed (decision 0029). Reads this person's own messages only (both directions,
 * through chat_messages_pair and chat_messages_unread), never the whole table.
 */
export async function listRecentChatPeers(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await lastMessagePerPeer(db, userId)
    .where(noBlockWith(userId, 'both_directions.peer_id'))
    .orderBy('last_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.peer_id);
}

/**
 * When `userId` last exchanged a message with each person, sent or received: one group per direction, each a range
 * of one index (chat_messages_pair for what they sent, chat_messages_unread for what they received), then the later
 * of the two per peer. The inbox and presence both start from it.
 */
function lastMessagePerPeer(db: QueryCreator<Database>, userId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('chat_messages')
        .select((sent) => ['receiver_id as peer_id', sent.fn.max('created_at').as('last_at')])
        .where('sender_id', '=', userId)
        .groupBy('receiver_id')
        .unionAll(
          eb
            .selectFrom('chat_messages')
            .select((received) => ['sender_id as peer_id', received.fn.max('created_at').as('last_at')])
            .where('receiver_id', '=', userId)
            .groupBy('sender_id'),
        )
        .as('both_directions'),
    )
    .select((eb) => ['both_directions.peer_id', eb.fn.max('both_directions.last_at').as('last_at')])
    .groupBy('both_directions.peer_id');
}

export async function setHidePresence(db: Db, userId: string, hidden: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ hide_presence: hidden ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/**
 * Stores a message, at most once per (sender, client_id) (unique index chat_messages_sender_client_id, 0022):
 * a tab retries an unacknowledged message with the same client_id, and a retry of one that was stored after all
 * answers the stored row (its own id, time, receiver and content) with `inserted: false`. Concurrent sends of
 * one client_id (two sockets, two instances) store one row: the engines' unique check makes the loser wait for
 * the winner and then do nothing, and its read below sees the winner's committed row.
 */
export async function insertChatMessage(
  db: Db,
  values: {
    senderId: string;
    receiverId: string;
    content: string;
    clientId: string | null;
    createdAt: string;
    offerId?: string | null;
  },
): Promise<{ row: ChatMessageRow; inserted: boolean }> {
  const row: ChatMessageRow = {
    id: newId(),
    sender_id: values.senderId,
    receiver_id: values.receiverId,
    content: values.content,
    client_id: values.clientId,
    created_at: values.createdAt,
    read_at: null,
    offer_id: values.offerId ?? null,
  };
  const inserted = await db
    .insertInto('chat_messages')
    .values(row)
    // The index is partial: the conflict target repeats its predicate, or neither engine would match it.
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted || values.clientId === null) return { row, inserted: true };
  const stored = await findByClientId(db, values.senderId, values.clientId);
  // Only when the stored row went between the two statements (its sender's account deleted): nothing to answer.
  if (!stored) throw new Error('chat message vanished after a client_id conflict');
  return { row: stored, inserted: false };
}

/** The message `senderId` stored with `clientId`, if any (one lookup in chat_messages_sender_client_id). */
export async function findByClientId(db: Db, senderId: string, clientId: string): Promise<ChatMessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Where a page of history starts: strictly older than this time, or than this message (time, then id). */
export interface HistoryCursor {
  createdAt: string;
  id?: string;
}

/** The time and id of message `id` when it belongs to the conversation of `userId` and `peerId`. */
export async function findCursorMessage(
  db: Db,
  userId: string,
  peerId: string,
  id: string,
): Promise<HistoryCursor | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['id', 'created_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([betweenPair(eb, userId, peerId), betweenPair(eb, peerId, userId)]))
    .executeTakeFirst();
  return row && { createdAt: row.created_at, id: row.id };
}

const betweenPair = (eb: ExpressionBuilder<Database, 'chat_messages'>, senderId: string, receiverId: string) =>
  eb.and([eb('sender_id', '=', senderId), eb('receiver_id', '=', receiverId)]);

/**
 * The newest `limit` messages between two users, older than `before`, oldest first.
 *
 * Each direction is its own range scan of chat_messages_pair, newest first and stopped after `limit` rows;
 * the union of the two (at most 2 × limit rows) is sorted once more. An OR over both directions would make
 * the engines collect and sort the whole conversation before taking a page.
 */
export async function listHistory(
  db: Db,
  userId: string,
  peerId: string,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<ChatMessageRow[]> {
  const { before, limit } = options;
  const direction = (senderId: string, receiverId: string) =>
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('receiver_id', '=', receiverId)
      .$if(before !== undefined, (qb) =>
        qb.where((eb) => {
          const at = (before as HistoryCursor).createdAt;
          const id = (before as HistoryCursor).id;
          return id === undefined
            ? eb('created_at', '<', at)
            : eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]);
        }),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom(direction(userId, peerId).as('sent'))
        .selectAll()
        .unionAll(eb.selectFrom(direction(peerId, userId).as('received')).selectAll())
        .as('pair'),
    )
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Marks every unread message `peerId` sent `readerId` as read at `readAt`; answers how many. */
export async function markMessagesRead(db: Db, readerId: string, peerId: string, readAt: string): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ read_at: readAt })
    .where('receiver_id', '=', readerId)
    .where('read_at', 'is', null)
    .where('sender_id', '=', peerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unread messages from everyone: a count over the prefix (receiver_id, read_at IS NULL) of chat_messages_unread. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('receiver_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * The inbox: every peer `userId` has exchanged messages with, with the newest message and the unread count,
 * newest conversation first. One statement, standard SQL that SQLite and PostgreSQL run alike:
 *
 *   last_per_peer  the newest message time per peer, over both directions:
 *                    sent:      WHERE sender_id = me GROUP BY receiver_id, max(created_at)
 *                               → a covering range scan of chat_messages_pair (sender_id prefix);
 *                    received:  WHERE receiver_id = me GROUP BY sender_id, max(created_at)
 *                               → the receiver_id prefix of chat_messages_unread, reading created_at from the row;
 *                  UNION ALL of the two, then the later of the (at most two) times per peer.
 *   unread         WHERE receiver_id = me AND read_at IS NULL GROUP BY sender_id
 *                  → a covering range scan of chat_messages_unread, nothing else read.
 *   the message    joined back on (pair, created_at = last_at) in either direction: two exact lookups in
 *                  chat_messages_pair per peer.
 *
 * The cost grows with the messages of this one user (each index entry read once), never with the table.
 * If two messages of a pair share the newest millisecond, both rows come back and the one with the larger
 * id (the later UUIDv7) is kept below.
 */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await conversationRows(db, { userId });

  const conversations: Conversation[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    // Rows come newest first, so the first row of a peer is its last message (ties: the larger id).
    if (seen.has(row.peer_id)) continue;
    seen.add(row.peer_id);
    conversations.push({
      peer: { id: row.peer_id, username: row.username, name: row.name, profileImage: row.profile_image },
      lastMessage: toChatMessage(row, userId),
      unread: Number(row.unread ?? 0),
    });
  }
  return conversations;
}

// Prepared (issue 21): the inbox is read on every visit to Messages; its plan, index range scans of this one
// person's messages, is the same for everyone, so PostgreSQL may keep one.
const conversationRows = preparedRead(
  (db, { userId }: { userId: string }) =>
    db
      .with('last_per_peer', (qb) => lastMessagePerPeer(qb, userId))
      .with('unread', (qb) =>
        qb
          .selectFrom('chat_messages')
          .select((eb) => ['sender_id as peer_id', eb.fn.countAll<number>().as('unread')])
          .where('receiver_id', '=', userId)
          .where('read_at', 'is', null)
          .groupBy('sender_id'),
      )
      .selectFrom('last_per_peer')
      .innerJoin('users', 'users.id', 'last_per_peer.peer_id')
      .innerJoin('chat_messages as m', (join) =>
        join
          .onRef('m.created_at', '=', 'last_per_peer.last_at')
          .on((eb) =>
            eb.or([
              eb.and([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', eb.ref('last_per_peer.peer_id'))]),
              eb.and([eb('m.sender_id', '=', eb.ref('last_per_peer.peer_id')), eb('m.receiver_id', '=', userId)]),
            ]),
          ),
      )
      .leftJoin('unread', 'unread.peer_id', 'last_per_peer.peer_id')
      .select([
        'users.id as peer_id',
        'users.username',
        'users.name',
        'users.profile_image',
        'm.id',
        'm.sender_id',
        'm.receiver_id',
        'm.content',
        'm.client_id',
        'm.created_at',
        'm.read_at',
        'unread.unread',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc'),
  { named: true },
);
