// The facts of an artwork (issue 34 item 2; docs/decisions/0026-art-facts.md): medium, surface, size with the unit
// the artist typed, weight, year, framing, signature and edition; and the image description (alt text, issue 40).
// Every fact is optional: existing works have none (null). One check (checkArtworkFacts) serves the upload form,
// the upload body and the edit (PATCH), so the web and the server say the same thing about the same input.

import { z } from 'zod';
import { ART_MEDIUMS } from './art-mediums';
import { VALIDATION } from './messages';

const V = VALIDATION;

/** Machine keys of the surfaces (labels: SCREEN.facts.surfaces). */
export const ART_SURFACES = [
  'canvas',
  'paper',
  'handmade_paper',
  'cloth',
  'silk',
  'wood',
  'board',
  'metal',
  'glass',
  'stone',
  'clay',
  'other',
] as const;
export type ArtSurface = (typeof ART_SURFACES)[number];

import { SIZE_UNITS, type SizeUnit } from './artwork-sizes';

export const EDITION_KINDS = ['original', 'limited', 'open'] as const;
export type EditionKind = (typeof EDITION_KINDS)[number];

/** A size is typed with at most one decimal, above 0 and up to this, in the unit typed (10 m or 25 m). */
export const DIMENSION_MAX = 1000;
export const WEIGHT_GRAMS_MAX = 1_000_000;
export const ART_YEAR_MIN = 1800;
export const EDITION_SIZE_MAX = 10_000;
export const ALT_TEXT_MAX_LENGTH = 250;

/** The facts as the API answers them (the artwork detail, the upload's and the edit's answers). */
export const artworkFactsSchema = z.object({
  medium: z.enum(ART_MEDIUMS).nullable(),
  surface: z.enum(ART_SURFACES).nullable(),
  /** In sizeUnit, with at most one decimal, as the artist typed it. */
  height: z.number().positive().nullable(),
  width: z.number().positive().nullable(),
  depth: z.number().positive().nullable(),
  sizeUnit: z.enum(SIZE_UNITS).nullable(),
  weightGrams: z.number().int().positive().nullable(),
  year: z.number().int().nullable(),
  framed: z.boolean().nullable(),
  signed: z.boolean().nullable(),
  edition: z.enum(EDITION_KINDS).nullable(),
  /** Limited editions only: this piece is editionNumber of editionSize. */
  editionNumber: z.number().int().positive().nullable(),
  editionSize: z.number().int().positive().nullable(),
});
export type ArtworkFacts = z.infer<typeof artworkFactsSchema>;
export type ArtworkFactKey = keyof ArtworkFacts;
export const ARTWORK_FACT_KEYS = Object.keys(artworkFactsSchema.shape) as ArtworkFactKey[];

export const EMPTY_FACTS: Readonly<ArtworkFacts> = Object.freeze({
  medium: null,
  surface: null,
  height: null,
  width: null,
  depth: null,
  sizeUnit: null,
  weightGrams: null,
  year: null,
  framed: null,
  signed: null,
  edition: null,
  editionNumber: null,
  editionSize: null,
});

/** A fact as a request may carry it: multipart and form strings, JSON numbers and booleans; null or '' clears it. */
const factInput = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/**
 * The facts' fields of the upload and edit bodies (flat, as multipart sends them). Each is checked with the others
 * by checkArtworkFacts (height and width go together, an edition number needs its size, ...).
 */
export const artworkFactsBodyFields = {
  medium: factInput.describe(`One of: ${ART_MEDIUMS.join(', ')}`),
  surface: factInput.describe(`One of: ${ART_SURFACES.join(', ')}`),
  height: factInput.describe('In sizeUnit, above 0, at most one decimal'),
  width: factInput.describe('In sizeUnit, above 0, at most one decimal'),
  depth: factInput.describe('In sizeUnit, above 0, at most one decimal; empty for flat work'),
  sizeUnit: factInput.describe('cm or in: required with a size'),
  weightGrams: factInput.describe('Whole grams'),
  year: factInput.describe(`The year it was made, ${ART_YEAR_MIN} to this year`),
  framed: factInput.describe('true or false'),
  signed: factInput.describe('true or false'),
  edition: factInput.describe('original, limited or open'),
  editionNumber: factInput.describe('Limited edition: this piece is editionNumber of editionSize'),
  editionSize: factInput.describe('Limited edition: how many pieces in all'),
  altText: z
    .union([z.string(), z.null()])
    .optional()
    .describe(
      `What the artwork shows, for screen readers; the title stands in when empty (${ALT_TEXT_MAX_LENGTH} at most)`,
    ),
};

