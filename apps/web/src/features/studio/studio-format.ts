// How the studio writes money, counts, days and changes.

import type { StudioFigure } from '@kala/contract';
import { formatIntlDate, formatPrice } from '../../lib/format';
import { SCREEN } from '@kala/contract';

export { formatCount } from '../../lib/format';

/** ₹1,25,000 for round amounts; ₹1,600.50 keeps its paise. */
export function formatMoney(amount: number): string {
  return formatPrice(amount);
}

/**
 * '2026-03-01' → '1 Mar'. Days are IST days sent as YYYY-MM-DD: written as the calendar date they name, in UTC, so
 * no device time zone moves them.
 */
export function formatDay(day: string): string {
  return formatIntlDate(new Date(`${day}T00:00:00.000Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export type Trend = 'up' | 'down' | 'same';

/** The change against the previous period: '+25%', '−10%', 'New' (from nothing), 'No change'. */
export function describeChange({ value, previous }: StudioFigure): { text: string; trend: Trend } {
  if (value === previous) return { text: SCREEN.studio.changeSame, trend: 'same' };
  if (previous === 0) return { text: SCREEN.studio.changeNew, trend: 'up' };
  const percent = Math.round(((value - previous) / previous) * 100);
  return { text: SCREEN.studio.change(percent), trend: value > previous ? 'up' : 'down' };
}
