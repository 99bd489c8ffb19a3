// Chat: the frames of the WebSocket /api/auth/chat/ws and the history and inbox shapes.
// docs/product.md#api-calls: the client sends {action, receiver_id, content?} with action message, typing or read.
// Kala adds: the server message id, the client's temporary id echoed back (client_id), read receipts.

import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_HISTORY_MAX_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  OFFER_STATUSES,
} from './constants';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { artworkImageSchema } from './artworks';
import { VALIDATION } from './messages';
import { notificationFrameSchema } from './notifications';
import { userSummarySchema } from './users';
import { unreadCountsSchema } from './unread-counts';

const V = VALIDATION.chat;

const receiverIdSchema = z.string({ error: V.receiverRequired }).min(1, V.receiverRequired);
const clientIdSchema = z.string().min(1).max(CHAT_CLIENT_ID_MAX_LENGTH).optional();
const offerIdSchema = z.string({ error: V.offerRequired }).min(1, V.offerRequired);
/** An offer in rupees: above 0, at most 2 decimals (below the price is the server's check, it knows the price). */
const offerAmountSchema = z
  .number({ error: V.offerAmountInvalid })
  .positive(V.offerAmountInvalid)
  .max(1e9, V.offerAmountInvalid)
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, V.offerAmountInvalid);

// ── Client → server ──────────────────────────────────────────────────────────

export const chatClientFrameSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('message'),
    receiver_id: receiverIdSchema,
    // docs/product.md#validation-rules: the message is trimmed and an empty one is not sent.
    content: requiredText(V.contentRequired, CHAT_MESSAGE_MAX_LENGTH, 'Message'),
    client_id: z.string().min(1).max(CHAT_CLIENT_ID_MAX_LENGTH).optional(),
  }),
  z.object({
    action: z.literal('typing'),
    receiver_id: receiverIdSchema,
  }),
  // "I have read everything receiver_id sent me so far."
  z.object({
    action: z.literal('read'),
    receiver_id: receiverIdSchema,
  }),
  // Offers (issue 19): a buyer offers `amount` rupees for one piece of receiver_id's artwork; the one the offer was
  // made to accepts, declines or counters it (a counter is a new offer the other way, the old one 'countered').
  z.object({
    action: z.literal('offer'),
    receiver_id: receiverIdSchema,
    artwork_id: z.string({ error: V.artworkRequired }).min(1, V.artworkRequired),
    amount: offerAmountSchema,
    client_id: clientIdSchema,
  }),
  // client_id, when given, comes back on an error frame that refuses the answer.
  z.object({ action: z.literal('offer_accept'), offer_id: offerIdSchema, client_id: clientIdSchema }),
  z.object({ action: z.literal('offer_decline'), offer_id: offerIdSchema, client_id: clientIdSchema }),
  z.object({
    action: z.literal('offer_counter'),
    offer_id: offerIdSchema,
    amount: offerAmountSchema,
    client_id: clientIdSchema,
  }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;
export type ChatAction = ChatClientFrame['action'];

// ── Server → client ──────────────────────────────────────────────────────────
//
// Every frame names its kind twice, with the same value: `action`, the spec's field
// (docs/product.md#entities-and-fields: message, typing, read), which clients written to the spec read, and `type`,
// which Kala's own client switches on. A spec client shows 'typing...' when `action` is 'typing' and takes any frame
// whose sender_id and receiver_id are the two people of the conversation for a message: so only message frames carry
// receiver_id (and content). A typing frame goes to its receiver's sockets only, so it needs no receiver_id; a read
// receipt names the person whose messages were read as author_id.

/** A server frame of kind `kind`: `type` and `action` both `kind`, beside `shape`. */
function serverFrame<const Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) {
  return z.object({ type: z.literal(kind), action: z.literal(kind) }).extend(shape);
}

/**
 * An offer (issue 19) as both people see it. `senderId` made it; the other person answers it. `expiresAt` is set
 * once accepted: until then the buyer may check the artwork out at `amount` (one piece).
 */
