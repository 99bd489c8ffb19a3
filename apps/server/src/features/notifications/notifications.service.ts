import type { Notification, NotificationType, OrderNotificationStatus } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { Realtime } from '../../plugins/realtime';
import { blockBetween } from '../blocks/blocks.repository';
import {
  artworkOwner,
  enqueue,
  findNotification,
  hasPushSubscription,
  hasVerifiedEmail,
  orderToTell,
  ordersToTell,
  notificationTextsOf,
  insertNotification,
  loadSettings,
  markRead,
  type NewNotification,
  type NotificationDetail,
} from './notifications.repository';

// The events that notify (issue 15). Each is called right after the change that caused it is committed, and
// costs that request a few small writes: the entry (one upsert), the live frame (a publish that never waits on
// Redis), and the outbox rows for mail and push (the worker sends them later, so a slow or failing mail server
// never holds or fails the request). A failure here is logged and swallowed: the like, comment or order itself
// has happened and must be answered as such.
//
// Why not in the same transaction: the notification is a consequence, not part of the change; folding it into
// the transaction would make a notification problem (a deleted recipient, a lock) undo a customer's order.

export type NotifyDeps = Pick<AppDeps, 'db' | 'realtime'>;

/** Where failures are reported: the request's logger where there is one. */
export interface NotifyLog {
  error(obj: object, msg: string): void;
}

const consoleLog: NotifyLog = { error: (obj, msg) => console.error(msg, obj) };

/** Likes on one artwork collapse into one entry while they keep coming within this window. */
export const LIKE_COLLAPSE_WINDOW_MS = 60 * 60 * 1000;
/**
 * A message's mail and push wait this long: a person who has the chat open reads it meanwhile (the chat's
 * read marks the entry read, and the worker then drops the mail and push), and a burst of messages in that
 * time becomes one mail.
 */
export const MESSAGE_PUSH_DELAY_MS = 15_000;
export const MESSAGE_MAIL_DELAY_MS = 2 * 60_000;

// Social notifications between two people with a block between them are not made (issue 17); an order's are: a
// sale made before the block still has to be shipped and paid.
const SOCIAL: ReadonlySet<NotificationType> = new Set(['like', 'comment', 'review', 'follow', 'message', 'offer']);

async function notify(deps: NotifyDeps, log: NotifyLog, n: NewNotification): Promise<string | null> {
  if (n.actorId !== null && n.actorId === n.recipientId) return null;
  try {
    if (n.actorId !== null && SOCIAL.has(n.type) && (await blockBetween(deps.db, n.recipientId, n.actorId))) {
      return null;
    }
    const id = await insertNotification(deps.db, n);
    // Live, outside any request of theirs: in the language the recipient chose.
    const notification = await findNotification(deps.db, id, await notificationTextsOf(deps.db, n.recipientId));
    if (notification) publishNotification(deps.realtime, n.recipientId, notification);
    await queueDeliveries(deps.db, n.recipientId, n.type, id);
    return id;
  } catch (error) {
    log.error({ err: error, type: n.type }, 'notification could not be stored');
    return null;
  }
}

function publishNotification(realtime: Realtime, userId: string, notification: Notification): void {
  realtime.publish(userId, { type: 'notification', action: 'notification', notification });
}

/**
 * Queues the mail and push of an entry, as the person's settings say. The dedupe key names the entry: while
 * its mail is still waiting, more events folded into the same entry (a burst of messages, more likes) do not
 * queue another, and the one mail tells the count at sending time.
 */
async function queueDeliveries(db: Db, userId: string, type: NotificationType, notificationId: string) {
  const settings = (await loadSettings(db, userId))[type];
  const channels: { channel: 'email' | 'push'; delayMs: number }[] = [];
  // Notification mail goes only to a confirmed address (issue 17): an unconfirmed one may be a typo or someone
  // else's, who would then receive a stranger's likes and messages. The receipt (notifyOrdersPlaced) is not a
  // notification but the record of a purchase the person just made, and is sent whatever the address's state.
  if (settings.email && (await hasVerifiedEmail(db, userId))) {
    channels.push({ channel: 'email', delayMs: type === 'message' ? MESSAGE_MAIL_DELAY_MS : 0 });
  }
  if (settings.push && (await hasPushSubscription(db, userId))) {
    channels.push({ channel: 'push', delayMs: type === 'message' ? MESSAGE_PUSH_DELAY_MS : 0 });
  }
  for (const { channel, delayMs } of channels) {
    await enqueue(db, {
      channel,
      kind: 'notification',
      userId,
      refId: notificationId,
      dedupeKey: `batch:${channel}:${notificationId}`,
      delayMs,
    });
  }
}

