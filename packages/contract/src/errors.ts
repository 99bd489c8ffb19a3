// The API error shape (docs/product.md#api-conventions): every non-2xx JSON reply is
// { message, code, fields? } with a true HTTP status.

import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The HTTP status that goes with each code. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = Object.freeze({
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
});

// `code` is a plain string on the wire so that a client keeps working when a newer server adds a code.
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field name (dot path for nested fields) → the first message for that field. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Turns zod issues into the `fields` map of the error shape: one message per field, the first one found,
 * which is also what a form shows under the field. Issues without a path (whole-body errors) go under ''.
 */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
