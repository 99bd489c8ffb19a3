// Notifications (issue 15): what happened to you (a like, a comment, a sale, a message…), in the app, by mail and
// by push. The list, the unread count, marking read, the per-type settings, Web Push subscriptions, and the live
// frame on the chat socket.

import { z } from 'zod';
import { artworkImageSchema } from './artworks';
import {
  NOTIFICATION_READ_MAX_IDS,
  NOTIFICATION_TYPES,
  type NotificationType,
  PUSH_ENDPOINT_MAX_LENGTH,
} from './constants';
import { idSchema, isoDateTimeSchema } from './common';
import { VALIDATION } from './messages';

export { NOTIFICATION_TYPES, ORDER_NOTIFICATION_STATUSES } from './constants';
export type { NotificationType, OrderNotificationStatus } from './constants';

const V = VALIDATION.notifications;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/**
 * GET /api/auth/notifications: a list of these, newest first. `actor` is who did it (for collapsed likes, the
 * latest of them; null once that account is gone), `count` how many events the entry stands for (likes on one
 * artwork within a short window, or a burst of messages from one person, collapse into one entry). `text` is the
 * whole sentence in English, ready to show ("priya_sharma and 3 others liked …").
 */
export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  actor: z.object({ id: idSchema, username: z.string(), profileImage: z.string().nullable() }).nullable(),
  artwork: z.object({ id: idSchema, title: z.string(), image: artworkImageSchema.nullable() }).nullable(),
  orderId: idSchema.nullable(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
  count: z.number().int().positive(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

// GET /api/auth/notifications?limit=&cursor= pages with the shared pageQuerySchema (artworks.ts); the next page is
// in the Link header.

/** POST /api/auth/notifications/read: `{ids: [...]}` marks those (yours only), `{}` marks all. */
export const notificationReadBodySchema = z.object({
  ids: z.array(idSchema, { error: V.idsInvalid }).max(NOTIFICATION_READ_MAX_IDS, V.tooManyIds).optional(),
});
export type NotificationReadBody = z.infer<typeof notificationReadBodySchema>;

/** The answer to POST /api/auth/notifications/read: how many were marked, and the unread count left. */
export const notificationReadResultSchema = z.object({
  read: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

/** One type's channels. */
export const notificationChannelsSchema = z.object({
  email: z.boolean({ error: V.booleanInvalid }),
  push: z.boolean({ error: V.booleanInvalid }),
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** GET /api/auth/notification-settings (and the answer to PATCH): every type, `{email, push}`. */
export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, notificationChannelsSchema])) as Record<
    (typeof NOTIFICATION_TYPES)[number],
    typeof notificationChannelsSchema
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PATCH /api/auth/notification-settings: any of the types, each with email and/or push; what is left out keeps
 * its value. Unknown types are refused (a typo must not look saved).
 */
export const notificationSettingsPatchSchema = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, notificationChannelsSchema.partial().optional()]),
  ) as Record<
    (typeof NOTIFICATION_TYPES)[number],
    z.ZodOptional<ReturnType<typeof notificationChannelsSchema.partial>>
  >,
  { error: V.unknownType },
);
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;

/** Without a stored choice: e-mail for orders, sales, messages and reviews; push for every type. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  like: { email: false, push: true },
  comment: { email: false, push: true },
  review: { email: true, push: true },
  follow: { email: false, push: true },
  sale: { email: true, push: true },
  order: { email: true, push: true },
  message: { email: true, push: true },
  offer: { email: true, push: true },
  moderation: { email: true, push: true },
  listing: { email: false, push: true },
};

// ── Web Push ────────────────────────────────────────────────────────────────

/** GET /api/push/public-key: the VAPID public key (base64url) for PushManager.subscribe's applicationServerKey. */
export const pushPublicKeySchema = z.object({
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/auth/push-subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionBodySchema = z.object({
  // Push services are reached over https only (the server also checks the host is public: lib/public-address.ts).
  endpoint: z.url({ error: V.endpointInvalid, protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX_LENGTH, V.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // base64url as PushSubscription.toJSON() gives it: p256dh is an uncompressed P-256 point (65 bytes, the
      // first 0x04, so 87 characters starting with B), auth a 16-byte secret (22 characters). Keys of another
      // length would make every push to the person fail.
      p256dh: z.string({ error: V.keysInvalid }).regex(/^B[A-Za-z0-9_-]{86}=?$/, V.keysInvalid),
      auth: z.string({ error: V.keysInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, V.keysInvalid),
    },
    { error: V.keysInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/auth/push-subscriptions: `{endpoint}` of the subscription this browser is dropping. */
export const pushUnsubscribeBodySchema = pushSubscriptionBodySchema.pick({ endpoint: true });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** What a push message carries; the service worker shows title/body and opens `url` when clicked. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  notificationId: idSchema,
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

// ── Live ────────────────────────────────────────────────────────────────────

/** Sent on the chat socket (/api/auth/chat/ws) to every socket of the recipient when a notification arrives. */
export const notificationFrameSchema = z.object({
  type: z.literal('notification'),
  action: z.literal('notification'),
  notification: notificationSchema,
});
export type NotificationFrame = z.infer<typeof notificationFrameSchema>;

/** Where a notification leads (the web app's path; push messages carry it as an absolute URL). */
export function notificationPath(notification: {
  type: NotificationType;
  actor: { id: string } | null;
  artwork: { id: string } | null;
  orderId: string | null;
}): string {
  switch (notification.type) {
    case 'like':
    case 'comment':
    case 'review':
    case 'moderation':
      return notification.artwork ? `/product/${notification.artwork.id}` : '/notifications';
    case 'follow':
      return notification.actor ? `/profile/${notification.actor.id}` : '/notifications';
    case 'message':
    case 'offer':
      return notification.actor ? `/chat/${notification.actor.id}` : '/messages';
    case 'sale':
      return '/me/sales';
    case 'order':
      return '/me/orders';
    case 'listing':
      return '/notifications';
  }
}
