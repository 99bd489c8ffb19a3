import type { Notification } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMoreTrigger } from '../../ui/load-more-trigger';
import { Skeleton } from '../../ui/skeleton';
import { SkeletonRow } from '../../ui/skeleton-row';
import { NotificationRow } from './notification-row';
import { notificationsInfiniteQuery, notificationsOf, useMarkReadMutation } from './notifications.api';
import { useNotificationUnreadCount } from './notifications-unread.api';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/hydration';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { istDay } from '../../lib/india-time';
import { PageHeader } from '../../ui/page-header';

/** The early-tap key of Mark all read (lib/early-taps.ts). */
const MARK_ALL_READ_TAP = 'notifications-read-all';
/** The entries of today (India's day, lib/india-time.ts) and the earlier ones, each newest first. */
export function groupByDay(
  notifications: readonly Notification[],
  now: Date,
): { today: Notification[]; earlier: Notification[] } {
  const today: Notification[] = [];
  const earlier: Notification[] = [];
  const day = istDay(now.getTime());
  for (const notification of notifications) {
    (istDay(Date.parse(notification.createdAt)) === day ? today : earlier).push(notification);
  }
  return { today, earlier };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="px-3 pb-1 text-sm font-semibold text-muted-foreground sm:px-4">{title}</h2>
      <ul className="flex flex-col gap-1">{children}</ul>
    </section>
  );
}

/** /notifications (issue 15): what happened to you, newest first, grouped Today / Earlier, with Mark all read. */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationsInfiniteQuery());
  const markRead = useMarkReadMutation();
  const unreadCount = useNotificationUnreadCount();
  const notifications = notificationsOf(query.data);
  // As the server measured while hydrating the page it drew (decision 0033), then from now.
  const now = useNow();
  // Opening the list is seeing it: what its first page shows unread is marked read at once (the bell clears, as
  // on the apps people know), and keeps its dot for this visit so the new entries still stand out. What arrives
  // live while the page is open stays unread until opened or Mark all read.
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string> | null>(null);
  const firstPage = query.data?.pages[0]?.items;
  useEffect(() => {
    if (newThisVisit !== null || !firstPage) return;
    const unread = firstPage.filter((item) => item.readAt === null).map((item) => item.id);
    setNewThisVisit(new Set(unread));
    if (unread.length > 0) markRead.mutate(unread);
  }, [firstPage, newThisVisit, markRead]);
  const isUnread = (notification: Notification) =>
    notification.readAt === null || (newThisVisit?.has(notification.id) ?? false);
  const hasUnread = unreadCount > 0 || notifications.some(isUnread);
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
  };
  const markAll = () => {
    setNewThisVisit(new Set());
    markRead.mutate(undefined);
  };
  // The page is drawn by the server: Mark all read tapped before the app ran counts once it has (lib/early-taps.ts).
  useEarlyTap(MARK_ALL_READ_TAP, markAll);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-1">
        <span className="sr-only">{SCREEN.notifications.loading}</span>
        {[0, 1, 2, 3, 4].map((index) => (
          <SkeletonRow
            key={index}
            picture="size-11"
            lines={['h-4 w-3/4', 'h-3 w-1/4']}
            className="gap-4 px-3 py-3 sm:px-4"
          >
            <Skeleton className="size-12 shrink-0 rounded-lg sm:size-14" />
          </SkeletonRow>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={SCREEN.notifications.error}
        description={SCREEN.app.errorHint}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (notifications.length === 0) {
    body = <EmptyState icon={Bell} title={SCREEN.notifications.empty} description={SCREEN.notifications.emptyHint} />;
  } else {
    const { today, earlier } = groupByDay(notifications, now);
    const rows = (items: Notification[]) =>
      items.map((notification) => (
        <li key={notification.id}>
          <NotificationRow notification={notification} unread={isUnread(notification)} now={now} onOpen={open} />
        </li>
      ));
    body = (
      <div className="flex flex-col gap-6">
        {today.length > 0 ? <Group title={SCREEN.notifications.today}>{rows(today)}</Group> : null}
        {earlier.length > 0 ? <Group title={SCREEN.notifications.earlier}>{rows(earlier)}</Group> : null}
        <LoadMoreTrigger
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-2 py-6 sm:px-6 md:py-10">
      <PageHeader
        title={SCREEN.notifications.title}
        subtitle={SCREEN.notifications.subtitle}
        className="px-2"
        actions={
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!hasUnread}
              {...earlyTapProps(MARK_ALL_READ_TAP)}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={markAll}
            >
              {markRead.isPending && markRead.variables === undefined ? (
                SCREEN.notifications.markingAllRead
              ) : (
                <>
                  <CheckCheck aria-hidden="true" />
                  {SCREEN.notifications.markAllRead}
                </>
              )}
            </Button>
            <Link to={paths.notificationSettings} className={buttonClasses('ghost', 'sm')}>
              <Settings aria-hidden="true" />
              {SCREEN.notifications.settingsLink}
            </Link>
          </div>
        }
      />
      {body}
    </div>
  );
}
