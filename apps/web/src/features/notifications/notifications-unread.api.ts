// The notifications' query keys and the unread count of the shell's bell. Apart from notifications.api.ts because
// the shell (navigation bars) is in the first download of every page: it needs only the count, not the calls of
// the notifications screens, which load with them.

import type { NotificationUnread } from '@kala/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useDataAsDrawn } from '../../lib/hydration';
import { NOTIFICATIONS_QUERY_KEY } from '../../lib/query-keys';

const schema = lazySchemas(() => import('../../lib/unread-counts.schemas'));

export const notificationKeys = {
  all: NOTIFICATIONS_QUERY_KEY,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  presence: () => [...notificationKeys.all, 'presence-settings'] as const,
  pushKey: () => [...notificationKeys.all, 'push-key'] as const,
};

/** GET /api/auth/notifications/unread: the bell's count. */
export function notificationUnreadQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }): Promise<NotificationUnread> =>
      api.get('/auth/notifications/unread', { signal, schema: schema('notificationUnreadSchema') }),
  });
}

/**
 * Unread notifications, for the shell's bell (0 until known and when signed out). Reads what the shell's
 * NotificationSync (notification-sync.tsx) fetches and keeps live.
 */
export function useNotificationUnreadCount(): number {
  const { token } = useAuth();
  const options = notificationUnreadQueryOptions();
  const data = useDataAsDrawn(options.queryKey, useQuery({ ...options, enabled: false }).data);
  return token && typeof data?.count === 'number' ? data.count : 0;
}
