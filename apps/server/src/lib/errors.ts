import { ERR, ERROR_STATUS, type ErrorCode } from '@kala/contract';

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

// Each factory's status comes from the contract's table of codes (ERROR_STATUS) and its default text from ERR:
// one source for what every error says, shared with the web app.
export const appError = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(ERROR_STATUS[code], code, message, fields);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  appError('bad_request', message, fields);
export const validationFailed = (fields: Record<string, string>) =>
  appError('validation_failed', Object.values(fields)[0] ?? ERR.invalidInput, fields);
export const unauthorized = (message: string = ERR.notAuthenticated) => appError('unauthorized', message);
export const forbidden = (message: string = ERR.forbidden) => appError('forbidden', message);
export const notFound = (thing: string) => appError('not_found', ERR.notFound(thing));
export const conflict = (message: string, fields?: Record<string, string>) => appError('conflict', message, fields);
export const tooLarge = (message: string) => appError('payload_too_large', message);
export const serviceUnavailable = (message: string) => appError('service_unavailable', message);
export const rateLimited = (message: string = ERR.tooManyRequests) => appError('rate_limited', message);
