// The shell's live parts for a signed-in person, in one file loaded after the page: the chat socket with the
// Messages count (features/chat), the notifications bell on the same socket (features/notifications), and the
// orders that follow the other person's steps (order-live-sync.ts), and the cart behind the Cart count
// (features/cart).

import { CartSync } from '../../features/cart/cart-sync';
import { ChatSync } from '../../features/chat/chat-sync';
import { NotificationSync } from '../../features/notifications/notification-sync';
import { useOrderLiveSync } from './order-live-sync';

function OrderLiveSync(): null {
  useOrderLiveSync();
  return null;
}

export function SignedInSync() {
  return (
    <>
      <ChatSync />
      <NotificationSync />
      <OrderLiveSync />
      <CartSync />
    </>
  );
}
