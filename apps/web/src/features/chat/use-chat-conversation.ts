// One conversation, live: history pages, live frames and this tab's unsent messages merged (chat-messages.ts),
// sending with a temporary client_id, the peer's typing indicator (2 s), read receipts both ways.

import { type ChatMessageFrame, SOCKET } from '@kala/contract';
import { MSG } from '../../lib/texts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type ChatSocket, useChatFrames, useChatSocketState } from '../../lib/chat-socket';
import { addToChatHistory, chatHistoryQueryOptions, markChatRead } from './chat.api';
import { chatKeys } from './chat-unread.api';
import { type ChatEntry, markReadUpTo, mergeMessages, newClientId, pendingEntry, toChatEntry } from './chat-messages';
import { registerOpenChat } from './chat-sync';
import { toast } from '../../lib/toast';

/** Typing signals go out at most this often; the server relays one a second and the indicator lasts 2 s. */
const TYPING_SIGNAL_INTERVAL_MS = 1000;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
}

function inConversation(frame: ChatMessageFrame, userId: string, peerId: string): boolean {
  return (
    (frame.sender_id === userId && frame.receiver_id === peerId) ||
    (frame.sender_id === peerId && frame.receiver_id === userId)
  );
}

export interface ChatConversation {
  messages: ChatEntry[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  peerTyping: boolean;
  /** Sends a message; false when it was empty. */
  send: (text: string) => boolean;
  retry: (clientId: string) => void;
  /** Tells the peer that this user is typing (throttled). */
  signalTyping: () => void;
}

export function useChatConversation(peerId: string, userId: string, socket: ChatSocket | null): ChatConversation {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(chatHistoryQueryOptions(peerId));
  const socketState = useChatSocketState(socket);
  const visible = useDocumentVisible();
  // Live messages are also written into the cached history; kept here too for those that arrive while the
  // history is still loading (the cache has nothing to add them to yet).
  const [live, setLive] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<ChatEntry[]>([]);
  const [peerReadAt, setPeerReadAt] = useState<string | null>(null);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(() => new Set());
  const [peerTyping, setPeerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSignal = useRef(0);

  useEffect(() => {
    const unregister = registerOpenChat(peerId);
    return () => {
      unregister();
      clearTimeout(typingTimer.current);
      // What arrived while open is in the cache unless it came during the first load: refetch on the next visit.
      void queryClient.invalidateQueries({ queryKey: chatKeys.history(peerId), refetchType: 'none' });
    };
  }, [peerId, queryClient]);

  useChatFrames(socket, (frame) => {
    switch (frame.type) {
      case 'ready':
        // Connected again: what was sent meanwhile is in the history, and a message that was in flight when
        // the connection dropped is found there by its client_id.
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(peerId) });
        return;
      case 'message': {
        if (!inConversation(frame, userId, peerId)) return;
        const entry = toChatEntry(frame);
        addToChatHistory(queryClient, peerId, entry);
        setLive((list) => [...list, entry]);
        if (frame.client_id) setPending((list) => list.filter((item) => item.client_id !== frame.client_id));
        if (frame.sender_id === peerId) {
          clearTimeout(typingTimer.current);
          setPeerTyping(false);
        }
        return;
      }
      case 'typing':
        // A typing frame reaches only its receiver's sockets: this user's.
        if (frame.sender_id !== peerId) return;
        setPeerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPeerTyping(false), SOCKET.typingIndicatorMs);
        return;
      case 'read':
        if (frame.sender_id === peerId && frame.author_id === userId) {
          setPeerReadAt((current) => (current && current > frame.read_at ? current : frame.read_at));
        }
        return;
      case 'error':
        if (frame.client_id && pending.some((item) => item.client_id === frame.client_id)) {
          setPending((list) =>
            list.map((item) => (item.client_id === frame.client_id ? { ...item, status: 'failed' } : item)),
          );
          toast.error(frame.message);
        }
        return;
      default:
        return;
    }
  });

  // A message still 'sending' when the connection drops may not have arrived: it shows as not sent, with a
  // retry. If it did arrive, the history fetched on reconnect carries its client_id and replaces it.
  useEffect(() => {
    if (socketState !== 'closed') return;
    setPending((list) =>
      list.some((item) => item.status === 'sending')
        ? list.map((item) => (item.status === 'sending' ? { ...item, status: 'failed' } : item))
        : list,
    );
  }, [socketState]);

  const pages = history.data?.pages;
  const messages = useMemo(() => {
    // The newest page comes first; older pages follow.
    const fetched = [...(pages ?? [])].reverse().flatMap((page) => page.messages);
    const merged = mergeMessages(fetched, live, pending);
    return peerReadAt ? markReadUpTo(merged, userId, peerReadAt) : merged;
  }, [pages, live, pending, peerReadAt, userId]);

  // Opening the conversation, and every message that arrives while it is on screen, marks it read.
  const unreadIds = messages
    .filter((entry) => entry.sender_id === peerId && !entry.read_at && !readHere.has(entry.id))
    .map((entry) => entry.id);
  const unreadKey = unreadIds.join(',');
  const markingRead = useRef(false);
  useEffect(() => {
    if (!unreadKey || !visible || markingRead.current) return;
    markingRead.current = true;
    const ids = unreadKey.split(',');
    markChatRead(queryClient, peerId).then(
      () => {
        markingRead.current = false;
        setReadHere((current) => new Set([...current, ...ids]));
      },
      () => {
        // The badge stays as it is; the next message or visit tries again.
        markingRead.current = false;
      },
    );
  }, [unreadKey, visible, peerId, queryClient]);

  const transmit = useCallback(
    (entry: ChatEntry): boolean => {
      if (!socket) {
        toast.error(MSG.socket.notConnected);
        return false;
      }
      return socket.send({
        action: 'message',
        receiver_id: peerId,
        content: entry.content,
        client_id: entry.client_id,
      });
    },
    [socket, peerId],
  );

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content) return false;
      const entry = pendingEntry(userId, peerId, content, newClientId());
      const sent = transmit(entry);
      setPending((list) => [...list, sent ? entry : { ...entry, status: 'failed' }]);
      return true;
    },
    [transmit, userId, peerId],
  );

  const retry = useCallback(
    (clientId: string) => {
      const failed = pending.find((item) => item.client_id === clientId);
      if (!failed) return;
      // Same client_id: should the first try have arrived after all, both copies show as one.
      const again: ChatEntry = { ...failed, status: 'sending', timestamp: new Date().toISOString() };
      const sent = transmit(again);
      setPending((list) =>
        list.map((item) => (item.client_id === clientId ? { ...again, status: sent ? 'sending' : 'failed' } : item)),
      );
    },
    [pending, transmit],
  );

  const signalTyping = useCallback(() => {
    const now = Date.now();
    if (socket?.state !== 'open' || now - lastTypingSignal.current < TYPING_SIGNAL_INTERVAL_MS) return;
    lastTypingSignal.current = now;
    socket.send({ action: 'typing', receiver_id: peerId });
  }, [socket, peerId]);

  return {
    messages,
    isLoading: history.isPending,
    isError: history.isError && !history.data,
    refetch: () => void history.refetch(),
    hasOlder: history.hasNextPage,
    isLoadingOlder: history.isFetchingNextPage,
    loadOlder: () => void history.fetchNextPage(),
    peerTyping,
    send,
    retry,
    signalTyping,
  };
}
