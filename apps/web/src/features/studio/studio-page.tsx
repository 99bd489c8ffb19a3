import { STUDIO_DEFAULT_DAYS, STUDIO_PERIODS, type Studio, type StudioFigure, SCREEN } from '@kala/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ArrowDownRight,
  ArrowUpRight,
  BadgeIndianRupee,
  Bookmark,
  Eye,
  Heart,
  Landmark,
  type LucideIcon,
  MessageCircle,
  Minus,
  Palette,
  ReceiptText,
  Store,
  Truck,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { ColumnHeader } from '../../ui/column-header';
import { buttonClasses } from '../../ui/button-classes';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { IconTile, StatCardFrame } from '../../ui/stat-card-frame';
import { Thumbnail } from '../../ui/thumbnail';
import { type StudioPeriodDays, studioPeriod, studioQuery } from './studio.api';
import { useNow } from '../../lib/hydration';
import { istDay } from '../../lib/india-time';
import { MyArtworksTable } from './my-artworks-table';
import { StudioChart } from './studio-chart';
import { describeChange, formatCount, formatDay, formatMoney } from './studio-format';
import { paths } from '../../lib/paths';
import { earlyTapProps, useEarlyTaps } from '../../lib/early-taps';
import { PageHeader } from '../../ui/page-header';

const T = SCREEN.studio;
const CHART_HEIGHT = 260;

/** The early-tap key of a period's button (lib/early-taps.ts). */
const studioPeriodTap = (days: StudioPeriodDays) => `studio-period:${days}`;

/** ?period=7|30|90 in the address, so a period can be shared and survives a reload; 30 by default. */
function usePeriod(): [StudioPeriodDays, (days: StudioPeriodDays) => void] {
  const [params, setParams] = useSearchParams();
  return [
    studioPeriod(params),
    (next) => setParams(next === STUDIO_DEFAULT_DAYS ? {} : { period: String(next) }, { replace: true }),
  ];
}

/** The artist studio, /me/studio: reach and sales over 7, 30 or 90 IST days, from GET /api/auth/studio. */
export function StudioPage() {
  const { userId } = useAuth();
  const [days, setDays] = usePeriod();
  // The studio is drawn by the server: a period tapped before the app ran is chosen once it has (lib/early-taps.ts).
  useEarlyTaps(STUDIO_PERIODS.map(studioPeriodTap), (key) => {
    const period = STUDIO_PERIODS.find((each) => studioPeriodTap(each) === key);
    if (period) setDays(period);
  });
  // The days as the server counted them while hydrating the page it drew (decision 0033), then from now.
  const now = useNow().getTime();
  // The previous period's figures stay on screen while another period loads: no flash of skeletons.
  const query = useQuery({ ...studioQuery(days, userId, now), placeholderData: keepPreviousData });

  let body: ReactNode;
  if (query.isPending) {
    body = <StudioSkeleton />;
  } else if (query.isError) {
    body = <ErrorState title={T.error} description={SCREEN.app.errorHint} onRetry={() => void query.refetch()} />;
  } else if (query.data.artworks.length === 0) {
    body = (
      <EmptyState
        icon={Palette}
        title={T.empty}
        description={T.emptyHint}
        action={
          <Link to={paths.upload} className={buttonClasses('primary')}>
            {SCREEN.upload.title}
          </Link>
        }
      />
    );
  } else {
    body = <StudioBody studio={query.data} busy={query.isPlaceholderData} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          // No artworks yet, no figures: the periods would only change the dates above.
          query.data?.artworks.length === 0 ? null : (
            <fieldset className="inline-flex w-fit gap-1 rounded-xl bg-muted p-1">
              <legend className="sr-only">{T.periodLabel}</legend>
              {STUDIO_PERIODS.map((period) => (
                <button
                  key={period}
                  type="button"
                  aria-pressed={period === days}
                  onClick={() => setDays(period)}
                  {...earlyTapProps(studioPeriodTap(period))}
                  className={cn(
                    'inline-flex min-h-10 cursor-pointer items-center rounded-lg px-4 text-sm font-medium transition-colors md:min-h-9',
                    period === days
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {T.period(period)}
                </button>
              ))}
            </fieldset>
          )
        }
      >
        {query.data ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {T.periodHint(formatDay(query.data.period.from), formatDay(query.data.period.to))}
          </p>
        ) : null}
      </PageHeader>
      {body}
      {/* Without artworks, the empty state above says what to do; with them, they are managed here. */}
      {query.data && query.data.artworks.length > 0 ? (
        <div className="mt-4 sm:mt-6">
          <MyArtworksTable />
        </div>
      ) : null}
    </div>
  );
}

