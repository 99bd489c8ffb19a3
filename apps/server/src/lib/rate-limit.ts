import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ERR } from '@kala/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { rateLimited } from './errors';

export interface LimitOptions {
  /** Prefix of the counter keys, unique per limit (keys of all limits may share one store). */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted: the client IP by default, or e.g. the username a login tries. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A hook (onRequest or preHandler) that answers 429 once `max` requests with the same key arrive within the
 * window. Several limits may guard one route: each has its own counter (app.rateLimit() hooks share a
 * per-request "already ran" flag, so a second one on the same route would never count). Disabled when
 * `enabled` is false, which tests use so that only the rate-limit tests are throttled.
 */
export function rateLimitHook(app: FastifyInstance, enabled: boolean, options: LimitOptions) {
  const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
  const limiter = enabled
    ? app.createRateLimit({
        max: options.max,
        timeWindow: options.timeWindowMs,
        keyGenerator: (request) => `${options.name}:${keyOf(request)}`,
      })
    : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!limiter) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited(ERR.rateLimited);
    }
  };
}

/**
 * rateLimitHook for `max` requests a minute from one person, whatever address they send from (a visitor: per
 * address): against spam, not against load.
 */
export function perPersonPerMinute(app: FastifyInstance, enabled: boolean, name: string, max: number) {
  return rateLimitHook(app, enabled, {
    name,
    max,
    timeWindowMs: 60_000,
    key: (request) => request.user?.id ?? request.ip,
  });
}

// ── Where the counters live ────────────────────────────────────────────────────

/** One fixed window per key: INCR, and the expiry set by the first hit. Answers {count, ms left}. */
const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Counters in this process: a fixed window per key, the oldest keys dropped beyond `maxKeys`. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  peek(key: string, now = Date.now()): { current: number; ttl: number } {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { current: 0, ttl: 0 };
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/** Reads a window without counting: {count, ms left}; a missing key is {0, 0}. */
const PEEK_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}
`;

/**
 * Counters that are read and moved separately, for limits that count only some outcomes (failed logins): a
 * request is first checked against the count, and the count moves only if the request then fails. Shared
 * through Redis like the rate limits, and kept in this process while Redis is unreachable.
 */
export interface Counters {
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  peek(key: string): Promise<{ current: number; ttl: number }>;
}

function createCounters(redis: Redis | null, keyPrefix: string): Counters {
  const local = new LocalWindows();
  const shared = <T>(script: string, key: string, args: string[], locally: () => T) =>
    redis?.status !== 'ready'
      ? Promise.resolve(locally())
      : redis.eval(script, 1, `${keyPrefix}${key}`, ...args).then(
          (result) => {
            const [current, ttl] = result as [number, number];
            return { current, ttl } as T;
          },
          () => locally(),
        );
  return {
    incr: (key, windowMs) => shared(WINDOW_SCRIPT, key, [String(windowMs)], () => local.incr(key, windowMs)),
    peek: (key) => shared(PEEK_SCRIPT, key, [], () => local.peek(key)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the failure limits (failureLimit), shared like the rate limits'. */
    limitCounters: Counters;
  }
}

export interface FailureLimit {
  /** Throws 429 (with Retry-After) while `key` has `max` failures in its window; counts nothing. */
  check(key: string, reply: FastifyReply): Promise<void>;
  /** Counts one failure for `key`. */
  fail(key: string): Promise<void>;
}

/**
 * A limit on failures only: successes never count toward it (a person signing in often is never locked out by
 * it). Disabled, like rateLimitHook, when `enabled` is false.
 */
export function failureLimit(
  app: FastifyInstance,
  enabled: boolean,
  options: { name: string; max: number; timeWindowMs: number },
): FailureLimit {
  const keyOf = (key: string) => `${options.name}:${key}`;
  return {
    async check(key, reply) {
      if (!enabled) return;
      const { current, ttl } = await app.limitCounters.peek(keyOf(key));
      if (current >= options.max) {
        reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
        throw rateLimited(ERR.rateLimited);
      }
    },
    async fail(key) {
      if (enabled) await app.limitCounters.incr(keyOf(key), options.timeWindowMs);
    },
  };
}

/**
 * A store for @fastify/rate-limit whose counters are shared by every instance through Redis, and kept in this
 * process while Redis is unreachable: an outage then limits each instance on its own (a client could get up
 * to N times the limit across N instances for that while) instead of failing requests or dropping the limits.
 */
export function sharedRateLimitStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const locally = () => callback(null, local.incr(key, timeWindow));
      if (redis.status !== 'ready') {
        locally();
        return;
      }
      redis.eval(WINDOW_SCRIPT, 1, `${keyPrefix}${key}`, String(timeWindow)).then((result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      }, locally);
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}

/**
 * Options for registering @fastify/rate-limit. With REDIS_URL the counters are shared by all instances
 * (docs/architecture.md#shape-of-the-system: "Redis ... rate-limit counters"), falling back to this process while Redis
 * is down; the Redis connection closes with the app.
 */
export function rateLimitOptions(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisChannelPrefix'>,
): FastifyRateLimitOptions {
  // Limits are attached per route (rateLimitHook), never to every route.
  if (!config.redisUrl) {
    app.decorate('limitCounters', createCounters(null, ''));
    return { global: false };
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    // While disconnected a command fails at once (and the local counters take over) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectionName: 'kala-rate-limit',
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err: error }, 'rate limits: Redis unavailable; counting on this instance only');
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate limits: Redis connection restored');
    down = false;
  });
  redis.connect().catch(() => {});
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  app.decorate('limitCounters', createCounters(redis, `${config.redisChannelPrefix}:failures:`));
  return {
    global: false,
    store: sharedRateLimitStore(redis, `${config.redisChannelPrefix}:rate-limit:`),
    // The store never fails; this guards any other error of the plugin.
    skipOnError: true,
  };
}
