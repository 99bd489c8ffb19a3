// Orders follow the other person's steps live (issue 16): a notification about an order (the buyer hears of
// shipped or paid, the artist of a cancel or 'received') refetches that order's page and the My orders and
// Sales lists. Wired here, in the shell, because features do not import each other.

import type { ChatServerFrame } from '@kala/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { refetchOrder, refetchOrders } from '../../features/orders/orders-keys.api';
import { useChatFrames, useChatSocket } from '../../lib/chat-socket';

export function refetchOrderOnFrame(queryClient: QueryClient, frame: ChatServerFrame): void {
  // Connected (again): a step taken before the socket was up, or while it was down, sent its frame to no one.
  if (frame.type === 'ready') {
    refetchOrders(queryClient);
    return;
  }
  if (frame.type !== 'notification') return;
  const { type, orderId } = frame.notification;
  if ((type === 'order' || type === 'sale') && orderId) refetchOrder(queryClient, orderId);
}

/** Used once, by the shell while signed in (signed-in-sync.tsx). */
export function useOrderLiveSync(): void {
  const queryClient = useQueryClient();
  useChatFrames(useChatSocket(), (frame) => refetchOrderOnFrame(queryClient, frame));
}
