import type { Studio } from '@kala/contract';
import { SCREEN } from '../../lib/texts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay, formatWholeMoney } from './studio-format';

const S = SCREEN.studio.figures;

// The theme's own colours (index.css), so the chart follows light and dark mode; the same look as the admin
// dashboard's charts (recharts, already in the project and loaded only with these routes).
const COLOR = {
  views: 'var(--color-primary)',
  revenue: 'var(--color-success)',
  grid: 'var(--color-border)',
  text: 'var(--color-muted-foreground)',
} as const;
const AXIS = { stroke: COLOR.grid, tick: { fill: COLOR.text, fontSize: 12 }, tickLine: false } as const;
const TOOLTIP = {
  contentStyle: {
    background: 'var(--color-card)',
    border: '1px solid var(--color-border)',
    borderRadius: 12,
    color: 'var(--color-foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--color-muted)', stroke: 'var(--color-border)' },
} as const;
const LEGEND = { fontSize: 12, color: 'var(--color-muted-foreground)' } as const;

const dayLabel = (value: unknown) => (typeof value === 'string' ? formatDay(value) : String(value ?? ''));

/** Views (bars, left axis) and revenue (line, right axis) per IST day of the period. */
export function StudioChart({ data }: { data: Studio['perDay'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={COLOR.grid} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...AXIS} />
        <YAxis yAxisId="views" allowDecimals={false} width={40} axisLine={false} {...AXIS} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          width={72}
          axisLine={false}
          tickFormatter={(value: number) => formatWholeMoney(value)}
          {...AXIS}
        />
        <Tooltip
          {...TOOLTIP}
          labelFormatter={dayLabel}
          formatter={(value, name) =>
            name === S.revenue ? formatWholeMoney(Number(value)) : formatCount(Number(value))
          }
        />
        <Legend verticalAlign="top" align="right" height={28} iconType="circle" iconSize={8} wrapperStyle={LEGEND} />
        <Bar yAxisId="views" dataKey="views" name={S.views} fill={COLOR.views} radius={[6, 6, 0, 0]} maxBarSize={18} />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={S.revenue}
          type="monotone"
          stroke={COLOR.revenue}
          strokeWidth={2.5}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
