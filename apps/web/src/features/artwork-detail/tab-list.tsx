import { SCREEN } from '@kala/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Page } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';

export interface TabListProps<T extends { id: string }> {
  /** The tab's paged query (newest first). */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What shows while the first page loads (skeleton rows). */
  placeholder: ReactNode;
  empty: { icon: LucideIcon; text: string };
  renderItem: (item: T) => ReactNode;
  /** The list's spacing. */
  className: string;
}

/**
 * The list under the Comments and Reviews tabs: the first page's placeholder, the error with Try again, the empty
 * sentence, then the items, and Load more while the server has more (keyset pages, lib/api-client's Page).
 */
export function TabList<T extends { id: string }>({
  query,
  placeholder,
  empty,
  renderItem,
  className,
}: TabListProps<T>) {
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
            <li key={item.id} className="flex gap-3">
              {renderItem(item)}
            </li>
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
