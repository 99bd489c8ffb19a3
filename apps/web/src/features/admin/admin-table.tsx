// The pieces every back-office table is made of: page header, search field, the scrolling table, its
// loading/empty/error states, short ids with copy, and "Load more"; AdminTablePage puts them together.

import { SEARCH_DEBOUNCE_MS, SCREEN } from '@kala/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Copy, type LucideIcon, Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { type AdminListQueryOptions, rowsOf } from './admin.api';
import { shortId } from './admin-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { toast } from '../../lib/toast';

export interface AdminTablePageProps<T extends { id: string }> {
  title: string;
  description: string;
  /** The header's button, e.g. Add User. */
  action?: ReactNode;
  searchPlaceholder: string;
  /** The table's query for a search text (admin.api.ts). */
  query: (q: string) => AdminListQueryOptions<T>;
  loadingText: string;
  errorText: string;
  emptyText: string;
  emptyIcon: LucideIcon;
  /** Also said in a toast when the list fails to load. */
  loadFailedToast?: string;
  /** The header cells (Th), Actions left out: it comes last, and stays in view. */
  columns: ReactNode;
  /** A row's cells (Td), Actions left out. */
  cells: (row: T) => ReactNode;
  /** A row's Edit and Delete (RowActionButton); a table without them (the audit log) has no Actions column. */
  actions?: (row: T) => ReactNode;
  /** The dialogs the page opens. */
  children?: ReactNode;
  /** Beside the search: what narrows the list further (the orders' status). */
  filters?: ReactNode;
}

/**
 * A back-office table page (docs/product.md#screens-and-routes): title, search as you type (asked of the server once
 * typing pauses), the table with its loading, error and empty states, "Load more", and the page's dialogs. The previous
 * results stay in view while a new search loads.
 */
export function AdminTablePage<T extends { id: string }>({
  title,
  description,
  action,
  searchPlaceholder,
  query,
  loadingText,
  errorText,
  emptyText,
  emptyIcon,
  loadFailedToast,
  columns,
  cells,
  actions,
  children,
  filters,
}: AdminTablePageProps<T>) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInfiniteQuery({ ...query(q), placeholderData: keepPreviousData });
  const rows = rowsOf(list.data);

  useEffect(() => {
    if (list.isError && loadFailedToast) toast.error(loadFailedToast, { id: 'admin-list-load-failed' });
  }, [list.isError, loadFailedToast]);
  const state = list.isPending ? 'loading' : list.isError && rows.length === 0 ? 'error' : 'empty';

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={title} description={description} actions={action} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <AdminSearchField
            value={search}
            onChange={setSearch}
            placeholder={searchPlaceholder}
            searching={list.isFetching && !list.isFetchingNextPage && !list.isPending}
          />
        </div>
        {filters}
      </div>
      <AdminTableCard>
        {rows.length === 0 ? (
          <AdminTableState
            state={state}
            loadingText={loadingText}
            errorText={errorText}
            emptyText={emptyText}
            emptyIcon={emptyIcon}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <AdminTable label={title}>
              <thead>
                <tr>
                  {columns}
                  {actions ? (
                    <Th sticky className="text-right">
                      {SCREEN.admin.columns.actions}
                    </Th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Tr key={row.id}>
                    {cells(row)}
                    {actions ? (
                      <Td sticky>
                        <RowActions>{actions(row)}</RowActions>
                      </Td>
                    ) : null}
                  </Tr>
                ))}
              </tbody>
            </AdminTable>
            <LoadMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </>
        )}
      </AdminTableCard>
      {children}
    </div>
  );
}

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {actions}
    </header>
  );
}

/** A titled card of an admin page (the ledger check, what artists owe): its heading, a line on what it shows, then it. */
export function AdminSection({
  id,
  title,
  hint,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  hint: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <header>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </header>
      {children}
    </section>
  );
}

