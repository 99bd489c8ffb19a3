// How the studio writes money, counts, days and changes.

import { CURRENCY, SCREEN, type StudioFigure } from '@kala/contract';

const wholeRupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
});
const rupees = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
const count = new Intl.NumberFormat(CURRENCY.locale);
// Days are IST days sent as YYYY-MM-DD: written as the calendar date they name, in UTC, so no device time zone
// moves them.
const shortDay = new Intl.DateTimeFormat(CURRENCY.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** ₹1,25,000 for round amounts; ₹1,600.50 keeps its paise. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupees.format(amount);
}

export function formatWholeMoney(amount: number): string {
  return wholeRupees.format(amount);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** '2026-03-01' → '1 Mar' */
export function formatDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00.000Z`));
}

export type Trend = 'up' | 'down' | 'same';

/** The change against the previous period: '+25%', '−10%', 'New' (from nothing), 'No change'. */
export function describeChange({ value, previous }: StudioFigure): { text: string; trend: Trend } {
  if (value === previous) return { text: SCREEN.studio.changeSame, trend: 'same' };
  if (previous === 0) return { text: SCREEN.studio.changeNew, trend: 'up' };
  const percent = Math.round(((value - previous) / previous) * 100);
  return { text: SCREEN.studio.change(percent), trend: value > previous ? 'up' : 'down' };
}
