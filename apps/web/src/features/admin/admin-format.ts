// How the back-office writes money, dates and ids.

import { CURRENCY } from '@kala/contract';
import { format } from 'date-fns';

const rupees = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
// Whole rupees for the dashboard's big figures and chart axes.
const wholeRupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat(CURRENCY.locale);

/** ₹1,23,456.50: rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

export function formatWholeRupees(amount: number): string {
  return wholeRupees.format(amount);
}

/** 1,23,456 */
export function formatCount(value: number): string {
  return count.format(value);
}

/** 4 May 2025, 14:05 (local time). */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

/** '2025-05-04' (a UTC day of the dashboard series) → 4 May. */
export function formatDay(day: string): string {
  return format(new Date(`${day}T00:00:00`), 'd MMM');
}

// Ids are UUIDv7: they start with a timestamp, so rows made together share a prefix; the end tells them apart.
const SHORT_ID_CHARS = 6;

/** …a1b2c3 */
export function shortId(id: string): string {
  return id.length > SHORT_ID_CHARS ? `…${id.slice(-SHORT_ID_CHARS)}` : id;
}
