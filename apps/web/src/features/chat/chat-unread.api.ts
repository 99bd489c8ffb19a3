// The chat's query keys and the unread count of the shell's Messages badge. Apart from chat.api.ts because the
// shell (navigation bars) is in the first download of every page: it needs only the badge, not the calls of
// the chat screens, which load with them.

import type { ChatUnread } from '@kala/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useDataAsDrawn } from '../../lib/hydration';

const schema = lazySchemas(() => import('../../lib/unread-counts.schemas'));

export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  histories: () => [...chatKeys.all, 'history'] as const,
  history: (peerId: string) => [...chatKeys.histories(), peerId] as const,
  peer: (peerId: string) => [...chatKeys.all, 'peer', peerId] as const,
  presence: (peerId: string) => [...chatKeys.all, 'presence', peerId] as const,
};

/** GET /api/auth/chat/unread: the shell's badge. */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => api.get<ChatUnread>('/auth/chat/unread', { signal, schema: schema('chatUnreadSchema') }),
  });
}

/**
 * Unread messages from everyone, for the shell's Messages badge (0 until known and when signed out). Reads
 * what the shell's ChatSync (chat-sync.ts) fetches and keeps fresh.
 */
export function useChatUnreadCount(): number {
  const { token } = useAuth();
  const options = unreadQueryOptions();
  const data = useDataAsDrawn(options.queryKey, useQuery({ ...options, enabled: false }).data);
  return token && typeof data?.unread === 'number' ? data.unread : 0;
}
