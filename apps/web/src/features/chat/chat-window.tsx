import { ERR, MSG, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, MessageCircle, WifiOff } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import type { OfferToSend } from '../../lib/offers';
import { type ChatSocket, useChatSocket, useChatSocketGivenUpReason, useChatSocketState } from '../../lib/chat-socket';
import { cn } from '../../lib/cn';
import { formatIntlDate } from '../../lib/format';
import { useClockZone, useHydrated, useNow } from '../../lib/hydration';
import { type ClockZone, dayBefore, dayIn, intlIn } from '../../lib/india-time';
import { useAnnouncement } from '../../lib/live-announcer';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner, Spinner } from '../../ui/spinner';
import { chatPeerQueryOptions, chatPresenceQueryOptions } from './chat.api';
import type { ChatEntry } from './chat-messages';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { MessageBubble, messageTime } from './message-bubble';
import { type OfferAnswer, useChatConversation } from './use-chat-conversation';
import { OfferCard } from './offer-card';
import { toast } from '../../lib/toast';

/** Messages from one person this close together form a group (no tail, small gaps). */
const GROUP_GAP_MS = 5 * 60_000;
/** Closer than this to the bottom counts as reading the newest messages: new ones scroll into view. */
const NEAR_BOTTOM_PX = 160;
/** The connection banner waits this long, so a quick reconnect does not flash it. */
const BANNER_DELAY_MS = 1500;

/** The separator above a day's first message: Today, Yesterday, a weekday and date, or a date of another year. */
function dayLabel(timestamp: string, zone: ClockZone, now: Date): string {
  const day = dayOf(timestamp, zone);
  const today = dayIn(zone, now.getTime());
  if (day === today) return SCREEN.chat.today;
  if (day === dayBefore(today)) return SCREEN.chat.yesterday;
  const date = new Date(timestamp);
  return day.slice(0, 4) === today.slice(0, 4)
    ? formatIntlDate(date, intlIn(zone, { weekday: 'long', day: 'numeric', month: 'long' }))
    : formatIntlDate(date, intlIn(zone, { day: 'numeric', month: 'long', year: 'numeric' }));
}

const dayOf = (timestamp: string, zone: ClockZone) => dayIn(zone, Date.parse(timestamp));

function joins(entry: ChatEntry, next: ChatEntry | undefined, zone: ClockZone): boolean {
  return (
    next !== undefined &&
    next.sender_id === entry.sender_id &&
    dayOf(next.timestamp, zone) === dayOf(entry.timestamp, zone) &&
    Date.parse(next.timestamp) - Date.parse(entry.timestamp) < GROUP_GAP_MS
  );
}

function useOfferFromArtworkPage(ready: boolean, makeOffer: (artworkId: string, amount: number) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const offer = (location.state as { offer?: OfferToSend } | null)?.offer;
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || !offer || sent.current) return;
    sent.current = true;
    makeOffer(offer.artworkId, offer.amount);
    // Sent: going back or reloading must not send it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, offer, makeOffer, navigate, location.pathname, location.search]);
}

/** The spec's socket messages that deserve a toast on this screen (the rest are logged). */
function useSocketToasts(socket: ChatSocket | null) {
  useEffect(
    () =>
      socket?.onNotice((message) => {
        if (message === MSG.socket.notConnected || message === MSG.socket.maxReconnects) toast.error(message);
      }),
    [socket],
  );
}

/** Whether `flag` has been true for `delay` ms. */
function useDelayedFlag(flag: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [flag, delay]);
  return shown;
}

