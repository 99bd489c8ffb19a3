// The navigation's two badges, in a module of their own that imports nothing but zod: when a signed-in page asks
// for them (the chat socket's 'ready' frame, which says them, did not), the web app loads only these schemas
// (apps/web/src/lib/unread-counts.schemas.ts), not the graph of every schema the chat and notification modules
// import. On a phone, evaluating that graph was one long task of the signed-in home (docs/benchmarks.md).

import { z } from 'zod';

/** GET /api/auth/chat/unread: unread messages from everyone, for the shell's badge. */
export const chatUnreadSchema = z.object({
  unread: z.number().int().nonnegative(),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** GET /api/auth/notifications/unread: unread notifications, for the shell's bell. */
export const notificationUnreadSchema = z.object({
  count: z.number().int().nonnegative(),
});
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/**
 * Kala: both badges at once, as the chat socket's 'ready' frame carries them (counted once the socket hears
 * everything after it): a client sets its badges from them instead of asking the two endpoints above again.
 */
export const unreadCountsSchema = z.object({
  messages: z.number().int().nonnegative(),
  notifications: z.number().int().nonnegative(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
