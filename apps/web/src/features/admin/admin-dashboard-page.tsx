import { type AdminDashboard, DASHBOARD_DAYS, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import {
  BadgeIndianRupee,
  Clock,
  Flag,
  Images,
  type LucideIcon,
  Palette,
  ReceiptText,
  ShoppingBag,
  Tag,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '../../lib/cn';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { adminDashboardQueryOptions } from './admin.api';
import { formatCount, formatDay, formatWholePrice } from './admin-format';
import { AdminPageHeader } from './admin-table';
import { LedgerCheckCard } from './ledger-check';
import { CHART_AXIS, CHART_COLOR, CHART_TOOLTIP } from '../../ui/chart-theme';
import { DailyChart } from '../../ui/daily-chart';
import { StatCardFrame } from '../../ui/stat-card-frame';

const S = SCREEN.admin.stats;

const CHART_HEIGHT = 260;

function StatCard({ label, value, icon, hint }: { label: string; value: string; icon: LucideIcon; hint?: string }) {
  return (
    <StatCardFrame label={label} icon={icon}>
      <div>
        <p className="font-display text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</p>
        {hint ? <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </StatCardFrame>
  );
}

function ChartCard({
  title,
  empty,
  overPeriod = true,
  className,
  children,
}: {
  title: string;
  empty: boolean;
  /** A series over the last DASHBOARD_DAYS days (not all time). */
  overPeriod?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <header>
        <h2 className="font-semibold">{title}</h2>
        {overPeriod ? <p className="text-xs text-muted-foreground">{SCREEN.admin.lastDays(DASHBOARD_DAYS)}</p> : null}
      </header>
      {empty ? (
        <p
          className="flex items-center justify-center rounded-xl bg-muted/60 text-sm text-muted-foreground"
          style={{ height: CHART_HEIGHT }}
        >
          {SCREEN.admin.noChartData}
        </p>
      ) : (
        <div style={{ height: CHART_HEIGHT }}>{children}</div>
      )}
    </section>
  );
}

function Stats({ totals }: { totals: AdminDashboard['totals'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label={S.users} value={formatCount(totals.users)} icon={Users} />
      <StatCard label={S.artists} value={formatCount(totals.artists)} icon={Palette} />
      <StatCard label={S.artworks} value={formatCount(totals.artworks)} icon={Images} />
      <StatCard label={S.forSale} value={formatCount(totals.artworksForSale)} icon={Tag} />
      <StatCard label={S.soldOut} value={formatCount(totals.soldOut)} icon={ShoppingBag} />
      <StatCard label={S.orders} value={formatCount(totals.orders)} icon={ReceiptText} />
      <StatCard
        label={S.revenue}
        value={formatWholePrice(totals.revenue)}
        icon={BadgeIndianRupee}
        hint={SCREEN.admin.revenueHint}
      />
      <StatCard label={S.pendingAmount} value={formatWholePrice(totals.pendingAmount)} icon={Clock} />
      <StatCard label={S.openReports} value={formatCount(totals.openReports)} icon={Flag} />
    </div>
  );
}

const dayLabel = (value: unknown) => (typeof value === 'string' ? formatDay(value) : String(value ?? ''));

function SalesChart({ data }: { data: AdminDashboard['salesPerDay'] }) {
  return (
    <DailyChart
      data={data}
      countKey="orders"
      countLabel={S.orders}
      revenueLabel={S.revenue}
      formatDay={formatDay}
      countAxisWidth={36}
    />
  );
}

function SignupsChart({ data }: { data: AdminDashboard['signupsPerDay'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
        <defs>
          <linearGradient id="admin-signups-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLOR.primary} stopOpacity={0.35} />
            <stop offset="100%" stopColor={CHART_COLOR.primary} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={CHART_COLOR.grid} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...CHART_AXIS} />
        <YAxis allowDecimals={false} width={36} axisLine={false} {...CHART_AXIS} />
        <Tooltip {...CHART_TOOLTIP} labelFormatter={dayLabel} formatter={(value) => formatCount(Number(value))} />
        <Area
          dataKey="count"
          name={SCREEN.admin.signups}
          type="monotone"
          stroke={CHART_COLOR.primary}
          strokeWidth={2.5}
          fill="url(#admin-signups-fill)"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

function CategoriesChart({ data }: { data: AdminDashboard['topCategories'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={CHART_COLOR.grid} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} axisLine={false} {...CHART_AXIS} />
        <YAxis type="category" dataKey="category" width={96} axisLine={false} {...CHART_AXIS} />
        <Tooltip {...CHART_TOOLTIP} formatter={(value) => formatCount(Number(value))} />
        <Bar dataKey="count" name={S.artworks} fill={CHART_COLOR.primary} radius={[0, 6, 6, 0]} maxBarSize={22} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The dashboard (/admin/admin_dashboard): real totals and the last 30 days, from GET /api/admin/dashboard. */
export function AdminDashboardPage() {
  const dashboard = useQuery(adminDashboardQueryOptions());

  let content: ReactNode;
  if (dashboard.isPending) {
    content = <PageSpinner label={SCREEN.admin.loadingDashboard} showLabel />;
  } else if (dashboard.isError) {
    content = <ErrorState title={SCREEN.admin.loadDashboardFailed} onRetry={() => void dashboard.refetch()} />;
  } else {
    const { totals, salesPerDay, signupsPerDay, topCategories } = dashboard.data;
    content = (
      <>
        <Stats totals={totals} />
        <LedgerCheckCard />
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            title={SCREEN.admin.salesPerDay}
            empty={salesPerDay.every((day) => day.orders === 0)}
            className="lg:col-span-2"
          >
            <SalesChart data={salesPerDay} />
          </ChartCard>
          <ChartCard title={SCREEN.admin.signupsPerDay} empty={signupsPerDay.every((day) => day.count === 0)}>
            <SignupsChart data={signupsPerDay} />
          </ChartCard>
          <ChartCard title={SCREEN.admin.topCategories} empty={topCategories.length === 0} overPeriod={false}>
            <CategoriesChart data={topCategories} />
          </ChartCard>
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={SCREEN.admin.sections.dashboard} description={SCREEN.admin.dashboardHint} />
      {content}
    </div>
  );
}
