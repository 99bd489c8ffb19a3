import {
  EARNINGS_MONTH_PATTERN,
  type Earnings,
  type EarningsEntry,
  LEDGER_KINDS,
  type LedgerKind,
  SCREEN,
} from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { formatIntlDate, formatPrice } from '../../lib/format';
import { INDIA_TIME_ZONE } from '../../lib/india-time';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { FormField } from '../../ui/form-field';
import { Select } from '../../ui/select';
import { PageSpinner } from '../../ui/spinner';
import { earningsQuery, useStatementDownloadMutation } from './earnings.api';

const T = SCREEN.earnings;

/** +₹530 / −₹50: an entry's amount from the artist's side, signed so it reads at a glance. */
export function signedRupees(amount: number): string {
  if (amount === 0) return formatPrice(0);
  return amount > 0 ? `+${formatPrice(amount)}` : `−${formatPrice(-amount)}`;
}

/** The kind select's "Everything" (an empty value would be drawn as a placeholder). */
const ALL = 'all';

const isKind = (value: string | null): value is LedgerKind =>
  value !== null && (LEDGER_KINDS as readonly string[]).includes(value);

/**
 * Earnings, /me/earnings (issue 37 item 6): the artist's money month by month, read from Kala's ledger. The month
 * and the kind are in the address (?month=2026-11&kind=sale), so a view can be bookmarked and Back steps through.
 */
export function EarningsPage() {
  const { userId } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && EARNINGS_MONTH_PATTERN.test(asked) ? asked : null;
  const kind = isKind(params.get('kind')) ? (params.get('kind') as LedgerKind) : null;
  const query = useQuery(earningsQuery(userId, month, kind));

  const choose = (name: 'month' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  if (query.isPending) return <PageSpinner label={T.loading} showLabel />;
  if (query.isError) return <ErrorState title={T.loadError} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData}>
      <p className="text-sm text-muted-foreground">{T.description}</p>
      <Toolbar data={data} kind={kind} onChoose={choose} />
      <Summary data={data} />
      <Payouts data={data} />
      <Entries data={data} kind={kind} />
    </div>
  );
}

function Toolbar({
  data,
  kind,
  onChoose,
}: {
  data: Earnings;
  kind: LedgerKind | null;
  onChoose: (name: 'month' | 'kind', value: string) => void;
}) {
  const download = useStatementDownloadMutation();
  const downloading = (format: 'pdf' | 'csv') => download.isPending && download.variables?.format === format;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-3 sm:flex sm:gap-4">
        <FormField label={T.month}>
          {(field) => (
            <Select {...field} value={data.month} onChange={(event) => onChoose('month', event.target.value)}>
              {(data.months.includes(data.month) ? data.months : [data.month, ...data.months]).map((month) => (
                <option key={month} value={month}>
                  {T.monthName(month)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={T.kind}>
          {(field) => (
            <Select
              {...field}
              value={kind ?? ALL}
              onChange={(event) => onChoose('kind', event.target.value === ALL ? '' : event.target.value)}
            >
              <option value={ALL}>{T.allKinds}</option>
              {LEDGER_KINDS.map((each) => (
                <option key={each} value={each}>
                  {T.kinds[each]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex gap-2 sm:ml-auto">
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            className="flex-1 sm:flex-none"
            loading={downloading(format)}
            onClick={() => download.mutate({ month: data.month, format })}
          >
            <Download aria-hidden="true" className="size-4" />
            {format === 'pdf' ? T.downloadPdf : T.downloadCsv}
          </Button>
        ))}
      </div>
    </div>
  );
}

function Payouts({ data }: { data: Earnings }) {
  const headingId = useId();
  const { onHold, released, paidOut, owedToKala, tcsKeptBack } = data.payouts;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
        {T.payoutsHeading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {(
          [
            [T.onHold, onHold, T.onHoldHelp, 'on-hold'],
            [T.released, released, T.releasedHelp, 'released'],
            [T.paidOut, paidOut, T.paidOutHelp, 'paid-out'],
          ] as const
        ).map(([label, amount, help, id]) => (
          <div key={id} className="flex flex-col gap-0.5">
            <dt className="text-sm">{label}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums" data-testid={`payouts-${id}`}>
              {formatPrice(amount)}
            </dd>
            <dd className="text-xs text-muted-foreground">{help}</dd>
          </div>
        ))}
      </dl>
      {owedToKala > 0 ? (
        <p className="text-sm font-medium">{SCREEN.payouts.owedToKala(formatPrice(owedToKala))}</p>
      ) : null}
      {/* A GST-registered artist's payouts are less the tax Kala collects at source (decision 0045). */}
      {tcsKeptBack > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="payouts-tcs">
          {T.tcsKeptBackNote(formatPrice(tcsKeptBack))}
        </p>
      ) : null}
    </Card>
  );
}

function Summary({ data }: { data: Earnings }) {
  const headingId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_1fr]">
      <Card className="flex flex-col gap-1 p-5">
        <p className="text-sm text-muted-foreground">{T.earnedThisMonth}</p>
        <p className="font-display text-3xl font-semibold tabular-nums" data-testid="earned-this-month">
          {formatPrice(data.totals.earned)}
        </p>
        <p className="text-sm text-muted-foreground">
          {T.earnedAllTime}:{' '}
          <span className="font-medium text-foreground tabular-nums">{formatPrice(data.earnedAllTime)}</span>
        </p>
      </Card>
      <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-2 p-5">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {T.monthTotals}
        </h2>
        {data.totals.byKind.length === 0 ? (
          <p className="text-sm">{T.empty}</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            {data.totals.byKind.map(({ kind, amount }) => (
              <div key={kind} className="contents">
                <dt>{T.kinds[kind]}</dt>
                <dd className={cn('text-right', amount < 0 && 'text-muted-foreground')}>{signedRupees(amount)}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}

const dayOf = (at: string) =>
  formatIntlDate(new Date(at), { day: 'numeric', month: 'short', timeZone: INDIA_TIME_ZONE });

function Entries({ data, kind }: { data: Earnings; kind: LedgerKind | null }) {
  const headingId = useId();
  if (data.entries.length === 0) {
    return (
      <EmptyState
        icon={Wallet}
        title={kind ? T.emptyKind : T.empty}
        description={kind ? undefined : T.emptyHint}
        className="rounded-lg border border-dashed border-border py-12"
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {T.entriesHeading}
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {data.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function EntryRow({ entry }: { entry: EarningsEntry }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-kind={entry.kind}>
      <time dateTime={entry.createdAt} className="w-14 shrink-0 pt-0.5 text-sm text-muted-foreground tabular-nums">
        {dayOf(entry.createdAt)}
      </time>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium">{T.kinds[entry.kind]}</span>
        <Link
          to={paths.order(entry.orderId)}
          className="truncate text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {entry.title}
        </Link>
        {entry.reason ? <span className="text-sm text-muted-foreground">{entry.reason}</span> : null}
      </div>
      <span
        className={cn(
          'shrink-0 text-right text-sm font-semibold tabular-nums',
          entry.amount >= 0 ? 'text-green-700 dark:text-green-400' : 'text-foreground',
        )}
      >
        {signedRupees(entry.amount)}
      </span>
    </li>
  );
}
