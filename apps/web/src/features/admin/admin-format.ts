// How the back-office writes money, dates and ids.

import { formatDate } from '../../lib/format-date';
import { formatPrice } from '../../lib/format';

export { formatCount, formatWholePrice } from '../../lib/format';

/** ₹1,23,456.50: rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return formatPrice(amount);
}

/** 4 May 2025, 14:05 (local time). */
export function formatDateTime(iso: string): string {
  return formatDate(new Date(iso), 'dateTime24');
}

/** '2025-05-04' (a UTC day of the dashboard series) → 4 May. */
export function formatDay(day: string): string {
  return formatDate(new Date(`${day}T00:00:00`), 'day');
}

// Ids are UUIDv7: they start with a timestamp, so rows made together share a prefix; the end tells them apart.
const SHORT_ID_CHARS = 6;

/** …a1b2c3 */
export function shortId(id: string): string {
  return id.length > SHORT_ID_CHARS ? `…${id.slice(-SHORT_ID_CHARS)}` : id;
}
