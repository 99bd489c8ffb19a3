import type { ErrorCode } from '@kala/contract';

// The errors a route, a service or a lib helper throws for the user to read. The one handler that turns them into
// answers is a plugin (plugins/errors.ts); these live in lib/ so every layer can throw them.

/**
 * An error whose message is safe and meant for the user. Thrown anywhere; shaped by the one handler
 * (plugins/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside message and code, for a client to act on (a checkout's `priceChange`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', Object.values(fields)[0] ?? 'Invalid input', fields);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'forbidden', message);
export const notFound = (thing: string) => new AppError(404, 'not_found', `${thing} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const serviceUnavailable = (message: string) => new AppError(503, 'service_unavailable', message);
export const rateLimited = (message = 'Too many requests. Please try again later.') =>
  new AppError(429, 'rate_limited', message);