function ConnectionBanner({ socket }: { socket: ChatSocket | null }) {
  const state = useChatSocketState(socket);
  const givenUp = useChatSocketGivenUpReason(socket);
  const show = useDelayedFlag(state !== 'open', BANNER_DELAY_MS);
  if (!show && !givenUp) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 border-b px-4 py-2 text-xs font-medium',
        givenUp
          ? 'border-destructive/30 bg-destructive/10 text-destructive'
          : 'border-border bg-accent/60 text-accent-foreground',
      )}
    >
      {givenUp ? <WifiOff aria-hidden="true" className="size-4" /> : <Spinner className="size-3.5" />}
      <span>{givenUp ?? SCREEN.chat.connecting}</span>
      {givenUp ? (
        <Button variant="link" className="text-xs" onClick={() => socket?.reconnect()}>
          {SCREEN.chat.reconnect}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Says the other person's newest message once, as it arrives (not the history there was when the chat opened):
 * the reader may be typing, and the list itself is not a live region.
 */
function useNewMessageAnnouncement(last: ChatEntry | undefined, userId: string, peerName: string) {
  const openedWith = useRef(last?.id);
  const incoming = last && last.sender_id !== userId && last.id !== openedWith.current ? last : undefined;
  useAnnouncement(
    incoming ? SCREEN.chat.newMessage(peerName, incoming.content) : null,
    incoming ? `chat:${incoming.id}` : null,
  );
}

function MessageList({
  messages,
  userId,
  peerName,
  hasOlder,
  isLoadingOlder,
  loadOlder,
  onRetry,
  onAnswerOffer,
}: {
  messages: ChatEntry[];
  userId: string;
  peerName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
  onAnswerOffer: (offerId: string, answer: OfferAnswer) => boolean;
}) {
  const list = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; hydrated?: boolean }>({ height: 0 });
  // Days and times as the server read them while hydrating a conversation it drew, then as this device does.
  const zone = useClockZone();
  const now = useNow();
  const hydrated = useHydrated();
  const [showJump, setShowJump] = useState(false);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  useNewMessageAnnouncement(last, userId, peerName);

  // Auto-scroll to the newest message: at first, when one's own message goes out, and when a new one arrives
  // while the reader is at the bottom. Older pages loaded at the top keep the view where it was. A conversation the
  // server drew stands on its newest message by its layout until it is live (below), then by this.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = seen.current;
    if (!before.last || before.hydrated !== hydrated) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.first && last?.id === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last && last.id !== before.last) {
      const wasNearBottom = before.height - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      if (last.sender_id === userId || wasNearBottom) {
        element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
      } else {
        setShowJump(true);
      }
    }
    seen.current = { first: firstId, last: last?.id, height: element.scrollHeight, hydrated };
  }, [firstId, last?.id, hydrated]);

  const onScroll = () => {
    const element = list.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX) {
      setShowJump(false);
    }
  };

  return (
    <div className="relative min-h-0 flex-1">
      {/* Drawn by the server, the list starts at its bottom (column-reverse) with no script to scroll it there: the
          newest messages show first on a slow phone, as they will once live. */}
      <div
        ref={list}
        onScroll={onScroll}
        className={cn(
          'h-full overflow-y-auto overscroll-contain px-3 pt-4 sm:px-5',
          !hydrated && 'flex flex-col-reverse',
        )}
      >
        <div className="flex min-h-full shrink-0 flex-col">
          {hasOlder ? (
            <div className="mb-4 flex justify-center">
              <Button variant="outline" size="sm" loading={isLoadingOlder} onClick={loadOlder} className="rounded-full">
                {SCREEN.chat.loadEarlier}
              </Button>
            </div>
          ) : null}
          {messages.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 pb-8 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <MessageCircle aria-hidden="true" className="size-7" />
              </span>
              <p className="font-semibold">{SCREEN.chat.sayHello(peerName)}</p>
              <p className="max-w-xs text-sm text-muted-foreground">{SCREEN.chat.emptyConversationHint}</p>
            </div>
          ) : (
            // A log that is not live: as a live region it would read out again a message drawn anew (sent, read)
            // and a whole page of older ones loaded above; useNewMessageAnnouncement says each new message once.
            // The list inside keeps its items (the day separators too) in a list.
            <div role="log" aria-live="off" aria-label={SCREEN.nav.messages}>
              <ol className="flex flex-col pb-2">
                {messages.map((entry, index) => {
                  const previous = messages[index - 1];
                  const newDay = !previous || dayOf(previous.timestamp, zone) !== dayOf(entry.timestamp, zone);
                  return (
                    <Fragment key={entry.client_id ?? entry.id}>
                      {newDay ? (
                        <li aria-hidden="true" className="my-3 flex justify-center first:mt-0">
                          <span className="rounded-full bg-muted px-3 py-1 text-[0.7rem] font-medium text-muted-foreground">
                            {dayLabel(entry.timestamp, zone, now)}
                          </span>
                        </li>
                      ) : null}
                      {entry.offer ? (
                        <OfferCard
                          offer={entry.offer}
                          userId={userId}
                          time={messageTime(entry.timestamp, zone)}
                          onAnswer={(answer) => onAnswerOffer(entry.offer!.id, answer)}
                        />
                      ) : (
                        <MessageBubble
                          entry={entry}
                          own={entry.sender_id === userId}
                          joinsNext={joins(entry, messages[index + 1], zone)}
                          onRetry={onRetry}
                        />
                      )}
                    </Fragment>
                  );
                })}
              </ol>
            </div>
          )}
        </div>
      </div>
      {showJump ? (
        <button
          type="button"
          onClick={() => {
            list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
            setShowJump(false);
          }}
          aria-label={SCREEN.chat.jumpToLatest}
          title={SCREEN.chat.jumpToLatest}
          className="absolute right-4 bottom-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-border bg-card text-foreground shadow-lg animate-fade-in hover:bg-muted"
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}

function Conversation({ peerId, userId }: { peerId: string; userId: string }) {
  const socket = useChatSocket();
  const socketState = useChatSocketState(socket);
  useSocketToasts(socket);
  const peer = useQuery(chatPeerQueryOptions(peerId));
  const presence = useQuery(chatPresenceQueryOptions(peerId));
  const chat = useChatConversation(peerId, userId, socket);
  useOfferFromArtworkPage(socketState === 'open' && !chat.isLoading, chat.makeOffer);

  // An error screen only when there is no one to show, or no such person. A failed refetch (the server restarting,
  // the network gone) keeps the conversation on screen with the peer as last loaded: the error screen would take
  // the composer's text and the messages not yet sent out of sight.
  const missing = peer.isError && peer.error instanceof ApiError && peer.error.status === 404;
  if (missing || (peer.isError && !peer.data)) {
    return (
      <ErrorState
        title={missing ? ERR.notFound('User') : SCREEN.chat.loadError}
        onRetry={missing ? undefined : () => void peer.refetch()}
        className="min-h-[60dvh]"
      />
    );
  }

  const peerName = peer.data ? peer.data.name || peer.data.username : '';
  return (
    <>
      <ChatHeader peer={peer.data} presence={presence.data} socketState={socketState} peerTyping={chat.peerTyping} />
      <ConnectionBanner socket={socket} />
      {chat.isLoading ? (
        <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3">
          <Spinner className="size-7 text-primary" />
          <span className="text-sm text-muted-foreground">{SCREEN.chat.loadingHistory}</span>
        </div>
      ) : chat.isError ? (
        <ErrorState title={SCREEN.chat.loadError} onRetry={chat.refetch} className="flex-1" />
      ) : (
        <MessageList
          messages={chat.messages}
          userId={userId}
          peerName={peerName}
          hasOlder={chat.hasOlder}
          isLoadingOlder={chat.isLoadingOlder}
          loadOlder={chat.loadOlder}
          onRetry={chat.retry}
          onAnswerOffer={chat.answerOffer}
        />
      )}
      <ChatComposer onSend={chat.send} onTyping={chat.signalTyping} />
    </>
  );
}

/**
 * The chat screen, /chat/:peerId (docs/product.md#chat): 'Loading your chat...' until the signed-in user's id and a
 * stored token exist, then the conversation in a window about 2xl wide and 85% of the viewport high (on phones,
 * the space between the bars).
 */
export function ChatWindow({ peerId }: { peerId: string }) {
  const { userId, token } = useAuth();
  if (!userId || !token) return <PageSpinner label={SCREEN.chat.loadingUser} showLabel />;
  if (peerId === userId) return <ErrorState title={ERR.cannotMessageSelf} className="min-h-[60dvh]" />;
  return (
    // Phones: the window fills the space between the top bar and the bottom bar (3.5rem and a border). The shell
    // keeps 5.5rem free above the bottom bar for its raised + button; the window reaches under that space instead
    // (negative margin) and its composer keeps clear of the button.
    <div className="-mb-[calc(2rem-1px)] md:mb-0 md:flex md:min-h-dvh md:items-center md:justify-center md:px-6">
      <section className="mx-auto flex h-[calc(100dvh-7.5rem-1px-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full max-w-2xl flex-col overflow-hidden bg-card md:h-[85dvh] md:rounded-2xl md:border md:border-border md:shadow-xl md:shadow-foreground/5">
        <Conversation peerId={peerId} userId={userId} />
      </section>
    </div>
  );
}
