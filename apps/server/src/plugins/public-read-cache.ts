import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A micro-cache of the catalogue's anonymous reads: the listing, an artwork's detail, search and a person's
 * artworks are the same for every visitor who is not signed in, and most of the traffic of a marketplace is
 * such visitors hitting the same first pages. The answer to one of them is kept in memory for PUBLIC_CACHE_MS
 * (1 s by default) and the same URL is answered from there meanwhile, without touching the database: under a
 * burst of visitors the database sees about one query per URL per second.
 *
 * What it may serve and when:
 * - Only routes that opt in with `config: { publicCache: true }`, only GET, only requests without an
 *   Authorization header (a signed-in viewer's answer carries their own has_liked, isWishList, isInCart), only
 *   200 answers. The key is the URL as sent (path and query string).
 * - Any successful write through this instance (POST, PUT, PATCH, DELETE answered 2xx/3xx, chat messages aside:
 *   they go over the WebSocket and change no public read) empties it before its answer leaves, so a person
 *   never misses their own change; an answer whose read started before such a write is not kept.
 * - One request per URL fetches its answer; requests for the same URL meanwhile get the previous answer
 *   (stale-while-revalidate) or, when there is none, wait for that one (at most 2 s) instead of running the
 *   same query again: a burst of visitors on a cold or just-expired page costs one query, not fifty.
 * - Writes through another instance show here after about PUBLIC_CACHE_MS (plus the time one refresh takes):
 *   that is the whole staleness a visitor can see, the same as a CDN keeping the page for a second.
 * - It is a copy, never the only one (docs/architecture.md#shape-of-the-system): losing it costs one query per URL.
 *
 * The hooks sit next to HTTP caching (plugins/http-caching.ts): a cached answer keeps its ETag, so a
 * revalidating browser still gets its 304, and compression still applies (it runs after these hooks).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous GET answers may be served from the public read cache. */
    publicCache?: boolean;
    /**
     * A write that changes no public read (an artwork view beacon: it only adds to the artist's studio figures)
     * leaves the cache as it is; without this every visitor's view would empty it.
     */
    changesNoPublicRead?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this cacheable read started; null when it is not cacheable. */
    publicCacheGeneration: number | null;
    /** Set on the request that fetches a URL's answer for the cache: called once it is over. */
    publicCacheRefresh: (() => void) | null;
  }
}

interface Entry {
  /** The JSON as bytes: encoded once, not on every answer. */
  body: Buffer;
  headers: Record<string, string>;
  expiresAt: number;
}

/** A request waiting for another one's answer gives up after this and asks the database itself. */
const MAX_WAIT_MS = 2000;

/** Headers that belong to the answer and are kept with it (ETag is computed by http-caching from the body). */
const KEPT_HEADERS = ['content-type', 'etag', 'link'] as const;

export interface PublicReadCacheOptions {
  /** How long an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  /** URLs kept at most; the oldest is dropped first. A page of cards is about 26 kB. */
  maxEntries?: number;
  /**
   * Bytes kept at most over all URLs; the oldest are dropped first. A whole list (plugins/whole-lists.ts) of 500
   * cards is about 450 kB, so without this bound 500 distinct whole lists could hold over 200 MB.
   */
  maxBytes?: number;
}

export function registerPublicReadCache(app: FastifyInstance, options: PublicReadCacheOptions): void {
  const { ttlMs, maxEntries = 500, maxBytes = 32 * 2 ** 20 } = options;
  const now = Date.now;
  app.decorateRequest('publicCacheGeneration', null);
  app.decorateRequest('publicCacheRefresh', null);
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  /** The bytes of every body in `entries`. */
  let keptBytes = 0;
  const drop = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    keptBytes -= entry.body.length;
    entries.delete(url);
  };
  /** URLs whose answer one request is fetching now: the promise settles when that request is over. */
  const refreshing = new Map<string, Promise<void>>();
  let generation = 0;

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config?.publicCache === true &&
    request.headers.authorization === undefined;

  const serve = (reply: FastifyReply, entry: Entry, how: 'hit' | 'stale') =>
    reply.headers(entry.headers).header('x-cache', how).send(entry.body);

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const url = request.url;
    let entry = entries.get(url);
    if (entry && entry.expiresAt > now()) return serve(reply, entry, 'hit');
    const refresh = refreshing.get(url);
    if (refresh) {
      // Another request is fetching this answer: the last one serves meanwhile, or, when there is none (the
      // first visitor, or just after a write), wait for it rather than run the same query again.
      if (entry) return serve(reply, entry, 'stale');
      await Promise.race([refresh, delay(MAX_WAIT_MS, undefined, { ref: false })]);
      entry = entries.get(url);
      if (entry) return serve(reply, entry, 'hit');
      return;
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    refreshing.set(url, done);
    request.publicCacheRefresh = () => {
      if (refreshing.get(url) === done) refreshing.delete(url);
      finish();
    };
    request.publicCacheGeneration = generation;
  });

  // Runs after http-caching's onSend (registered later), so the ETag it set is kept with the body.
  app.addHook('onSend', async (request, reply, payload) => {
    const startedAt = request.publicCacheGeneration;
    if (startedAt === null) return payload;
    // http-caching's onSend made a fresh JSON answer bytes; anything else (a stream, a file) is not kept.
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      // Gone or failing now: the old answer is not served as stale any more.
      if (reply.statusCode !== 304) drop(request.url);
      return payload;
    }
    if (startedAt !== generation) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    drop(request.url);
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    // An answer bigger than the whole bound is not kept (the bound holds); otherwise the oldest make room.
    if (body.length > maxBytes) return body;
    while (entries.size > 0 && (entries.size >= maxEntries || keptBytes + body.length > maxBytes)) {
      drop(entries.keys().next().value as string);
    }
    entries.set(request.url, { body, headers, expiresAt: now() + ttlMs });
    keptBytes += body.length;
    return body;
  });

  // The fetching request is over, whatever happened to it: its waiters go on.
  const endRefresh = async (request: FastifyRequest) => {
    request.publicCacheRefresh?.();
    request.publicCacheRefresh = null;
  };
  app.addHook('onResponse', endRefresh);
  app.addHook('onRequestAbort', endRefresh);

  // Before the write's answer leaves (not after, in onResponse): whoever reads next sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (reply.statusCode >= 400) return payload;
    if (request.routeOptions.config?.changesNoPublicRead) return payload;
    generation += 1;
    entries.clear();
    keptBytes = 0;
    return payload;
  });
}