function StudioBody({ studio, busy }: { studio: Studio; busy: boolean }) {
  const { totals } = studio;
  const quiet = studio.perDay.every((day) => day.views === 0 && day.revenue === 0);
  return (
    <div className={cn('flex flex-col gap-4 transition-opacity sm:gap-6', busy && 'opacity-60')} aria-busy={busy}>
      <section aria-label={T.vsPrevious} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <FigureCard label={T.figures.views} figure={totals.views} icon={Eye} />
        <FigureCard label={T.figures.likes} figure={totals.likes} icon={Heart} />
        <FigureCard label={T.figures.saves} figure={totals.saves} icon={Bookmark} />
        <FigureCard label={T.figures.comments} figure={totals.comments} icon={MessageCircle} />
        <FigureCard label={T.figures.followers} figure={totals.followers} icon={UserPlus} />
        <FigureCard label={T.figures.orders} figure={totals.orders} icon={ReceiptText} />
        <FigureCard
          label={T.figures.revenue}
          figure={totals.revenue}
          icon={BadgeIndianRupee}
          format={formatMoney}
          className="col-span-2"
        />
      </section>

      <section
        aria-label={T.chartTitle}
        className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 className="font-semibold">{T.chartTitle}</h2>
        {quiet ? (
          <p
            className="flex items-center justify-center rounded-xl bg-muted/60 px-4 text-center text-sm text-muted-foreground"
            style={{ height: CHART_HEIGHT }}
          >
            {T.chartEmpty}
          </p>
        ) : (
          <div style={{ height: CHART_HEIGHT }}>
            <StudioChart data={studio.perDay} />
          </div>
        )}
      </section>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <ArtworksTable artworks={studio.artworks} />
        <ToShip toShip={studio.toShip} />
      </div>
    </div>
  );
}

function FigureCard({
  label,
  figure,
  icon,
  format = formatCount,
  className,
}: {
  label: string;
  figure: StudioFigure;
  icon: LucideIcon;
  format?: (value: number) => string;
  className?: string;
}) {
  const change = describeChange(figure);
  const TrendIcon = change.trend === 'up' ? ArrowUpRight : change.trend === 'down' ? ArrowDownRight : Minus;
  return (
    <StatCardFrame label={label} icon={icon} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <p className="font-display text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
          {format(figure.value)}
        </p>
        <span
          className={cn(
            'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
            change.trend === 'up' && 'bg-success/15 text-success',
            change.trend === 'down' && 'bg-destructive/15 text-destructive',
            change.trend === 'same' && 'bg-muted text-muted-foreground',
          )}
          title={T.vsPrevious}
        >
          <TrendIcon aria-hidden="true" className="size-3.5" />
          {change.text}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">{T.previousValue(format(figure.previous))}</p>
    </StatCardFrame>
  );
}

