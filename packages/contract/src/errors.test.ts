import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES, ERROR_STATUS, issuesToFields } from './errors';

describe('API errors', () => {
  it('the error shape is message, code and optional fields', () => {
    expect(apiErrorSchema.safeParse({ message: 'm', code: 'not_found' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'm', code: 'validation_failed', fields: { title: 't' } }).success).toBe(
      true,
    );
    expect(apiErrorSchema.safeParse({ code: 'not_found' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'm', code: 'x', fields: { title: 1 } }).success).toBe(false);
  });

  it('codes are snake_case and each has its HTTP status', () => {
    expect(ERROR_CODES).toHaveLength(10);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(ERROR_STATUS).toMatchObject({
      bad_request: 400,
      validation_failed: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      rate_limited: 429,
      internal_error: 500,
      service_unavailable: 503,
    });
  });

  it('fields keep the first message of each field, nested paths dotted', () => {
    const schema = z.object({
      a: z.string().min(2, 'first').regex(/x/, 'second'),
      b: z.object({ c: z.number({ error: 'nested' }) }),
    });
    const result = schema.safeParse({ a: '', b: {} });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesToFields(result.error)).toEqual({ a: 'first', 'b.c': 'nested' });
  });
});
