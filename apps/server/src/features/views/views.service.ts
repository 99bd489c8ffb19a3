import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { addDays, istDay, istDayStart } from '../../lib/ist';
import { isBot } from './bots';
import { flushViews, type PendingView, pruneSeen } from './views.repository';

/**
 * Counts artwork page views without slowing anything: record() only puts the view in a buffer in memory;
 * flush() (every few seconds, and when the server closes) writes the batch with views.repository.ts.
 *
 * A view counts at most once per viewer per artwork per IST day, never the artist's own, never a bot's, never
 * of an artwork the public cannot see (hidden, or its artist suspended). Who is "the same viewer": the
 * signed-in person, or for a visitor the pair (address, user agent); and one address counts at most
 * VIEWS_PER_ADDRESS visitors per artwork per day, so varying the user agent does not inflate the count (issue 32:
 * 300 agents from one address counted 301 views). A visitor's identity is their address and the slot, 1 to
 * VIEWS_PER_ADDRESS, of their agent among the address's first agents today; on several instances a slot is given
 * by each instance, so the count for one address stays at most VIEWS_PER_ADDRESS over all of them. Neither is
 * stored: the buffer and the small artwork_view_seen table hold an HMAC of it under a key derived from the
 * server's secret and the day. The key changes every day, so today's hash of a visitor cannot be linked to
 * yesterday's, and rows of past days are deleted at the first flush of a new day. The secret is the same on
 * every instance, so two instances hash a visitor alike and the seen table dedupes across them; the upsert
 * that adds to the daily count makes every instance's flushes add up.
 *
 * A viewer already seen by this instance today is not buffered again (a small in-memory set, emptied daily
 * or when it grows past SEEN_LIMIT), so reloading a page costs nothing beyond the beacon's answer. That set is
 * keyed by a fast 53-bit hash under a random key of this instance and day, not by the HMAC: a CPU profile of
 * the beacon under load showed the HMAC (a crypto object per call) and the day's date arithmetic as most of
 * record()'s time, so only a view not seen yet pays for the HMAC (docs/decisions/0010).
 */
export interface ViewCounterOptions {
  secret: string;
  now?: () => Date;
}

// At most this many views wait in the buffer (a database outage must not grow memory without bound): past it,
// new views are dropped until a flush succeeds. Views are a measure, not a record of money.
const BUFFER_LIMIT = 50_000;
const SEEN_LIMIT = 200_000;
/** Visitors counted per address per artwork per IST day: a household's or an office's few browsers. */
export const VIEWS_PER_ADDRESS = 3;

export class ViewCounter {
  private buffer = new Map<string, PendingView>();
  /** Who was seen today, by artwork: fast hashes (numbers), so a repeat is found without building a string. */
  private seenToday = new Map<string, Set<number>>();
  /** How many visitors each address (by fast hash) has had counted today, by artwork. */
  private addressesToday = new Map<string, Map<number, number>>();
  private seenCount = 0;
  private seenDay = '';
  /** When seenDay starts and ends (ms since the epoch), so a view finds its day without date arithmetic. */
  private seenDayFrom = 0;
  private seenDayUntil = 0;
  /** The seed of seenToday's fast hash: random, and new every day, like the HMAC key. */
  private seenSeed = 0;
  private prunedBefore = '';
  /** The HMAC key of seenDay, made once a day rather than once a view. */
  private seenDayKey: Buffer = Buffer.alloc(0);
  /** The time in ms: Date.now, or the injected clock of a test. */
  private readonly now: () => number;
  private readonly secret: string;
  private flushing: Promise<number> | null = null;

  constructor(options: ViewCounterOptions) {
    this.secret = options.secret;
    const { now } = options;
    this.now = now ? () => now().getTime() : Date.now;
  }

  /** Buffers a view of an artwork; false when it is not one to count (a bot, or already seen today here). */
  record(input: { artworkId: string; userId: string | null; ip: string; userAgent: string | undefined }): boolean {
    if (isBot(input.userAgent)) return false;
    const at = this.now();
    if (at < this.seenDayFrom || at >= this.seenDayUntil) this.startDay(istDay(at));
    const day = this.seenDay;
    const browser = input.userId ? `user:${input.userId}` : `visitor:${input.ip}\n${input.userAgent ?? ''}`;
    const hash = hash53(browser, this.seenSeed);
    let seen = this.seenToday.get(input.artworkId);
    if (seen?.has(hash) || this.buffer.size >= BUFFER_LIMIT) return false;
    if (this.seenCount >= SEEN_LIMIT) {
      this.forgetSeen();
      seen = undefined;
    }
    let who = browser;
    if (!input.userId) {
      let addresses = this.addressesToday.get(input.artworkId);
      if (!addresses) {
        addresses = new Map();
        this.addressesToday.set(input.artworkId, addresses);
      }
      const address = hash53(`address:${input.ip}`, this.seenSeed);
      const slot = (addresses.get(address) ?? 0) + 1;
      if (slot > VIEWS_PER_ADDRESS) return false;
      addresses.set(address, slot);
      who = `visitor:${input.ip}#${slot}`;
    }
    if (!seen) {
      seen = new Set();
      this.seenToday.set(input.artworkId, seen);
    }
    seen.add(hash);
    this.seenCount += 1;
    const viewer = createHmac('sha256', this.seenDayKey).update(who).digest('base64url').slice(0, 22);
    this.buffer.set(`${day}|${input.artworkId}|${viewer}`, {
      day,
      artworkId: input.artworkId,
      viewer,
      userId: input.userId,
    });
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

  /** A new IST day (or the clock moved back): a new HMAC key and seed, and nobody seen yet. */
  private startDay(day: string): void {
    this.seenDay = day;
    this.seenDayFrom = Date.parse(istDayStart(day));
    this.seenDayUntil = Date.parse(istDayStart(addDays(day, 1)));
    this.seenDayKey = createHmac('sha256', this.secret).update(`artwork-views:${day}`).digest();
    this.seenSeed = randomInt(2 ** 32);
    this.forgetSeen();
  }

  private forgetSeen(): void {
    this.seenToday.clear();
    this.addressesToday.clear();
    this.seenCount = 0;
  }
}

/**
 * cyrb53 (a public-domain string hash by bryc): 53 bits from two multiplicative 32-bit hashes, a fraction of
 * a microsecond for a user agent. Not cryptographic, and need not be: it only tells repeats apart in memory,
 * seeded at random per day so its values mean nothing elsewhere. Two viewers of one artwork colliding on a
 * day (about one in 10^16 for a pair of them) would count once: a measure can afford that.
 */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
