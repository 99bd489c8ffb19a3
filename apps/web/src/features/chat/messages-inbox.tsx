import type { Conversation } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceStrict } from 'date-fns';
import { Check, CheckCheck, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/hydration';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { CountBadge } from '../../ui/count-badge';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonRow } from '../../ui/skeleton-row';
import { conversationsQueryOptions } from './chat.api';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

function ConversationRow({ conversation, userId }: { conversation: Conversation; userId: string | null }) {
  const { peer, lastMessage, unread } = conversation;
  const own = lastMessage.sender_id === userId;
  const name = peer.name || peer.username;
  const ReadIcon = lastMessage.read_at ? CheckCheck : Check;
  // Measured as the server did while hydrating a page it drew (decision 0033), then from now.
  const now = useNow();
  return (
    <li>
      <Link
        to={paths.chat(peer.id)}
        className="flex items-center gap-3.5 px-4 py-3.5 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-offset-[-2px] sm:px-5"
      >
        <Avatar src={peer.profileImage} username={peer.username} name={peer.name} size="lg" className="size-14" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
            <time
              dateTime={lastMessage.timestamp}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                unread > 0 ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              {formatDistanceStrict(new Date(lastMessage.timestamp), now, { addSuffix: true })}
            </time>
          </span>
          <span className="flex items-center justify-between gap-3">
            <span
              className={cn(
                'flex min-w-0 items-center gap-1 text-sm',
                unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {own ? (
                <ReadIcon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', lastMessage.read_at ? 'text-primary' : 'text-muted-foreground')}
                />
              ) : null}
              <span className="truncate">
                {own ? SCREEN.chat.ownPreview(lastMessage.content) : lastMessage.content}
              </span>
            </span>
            {unread > 0 ? (
              <>
                <CountBadge count={unread} />
                <span className="sr-only">{SCREEN.chat.unread(unread)}</span>
              </>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

function InboxSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-border">
      {[0, 1, 2, 3].map((row) => (
        <li key={row}>
          <SkeletonRow picture="size-14" lines={['h-4 w-2/5', 'h-3.5 w-3/4']} className="gap-3.5 px-4 py-3.5 sm:px-5" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Messages inbox, /messages (docs/product.md#beyond-the-original-client): one row per conversation, newest first,
 * with unread counts.
 */
export function MessagesInbox() {
  const { userId } = useAuth();
  const conversations = useQuery(conversationsQueryOptions());

  let body: ReactNode;
  if (conversations.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{SCREEN.app.loading}</span>
        <InboxSkeleton />
      </div>
    );
  } else if (conversations.isError) {
    body = <ErrorState title={SCREEN.chat.inboxLoadError} onRetry={() => void conversations.refetch()} />;
  } else if (conversations.data.length === 0) {
    body = (
      <EmptyState
        icon={MessageCircle}
        title={SCREEN.chat.noConversations}
        description={SCREEN.chat.noConversationsHint}
        action={
          <Button asChild variant="outline">
            <Link to={paths.products}>{SCREEN.nav.discover}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-border">
        {conversations.data.map((conversation) => (
          <ConversationRow key={conversation.peer.id} conversation={conversation} userId={userId} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-0 py-4 sm:px-4 md:py-10">
      <PageHeader title={SCREEN.nav.messages} subtitle={SCREEN.chat.inboxSubtitle} className="px-4 sm:px-1" />
      <div className="overflow-hidden border-y border-border bg-card sm:rounded-2xl sm:border sm:shadow-sm">{body}</div>
    </div>
  );
}
