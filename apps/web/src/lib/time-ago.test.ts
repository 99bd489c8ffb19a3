import { formatDistanceToNow } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeAgo } from './time-ago';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('timeAgo', () => {
  afterEach(() => vi.useRealTimers());

  it("says what date-fns' formatDistanceToNow(date, { addSuffix: true }) says, past and future", () => {
    // The day Europe's clocks go forward: with TZ=Europe/Berlin this also checks the daylight-saving step.
    const now = new Date('2026-03-29T12:00:00.000Z');
    vi.useFakeTimers({ now });
    const offsets = [
      0,
      10_000,
      29_999,
      30_000,
      59_999,
      MINUTE,
      89_999,
      90_000,
      2 * MINUTE,
      44 * MINUTE,
      44.5 * MINUTE,
      45 * MINUTE,
      89 * MINUTE,
      90 * MINUTE,
      5 * 60 * MINUTE,
      23.5 * 60 * MINUTE,
      DAY,
      1.74 * DAY,
      1.75 * DAY,
      2.5 * DAY,
      29.9 * DAY,
      30 * DAY,
      45 * DAY,
      59.9 * DAY,
      60 * DAY,
      75 * DAY,
      200 * DAY,
      364 * DAY,
      365 * DAY,
      400 * DAY,
      456 * DAY,
      500 * DAY,
      640 * DAY,
      700 * DAY,
      1000 * DAY,
      3650 * DAY,
    ];
    for (const offset of offsets) {
      for (const date of [new Date(now.getTime() - offset), new Date(now.getTime() + offset)]) {
        expect(timeAgo(date, now), date.toISOString()).toBe(formatDistanceToNow(date, { addSuffix: true }));
      }
    }
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers({ now: new Date('2026-03-29T12:00:00.000Z') });
    expect(timeAgo(new Date('2026-03-29T09:00:00.000Z'))).toBe('about 3 hours ago');
    expect(timeAgo(new Date('2025-01-01T00:00:00.000Z'))).toBe('about 1 year ago');
    expect(timeAgo(new Date('2024-06-01T00:00:00.000Z'))).toBe('almost 2 years ago');
  });

  it('refuses an invalid date, as date-fns does', () => {
    expect(() => timeAgo(new Date('not a date'))).toThrow(RangeError);
  });
});