/** The search box above a table; shows a spinner while the server answers a new search. */
function AdminSearchField({
  value,
  onChange,
  placeholder,
  searching,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  searching: boolean;
}) {
  return (
    <div className="relative w-full max-w-xl">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="pr-10 pl-10"
        enterKeyHint="search"
      />
      {searching ? (
        <span className="absolute top-1/2 right-3.5 -translate-y-1/2 text-muted-foreground">
          <Spinner className="size-4" />
        </span>
      ) : null}
    </div>
  );
}

/** The card around a table: rows scroll sideways on narrow screens, the page does not. */
function AdminTableCard({ children }: { children: ReactNode }) {
  return <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">{children}</div>;
}

function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="overflow-x-auto overscroll-x-contain" tabIndex={0} aria-label={label}>
      <table className="w-full border-separate border-spacing-0 text-left text-sm">{children}</table>
    </section>
  );
}

// The Actions column stays in view while the rest scrolls sideways: on a phone Edit and Delete are always there.
const stickyEnd = 'sticky right-0 z-[1] border-l border-border';

export function Th({ className, sticky = false, ...props }: ComponentProps<'th'> & { sticky?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-border bg-muted px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        sticky && stickyEnd,
        className,
      )}
      {...props}
    />
  );
}

function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('group', className)} {...props} />;
}

export function Td({ className, sticky = false, ...props }: ComponentProps<'td'> & { sticky?: boolean }) {
  return (
    <td
      className={cn(
        'border-b border-border bg-card px-3 py-2.5 align-middle transition-colors group-last:border-b-0 group-hover:bg-muted',
        sticky && stickyEnd,
        className,
      )}
      {...props}
    />
  );
}

/** Loading, error or empty: one of them fills the card instead of the table. */
function AdminTableState({
  state,
  loadingText,
  errorText,
  emptyText,
  emptyIcon,
  onRetry,
}: {
  state: 'loading' | 'error' | 'empty';
  loadingText: string;
  errorText: string;
  emptyText: string;
  emptyIcon: LucideIcon;
  onRetry: () => void;
}) {
  if (state === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 px-6 py-20 text-center">
        <Spinner className="size-8 text-primary" />
        <span className="text-sm text-muted-foreground">{loadingText}</span>
      </div>
    );
  }
  if (state === 'error') {
    return <ErrorState title={errorText} onRetry={onRetry} />;
  }
  return <EmptyState icon={emptyIcon} title={emptyText} />;
}

/** "Load more" under a table while the server has another page. */
function LoadMore({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center border-t border-border p-3">
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        {SCREEN.admin.loadMore}
      </Button>
    </div>
  );
}

/** The end of a long id; the whole id in its tooltip, copied on click. */
export function ShortId({ id }: { id: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(SCREEN.admin.idCopied, { id: 'admin-id-copied' });
    } catch {
      // No clipboard (an insecure origin, or denied): the tooltip still shows the whole id.
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      title={id}
      className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-1.5 font-mono text-xs whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
    >
      {/* The name starts with what is seen (someone driving the browser by voice says "…1a2b3c"), then says what
          the button does with the whole id. */}
      {shortId(id)}
      <span className="sr-only">, {SCREEN.admin.copyId(id)}</span>
      <Copy aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** Edit and Delete of a row. */
function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}

/**
 * A row's action: its icon, with the word beside it on wide screens. The accessible name says which row
 * ('Edit asha'), so a screen reader going down the column knows what each button acts on.
 */
export function RowActionButton({
  text,
  label,
  icon: Icon,
  destructive = false,
  ...props
}: Omit<ComponentProps<'button'>, 'children'> & {
  text: string;
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-medium transition-colors md:h-9 md:min-w-9 xl:px-2.5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
        destructive
          ? 'text-destructive hover:bg-destructive/10'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-[1.1rem] shrink-0" />
      <span aria-hidden="true" className="hidden xl:inline">
        {text}
      </span>
    </button>
  );
}
