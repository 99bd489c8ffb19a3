import { type Notification, notificationPath, SCREEN } from '@kala/contract';
import {
  Bell,
  CircleOff,
  HandCoins,
  Heart,
  MessageCircle,
  Package,
  ShieldAlert,
  ShoppingBag,
  Star,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/hydration';
import { localize } from '../../lib/i18n';
import { formatExactTime } from '../../lib/format';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../../ui/avatar';
import { Thumbnail } from '../../ui/thumbnail';

/** The small mark on the avatar that says what happened. */
const TYPE_ICON = {
  like: Heart,
  comment: MessageCircle,
  review: Star,
  follow: UserPlus,
  sale: ShoppingBag,
  order: Package,
  message: MessageCircle,
  offer: HandCoins,
  moderation: ShieldAlert,
  listing: CircleOff,
} as const;

export interface NotificationRowProps {
  notification: Notification;
  /** Shown with a dot and a tint: unread, or new on this visit of the list. */
  unread: boolean;
  now: Date;
  /** Called when the entry is opened (before the page changes): an unread one is marked read. */
  onOpen: (notification: Notification) => void;
}

/** One entry: who, what (the server's sentence), when, the artwork, and a dot while unread. Opens its page. */
export function NotificationRow({ notification, unread, now, onOpen }: NotificationRowProps) {
  const { actor, artwork } = notification;
  const Icon = TYPE_ICON[notification.type] ?? Bell;
  const when = new Date(notification.createdAt);
  // The exact time in this device's zone: once hydrated, so a page the server drew stays as drawn.
  const hydrated = useHydrated();
  return (
    <Link
      to={notificationPath(notification)}
      onClick={() => onOpen(notification)}
      className={cn(
        'group flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors sm:gap-4 sm:px-4',
        unread ? 'bg-accent/40 hover:bg-accent/60' : 'hover:bg-muted',
      )}
    >
      <span className="relative shrink-0">
        {actor ? (
          <Avatar src={actor.profileImage} username={actor.username} size="md" />
        ) : (
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Bell aria-hidden="true" className="size-5" />
          </span>
        )}
        <span className="absolute -right-1 -bottom-1 inline-flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground ring-2 ring-background">
          <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} />
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-[0.95rem] leading-snug break-words', unread && 'font-medium')}>
          {localize(notification.text)}
        </span>
        <time
          dateTime={notification.createdAt}
          title={hydrated ? formatExactTime(when) : undefined}
          className="text-xs text-muted-foreground"
        >
          {timeAgo(when, now)}
        </time>
      </span>
      {artwork ? (
        <Thumbnail image={artwork.image} alt="" sizes="56px" className="size-12 rounded-lg sm:size-14" />
      ) : null}
      <span className="flex w-2.5 shrink-0 justify-center">
        {unread ? (
          <span className="size-2.5 rounded-full bg-primary">
            <span className="sr-only">{SCREEN.notifications.unread}</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}
