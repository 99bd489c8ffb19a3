// Building blocks shared by the schemas of several areas: ids, timestamps, and field rules whose
// inputs arrive as form strings, multipart strings or JSON values.

import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './constants';
import { VALIDATION } from './messages';

const V = VALIDATION;

// UUID v7 in practice (docs/product.md#api-conventions); checked as a non-empty string so a malformed id is a 404, not
// a 400.
export const idSchema = z.string().min(1);
/**
 * A path segment naming a person: their id or their username (any case), as GET /api/user/{x} takes it. Usernames
 * cannot look like ids (they have no '-'), so the two never clash.
 */
export const personRefSchema = z.string().min(1).describe("A person's id or username");
// ISO 8601 UTC with Z (docs/product.md#api-conventions).
export const isoDateTimeSchema = z.iso.datetime();

/** A required text: trimmed, non-empty; `max` adds a length cap worded with `label`. */
export function requiredText(requiredMessage: string, max?: number, label?: string) {
  const base = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  return max === undefined ? base : base.max(max, V.common.tooLong(label ?? 'Text', max));
}

/** An optional text: trimmed, may be empty, capped at `max`. */
export function optionalText(max: number, label: string) {
  return z.string().trim().max(max, V.common.tooLong(label, max));
}

// Zod keeps checking after a failed non-fatal check, so the rules below pass an empty value through:
// the "required" check already reported it, and a field shows one message, not two.
const emptyOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

export const emailSchema = z
  .string({ error: V.registration.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, V.registration.invalidEmail)
  .pipe(z.email({ error: V.registration.invalidEmail }));

export const usernameSchema = requiredText(V.registration.usernameRequired).refine(
  emptyOr(
    (value) =>
      value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(value),
  ),
  V.registration.usernameInvalid,
);

// Phone has no "required" text in the spec: an empty phone fails the pattern with the spec's message.
export const phoneSchema = z
  .string({ error: V.registration.phoneInvalid })
  .trim()
  .regex(PHONE_PATTERN, V.registration.phoneInvalid);

const INTEGER_TEXT = /^-?\d+$/;

/** A whole number typed into a text field (forms keep strings): required, then within [min, max]. */
export function integerText(requiredMessage: string, invalidMessage: string, min: number, max: number) {
  return requiredText(requiredMessage).refine(
    emptyOr((value) => INTEGER_TEXT.test(value) && Number(value) >= min && Number(value) <= max),
    invalidMessage,
  );
}

/**
 * A whole number in a request body: a JSON number, or a string from a form or multipart body.
 * Missing or blank → `requiredMessage`; anything else that is not a whole number in [min, max] → `invalidMessage`.
 */
export function integerInput(requiredMessage: string, invalidMessage: string, min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      // Only plain digits become numbers: Number() would also accept '1e3', '0x10' or ' '.
      return INTEGER_TEXT.test(text) ? Number(text) : text;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int(invalidMessage)
      .min(min, invalidMessage)
      .max(max, invalidMessage),
  );
}

/** Pincode in a form: required text of 6 digits. */
export const pincodeTextSchema = requiredText(V.registration.pincodeRequired).refine(
  emptyOr((value) => PINCODE_PATTERN.test(value)),
  V.registration.pincodeInvalid,
);

/**
 * Pincode in a request body: string or number of 6 digits, stored as a number (docs/product.md#entities-and-fields). A
 * union rather than a preprocess, so that the OpenAPI document shows it as required (a preprocess's input is any, even
 * undefined).
 */
export const pincodeInputSchema = z
  .union([z.number().transform(String), z.string()], { error: V.registration.pincodeRequired })
  .pipe(pincodeTextSchema)
  .transform(Number);

/**
 * A boolean in a request body: JSON true/false, or the strings 'true'/'false' of multipart and query strings.
 * (z.coerce.boolean would turn 'false' into true.) Missing → `fallback` when given.
 */
export function booleanInput(invalidMessage: string, fallback?: boolean) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === '') return fallback;
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : value;
    },
    z.boolean({ error: invalidMessage }),
  );
}

/** A 204 answer as a client reads it: no body at all (the web client's calls parse every answer). */
export const noContentSchema = z.undefined();
