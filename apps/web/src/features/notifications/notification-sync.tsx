// The shell's part of notifications (signed in only, loaded after the page): fetches the bell's unread count and
// keeps it and the loaded list live from the chat socket's notification frames (issue 15), and follows a click on
// a push notification to its page.

import { type Notification, SCREEN } from '@kala/contract';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Page } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useChatFrames, useChatSocket } from '../../lib/chat-socket';
import { announce } from '../../lib/live-announcer';
import { followNotificationClicks } from '../../lib/notification-clicks';
import { refetchAfterWrite, setFromFrame } from '../../lib/query-client';
import { notificationKeys, notificationUnreadQueryOptions } from './notifications-unread.api';

/**
 * A live notification into the loaded list: first, in place of its older self (collapsed likes and bursts of
 * messages come again as the same entry with a higher count).
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<InfiniteData<Page<Notification>>>(notificationKeys.list(), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const without = (page: Page<Notification>) => ({
      ...page,
      items: page.items.filter((item) => item.id !== notification.id),
    });
    return { ...data, pages: [{ ...first, items: [notification, ...without(first).items] }, ...rest.map(without)] };
  });
}

/**
 * Screen readers hear the bell's count when it goes up, once (the badge is only seen): not the count a page opens
 * with, not again when the count is fetched anew unchanged or the shell redraws.
 */
function useBellAnnouncement(count: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    // Runs once per change of the count: no key needed to keep it from being said twice.
    if (before !== undefined && count !== undefined && count > before) {
      announce(SCREEN.notifications.bellCount(count));
    }
  }, [count]);
}

/** Used once, by the shell (main layout). */
export function useNotificationSync(): void {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const unread = useQuery({ ...notificationUnreadQueryOptions(), enabled: token !== null }).data?.count;
  useBellAnnouncement(unread);
  const socket = useChatSocket();
  useEffect(() => followNotificationClicks(), []);

  useChatFrames(socket, (frame) => {
    // Each frame means "something changed after now": a request already on its way (the bell's first count, say)
    // may have been answered before the change, so refetchAfterWrite cancels it and asks again.
    if (frame.type === 'ready') {
      // Connected (again): the bell's count comes with the frame (asked for when it does not); whatever else
      // arrived while the socket was down is fetched.
      if (frame.unread)
        void setFromFrame(queryClient, notificationKeys.unread(), { count: frame.unread.notifications });
      else void refetchAfterWrite(queryClient, notificationKeys.unread());
      void refetchAfterWrite(queryClient, notificationKeys.list());
    } else if (frame.type === 'notification') {
      // The server counts: a collapsed entry that was still unread does not add one.
      void refetchAfterWrite(queryClient, notificationKeys.unread());
      // The entry shows at once (after any list request on its way is cancelled), and the list is fetched again.
      const list = notificationKeys.list();
      void queryClient.cancelQueries({ queryKey: list }).then(() => {
        addLiveNotification(queryClient, frame.notification);
        void queryClient.invalidateQueries({ queryKey: list });
      });
    }
  });
}

/** Mounted by the shell (main layout) while signed in; loaded after the page, not with it. */
export function NotificationSync(): null {
  useNotificationSync();
  return null;
}
