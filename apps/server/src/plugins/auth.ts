import type { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { preparedRead } from '../db/prepared';
import { forbidden, unauthorized } from '../lib/errors';

export interface AuthUser {
  id: string;
  username: string;
  role: 'user' | 'admin';
  /** The user's session version the token was signed with (UsersTable.session_version). */
  sessionVersion: number;
}

/**
 * Who may call a route. By default it follows the URL, so a route added later cannot forget the check:
 * /api/admin/* needs an admin, /api/auth/* a signed-in user, everything else is public (a valid token
 * still identifies the viewer). 'socket' routes authenticate themselves (the chat WebSocket must accept
 * the connection and then close it with 4001, which an HTTP 401 cannot do).
 */
export type AuthMode = 'public' | 'user' | 'admin' | 'socket';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

export function authModeFor(url: string, configured?: AuthMode): AuthMode {
  if (configured) return configured;
  if (url.startsWith('/api/admin/') || url === '/api/admin') return 'admin';
  if (url.startsWith('/api/auth/') || url === '/api/auth') return 'user';
  return 'public';
}

export interface TokenService {
  sign(user: AuthUser): Promise<string>;
  /**
   * The user a token names, read fresh from the database: a deleted or demoted user loses access at once, and a
   * token signed before the user's last new password is refused.
   */
  verify(token: string): Promise<AuthUser | null>;
}

export function createTokenService(config: Config, db: Db): TokenService {
  // Imported once: given the secret's bytes, jose imports a CryptoKey on every verify, which cost about as much
  // as checking the signature itself on a signed-in read (issue 21).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(config.jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens already checked, with their claims. A token is a fixed string: once its signature checked out, the same
  // string checks out the same way until it expires, so a signed-in reader's every request after the first skips
  // the HMAC (about 5 % of a signed-in listing request's CPU, issue 21). Only what the signature vouches for is
  // kept; who the user is now (deleted, suspended, a new password) is still read on every request.
  const checkedTokens = new Map<string, TokenClaims>();
  return {
    async sign(user) {
      return new SignJWT({ uid: user.id, role: user.role, ver: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.username)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + config.jwtTtlSeconds)
        .sign(await key);
    },
    async verify(token) {
      let claims = checkedTokens.get(token) ?? null;
      if (!claims) {
        claims = await checkSignature(token, await key);
        if (!claims) return null;
        // Bounded: past the limit the oldest is forgotten (and checked again if it comes back).
        if (checkedTokens.size >= CHECKED_TOKENS_KEPT) checkedTokens.delete(checkedTokens.keys().next().value ?? '');
        checkedTokens.set(token, claims);
      }
      // A remembered token expires as jose refuses one: once `exp` is not after the current second.
      if (claims.exp <= Math.floor(Date.now() / 1000)) {
        checkedTokens.delete(token);
        return null;
      }
      const { uid, version } = claims;
      const [row] = await sessionUser(db, { uid });
      // A suspended account's tokens are refused, whatever their version (issue 17).
      if (!row || row.session_version !== version || row.suspended_at) return null;
      return {
        id: row.id,
        username: row.username,
        role: row.role === 'admin' ? 'admin' : 'user',
        sessionVersion: row.session_version,
      };
    },
  };
}

// Every signed-in request reads it: prepared, and kept by PostgreSQL (issue 21).
const sessionUser = preparedRead(
  (db, { uid }: { uid: string }) =>
    db.selectFrom('users').select(['id', 'username', 'role', 'session_version', 'suspended_at']).where('id', '=', uid),
  { named: true },
);

/** What a token's signature vouches for. */
interface TokenClaims {
  uid: string;
  version: number;
  /** Seconds since the epoch; the token is good while the current second is before it. */
  exp: number;
}

/**
 * The claims of a token whose signature and claims check out, or null. Only HS256 is accepted: an 'alg: none' or
 * differently signed token fails here. A token without an expiry would be good forever: refused, though Kala
 * never signs one.
 */
async function checkSignature(token: string, key: webcrypto.CryptoKey): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    // Tokens signed before session versions existed carry none: version 0, where every user started.
    const version = payload.ver ?? 0;
    if (typeof payload.uid !== 'string' || typeof version !== 'number' || typeof payload.exp !== 'number') return null;
    return { uid: payload.uid, version, exp: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

// About 4 MB at most (a token is ~250 bytes): the people signed in to one instance within their tokens' life.
const CHECKED_TOKENS_KEPT = 10_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/**
 * The access token in a URL's query string (the chat socket's: browsers cannot set headers on a WebSocket), taken
 * from exactly one parameter spelled exactly `token`. Any other spelling that a query parser would read as the
 * same name (`tok%65n`, `token[]`, `TOKEN`), a repeated `token`, or an undecodable value means no token: a
 * token travels only where the log redaction (lib/logging.ts) and everyone reading the URL expect it.
 */
export function queryToken(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  const fragment = url.indexOf('#', start);
  const query = url.slice(start + 1, fragment === -1 ? undefined : fragment);
  let token: string | null = null;
  let seen = 0;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (name === 'token') {
      seen += 1;
      token = equals === -1 ? '' : pair.slice(equals + 1);
    } else if (/^token(\[.*)?$/.test(safeDecode(name).toLowerCase())) {
      return null;
    }
  }
  return seen === 1 && token ? safeDecode(token) || null : null;
}

/** Percent-decoded text, or '' when it does not decode. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const mode = authModeFor(request.routeOptions.url ?? request.url, request.routeOptions.config?.auth);
    if (mode === 'socket') return;
    const token = bearerToken(request);
    request.user = token ? await tokens.verify(token) : null;
    if (mode === 'public') return;
    if (!request.user) throw unauthorized();
    if (mode === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
}

/** For handlers on signed-in routes: the hook above guarantees a user, this makes the type say so. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
