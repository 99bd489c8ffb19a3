import type { Studio } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay, formatWholeMoney } from './studio-format';
import { CHART_AXIS, CHART_COLOR, CHART_LEGEND, CHART_TOOLTIP } from '../../ui/chart-theme';

const S = SCREEN.studio.figures;

const dayLabel = (value: unknown) => (typeof value === 'string' ? formatDay(value) : String(value ?? ''));

/** Views (bars, left axis) and revenue (line, right axis) per IST day of the period. */
export function StudioChart({ data }: { data: Studio['perDay'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLOR.grid} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...CHART_AXIS} />
        <YAxis yAxisId="views" allowDecimals={false} width={40} axisLine={false} {...CHART_AXIS} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          width={72}
          axisLine={false}
          tickFormatter={(value: number) => formatWholeMoney(value)}
          {...CHART_AXIS}
        />
        <Tooltip
          {...CHART_TOOLTIP}
          labelFormatter={dayLabel}
          formatter={(value, name) =>
            name === S.revenue ? formatWholeMoney(Number(value)) : formatCount(Number(value))
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
          yAxisId="views"
          dataKey="views"
          name={S.views}
          fill={CHART_COLOR.primary}
          radius={[6, 6, 0, 0]}
          maxBarSize={18}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={S.revenue}
          type="monotone"
          stroke={CHART_COLOR.secondary}
          strokeWidth={2.5}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
