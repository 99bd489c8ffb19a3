import { TRENDING_HALF_LIFE_DAYS } from '@kala/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { pruneRecentViews, replaceTrend, trendInputs } from './foryou.repository';
import { TREND_WINDOW_HALF_LIVES, trendScores } from './foryou.service';

// Trending (docs/decisions/0042-for-you.md): each artwork's time-decayed engagement, worked out again every
// REFRESH_MS from the engagement of the last TREND_WINDOW_HALF_LIVES half-lives (likes, saves, sales and the
// daily view counts, each read per artwork and day through an index on its time), and written as the whole
// artwork_trend table in one transaction. A periodic job rather than a score kept on every like: an unlike, a
// cancelled order or a deleted work simply is not counted next time, and decay needs no arithmetic in SQL.
// Instances running it at once each write the same list.

export const REFRESH_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Recomputes the trending table at `now`; answers how many works it holds. */
export async function refreshTrending(db: Db, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - TREND_WINDOW_HALF_LIVES * TRENDING_HALF_LIFE_DAYS * DAY_MS).toISOString();
  const scores = trendScores(await trendInputs(db, since), now);
  await replaceTrend(db, scores);
  // A signed-in person's views are kept for recommendations only for a while (RECENT_VIEWS_DAYS).
  await pruneRecentViews(db, now);
  return scores.size;
}

/** Starts the job (server.ts, after listening): at once, then every REFRESH_MS. The function answered stops it. */
export function startTrendingJob(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = refreshTrending(db).catch((error: unknown) => log.warn({ err: error }, 'trending: refresh failed'));
  };
  run();
  const timer = setInterval(run, REFRESH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
