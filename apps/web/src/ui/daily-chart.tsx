import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatWholePrice } from '../lib/format';
import { CHART_AXIS, CHART_COLOR, CHART_LEGEND, CHART_TOOLTIP } from './chart-theme';

export interface DailyChartProps<K extends string> {
  /** One row a day: the day (YYYY-MM-DD), a count under `countKey`, and the revenue in rupees. */
  data: ReadonlyArray<{ date: string; revenue: number } & Record<K, number>>;
  countKey: K;
  countLabel: string;
  revenueLabel: string;
  /** How a day is written on the axis and in the tooltip ('4 May'). */
  formatDay: (day: string) => string;
  countAxisWidth?: number;
}

/**
 * A count (bars, left axis) and revenue (line, right axis) per day: the admin dashboard's orders and the studio's
 * views. recharts, in the theme's colours (chart-theme.ts); only the lazy screens that show it load it.
 */
export function DailyChart<K extends string>({
  data,
  countKey,
  countLabel,
  revenueLabel,
  formatDay,
  countAxisWidth = 40,
}: DailyChartProps<K>) {
  const dayLabel = (value: unknown) => (typeof value === 'string' ? formatDay(value) : String(value ?? ''));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={[...data]} margin={{ top: 4, right: 4, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLOR.grid} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...CHART_AXIS} />
        <YAxis yAxisId="count" allowDecimals={false} width={countAxisWidth} axisLine={false} {...CHART_AXIS} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          width={72}
          axisLine={false}
          tickFormatter={(value: number) => formatWholePrice(value)}
          {...CHART_AXIS}
        />
        <Tooltip
          {...CHART_TOOLTIP}
          labelFormatter={dayLabel}
          formatter={(value, name) =>
            name === revenueLabel ? formatWholePrice(Number(value)) : formatCount(Number(value))
          }
        />
        <Legend
          verticalAlign="top"
          align="right"
          height={28}
          iconType="circle"
          iconSize={8}
          wrapperStyle={CHART_LEGEND}
        />
        <Bar
          yAxisId="count"
          dataKey={countKey}
          name={countLabel}
          fill={CHART_COLOR.primary}
          radius={[6, 6, 0, 0]}
          maxBarSize={18}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={revenueLabel}
          type="monotone"
          stroke={CHART_COLOR.secondary}
          strokeWidth={2.5}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