/** Raw facts as a form or a body holds them; anything missing counts as not given. */
export type ArtworkFactsRaw = Partial<Record<ArtworkFactKey, unknown>>;

export type ArtworkFactsResult =
  | { ok: true; facts: ArtworkFacts }
  | { ok: false; errors: Partial<Record<ArtworkFactKey, string>> };

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value);
const SIZE_TEXT = /^\d+(\.\d)?$/;
const WHOLE_TEXT = /^\d+$/;

function oneOf<T extends string>(list: readonly T[], value: unknown): T | null | undefined {
  const text = asText(value);
  if (text === '') return null;
  return (list as readonly string[]).includes(text) ? (text as T) : undefined;
}

function whole(value: unknown, min: number, max: number): number | null | undefined {
  const text = asText(value);
  if (text === '') return null;
  if (!WHOLE_TEXT.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

function yesNo(value: unknown): boolean | null | undefined {
  if (typeof value === 'boolean') return value;
  const text = asText(value).toLowerCase();
  if (text === '') return null;
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

function size(value: unknown): number | null | undefined {
  const text = asText(value);
  if (text === '') return null;
  if (!SIZE_TEXT.test(text)) return undefined;
  const number = Number(text);
  return number > 0 && number <= DIMENSION_MAX ? number : undefined;
}

/**
 * Checks raw facts and answers them normalised, or a message per field. Empty means not given. Height and width
 * come together, with a unit; depth only with them. A limited edition needs 1 ≤ editionNumber ≤ editionSize; the
 * numbers are dropped for an original or an open edition. The year is from 1800 to the current one.
 */
export function checkArtworkFacts(raw: ArtworkFactsRaw, now: Date = new Date()): ArtworkFactsResult {
  const errors: Partial<Record<ArtworkFactKey, string>> = {};
  const facts: ArtworkFacts = { ...EMPTY_FACTS };

  const medium = oneOf(ART_MEDIUMS, raw.medium);
  if (medium === undefined) errors.medium = V.facts.mediumInvalid;
  else facts.medium = medium;
  const surface = oneOf(ART_SURFACES, raw.surface);
  if (surface === undefined) errors.surface = V.facts.surfaceInvalid;
  else facts.surface = surface;

  for (const key of ['height', 'width', 'depth'] as const) {
    const value = size(raw[key]);
    if (value === undefined) errors[key] = V.facts.sizeInvalid;
    else facts[key] = value;
  }
  const unit = oneOf(SIZE_UNITS, raw.sizeUnit);
  if (unit === undefined) errors.sizeUnit = V.facts.unitInvalid;
  const sized = asText(raw.height) !== '' || asText(raw.width) !== '' || asText(raw.depth) !== '';
  if (sized) {
    if (asText(raw.height) === '') errors.height ??= V.facts.sizeBothRequired;
    if (asText(raw.width) === '') errors.width ??= V.facts.sizeBothRequired;
    if (unit === null) errors.sizeUnit = V.facts.unitInvalid;
    facts.sizeUnit = unit ?? null;
  }

  const weight = whole(raw.weightGrams, 1, WEIGHT_GRAMS_MAX);
  if (weight === undefined) errors.weightGrams = V.facts.weightInvalid;
  else facts.weightGrams = weight;
  const thisYear = now.getUTCFullYear();
  const year = whole(raw.year, ART_YEAR_MIN, thisYear);
  if (year === undefined) errors.year = V.facts.yearInvalid(ART_YEAR_MIN, thisYear);
  else facts.year = year;

  for (const key of ['framed', 'signed'] as const) {
    const value = yesNo(raw[key]);
    if (value === undefined) errors[key] = V.facts.booleanInvalid;
    else facts[key] = value;
  }

  const edition = oneOf(EDITION_KINDS, raw.edition);
  if (edition === undefined) errors.edition = V.facts.editionInvalid;
  else facts.edition = edition;
  if (edition === 'limited') {
    const numberText = asText(raw.editionNumber);
    const sizeText = asText(raw.editionSize);
    const number = whole(raw.editionNumber, 1, EDITION_SIZE_MAX);
    const total = whole(raw.editionSize, 1, EDITION_SIZE_MAX);
    if (numberText === '') errors.editionNumber = V.facts.editionNumbersRequired;
    else if (number === undefined) errors.editionNumber = V.facts.editionNumberInvalid;
    if (sizeText === '') errors.editionSize = V.facts.editionNumbersRequired;
    else if (total === undefined) errors.editionSize = V.facts.editionNumberInvalid;
    if (typeof number === 'number' && typeof total === 'number' && number > total) {
      errors.editionNumber = V.facts.editionNumberAboveSize;
    }
    facts.editionNumber = number ?? null;
    facts.editionSize = total ?? null;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, facts };
}

/** The alt text of a body: trimmed, '' for none; undefined when it breaks the length rule. */
export function checkAltText(value: unknown): { ok: true; altText: string } | { ok: false; error: string } {
  const text = asText(value);
  return text.length > ALT_TEXT_MAX_LENGTH
    ? { ok: false, error: V.facts.altTextTooLong(ALT_TEXT_MAX_LENGTH) }
    : { ok: true, altText: text };
}

// ── The form ─────────────────────────────────────────────────────────────────

/** The facts and the alt text as a form holds them: text as typed, checkboxes as booleans. */
export interface ArtworkFactsForm {
  medium: string;
  surface: string;
  height: string;
  width: string;
  depth: string;
  sizeUnit: SizeUnit;
  weightGrams: string;
  year: string;
  framed: boolean;
  signed: boolean;
  edition: string;
  editionNumber: string;
  editionSize: string;
  altText: string;
}

export const EMPTY_FACTS_FORM: Readonly<ArtworkFactsForm> = Object.freeze({
  medium: '',
  surface: '',
  height: '',
  width: '',
  depth: '',
  sizeUnit: 'cm',
  weightGrams: '',
  year: '',
  framed: false,
  signed: false,
  edition: '',
  editionNumber: '',
  editionSize: '',
  altText: '',
});

const textOf = (value: number | string | null) => (value === null ? '' : String(value));

/** An artwork's stored facts as the form starts from them (the edit screen). */
export function factsToForm(facts: ArtworkFacts | undefined, altText?: string | null): ArtworkFactsForm {
  const f = facts ?? EMPTY_FACTS;
  return {
    medium: textOf(f.medium),
    surface: textOf(f.surface),
    height: textOf(f.height),
    width: textOf(f.width),
    depth: textOf(f.depth),
    sizeUnit: f.sizeUnit ?? 'cm',
    weightGrams: textOf(f.weightGrams),
    year: textOf(f.year),
    framed: f.framed ?? false,
    signed: f.signed ?? false,
    edition: textOf(f.edition),
    editionNumber: textOf(f.editionNumber),
    editionSize: textOf(f.editionSize),
    altText: altText ?? '',
  };
}

/** The form's messages: checkArtworkFacts and the alt text's length, field by field; null when all is well. */
export function validateFactsForm(form: ArtworkFactsForm): Partial<Record<keyof ArtworkFactsForm, string>> | null {
  const facts = checkArtworkFacts(form);
  const alt = checkAltText(form.altText);
  const errors: Partial<Record<keyof ArtworkFactsForm, string>> = facts.ok ? {} : { ...facts.errors };
  if (!alt.ok) errors.altText = alt.error;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The body fields the form sends (every one, so an edit can clear a fact): strings, as multipart carries them. */
export function factsFormFields(form: ArtworkFactsForm): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form))
    fields[key] = typeof value === 'boolean' ? String(value) : value.trim();
  return fields;
}
