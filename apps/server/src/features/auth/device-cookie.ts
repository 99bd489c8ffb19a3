import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '@kala/contract';

// A browser that has signed in to an account before is recognised by a cookie set at the successful login, as
// large sites do: it carries when it was issued and an HMAC over that time and the username, with the server's
// secret, so it cannot be made for an account without signing in to it. It is not a session (it grants nothing
// by itself); it only exempts that browser from the per-account lock, so that someone guessing an account's
// password from many addresses cannot lock its owner out of their usual browser (docs/security.md).

export const DEVICE_COOKIE = 'kala_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

const mac = (secret: string, username: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`login-device|${username.toLowerCase()}|${issuedAt}`).digest('base64url');

/** The Set-Cookie value for a browser that just signed in as `username`. Only /api/login ever receives it. */
export function deviceCookieFor(secret: string, username: string, secure: boolean, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000).toString(36);
  return [
    `${DEVICE_COOKIE}=${issuedAt}.${mac(secret, username, issuedAt)}`,
    'Path=/api/login',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The device's id (its issue time and signature) when the request's cookie was issued to a browser that signed
 * in as `username` within the last 180 days; otherwise null.
 */
export function knownDevice(
  secret: string,
  cookieHeader: string | undefined,
  username: string,
  now = Date.now(),
): string | null {
  const value = readCookie(cookieHeader, DEVICE_COOKIE);
  const [issuedAt, signature, extra] = value?.split('.') ?? [];
  if (!issuedAt || !signature || extra !== undefined) return null;
  const issuedMs = Number.parseInt(issuedAt, 36) * 1000;
  if (!Number.isFinite(issuedMs) || issuedMs > now + 60_000 || now - issuedMs > MAX_AGE_SECONDS * 1000) return null;
  const expected = Buffer.from(mac(secret, username, issuedAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? (value ?? null) : null;
}
