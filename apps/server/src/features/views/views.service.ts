import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import { addDays, istDay } from '../../lib/ist';
import { isBot } from './bots';
import { flushViews, type PendingView, pruneSeen } from './views.repository';

/**
 * Counts artwork page views without slowing anything: record() only puts the view in a buffer in memory;
 * flush() (every few seconds, and when the server closes) writes the batch with views.repository.ts.
 *
 * A view counts at most once per viewer per artwork per IST day, never the artist's own, never a bot's.
 * Who is "the same viewer": the signed-in person, or for a visitor the pair (address, user agent). Neither is
 * stored: the buffer and the small artwork_view_seen table hold an HMAC of it under a key derived from the
 * server's secret and the day. The key changes every day, so today's hash of a visitor cannot be linked to
 * yesterday's, and rows of past days are deleted at the first flush of a new day. The secret is the same on
 * every instance, so two instances hash a visitor alike and the seen table dedupes across them; the upsert
 * that adds to the daily count makes every instance's flushes add up.
 *
 * A viewer already seen by this instance today is not buffered again (a small in-memory set, emptied daily
 * or when it grows past SEEN_LIMIT), so reloading a page costs nothing beyond the beacon's answer.
 */
export interface ViewCounterOptions {
  secret: string;
  now?: () => Date;
}

// At most this many views wait in the buffer (a database outage must not grow memory without bound): past it,
// new views are dropped until a flush succeeds. Views are a measure, not a record of money.
const BUFFER_LIMIT = 50_000;
const SEEN_LIMIT = 200_000;

export class ViewCounter {
  private buffer = new Map<string, PendingView>();
  private seenToday = new Set<string>();
  private seenDay = '';
  private prunedBefore = '';
  /** The HMAC key of seenDay, made once a day rather than once a view. */
  private seenDayKey: Buffer = Buffer.alloc(0);
  private readonly now: () => Date;
  private readonly secret: string;
  private flushing: Promise<number> | null = null;

  constructor(options: ViewCounterOptions) {
    this.secret = options.secret;
    this.now = options.now ?? (() => new Date());
  }

  /** Buffers a view of an artwork; false when it is not one to count (a bot, or already seen today here). */
  record(input: { artworkId: string; userId: string | null; ip: string; userAgent: string | undefined }): boolean {
    if (isBot(input.userAgent)) return false;
    const day = istDay(this.now());
    if (day !== this.seenDay) {
      this.seenDay = day;
      this.seenDayKey = this.dayKey(day);
      this.seenToday.clear();
    }
    const who = input.userId ? `user:${input.userId}` : `visitor:${input.ip}\n${input.userAgent ?? ''}`;
    const viewer = createHmac('sha256', this.seenDayKey).update(who).digest('base64url').slice(0, 22);
    const key = `${day}|${input.artworkId}|${viewer}`;
    if (this.seenToday.has(key) || this.buffer.size >= BUFFER_LIMIT) return false;
    if (this.seenToday.size >= SEEN_LIMIT) this.seenToday.clear();
    this.seenToday.add(key);
    this.buffer.set(key, { day, artworkId: input.artworkId, viewer, userId: input.userId });
    return true;
  }

  /** How many views wait to be written. */
  get pending(): number {
    return this.buffer.size;
  }

  /**
   * Writes what is buffered; returns how many views were counted. One flush at a time: a call during a flush
   * waits for it and then writes what arrived meanwhile. A failed batch goes back into the buffer.
   */
  async flush(db: Db): Promise<number> {
    while (this.flushing) await this.flushing.catch(() => 0);
    const batch = [...this.buffer.values()];
    if (batch.length === 0) return 0;
    this.buffer.clear();
    this.flushing = (async () => {
      const today = istDay(this.now());
      // Yesterday's rows stay until the day after: a view buffered just before midnight is written after it.
      const keepFrom = addDays(today, -1);
      if (this.prunedBefore !== keepFrom) {
        await pruneSeen(db, keepFrom);
        this.prunedBefore = keepFrom;
      }
      return flushViews(db, batch);
    })();
    try {
      return await this.flushing;
    } catch (error) {
      for (const view of batch) {
        if (this.buffer.size >= BUFFER_LIMIT) break;
        this.buffer.set(`${view.day}|${view.artworkId}|${view.viewer}`, view);
      }
      throw error;
    } finally {
      this.flushing = null;
    }
  }

  private dayKey(day: string): Buffer {
    return createHmac('sha256', this.secret).update(`artwork-views:${day}`).digest();
  }
}
