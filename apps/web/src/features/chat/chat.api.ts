// Calls of the chat screens (docs/product.md#api-calls "GET /auth/chat/history/{peerId}";
// docs/product.md#beyond-the-original-client: the Messages inbox, read receipts). Sending, typing and receipts go
// through the socket (lib/chat-socket.ts). The query keys and the unread badge are in chat-unread.api.ts, which the
// shell loads.

import {
  CACHE,
  CHAT_HISTORY_PAGE_SIZE,
  type ChatMessage,
  type ChatPresence,
  chatPresenceSchema,
  type ChatReadResult,
  type ChatUnread,
  type Conversation,
  chatMessageSchema,
  chatReadResultSchema,
  conversationSchema,
  type UserProfile,
  userProfileSchema,
} from '@kala/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { type ChatEntry, mergeMessages, toChatEntry } from './chat-messages';
import { chatKeys } from './chat-unread.api';

/** One page of history, oldest first, and where the next (older) page starts when there may be one. */
export interface ChatHistoryPage {
  messages: ChatEntry[];
  before: string | undefined;
}

const peerPath = (peerId: string) => encodeURIComponent(peerId);

/**
 * GET /api/auth/chat/history/{peerId}: the newest page first, older ones with ?before=<oldest id>. The cursor is
 * kept on the page, so live messages added to the newest page do not change where the older one starts.
 */
export function chatHistoryQueryOptions(peerId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(peerId),
    queryFn: async ({ pageParam, signal }): Promise<ChatHistoryPage> => {
      const messages = await api.get<ChatMessage[]>(`/auth/chat/history/${peerPath(peerId)}`, {
        query: { before: pageParam, limit: CHAT_HISTORY_PAGE_SIZE },
        signal,
        schema: z.array(chatMessageSchema),
      });
      return {
        messages: messages.map(toChatEntry),
        before: messages.length === CHAT_HISTORY_PAGE_SIZE ? messages[0]?.id : undefined,
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.before,
    staleTime: CACHE.chatHistory,
  });
}

/** Adds a live message to the cached newest page, when the history is cached. */
export function addToChatHistory(queryClient: QueryClient, peerId: string, entry: ChatEntry): void {
  queryClient.setQueryData(chatHistoryQueryOptions(peerId).queryKey, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    return { ...data, pages: [{ ...newest, messages: mergeMessages(newest.messages, [entry]) }, ...older] };
  });
}

/** The person at the other end: GET /api/user/{id} (name and avatar for the header). */
export function chatPeerQueryOptions(peerId: string) {
  return queryOptions({
    queryKey: chatKeys.peer(peerId),
    queryFn: ({ signal }) => api.get<UserProfile>(`/user/${peerPath(peerId)}`, { signal, schema: userProfileSchema }),
    staleTime: CACHE.publicProfile,
  });
}

/** How often the open conversation asks again whether the other person is there (decision 0029). */
export const PRESENCE_REFRESH_MS = 30_000;

/**
 * GET /api/auth/chat/presence/{peerId}: whether the other person has the chat open, or when they were last here;
 * asked again every PRESENCE_REFRESH_MS while the conversation is open, when the tab comes back, and at once when a
 * presence frame or the peer's own activity says it changed (recheckPresence).
 */
export function chatPresenceQueryOptions(peerId: string) {
  return queryOptions({
    queryKey: chatKeys.presence(peerId),
    queryFn: ({ signal }) =>
      api.get<ChatPresence>(`/auth/chat/presence/${peerPath(peerId)}`, { signal, schema: chatPresenceSchema }),
    refetchInterval: PRESENCE_REFRESH_MS,
    staleTime: 0,
  });
}

/** A peer seen active (typing, writing) while shown as away makes presence be asked again, at most this often. */
const PRESENCE_RECHECK_MS = 10_000;
const presenceRechecked = new Map<string, number>();

/**
 * The peer's presence may have changed, so it is asked again now rather than at the next refresh: the server said
 * so (a presence frame, decision 0029), or the peer typed or wrote while shown as away (someone new to talk with
 * hears no presence frames yet). What shows is still the server's answer, so a hidden presence stays hidden.
 */
export function recheckPresence(queryClient: QueryClient, peerId: string, reason: 'frame' | 'activity'): void {
  const key = chatKeys.presence(peerId);
  if (reason === 'activity') {
    if (queryClient.getQueryData<ChatPresence>(key)?.online) return;
    const now = Date.now();
    if (now - (presenceRechecked.get(peerId) ?? 0) < PRESENCE_RECHECK_MS) return;
    presenceRechecked.set(peerId, now);
  }
  void queryClient.invalidateQueries({ queryKey: key });
}

/** GET /api/auth/chat/conversations: the Messages inbox, newest first. */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) =>
      api.get<Conversation[]>('/auth/chat/conversations', { signal, schema: z.array(conversationSchema) }),
  });
}

/**
 * POST /api/auth/chat/read/{peerId}: everything the peer sent is read. The answer's unread total goes straight
 * into the badge (a refetch already under way would bring the older count back, so it is cancelled first).
 */
export async function markChatRead(queryClient: QueryClient, peerId: string): Promise<ChatReadResult> {
  const result = await api.post<ChatReadResult>(
    `/auth/chat/read/${peerPath(peerId)}`,
    {},
    { schema: chatReadResultSchema },
  );
  await queryClient.cancelQueries({ queryKey: chatKeys.unread() });
  queryClient.setQueryData<ChatUnread>(chatKeys.unread(), { unread: result.unread });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  return result;
}