export const offerSchema = z.object({
  id: idSchema,
  artworkId: idSchema,
  buyerId: idSchema,
  artistId: idSchema,
  senderId: idSchema,
  amount: z.number(),
  status: z.enum(OFFER_STATUSES),
  expiresAt: isoDateTimeSchema.nullable(),
  artwork: z.object({ title: z.string(), price: z.number(), image: artworkImageSchema.nullable() }),
  /** An accepted offer the buyer has bought at: the order it went into (its expiresAt is then null). */
  orderId: idSchema.nullable().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

export const chatMessageFrameSchema = serverFrame('message', {
  id: idSchema,
  sender_id: idSchema,
  receiver_id: idSchema,
  content: z.string(),
  timestamp: isoDateTimeSchema,
  /** The sender's temporary id, echoed so the sender can replace its 'sending' copy. */
  client_id: z.string().optional(),
  read_at: isoDateTimeSchema.nullable().optional(),
  /** Set when the message is an offer card; `content` then reads as text for clients that know no offers. */
  offer: offerSchema.optional(),
});

/** An offer changed (accepted, declined, countered, expired): sent to both people's sockets. */
export const chatOfferFrameSchema = serverFrame('offer', {
  offer: offerSchema,
});

/** sender_id is typing to the person whose socket receives this. */
export const chatTypingFrameSchema = serverFrame('typing', {
  sender_id: idSchema,
});

/**
 * Read receipt: sender_id has read every message author_id sent them, up to read_at. It goes to the author and
 * to the reader's own sockets (their other tabs clear their unread counts).
 */
export const chatReadFrameSchema = serverFrame('read', {
  sender_id: idSchema,
  author_id: idSchema,
  read_at: isoDateTimeSchema,
});

/**
 * A refused frame; `code` is one of the API error codes (errors.ts). A refused message frame carries the
 * client_id it was sent with, so the client can mark that 'sending' copy as failed.
 */
export const chatErrorFrameSchema = serverFrame('error', {
  message: z.string(),
  code: z.string(),
  client_id: z.string().optional(),
});

/**
 * Sent once the token is verified and the socket receives everything sent to user_id from now on. A client
 * that reconnects reloads the history after this frame to fill the gap. Kala adds the badges' counts as of then
 * (absent when the server could not count them: the client then asks the unread endpoints).
 */
export const chatReadyFrameSchema = serverFrame('ready', {
  user_id: idSchema,
  unread: unreadCountsSchema.optional(),
});

/**
 * user_id's presence changed: their first chat socket opened, or their last one closed (decision 0029). Sent to the
 * people they have talked with, never while they hide their presence; a client showing user_id's presence asks
 * GET /api/auth/chat/presence/{user_id} again, so what it shows still follows that endpoint's rules.
 */
export const chatPresenceFrameSchema = serverFrame('presence', {
  user_id: idSchema,
});

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  chatMessageFrameSchema,
  chatTypingFrameSchema,
  chatReadFrameSchema,
  chatErrorFrameSchema,
  chatReadyFrameSchema,
  chatOfferFrameSchema,
  chatPresenceFrameSchema,
  // Notifications ride on the chat socket (issue 15): one socket per tab carries both.
  notificationFrameSchema,
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
export type ChatMessageFrame = z.infer<typeof chatMessageFrameSchema>;
export type ChatTypingFrame = z.infer<typeof chatTypingFrameSchema>;
export type ChatReadFrame = z.infer<typeof chatReadFrameSchema>;
export type ChatPresenceFrame = z.infer<typeof chatPresenceFrameSchema>;
export type ChatErrorFrame = z.infer<typeof chatErrorFrameSchema>;
export type ChatReadyFrame = z.infer<typeof chatReadyFrameSchema>;
export type ChatOfferFrame = z.infer<typeof chatOfferFrameSchema>;

// ── History and inbox ────────────────────────────────────────────────────────

/**
 * docs/product.md#entities-and-fields: 'sending' while only local (with a temporary id), 'sent' once the server has it.
 */
export const CHAT_MESSAGE_STATUSES = ['sending', 'sent'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** GET /api/auth/chat/history/{peerId}: list of these, oldest first. */
export const chatMessageSchema = z.object({
  id: idSchema,
  sender_id: idSchema,
  receiver_id: idSchema,
  content: z.string(),
  timestamp: isoDateTimeSchema,
  status: z.enum(CHAT_MESSAGE_STATUSES).optional(),
  read_at: isoDateTimeSchema.nullable().optional(),
  client_id: z.string().optional(),
  offer: offerSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/auth/chat/history/{peerId}?before=&limit=: the newest `limit` messages older than `before` (a message
 * id of this conversation, or an ISO time). The reply's Link header names the next (older) page when there may be one.
 */
export const chatHistoryQuerySchema = z.object({
  before: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_MAX_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** The Messages inbox (Kala), GET /api/auth/chat/conversations: one entry per peer, newest first. */
export const conversationSchema = z.object({
  peer: userSummarySchema,
  lastMessage: chatMessageSchema,
  unread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/auth/chat/read/{peerId}: how many messages were marked read, and the unread total left. */
export const chatReadResultSchema = z.object({
  read: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type ChatReadResult = z.infer<typeof chatReadResultSchema>;

/**
 * GET /api/auth/chat/presence/:peerId (decision 0029): whether the other person has the chat open anywhere now,
 * and when their last chat connection closed. Both are false/null when either of you hides presence, when either
 * has blocked the other, or when they were never seen.
 */
export const chatPresenceSchema = z.object({
  online: z.boolean(),
  lastSeenAt: isoDateTimeSchema.nullable(),
});
export type ChatPresence = z.infer<typeof chatPresenceSchema>;

/** GET and PUT /api/auth/chat/presence-settings: `hidden` hides one's presence (and shows one no one else's). */
export const chatPresenceSettingsSchema = z.object({
  hidden: z.boolean({ error: VALIDATION.notifications.booleanInvalid }),
});
export type ChatPresenceSettings = z.infer<typeof chatPresenceSettingsSchema>;
