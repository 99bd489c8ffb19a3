import type { UserProfile } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatSocketState } from '../../lib/chat-socket';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';
import { buttonClasses } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';

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

/**
 * docs/product.md#chat header: the peer's avatar (generated when none) and name, a green dot while the live
 * connection is up (grey otherwise), and 'typing...' while the peer types, otherwise 'Active now'.
 */
export function ChatHeader({
  peer,
  socketState,
  peerTyping,
}: {
  peer: UserProfile | undefined;
  socketState: ChatSocketState;
  peerTyping: boolean;
}) {
  const online = socketState === 'open';
  return (
    <header className="flex items-center gap-2 border-b border-border bg-card/80 px-2 py-2.5 backdrop-blur sm:gap-3 sm:px-4">
      <Link
        to="/messages"
        aria-label={SCREEN.chat.backToMessages}
        title={SCREEN.chat.backToMessages}
        className={buttonClasses('ghost', 'icon', 'rounded-full')}
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      {peer ? (
        <Link
          to={`/profile/${encodeURIComponent(peer.id)}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl py-0.5 pr-2"
        >
          <span className="relative shrink-0">
            <Avatar src={peer.profileImage} username={peer.username} name={peer.name} size="md" />
            <span
              role="img"
              aria-label={CONNECTION_LABEL[socketState]}
              title={CONNECTION_LABEL[socketState]}
              data-state={socketState}
              className={cn(
                'absolute right-0 bottom-0 size-3.5 rounded-full ring-2 ring-card transition-colors',
                online ? 'bg-success' : 'bg-muted-foreground/60',
              )}
            />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold leading-tight">{peer.name || peer.username}</span>
            <span
              aria-live="polite"
              className={cn('truncate text-xs leading-tight', peerTyping ? 'text-primary' : 'text-muted-foreground')}
            >
              {peerTyping ? SCREEN.chat.typing : SCREEN.chat.activeNow}
            </span>
          </span>
        </Link>
      ) : (
        <span className="flex flex-1 items-center gap-3" aria-hidden="true">
          <Skeleton className="size-11 rounded-full" />
          <span className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-20" />
          </span>
        </span>
      )}
    </header>
  );
}
