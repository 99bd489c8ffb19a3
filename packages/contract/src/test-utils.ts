// Test helper: the field → message map a schema produces for an input (what a form or an error reply shows).
import type { z } from 'zod';
import { issuesToFields } from './errors';

export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error);
}

export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected a valid input, got ${JSON.stringify(issuesToFields(result.error))}`);
  return result.data;
}
