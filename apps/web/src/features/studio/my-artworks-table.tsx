import {
  LISTING_SORTS,
  LISTING_STATES,
  type ListingSort,
  type ListingState,
  type MyListing,
  PRICE_PERCENT_MAX,
  PRICE_PERCENT_MIN,
  SCREEN,
} from '@kala/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Palette, Pencil } from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { bulkChange, myListingsQuery } from '../../entities/artwork/listings.api';
import { toast } from '../../lib/toast';
import { ColumnHeader } from '../../ui/column-header';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-classes';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Input } from '../../ui/input';
import { formatPrice } from '../../ui/price';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Thumbnail } from '../../ui/thumbnail';
import { paths } from '../../lib/paths';

const T = SCREEN.manage;

const STATE_CLASSES: Record<ListingState, string> = {
  live: 'bg-success/15 text-success',
  unlisted: 'bg-muted text-muted-foreground',
  hidden: 'bg-destructive/10 text-destructive',
  soldOut: 'bg-accent text-accent-foreground',
};

/**
 * The studio's "Your artworks" (issue 34, decision 0025): every one of the artist's artworks in any state, searched
 * by title, filtered by state and sorted; several may be unlisted, listed again or repriced by a percentage at once.
 */
export function MyArtworksTable() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [state, setState] = useState<ListingState | ''>('');
  const [sort, setSort] = useState<ListingSort>('newest');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [percent, setPercent] = useState('');
  const [pending, setPending] = useState(false);
  const search = useDeferredValue(q.trim());
  const query = useQuery({
    ...myListingsQuery({ q: search, state: state || undefined, sort }, token),
    placeholderData: keepPreviousData,
  });
  const ids = useId();
  const rows = query.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(chosen.length === rows.length ? new Set() : new Set(rows.map((row) => row.id)));

  const apply = async (action: 'unlist' | 'relist' | 'price') => {
    setPending(true);
    try {
      const body = action === 'price' ? { ids: chosen, action, percent: Number(percent) } : { ids: chosen, action };
      const { changed } = await bulkChange(queryClient, body);
      toast.success(T.bulkDone(changed));
      setSelected(new Set());
      setPercent('');
    } catch (error) {
      toast.error(errorMessage(error, T.failed));
    } finally {
      setPending(false);
    }
  };
  const onPrice = (event: FormEvent) => {
    event.preventDefault();
    void apply('price');
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={T.tableError}
        description={errorMessage(query.error, SCREEN.app.errorHint)}
        onRetry={() => void query.refetch()}
        retryLabel={T.retry}
        className="py-8"
      />
    );
  } else if (rows.length === 0) {
    const filtered = search !== '' || state !== '';
    body = (
      <EmptyState
        icon={Palette}
        title={filtered ? T.noMatches : T.tableEmpty}
        description={filtered ? undefined : T.tableEmptyHint}
        className="py-8"
        action={
          filtered ? undefined : (
            <Link to={paths.upload} className={buttonClasses('primary')}>
              {SCREEN.upload.title}
            </Link>
          )
        }
      />
    );
  } else {
    body = (
      <div className={cn('overflow-x-auto', query.isPlaceholderData && 'opacity-60')}>
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr className="border-b border-border">
              <ColumnHeader className="w-10 p-3">
                <input
                  type="checkbox"
                  aria-label={T.selectAll}
                  checked={chosen.length === rows.length}
                  onChange={toggleAll}
                  className="size-4 accent-primary"
                />
              </ColumnHeader>
              <ColumnHeader className="p-3">{T.columns.artwork}</ColumnHeader>
              <ColumnHeader className="p-3">{T.columns.state}</ColumnHeader>
              <ColumnHeader className="p-3 text-right">{SCREEN.upload.price}</ColumnHeader>
              <ColumnHeader className="p-3 text-right">{SCREEN.studio.figures.views}</ColumnHeader>
              <ColumnHeader className="p-3 text-right">{SCREEN.studio.figures.likes}</ColumnHeader>
              <ColumnHeader className="p-3 text-right">
                <span className="sr-only">{T.columns.manage}</span>
              </ColumnHeader>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ListingRow key={row.id} row={row} checked={selected.has(row.id)} onToggle={() => toggle(row.id)} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-border p-4 sm:p-5">
          <h2 id={`${ids}-title`} className="font-display text-xl font-semibold">
            {T.tableTitle}
          </h2>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <Input
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={T.search}
              aria-label={T.search}
            />
            <Select
              aria-label={T.state}
              value={state}
              onChange={(event) => setState(event.target.value as ListingState | '')}
            >
              <option value="">{T.states.all}</option>
              {LISTING_STATES.map((value) => (
                <option key={value} value={value}>
                  {T.states[value]}
                </option>
              ))}
            </Select>
            <Select aria-label={T.sort} value={sort} onChange={(event) => setSort(event.target.value as ListingSort)}>
              {LISTING_SORTS.map((value) => (
                <option key={value} value={value}>
                  {T.sorts[value]}
                </option>
              ))}
            </Select>
          </div>
          {chosen.length > 0 ? (
            <fieldset className="flex flex-wrap items-center gap-2 rounded-xl bg-muted p-2">
              <legend className="sr-only">{T.selected(chosen.length)}</legend>
              <span aria-hidden="true" className="px-1 text-sm font-medium">
                {T.selected(chosen.length)}
              </span>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => void apply('unlist')}>
                {T.unlist}
              </Button>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => void apply('relist')}>
                {T.relist}
              </Button>
              <form onSubmit={onPrice} className="flex items-center gap-2">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={PRICE_PERCENT_MIN}
                  max={PRICE_PERCENT_MAX}
                  step={1}
                  value={percent}
                  onChange={(event) => setPercent(event.target.value)}
                  aria-label={T.percent}
                  placeholder="%"
                  className="w-24"
                />
                <Button type="submit" size="sm" disabled={pending || percent.trim() === ''}>
                  {T.applyPrice}
                </Button>
              </form>
            </fieldset>
          ) : null}
        </div>
        {body}
      </Card>
    </section>
  );
}

function ListingRow({ row, checked, onToggle }: { row: MyListing; checked: boolean; onToggle: () => void }) {
  return (
    <tr className="border-b border-border last:border-0">
      <td className="p-3">
        <input
          type="checkbox"
          aria-label={T.select(row.title)}
          checked={checked}
          onChange={onToggle}
          className="size-4 accent-primary"
        />
      </td>
      <td className="p-3">
        <Link to={paths.artwork(row.id)} className="flex items-center gap-3 font-medium hover:underline">
          <Thumbnail image={row.image} alt="" className="size-10 shrink-0 rounded-lg" />
          <span className="line-clamp-2 break-words">{row.title}</span>
        </Link>
      </td>
      <td className="p-3">
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
            STATE_CLASSES[row.state],
          )}
        >
          {T.states[row.state]}
        </span>
      </td>
      <td className="p-3 text-right tabular-nums whitespace-nowrap">
        {row.forSale ? formatPrice(row.price) : <span className="text-muted-foreground">{T.notForSale}</span>}
      </td>
      <td className="p-3 text-right tabular-nums">{row.views}</td>
      <td className="p-3 text-right tabular-nums">{row.likes}</td>
      <td className="p-3 text-right">
        <Link
          to={paths.editArtwork(row.id)}
          className={buttonClasses('ghost', 'sm')}
          aria-label={`${T.edit}: ${row.title}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{T.edit}</span>
        </Link>
      </td>
    </tr>
  );
}
