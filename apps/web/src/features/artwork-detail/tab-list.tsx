import { SCREEN } from '@kala/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page } from '../../lib/api-client';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { ReportMenu, type ReportTarget } from '../../ui/report-menu';
import { RelativeTime } from '../../ui/relative-time';
import { paths } from '../../lib/paths';

/** One comment or review as its row shows it. */
export interface TabEntry {
  author: { username: string; profileImage: string | null };
  /** The author's profile page: an id or a username, whichever the item carries. */
  profile: string;
  /** Beside the name, before the time: a review's stars and verified mark. */
  badges?: ReactNode;
  createdAt: string;
  text: string;
  /** Hidden by a moderator or from a suspended account: only its author and admins see it, marked. */
  hidden: boolean;
  /** What the reader may report: null for its author and for guests. */
  report: ReportTarget | null;
}

export interface TabListProps<T extends { id: string }> {
  /** The tab's paged query (newest first). */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What shows while the first page loads (skeleton rows). */
  placeholder: ReactNode;
  empty: { icon: LucideIcon; text: string };
  /** The row of an item: its author, text and report menu. */
  toEntry: (item: T) => TabEntry;
  /** The list's spacing. */
  className: string;
}

/**
 * The list under the Comments and Reviews tabs: the first page's placeholder, the error with Try again, the empty
 * sentence, then the rows (avatar and name linking to the author's profile, the time, the text, the hidden mark and
 * Report), and Load more while the server has more (keyset pages, lib/api-client's Page).
 */
export function TabList<T extends { id: string }>({ query, placeholder, empty, toEntry, className }: TabListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const EmptyIcon = empty.icon;
  return (
    <>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{SCREEN.app.loading}</span>
          {placeholder}
        </div>
      ) : query.isError ? (
        <ErrorState title={SCREEN.app.errorHeading} onRetry={() => query.refetch()} className="py-8" />
      ) : items.length === 0 ? (
        <p className="flex flex-col items-center gap-2 rounded-2xl bg-muted/60 px-4 py-8 text-center text-sm text-muted-foreground">
          <EmptyIcon aria-hidden="true" className="size-6" />
          {empty.text}
        </p>
      ) : (
        <ul className={className}>
          {items.map((item) => (
            <TabRow key={item.id} {...toEntry(item)} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {SCREEN.app.loadMore}
        </Button>
      ) : null}
    </>
  );
}

function TabRow({ author, profile, badges, createdAt, text, hidden, report }: TabEntry) {
  const profilePath = paths.profile(profile);
  return (
    <li className="flex gap-3">
      {/* The username beside it is the same link, with a name: this one is for pointers only. */}
      <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
        <Avatar src={author.profileImage} username={author.username} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <Link to={profilePath} className="font-semibold hover:underline">
            {author.username}
          </Link>
          {badges}
          <RelativeTime date={createdAt} className="text-xs text-muted-foreground" />
        </p>
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{text}</p>
        {hidden ? (
          <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">{SCREEN.moderation.hiddenMark}</p>
        ) : null}
      </div>
      {report ? <ReportMenu {...report} className="-mt-1.5" /> : null}
    </li>
  );
}