// ── Events ──────────────────────────────────────────────────────────────────

/** `actorId` newly liked the artwork (call only when the like row was really inserted). */
export async function notifyLike(deps: NotifyDeps, actorId: string, artworkId: string, log = consoleLog) {
  const artwork = await artworkOwner(deps.db, artworkId).catch(() => undefined);
  if (!artwork) return;
  const since = new Date(Date.now() - LIKE_COLLAPSE_WINDOW_MS).toISOString();
  await notify(deps, log, {
    recipientId: artwork.artist_id,
    type: 'like',
    actorId,
    artworkId,
    detail: { title: artwork.title },
    collapse: { key: `like:${artworkId}`, since },
  });
}

/** A comment or a review by `actorId` on the artwork. */
export async function notifyArtworkResponse(
  deps: NotifyDeps,
  type: 'comment' | 'review',
  actorId: string,
  artworkId: string,
  log = consoleLog,
) {
  const artwork = await artworkOwner(deps.db, artworkId).catch(() => undefined);
  if (!artwork) return;
  await notify(deps, log, {
    recipientId: artwork.artist_id,
    type,
    actorId,
    artworkId,
    detail: { title: artwork.title },
  });
}

/** `actorId` newly follows `userId` (call only when the follow row was really inserted). */
export async function notifyFollow(deps: NotifyDeps, actorId: string, userId: string, log = consoleLog) {
  await notify(deps, log, { recipientId: userId, type: 'follow', actorId });
}

/**
 * A checkout placed these orders: each artist hears of the sale, and the buyer gets the receipt by mail
 * (always: it is the record of a purchase, not a notification one can switch off; queued once per checkout).
 */
export async function notifyOrdersPlaced(deps: NotifyDeps, checkoutId: string, log = consoleLog) {
  try {
    const orders = await ordersToTell(deps.db, checkoutId);
    const buyerId = orders[0]?.buyer_id;
    if (!buyerId) return;
    await enqueue(deps.db, {
      channel: 'email',
      kind: 'receipt',
      userId: buyerId,
      refId: checkoutId,
      dedupeKey: `receipt:${checkoutId}`,
    });
    for (const order of orders) {
      if (!order.artist_id) continue;
      await notify(deps, log, {
        recipientId: order.artist_id,
        type: 'sale',
        actorId: buyerId,
        artworkId: order.artwork_id,
        orderId: order.id,
        detail: { title: order.artwork_title, quantity: order.quantity },
      });
    }
  } catch (error) {
    log.error({ err: error, checkoutId }, 'order notifications could not be stored');
  }
}

/**
 * The order's status changed to `status`; the buyer hears of it (not when the buyer made the change).
 * `byUserId` is who changed it (the artist, an admin), or null for the system (a payment provider's callback).
 */
export async function notifyOrderStatus(
  deps: NotifyDeps,
  order: { id: string },
  status: OrderNotificationStatus,
  byUserId: string | null,
  log = consoleLog,
) {
  const row = await orderToTell(deps.db, order.id).catch(() => undefined);
  if (!row?.buyer_id) return;
  await notify(deps, log, {
    recipientId: row.buyer_id,
    type: 'order',
    actorId: byUserId,
    artworkId: row.artwork_id,
    orderId: order.id,
    detail: { title: row.artwork_title, status },
  });
}

/**
 * A step of an order's life by `actorId` (null: the system, a payment provider's callback). The buyer's own
 * steps (cancelling, confirming it arrived) tell the artist, as a sale entry with the status; every other step
 * (shipped, paid, cancelled by the artist or an admin) tells the buyer. Nobody hears of their own step.
 */
export async function notifyOrderStep(
  deps: NotifyDeps,
  orderId: string,
  status: OrderNotificationStatus,
  actorId: string | null,
  log = consoleLog,
) {
  const row = await orderToTell(deps.db, orderId).catch((error: unknown) =>
    log.error({ err: error, orderId }, 'order notification could not be stored'),
  );
  if (!row) return;
  if (actorId === null || actorId !== row.buyer_id) {
    await notifyOrderStatus(deps, { id: orderId }, status, actorId, log);
    return;
  }
  if (!row.artist_id) return;
  await notify(deps, log, {
    recipientId: row.artist_id,
    type: 'sale',
    actorId,
    artworkId: row.artwork_id,
    orderId,
    detail: { title: row.artwork_title, quantity: row.quantity, status },
  });
}

