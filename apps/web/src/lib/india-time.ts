// India's time, for what a page shows the same on the server and in the browser. Kala's calendar is India's
// (Asia/Kolkata, UTC+05:30 all year: no daylight saving), as the studio's days and a profile's joined month are. A
// page the server draws (decision 0033) is read in the server's time zone there and in the browser's here: a day or
// a date read in India's time is the same on both, so the browser hydrates the page instead of drawing another day
// around midnight.

import { IST_OFFSET_MINUTES } from '@kala/contract';

/** India's time zone, for Intl's timeZone option. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Where days and times are read: on this device's clock, or India's (lib/hydration.ts useClockZone). */
export type ClockZone = 'device' | 'india';

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The day in India (YYYY-MM-DD) of an instant; today by default. */
export function istDay(at: number = Date.now()): string {
  return new Date(at + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A Date whose local fields (day, hour…) read India's wall clock at `date`: what a local-time formatter (date-fns'
 * format) writes from it is the time in India, whatever this device's time zone.
 */
export function inIndia(date: Date): Date {
  return new Date(date.getTime() + OFFSET_MS + date.getTimezoneOffset() * 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The day (YYYY-MM-DD) of the instant `at` in `zone`. Written out by hand: date-fns' format would bring its
 * formatter and locale (about 6 kB) to the chat, which needs neither.
 */
export function dayIn(zone: ClockZone, at: number): string {
  if (zone === 'india') return istDay(at);
  const date = new Date(at);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The calendar day before `day` (YYYY-MM-DD): days, not 24 hours, so a daylight-saving change moves nothing. */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - 1)).toISOString().slice(0, 10);
}

/** Intl's options read in `zone`: India's time zone added, or this device's left. */
export function intlIn(zone: ClockZone, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return zone === 'india' ? { ...options, timeZone: INDIA_TIME_ZONE } : options;
}
