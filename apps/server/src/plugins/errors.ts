import { type ApiError, ERR, ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@kala/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { NoResultError } from 'kysely';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { localizeText, requestLanguage } from '../lib/language';

// The code of a Fastify 4xx from the contract's table (ERROR_STATUS); a status with no code of its own (415, 405)
// is a bad request. validation_failed shares 400 with bad_request: Fastify's 400s are not field checks.
const codeForStatus = (status: number): ErrorCode =>
  ERROR_CODES.find((code) => code !== 'validation_failed' && ERROR_STATUS[code] === status) ??
  (status < 500 ? 'bad_request' : 'internal_error');

// Fastify's own 4xx errors (malformed JSON, wrong content type, body too large) carry technical wording;
// these say the same in words a user can act on.
const friendlyFastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERR.invalidJsonBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERR.emptyJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: ERR.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERR.unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: ERR.fileTooLarge,
  FST_FILES_LIMIT: ERR.tooManyFiles,
  FST_PARTS_LIMIT: ERR.tooManyParts,
  FST_FIELDS_LIMIT: ERR.tooManyFields,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ERR.notMultipart,
};

// Network errors of the connection to PostgreSQL, and PostgreSQL's own "not now" answers: class 08 (connection
// exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another process holds the write lock for longer than busy_timeout.
  'SQLITE_BUSY',
]);
// node-postgres reports a connection lost mid-query, or a pool that cannot connect, without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connection timeout|Client was closed|read ECONNRESET|write EPIPE/i;

/** Whether an error means the database cannot be reached right now (a 503 the client may retry), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Node's connect() to a name with several addresses fails with an AggregateError of each attempt.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

// @fastify/busboy reports a malformed multipart body (no boundary, a body cut short, a boundary over 256
// characters) with plain errors that carry no status: they are the client's fault, not ours.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot|Unsupported Content-Type|Missing Content-Type)/;

function isMalformedMultipart(error: unknown): boolean {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  return statusCode === undefined && typeof message === 'string' && MALFORMED_MULTIPART.test(message);
}

// PostgreSQL's class 22 "data exception": input it cannot store or compare, such as a NUL character in text
// (SQLite stores it) or a number out of range. Only input the validation let through gets this far. The chat
// socket answers it the same way (features/chat/chat.socket.ts).
export function isBadData(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

// The row a request pointed at vanished while it ran (deleted by someone else between two statements): a
// foreign key refused the write (PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY) or a row that had just
// been read was gone (Kysely's NoResultError). To the caller that is the thing not existing: 404, not 500.
function isVanishedRow(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error instanceof NoResultError;
}

/**
 * The client went away mid-request (a phone losing its signal during an upload): Node's request stream fails with
 * `aborted` / ECONNRESET. That is the client's doing, not the database's: it must not read as an outage.
 */
function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const abortLike = code === 'ECONNRESET' || code === 'ECONNABORTED' || message === 'aborted';
  return abortLike && (raw.destroyed || raw.socket?.destroyed === true || raw.readableAborted);
}

/**
 * The reply in the request's language (lib/language.ts): its message and field messages. A request without a
 * `lang` cookie or an Accept-Language naming Hindi gets the English reply as it was.
 */
function inLanguage(body: ApiError, request: Parameters<typeof requestLanguage>[0]): ApiError {
  const language = requestLanguage(request);
  if (language === 'en') return body;
  const fields = body.fields
    ? Object.fromEntries(Object.entries(body.fields).map(([name, text]) => [name, localizeText(text, language)]))
    : undefined;
  return { ...body, message: localizeText(body.message, language), ...(fields ? { fields } : {}) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ApiError;
    let status: number;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        ...error.details,
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!(name in fields)) fields[name] = issue.message ?? ERR.invalidValue;
      }
      body = { message: Object.values(fields)[0] ?? ERR.invalidInput, code: 'validation_failed', fields };
    } else if (isResponseSerializationError(error)) {
      status = 500;
      request.log.error({ err: error }, 'response did not match its schema');
      body = { message: ERR.internalOnOurSide, code: 'internal_error' };
    } else if (isMalformedMultipart(error)) {
      status = 400;
      body = { message: ERR.malformedForm, code: 'bad_request' };
    } else if (isBadData(error)) {
      status = 400;
      request.log.warn({ err: error }, 'the database refused a value');
      body = { message: ERR.badRequest, code: 'bad_request' };
    } else if (isVanishedRow(error)) {
      status = 404;
      request.log.warn({ err: error }, 'a row the request needed was deleted meanwhile');
      body = { message: ERR.vanished, code: 'not_found' };
    } else if (isClientAbort(error, request)) {
      // Nobody is left to read the answer; one line without a stack says what happened.
      status = 400;
      request.log.info({ code: (error as { code?: unknown }).code }, 'client aborted the request');
      body = { message: ERR.badRequest, code: 'bad_request' };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      body = { message: ERR.databaseUnavailable, code: 'service_unavailable' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const friendly = error.code ? friendlyFastifyMessages[error.code] : undefined;
      body = { message: friendly ?? error.message, code: codeForStatus(status) };
    } else {
      status = 500;
      request.log.error({ err: error }, 'unhandled error');
      body = { message: ERR.internalOnOurSide, code: 'internal_error' };
    }
    // Refused before its body was read (no token, too large, a file over the limit): the rest of the body is read
    // and dropped after the answer, within bounds (plugins/unread-body.ts). Fastify's own `Connection: close` for
    // a body it could not parse would cut the connection under the client's writes, losing the answer.
    if (!request.raw.complete) reply.removeHeader('connection');
    return reply.status(status).send(inLanguage(body, request));
  });
}
