import type { Studio } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { DailyChart } from '../../ui/daily-chart';
import { formatDay } from './studio-format';

/** Views (bars, left axis) and revenue (line, right axis) per IST day of the period. */
export function StudioChart({ data }: { data: Studio['perDay'] }) {
  return (
    <DailyChart
      data={data}
      countKey="views"
      countLabel={SCREEN.studio.figures.views}
      revenueLabel={SCREEN.studio.figures.revenue}
      formatDay={formatDay}
    />
  );
}
