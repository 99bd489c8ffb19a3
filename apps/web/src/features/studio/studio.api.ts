// The artist studio (GET /api/auth/studio?from=&to=, issue 19). Periods are IST days (the server's and the
// artist's calendar), so "the last 7 days" is computed in India's time whatever the device's time zone.

import { CACHE, STUDIO_DEFAULT_DAYS, STUDIO_PERIODS, type Studio, studioSchema } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { istDay } from '../../lib/india-time';

export type StudioPeriodDays = (typeof STUDIO_PERIODS)[number];

const DAY_MS = 86_400_000;

/** The period the address asks for (?period=7|30|90), 30 days when it names none or another. */
export function studioPeriod(params: URLSearchParams): StudioPeriodDays {
  const asked = Number(params.get('period'));
  return (STUDIO_PERIODS as readonly number[]).includes(asked)
    ? (asked as StudioPeriodDays)
    : (STUDIO_DEFAULT_DAYS as StudioPeriodDays);
}

/** The last `days` IST days up to today, both ends included. */
export function studioRange(days: number, now: number = Date.now()): { from: string; to: string } {
  const to = istDay(now);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * Keyed by the person's id too, so another account's studio is never served from the cache. `now` picks the days:
 * the server and the browser hydrating its page pass the time it was drawn (lib/hydration.ts useNow).
 */
export function studioQuery(days: StudioPeriodDays, userId: string | null, now?: number) {
  const range = studioRange(days, now);
  return queryOptions({
    queryKey: ['studio', userId, range.from, range.to],
    queryFn: ({ signal }): Promise<Studio> => api.get('/auth/studio', { query: range, signal, schema: studioSchema }),
    staleTime: CACHE.default,
  });
}
