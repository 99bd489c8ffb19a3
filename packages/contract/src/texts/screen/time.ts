// Kala: how long ago something happened, in docs/product.md#constants-and-limits 'about/over/almost … ago' style. These
// are the words of date-fns' English formatDistance, which the web used to call; apps/web/src/lib/time-ago.ts now picks
// them (and its test checks it still says what date-fns says).
import { live } from '../live';
export const time = /* @__PURE__ */ live(['SCREEN', 'time'], {
  lessThanAMinute: 'less than a minute',
  /** minutes(5) → '5 minutes' */
  minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
  /** aboutHours(2) → 'about 2 hours' */
  aboutHours: (count: number) => (count === 1 ? 'about 1 hour' : `about ${count} hours`),
  /** days(3) → '3 days' */
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  /** aboutMonths(1) → 'about 1 month' */
  aboutMonths: (count: number) => (count === 1 ? 'about 1 month' : `about ${count} months`),
  /** months(5) → '5 months' */
  months: (count: number) => (count === 1 ? '1 month' : `${count} months`),
  /** aboutYears(2) → 'about 2 years' */
  aboutYears: (count: number) => (count === 1 ? 'about 1 year' : `about ${count} years`),
  /** overYears(1) → 'over 1 year' */
  overYears: (count: number) => (count === 1 ? 'over 1 year' : `over ${count} years`),
  /** almostYears(2) → 'almost 2 years' */
  almostYears: (count: number) => (count === 1 ? 'almost 1 year' : `almost ${count} years`),
  /** ago('3 days') → '3 days ago' */
  ago: (distance: string) => `${distance} ago`,
  /** inFuture('2 minutes') → 'in 2 minutes' (a device clock behind the server's) */
  inFuture: (distance: string) => `in ${distance}`,
} as const);
