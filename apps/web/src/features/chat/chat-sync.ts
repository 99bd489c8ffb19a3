// The shell's part of chat: it holds the tab's socket open while signed in, fetches the unread total for the
// Messages badge and keeps it, the inbox and cached histories fresh from socket frames.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-store';
import { useChatFrames, useChatSocket } from '../../lib/chat-socket';
import { refetchAfterWrite, setFromFrame } from '../../lib/query-client';
import { chatKeys, unreadQueryOptions } from './chat-unread.api';

// Conversations on screen now. Their window adds live messages itself and marks them read, so the shell leaves
// their history and the badge alone (a refetch racing the window's "mark read" would bring an old count back).
const openChats = new Map<string, number>();

/** Called by a chat window while it is mounted; returns the cleanup. */
export function registerOpenChat(peerId: string): () => void {
  openChats.set(peerId, (openChats.get(peerId) ?? 0) + 1);
  return () => {
    const count = (openChats.get(peerId) ?? 1) - 1;
    if (count > 0) openChats.set(peerId, count);
    else openChats.delete(peerId);
  };
}

/** The conversation with `peerId` is open and the person can see it. */
function isReadingChat(peerId: string): boolean {
  return openChats.has(peerId) && document.visibilityState === 'visible';
}

/** Used once, by the shell (main layout). */
export function useChatSync(): void {
  const { token, userId } = useAuth();
  const queryClient = useQueryClient();
  useQuery({ ...unreadQueryOptions(), enabled: token !== null });
  const socket = useChatSocket();

  useChatFrames(socket, (frame) => {
    if (!userId) return;
    // A frame means "changed after now": a request already on its way (the badge's first count, say) may have
    // been answered before the change, so it is cancelled and asked again.
    const invalidate = (queryKey: readonly unknown[]) => void refetchAfterWrite(queryClient, queryKey);
    switch (frame.type) {
      case 'ready':
        // Connected (again): the badge's count comes with the frame (asked for when it does not); whatever else
        // arrived while the socket was down is fetched.
        if (frame.unread) void setFromFrame(queryClient, chatKeys.unread(), { unread: frame.unread.messages });
        else invalidate(chatKeys.unread());
        invalidate(chatKeys.conversations());
        // Open conversations fetch their own history again.
        void queryClient.invalidateQueries({
          queryKey: chatKeys.histories(),
          predicate: (query) => !openChats.has(String(query.queryKey[2])),
        });
        break;
      case 'message': {
        const peerId = frame.sender_id === userId ? frame.receiver_id : frame.sender_id;
        invalidate(chatKeys.conversations());
        if (!openChats.has(peerId)) invalidate(chatKeys.history(peerId));
        if (frame.receiver_id === userId && !isReadingChat(peerId)) invalidate(chatKeys.unread());
        break;
      }
      case 'read':
        // Read here or in another tab: the badge and the inbox's counts change.
        if (frame.sender_id === userId) {
          invalidate(chatKeys.unread());
          invalidate(chatKeys.conversations());
        }
        break;
      default:
        break;
    }
  });
}

/** Mounted by the shell (main layout) while signed in; loaded after the page, not with it. */
export function ChatSync(): null {
  useChatSync();
  return null;
}

export { useChatUnreadCount } from './chat-unread.api';