function ArtworksTable({ artworks }: { artworks: Studio['artworks'] }) {
  const C = T.columns;
  const cell = 'px-2 py-3 text-right tabular-nums sm:px-3';
  return (
    <section
      aria-label={T.artworksTitle}
      className="min-w-0 rounded-2xl border border-border bg-card shadow-sm lg:col-span-2"
    >
      <header className="px-4 pt-4 sm:px-5 sm:pt-5">
        <h2 className="font-semibold">{T.artworksTitle}</h2>
        <p className="text-xs text-muted-foreground">{T.artworksHint}</p>
      </header>
      <div className="overflow-x-auto">
        <table className="mt-3 w-full text-sm">
          <thead className="border-b border-border text-xs text-muted-foreground">
            <tr>
              <ColumnHeader className="px-4 py-2 text-left sm:px-5">{C.artwork}</ColumnHeader>
              <ColumnHeader className="px-2 py-2 text-right sm:px-3">{C.views}</ColumnHeader>
              <ColumnHeader className="hidden px-3 py-2 text-right sm:table-cell">{C.likes}</ColumnHeader>
              <ColumnHeader className="hidden px-3 py-2 text-right sm:table-cell">{C.saves}</ColumnHeader>
              <ColumnHeader className="px-2 py-2 text-right sm:px-3">{C.conversion}</ColumnHeader>
              <ColumnHeader className="px-4 py-2 text-right sm:px-5">{C.stock}</ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {artworks.map((artwork) => (
              <tr key={artwork.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium sm:px-5">
                  <Link to={paths.artwork(artwork.id)} className="flex min-w-0 items-center gap-3 hover:underline">
                    <Thumbnail
                      image={artwork.image}
                      alt=""
                      sizes="40px"
                      className="hidden size-10 rounded-lg sm:block"
                    />
                    <span className="line-clamp-2 min-w-0">{artwork.title}</span>
                  </Link>
                </th>
                <td className={cell}>{formatCount(artwork.views)}</td>
                <td className={cn(cell, 'hidden sm:table-cell')}>{formatCount(artwork.likes)}</td>
                <td className={cn(cell, 'hidden sm:table-cell')}>{formatCount(artwork.saves)}</td>
                <td className={cell}>{artwork.conversion === null ? T.noConversion : `${artwork.conversion}%`}</td>
                <td className={cn(cell, 'px-4 sm:px-5')}>
                  {!artwork.forSale ? (
                    <span className="whitespace-nowrap text-xs text-muted-foreground">{T.notForSale}</span>
                  ) : artwork.stock === 0 ? (
                    <span className="whitespace-nowrap text-xs font-medium text-destructive">{T.soldOut}</span>
                  ) : (
                    formatCount(artwork.stock)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ToShip({ toShip }: { toShip: Studio['toShip'] }) {
  return (
    <section
      aria-label={T.toShipTitle}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{T.toShipTitle}</h2>
        <IconTile icon={Truck} />
      </header>
      {toShip.count === 0 ? (
        <p className="text-sm text-muted-foreground">{T.toShipNone}</p>
      ) : (
        <>
          <p className="text-sm font-medium">{T.toShipCount(toShip.count)}</p>
          <ul className="flex flex-col divide-y divide-border">
            {toShip.orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={paths.order(order.id)}
                  className="flex items-center justify-between gap-3 py-2.5 hover:underline"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{order.artworkTitle}</span>
                    <span className="block text-xs text-muted-foreground">
                      {T.soldTo(order.buyerUsername)} · {formatDay(istDay(Date.parse(order.createdAt)))}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">{formatMoney(order.totalAmount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={paths.sales} className={cn(buttonClasses('outline', 'sm'), 'mt-auto w-full')}>
        <Store aria-hidden="true" className="size-4" />
        {T.openSales}
      </Link>
      {/* Where the money of these sales goes (issue 37 item 1). */}
      <Link to={paths.payoutSettings} className={cn(buttonClasses('ghost', 'sm'), 'w-full')}>
        <Landmark aria-hidden="true" className="size-4" />
        {SCREEN.payouts.navLabel}
      </Link>
    </section>
  );
}

function StudioSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4 sm:gap-6">
      <span className="sr-only">{T.loading}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
