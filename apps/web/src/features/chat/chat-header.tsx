import type { ChatPresence, UserProfile } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatSocketState } from '../../lib/chat-socket';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';
import { buttonClasses } from '../../ui/button';
import { SkeletonRow } from '../../ui/skeleton-row';
import { paths } from '../../lib/paths';

const CONNECTION_LABEL: Record<ChatSocketState, string> = {
  get open() {
    return SCREEN.chat.connected;
  },
  get connecting() {
    return SCREEN.chat.connecting;
  },
  get closed() {
    return SCREEN.chat.offline;
  },
};

const MINUTE_MS = 60_000;

/**
 * The other person's presence in words (decision 0029): 'Active now' while they have the chat open, else how long
 * ago their last connection closed ('Active 5 min ago', 'Active 3 h ago', 'Active 2 days ago'); null when there is
 * nothing to tell (hidden, blocked, never seen, or not known yet).
 */
export function presenceText(presence: ChatPresence | undefined, now: number = Date.now()): string | null {
  if (!presence) return null;
  if (presence.online) return SCREEN.chat.activeNow;
  if (!presence.lastSeenAt) return null;
  const minutes = Math.max(0, Math.floor((now - new Date(presence.lastSeenAt).getTime()) / MINUTE_MS));
  if (minutes < 1) return SCREEN.chat.activeJustNow;
  if (minutes < 60) return SCREEN.chat.activeMinutesAgo(minutes);
  if (minutes < 24 * 60) return SCREEN.chat.activeHoursAgo(Math.floor(minutes / 60));
  return SCREEN.chat.activeDaysAgo(Math.floor(minutes / (24 * 60)));
}

/**
 * docs/product.md#chat header: the peer's avatar (generated when none) and name; a green dot and 'Active now' while
 * the peer has the chat open, otherwise when they were last here (nothing when they hide it, decision 0029);
 * 'typing...' while they type. One's own live connection is told to screen readers (and by the banner when down).
 */
export function ChatHeader({
  peer,
  presence,
  socketState,
  peerTyping,
}: {
  peer: UserProfile | undefined;
  presence: ChatPresence | undefined;
  socketState: ChatSocketState;
  peerTyping: boolean;
}) {
  const status = peerTyping ? SCREEN.chat.typing : presenceText(presence);
  return (
    <header className="flex items-center gap-2 border-b border-border bg-card/80 px-2 py-2.5 backdrop-blur sm:gap-3 sm:px-4">
      <Link
        to={paths.messages}
        aria-label={SCREEN.chat.backToMessages}
        title={SCREEN.chat.backToMessages}
        className={buttonClasses('ghost', 'icon', 'rounded-full')}
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      {peer ? (
        <Link to={paths.profile(peer.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl py-0.5 pr-2">
          <span className="relative shrink-0">
            <Avatar src={peer.profileImage} username={peer.username} name={peer.name} size="md" />
            {presence?.online ? (
              <span
                aria-hidden="true"
                data-testid="presence-dot"
                className="absolute right-0 bottom-0 size-3.5 rounded-full bg-success ring-2 ring-card"
              />
            ) : null}
          </span>
          <span role="img" aria-label={CONNECTION_LABEL[socketState]} data-state={socketState} className="sr-only" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold leading-tight">{peer.name || peer.username}</span>
            <span
              aria-live="polite"
              className={cn('truncate text-xs leading-tight', peerTyping ? 'text-primary' : 'text-muted-foreground')}
            >
              {status}
            </span>
          </span>
        </Link>
      ) : (
        <SkeletonRow picture="size-11" lines={['h-4 w-32', 'h-3 w-20']} className="flex-1" aria-hidden="true" />
      )}
    </header>
  );
}
