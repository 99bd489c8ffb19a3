// One conversation, live: history pages, live frames and this tab's unsent messages merged (chat-messages.ts),
// sending with a temporary client_id, the peer's typing indicator (2 s), read receipts both ways. The unsent
// messages are kept outside the window (chat-outbox.ts), so that unmounting it never loses one.

import { type ChatClientFrame, type ChatMessageFrame, MSG, type Offer, SOCKET } from '@kala/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type ChatSocket, useChatFrames, useChatSocketState } from '../../lib/chat-socket';
import { addToChatHistory, chatHistoryQueryOptions, markChatRead, recheckPresence } from './chat.api';
import { chatKeys } from './chat-unread.api';
import { type ChatEntry, markReadUpTo, mergeMessages, newClientId, pendingEntry, toChatEntry } from './chat-messages';
import { useUnsentMessages } from './chat-outbox';
import { registerOpenChat } from './chat-sync';
import { toast } from '../../lib/toast';

/** Quiet after live messages before the history is asked for again, for the offline copy. */
const OFFLINE_COPY_REFRESH_MS = 3000;
/** Typing signals go out at most this often; the server relays one a second and the indicator lasts 2 s. */
const TYPING_SIGNAL_INTERVAL_MS = 1000;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function useDocumentVisible(): boolean {
  // The server draws the page for someone looking at it.
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** 'sending' becomes 'failed': nothing will tell this window any more whether the server got it. Queued ones wait. */
function sendingAsFailed(list: readonly ChatEntry[]): readonly ChatEntry[] {
  return list.some((item) => item.status === 'sending')
    ? list.map((item) => (item.status === 'sending' ? { ...item, status: 'failed' } : item))
    : list;
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
  /** Offers this peer (an artist) `amount` rupees for one piece of their artwork (issue 19); false if not sent. */
  makeOffer: (artworkId: string, amount: number) => boolean;
  /** Answers an offer made to this user. */
  answerOffer: (offerId: string, answer: OfferAnswer) => boolean;
}

export type OfferAnswer = { kind: 'accept' } | { kind: 'decline' } | { kind: 'counter'; amount: number };

export function useChatConversation(peerId: string, userId: string, socket: ChatSocket | null): ChatConversation {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(chatHistoryQueryOptions(peerId));
  const socketState = useChatSocketState(socket);
  const visible = useDocumentVisible();
  // Live messages are also written into the cached history; kept here too for those that arrive while the
  // history is still loading (the cache has nothing to add them to yet).
  const [live, setLive] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useUnsentMessages(userId, peerId);
  const [peerReadAt, setPeerReadAt] = useState<string | null>(null);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(() => new Set());
  const [peerTyping, setPeerTyping] = useState(false);
  // Offers as their latest live frame says (accepted, declined, countered, expired), over the cards' copies.
  const [offerUpdates, setOfferUpdates] = useState<ReadonlyMap<string, Offer>>(() => new Map());
  // client_ids of this tab's offer frames: a refusal naming one is told with a toast.
  const offerActions = useRef(new Set<string>());
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSignal = useRef(0);

  useEffect(() => {
    const unregister = registerOpenChat(peerId);
    return () => {
      unregister();
      clearTimeout(typingTimer.current);
      // What arrived while open is in the cache unless it came during the first load: refetch on the next visit.
      void queryClient.invalidateQueries({ queryKey: chatKeys.history(peerId), refetchType: 'none' });
      // The unsent messages stay in the outbox. Those still 'sending' show as not sent on the next visit, with a
      // retry, unless the history fetched then has them (by client_id): they did arrive.
      setPending(sendingAsFailed);
    };
  }, [peerId, queryClient, setPending]);

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
          recheckPresence(queryClient, peerId, 'activity');
        }
        return;
      }
      case 'typing':
        // A typing frame reaches only its receiver's sockets: this user's.
        if (frame.sender_id !== peerId) return;
        recheckPresence(queryClient, peerId, 'activity');
        setPeerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPeerTyping(false), SOCKET.typingIndicatorMs);
        return;
      case 'read':
        if (frame.sender_id === peerId && frame.author_id === userId) {
          setPeerReadAt((current) => (current && current > frame.read_at ? current : frame.read_at));
        }
        return;
      case 'presence':
        if (frame.user_id === peerId) recheckPresence(queryClient, peerId, 'frame');
        return;
      case 'offer':
        if (frame.offer.buyerId !== peerId && frame.offer.artistId !== peerId) return;
        setOfferUpdates((current) => new Map(current).set(frame.offer.id, frame.offer));
        return;
      case 'error':
        if (frame.client_id && offerActions.current.delete(frame.client_id)) {
          toast.error(frame.message);
          return;
        }
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

  // The device keeps the history's last answer as this conversation's offline copy (decision 0030). Live messages
  // reach only the screen, so a few seconds after the last one the history is asked for again: a reload without a
  // network then shows them too.
  useEffect(() => {
    if (live.length === 0) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.history(peerId) }),
      OFFLINE_COPY_REFRESH_MS,
    );
    return () => clearTimeout(timer);
  }, [live.length, peerId, queryClient]);

  // A message still 'sending' when the connection drops may not have arrived: it shows as not sent, with a
  // retry. If it did arrive, the history fetched on reconnect carries its client_id and replaces it.
  useEffect(() => {
    if (socketState === 'closed') setPending(sendingAsFailed);
  }, [socketState, setPending]);

  const pages = history.data?.pages;
  // What the history has is sent: its local copy leaves the outbox (the merged list already shows the server's).
  useEffect(() => {
    const stored = new Set(pages?.flatMap((page) => page.messages.map((entry) => entry.client_id)));
    const isStored = (item: ChatEntry) => item.client_id !== undefined && stored.has(item.client_id);
    setPending((list) => (list.some(isStored) ? list.filter((item) => !isStored(item)) : list));
  }, [pages, setPending]);
  const messages = useMemo(() => {
    // The newest page comes first; older pages follow.
    const fetched = [...(pages ?? [])].reverse().flatMap((page) => page.messages);
    const merged = mergeMessages(fetched, live, pending).map((entry) => {
      const update = entry.offer && offerUpdates.get(entry.offer.id);
      return update ? { ...entry, offer: update } : entry;
    });
    return peerReadAt ? markReadUpTo(merged, userId, peerReadAt) : merged;
  }, [pages, live, pending, peerReadAt, userId, offerUpdates]);

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
      // Not connected (offline, or connecting again): it waits, and goes out when the connection is back.
      if (socket && socket.state !== 'open') {
        setPending((list) => [...list, { ...entry, status: 'queued' }]);
        return true;
      }
      const sent = transmit(entry);
      setPending((list) => [...list, sent ? entry : { ...entry, status: 'failed' }]);
      return true;
    },
    [socket, transmit, userId, peerId, setPending],
  );

  // Connected (again, or already when the conversation opens): the messages written while not connected go out,
  // oldest first. Each keeps its client_id, so one that reached the server after all shows once.
  const queuedCount = pending.filter((item) => item.status === 'queued').length;
  useEffect(() => {
    if (socketState !== 'open' || queuedCount === 0) return;
    const outcome = new Map<string | undefined, boolean>();
    setPending((list) =>
      list.map((item) => {
        if (item.status !== 'queued') return item;
        if (!outcome.has(item.client_id)) outcome.set(item.client_id, transmit({ ...item, status: 'sending' }));
        return { ...item, status: outcome.get(item.client_id) ? 'sending' : 'failed' };
      }),
    );
  }, [socketState, queuedCount, transmit, setPending]);

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
    [pending, transmit, setPending],
  );

  const signalTyping = useCallback(() => {
    const now = Date.now();
    if (socket?.state !== 'open' || now - lastTypingSignal.current < TYPING_SIGNAL_INTERVAL_MS) return;
    lastTypingSignal.current = now;
    socket.send({ action: 'typing', receiver_id: peerId });
  }, [socket, peerId]);

  const sendOfferFrame = useCallback(
    (frame: (clientId: string) => ChatClientFrame): boolean => {
      if (socket?.state !== 'open') {
        toast.error(MSG.socket.notConnected);
        return false;
      }
      const clientId = newClientId();
      offerActions.current.add(clientId);
      return socket.send(frame(clientId));
    },
    [socket],
  );

  const makeOffer = useCallback(
    (artworkId: string, amount: number) =>
      sendOfferFrame((clientId) => ({
        action: 'offer',
        receiver_id: peerId,
        artwork_id: artworkId,
        amount,
        client_id: clientId,
      })),
    [sendOfferFrame, peerId],
  );

  const answerOffer = useCallback(
    (offerId: string, answer: OfferAnswer) =>
      sendOfferFrame((clientId) =>
        answer.kind === 'counter'
          ? { action: 'offer_counter', offer_id: offerId, amount: answer.amount, client_id: clientId }
          : {
              action: answer.kind === 'accept' ? 'offer_accept' : 'offer_decline',
              offer_id: offerId,
              client_id: clientId,
            },
      ),
    [sendOfferFrame],
  );

  return {
    makeOffer,
    answerOffer,
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