/**
 * An order Kala marked delivered by itself (14 days after shipping, nobody confirmed): neither person did the
 * step, so both hear of it, as they would of a delivery the other one confirmed.
 */
export async function notifyAutoDelivered(deps: NotifyDeps, orderId: string, log = consoleLog) {
  await notifyOrderStatus(deps, { id: orderId }, 'delivered', null, log);
  const row = await orderToTell(deps.db, orderId).catch((error: unknown) =>
    log.error({ err: error, orderId }, 'order notification could not be stored'),
  );
  if (!row?.artist_id) return;
  await notify(deps, log, {
    recipientId: row.artist_id,
    type: 'sale',
    actorId: null,
    artworkId: row.artwork_id,
    orderId,
    detail: { title: row.artwork_title, quantity: row.quantity, status: 'delivered' },
  });
}

/**
 * A chat message from `senderId` to `receiverId`. Messages from one person collapse into one entry while it
 * is unread.
 *
 * "Only while the receiver has no chat open with the sender", on several instances: rather than tracking which
 * chat each tab shows (state spread over instances that goes stale when a tab dies), the entry is always
 * created, and an open chat reads the message at once (the chat screen sends `read` for what it shows), which
 * marks the entry read through `notifyChatRead` on whichever instance took that frame. The live frame of the
 * now-read entry tells every tab to drop it from the badge; the mail and push wait MESSAGE_*_DELAY_MS and are
 * dropped when the entry is read by then. The database is the one shared truth, so this holds on any number of
 * instances, with or without Redis.
 */
export async function notifyMessage(deps: NotifyDeps, senderId: string, receiverId: string, log = consoleLog) {
  await notify(deps, log, {
    recipientId: receiverId,
    type: 'message',
    actorId: senderId,
    collapse: { key: `message:${senderId}` },
  });
}

/** An offer in chat (issue 19): made, countered or accepted by `actorId`, told to `recipientId`. */
export async function notifyOffer(
  deps: NotifyDeps,
  actorId: string,
  recipientId: string,
  artworkId: string,
  step: 'pending' | 'countered' | 'accepted',
  amount: number,
  log = consoleLog,
) {
  const artwork = await artworkOwner(deps.db, artworkId).catch(() => undefined);
  await notify(deps, log, {
    recipientId,
    type: 'offer',
    actorId,
    artworkId,
    detail: { title: artwork?.title ?? '', offerStep: step, amount },
  });
}

/**
 * A moderator hid `author`'s artwork, comment or review, or decided on their request for a review (decision 0028).
 * No actor: the author hears from "the moderators", not from one admin by name.
 */
export async function notifyModeration(
  deps: NotifyDeps,
  authorId: string,
  artworkId: string,
  moderation: NonNullable<NotificationDetail['moderation']>,
  log = consoleLog,
) {
  const artwork = await artworkOwner(deps.db, artworkId).catch(() => undefined);
  await notify(deps, log, {
    recipientId: authorId,
    type: 'moderation',
    actorId: null,
    artworkId,
    detail: { title: artwork?.title ?? '', moderation },
  });
}

/**
 * An artwork in `recipientId`'s cart, wishlist or open offer was deleted by its artist (decision 0025): the entry
 * keeps its title, as the artwork is gone.
 */
export async function notifyListingRemoved(
  deps: NotifyDeps,
  recipientId: string,
  artistId: string | null,
  title: string,
  log = consoleLog,
) {
  await notify(deps, log, { recipientId, type: 'listing', actorId: artistId, artworkId: null, detail: { title } });
}

/** `readerId` read the chat with `peerId`: the message entries from that peer are read too. */
export async function notifyChatRead(deps: NotifyDeps, readerId: string, peerId: string, log = consoleLog) {
  await markAndPublish(deps, readerId, { from: { type: 'message', actorId: peerId } }).catch((error: unknown) =>
    log.error({ err: error }, 'message notifications could not be marked read'),
  );
}

/** Marks entries read and tells the person's tabs (a frame whose entry has readAt set updates that entry). */
export async function markAndPublish(
  deps: NotifyDeps,
  userId: string,
  which: Parameters<typeof markRead>[2],
): Promise<number> {
  const ids = await markRead(deps.db, userId, which);
  // {} (all) can be many rows: the tabs refetch the count on any read frame, one frame per entry is enough up
  // to a page; beyond that the list's own reload shows the rest.
  const text = await notificationTextsOf(deps.db, userId);
  for (const id of ids.slice(0, 50)) {
    const notification = await findNotification(deps.db, id, text);
    if (notification) publishNotification(deps.realtime, userId, notification);
  }
  return ids.length;
}
