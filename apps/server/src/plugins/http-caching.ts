import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authModeFor } from './auth';

/**
 * HTTP caching of API answers, decided in one place by the same URL rule as access (plugins/auth.ts):
 *
 * - A public read (GET 200 outside /api/auth/* and /api/admin/*: listing, detail, comments, reviews, profiles,
 *   a person's artworks, search) gets a weak ETag from its body, and an If-None-Match that still matches gets
 *   304 with no body: a revalidating client downloads nothing when nothing changed. Anonymous answers are
 *   `public, max-age=0, must-revalidate` (a CDN may keep them, but asks every time); answers to a signed-in
 *   viewer carry their own state (has_liked, isFollowing...) and are `private, no-cache`. `Vary: Authorization`
 *   keeps the two apart in any cache.
 * - Everything under /api/auth/* and /api/admin/* is `private, no-store` (personal data, tokens), and every
 *   other API answer (writes, errors, login) is `no-store`.
 * - Pages, assets and /media set their own headers (immutable for hashed names) and are left alone, as is a
 *   route that set Cache-Control itself.
 *
 * The hook runs before compression (hooks added on the app run before @fastify/compress's per-route ones), so
 * the ETag names the JSON itself, whatever encoding goes out; weak, because the encodings differ in bytes.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || reply.hasHeader('cache-control')) return payload;
    const mode = authModeFor(request.routeOptions.url ?? url, request.routeOptions.config?.auth);
    if (mode !== 'public') {
      reply.header('Cache-Control', 'private, no-store');
      return payload;
    }
    if (!isCacheableRead(request, reply, payload)) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    // One-shot hash: a few tens of microseconds for a page of cards. An answer from the public read cache
    // (plugins/public-read-cache.ts) comes with the ETag computed when it was first sent. A fresh answer is
    // encoded to UTF-8 once, here: the hash, Content-Length and the socket then all take the same bytes, where a
    // string would be encoded by each (issue 21).
    const cachedEtag = reply.getHeader('etag');
    const body = typeof cachedEtag === 'string' || Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = typeof cachedEtag === 'string' ? cachedEtag : `W/"${hash('sha1', body, 'base64url')}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', request.user ? 'private, no-cache' : 'public, max-age=0, must-revalidate')
      .header('Vary', 'Authorization');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return null;
    }
    return body;
  });
}

// Reads whose answer must always be fresh from the source (load balancers poll health).
const NEVER_CACHED = new Set(['/api/health']);

function isCacheableRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    !NEVER_CACHED.has(request.routeOptions.url ?? '')
  );
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x" and W/"x"; `*` matches anything. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === opaque || tag.replace(/^W\//, '') === opaque;
  });
}
