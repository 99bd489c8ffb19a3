import { IST_OFFSET_MINUTES } from '@kala/contract';

// Days as Indian artists read them: Asia/Kolkata, UTC+05:30 all year (India keeps no daylight saving), so an IST
// day D runs from (D-1)T18:30:00.000Z to DT18:30:00.000Z. Views are stored by IST day and the studio buckets
// every other table's ISO-UTC timestamps into IST days with the bounds below, so its figures and the raw rows
// agree on which day a thing happened.

const DAY_MS = 86_400_000;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The IST day (YYYY-MM-DD) of an instant. */
export function istDay(at: Date | number): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The ISO-UTC instant an IST day starts at, e.g. '2026-03-10' → '2026-03-09T18:30:00.000Z'. */
export function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The day `n` days after (or before, when negative) an IST day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
