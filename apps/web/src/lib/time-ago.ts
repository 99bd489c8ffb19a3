// How long ago a date is, for the feed cards, the detail page and the profile form: '3 hours ago', 'about
// 2 months ago', 'over 1 year ago' (docs/product.md#constants-and-limits). This is date-fns' formatDistanceToNow(date,
// { addSuffix: true }), step for step, with the texts of SCREEN.time. date-fns' own function falls back to its whole
// English locale (month and day names, date parsing patterns), about 2 kB gzipped that every page downloaded first for
// the home feed's dates; time-ago.test.ts holds this one to date-fns' answers.

import { SCREEN } from '@kala/contract';
import { differenceInMonths } from 'date-fns';

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43_200;

/** The distance between `date` and `now` in words, with 'ago' (or 'in …' for a date still to come). */
export function timeAgo(date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) throw new RangeError('Invalid time value');
  const future = date.getTime() > now.getTime();
  const [earlier, later] = future ? [now, date] : [date, now];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  // As in date-fns, the distance is the clocks' (wall time): across a daylight-saving change, the hour that the
  // clocks jumped counts too.
  const offsetSeconds = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - offsetSeconds) / 60);
  const distance = inWords(minutes, earlier, later);
  return future ? SCREEN.time.inFuture(distance) : SCREEN.time.ago(distance);
}

/** date-fns' steps: minutes up to 45, hours up to a day, days up to a month, then months and years. */
function inWords(minutes: number, earlier: Date, later: Date): string {
  if (minutes === 0) return SCREEN.time.lessThanAMinute;
  if (minutes < 45) return SCREEN.time.minutes(minutes);
  if (minutes < 90) return SCREEN.time.aboutHours(1);
  if (minutes < MINUTES_IN_DAY) return SCREEN.time.aboutHours(Math.round(minutes / 60));
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return SCREEN.time.days(1);
  if (minutes < MINUTES_IN_MONTH) return SCREEN.time.days(Math.round(minutes / MINUTES_IN_DAY));
  if (minutes < MINUTES_IN_MONTH * 2) return SCREEN.time.aboutMonths(Math.round(minutes / MINUTES_IN_MONTH));
  const months = differenceInMonths(later, earlier);
  if (months < 12) return SCREEN.time.months(Math.round(minutes / MINUTES_IN_MONTH));
  const years = Math.trunc(months / 12);
  const monthsIntoYear = months % 12;
  if (monthsIntoYear < 3) return SCREEN.time.aboutYears(years);
  if (monthsIntoYear < 9) return SCREEN.time.overYears(years);
  return SCREEN.time.almostYears(years + 1);
}
