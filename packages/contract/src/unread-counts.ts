// The navigation's two badges, in a module of their own that imports nothing but zod: a signed-in page asks for
// them again whenever its chat socket connects, and the web app loads only these two schemas for that
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
