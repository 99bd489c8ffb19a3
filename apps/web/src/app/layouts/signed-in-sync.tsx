// The shell's live parts for a signed-in person, in one file loaded after the page: the chat socket with the
// Messages count (features/chat) and the notifications bell on the same socket (features/notifications).

import { ChatSync } from '../../features/chat/chat-sync';
import { NotificationSync } from '../../features/notifications/notification-sync';

export function SignedInSync() {
  return (
    <>
      <ChatSync />
      <NotificationSync />
    </>
  );
}
