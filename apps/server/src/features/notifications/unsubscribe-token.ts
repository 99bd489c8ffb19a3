import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationType, notificationTypeSchema } from '@kala/contract';

// The token of a mail's one-click unsubscribe link (RFC 8058): it names one person and one type and is signed
// with the server's secret, so it switches off exactly that, without a login, and cannot be forged or changed
// to another person or type. It does not expire: a link in a mail from last year must still work.

const sign = (secret: string, userId: string, type: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  return `${userId}.${type}.${sign(secret, userId, type)}`;
}

/** The person and type a token names, or null when it is malformed or not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; type: NotificationType } | null {
  const [userId, type, signature, ...rest] = token.split('.');
  if (!userId || !type || !signature || rest.length > 0) return null;
  const parsedType = notificationTypeSchema.safeParse(type);
  if (!parsedType.success) return null;
  const expected = Buffer.from(sign(secret, userId, type));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, type: parsedType.data };
}

/**
 * Where a mail's unsubscribe link leads: a page for people (and the RFC 8058 one-click POST of mail clients), so
 * it lives beside the app's pages, not under /api, whose errors are JSON in the one error shape.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
