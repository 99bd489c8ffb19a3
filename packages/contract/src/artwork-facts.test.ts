import { describe, expect, it } from 'vitest';
import {
  checkArtworkFacts,
  EMPTY_FACTS,
  EMPTY_FACTS_FORM,
  factsFormFields,
  factsToForm,
  validateFactsForm,
} from './artwork-facts';
import { formatSize } from './artwork-sizes';
import { artworkAlt } from './artwork-alt';
import { artworkUpdateBodySchema, artworkUploadBodySchema } from './artworks';
import { VALIDATION } from './messages';
import { fieldErrors } from './test-utils';

const F = VALIDATION.facts;
const NOW = new Date('2026-06-01T00:00:00Z');

describe('art facts', () => {
  it('are all optional: nothing given is every fact empty', () => {
    expect(checkArtworkFacts({}, NOW)).toEqual({ ok: true, facts: EMPTY_FACTS });
    expect(checkArtworkFacts({ ...EMPTY_FACTS_FORM, framed: '', signed: '' }, NOW)).toEqual({
      ok: true,
      facts: EMPTY_FACTS,
    });
  });

  it('keep a full description, size as typed, in its unit', () => {
    const result = checkArtworkFacts(
      {
        medium: 'madhubani',
        surface: 'handmade_paper',
        height: '61',
        width: 91.5,
        depth: '',
        sizeUnit: 'cm',
        weightGrams: '850',
        year: '2024',
        framed: 'false',
        signed: true,
        edition: 'limited',
        editionNumber: '3',
        editionSize: 50,
      },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      facts: {
        medium: 'madhubani',
        surface: 'handmade_paper',
        height: 61,
        width: 91.5,
        depth: null,
        sizeUnit: 'cm',
        weightGrams: 850,
        year: 2024,
        framed: false,
        signed: true,
        edition: 'limited',
        editionNumber: 3,
        editionSize: 50,
      },
    });
  });

  it('take a medium and a surface only from the lists', () => {
    expect(checkArtworkFacts({ medium: 'crayon', surface: 'sand' }, NOW)).toEqual({
      ok: false,
      errors: { medium: F.mediumInvalid, surface: F.surfaceInvalid },
    });
  });

  it('need height and width together, with a unit, above 0 and with one decimal at most', () => {
    expect(checkArtworkFacts({ height: '30', sizeUnit: 'cm' }, NOW)).toEqual({
      ok: false,
      errors: { width: F.sizeBothRequired },
    });
    expect(checkArtworkFacts({ depth: '4', sizeUnit: 'in' }, NOW)).toEqual({
      ok: false,
      errors: { height: F.sizeBothRequired, width: F.sizeBothRequired },
    });
    expect(checkArtworkFacts({ height: '30', width: '20' }, NOW)).toEqual({
      ok: false,
      errors: { sizeUnit: F.unitInvalid },
    });
    expect(checkArtworkFacts({ height: '0', width: '20.25', depth: '-1', sizeUnit: 'cm' }, NOW)).toEqual({
      ok: false,
      errors: { height: F.sizeInvalid, width: F.sizeInvalid, depth: F.sizeInvalid },
    });
    expect(checkArtworkFacts({ height: '30', width: '20', sizeUnit: 'mm' }, NOW)).toMatchObject({
      errors: { sizeUnit: F.unitInvalid },
    });
    // A unit alone says nothing: no size is stored.
    expect(checkArtworkFacts({ sizeUnit: 'in' }, NOW)).toEqual({ ok: true, facts: EMPTY_FACTS });
  });

  it('take a year from 1800 to this one, and weight in whole grams', () => {
    for (const year of ['1799', '2027', '2024.5', 'last year']) {
      expect(checkArtworkFacts({ year }, NOW)).toEqual({ ok: false, errors: { year: F.yearInvalid(1800, 2026) } });
    }
    expect(checkArtworkFacts({ year: '1800' }, NOW).ok).toBe(true);
    expect(checkArtworkFacts({ year: 2026 }, NOW).ok).toBe(true);
    for (const weightGrams of ['0', '1.5', '1000001', 'heavy']) {
      expect(checkArtworkFacts({ weightGrams }, NOW)).toEqual({ ok: false, errors: { weightGrams: F.weightInvalid } });
    }
  });

  it('take framed and signed as true or false', () => {
    expect(checkArtworkFacts({ framed: 'yes' }, NOW)).toEqual({ ok: false, errors: { framed: F.booleanInvalid } });
  });

  it('number a limited edition n of N with 1 ≤ n ≤ N, and drop the numbers of other editions', () => {
    expect(checkArtworkFacts({ edition: 'limited' }, NOW)).toEqual({
      ok: false,
      errors: { editionNumber: F.editionNumbersRequired, editionSize: F.editionNumbersRequired },
    });
    expect(checkArtworkFacts({ edition: 'limited', editionNumber: '51', editionSize: '50' }, NOW)).toEqual({
      ok: false,
      errors: { editionNumber: F.editionNumberAboveSize },
    });
    expect(checkArtworkFacts({ edition: 'limited', editionNumber: '0', editionSize: '5' }, NOW)).toEqual({
      ok: false,
      errors: { editionNumber: F.editionNumberInvalid },
    });
    expect(checkArtworkFacts({ edition: 'open', editionNumber: '3', editionSize: '50' }, NOW)).toEqual({
      ok: true,
      facts: { ...EMPTY_FACTS, edition: 'open' },
    });
    expect(checkArtworkFacts({ edition: 'signed' }, NOW)).toEqual({ ok: false, errors: { edition: F.editionInvalid } });
  });

  it('show a size in both units, as typed first', () => {
    const size = (height: number, width: number, depth: number | null, sizeUnit: 'cm' | 'in') =>
      formatSize({ height, width, depth, sizeUnit });
    expect(size(61, 91, null, 'cm')).toEqual({ typed: '61 × 91 cm', other: '24 × 36 in' });
    expect(size(24, 36, 1.5, 'in')).toEqual({ typed: '24 × 36 × 1.5 in', other: '61 × 91 × 4 cm' });
    expect(size(30.5, 22.9, null, 'cm')).toEqual({ typed: '30.5 × 22.9 cm', other: '12 × 9 in' });
    expect(formatSize(EMPTY_FACTS)).toBeNull();
  });

  it("use the artist's alt text, or the title when there is none", () => {
    expect(artworkAlt({ title: 'Monsoon', altText: 'A fisherman under grey clouds' })).toBe(
      'A fisherman under grey clouds',
    );
    expect(artworkAlt({ title: 'Monsoon', altText: '  ' })).toBe('Monsoon');
    expect(artworkAlt({ title: 'Monsoon' })).toBe('Monsoon');
  });

  it('round-trip through the form', () => {
    const facts = { ...EMPTY_FACTS, medium: 'warli' as const, height: 30.5, width: 40, sizeUnit: 'in' as const };
    const form = factsToForm(facts, 'Dancers in a circle');
    expect(validateFactsForm(form)).toBeNull();
    const fields = factsFormFields(form);
    expect(fields).toMatchObject({
      medium: 'warli',
      height: '30.5',
      sizeUnit: 'in',
      framed: 'false',
      altText: 'Dancers in a circle',
    });
    expect(checkArtworkFacts(fields, NOW)).toEqual({ ok: true, facts: { ...facts, framed: false, signed: false } });
    expect(validateFactsForm({ ...form, altText: 'x'.repeat(251) })).toEqual({ altText: F.altTextTooLong(250) });
  });
});

describe('the upload and edit bodies', () => {
  const upload = { title: 'Monsoon', description: 'Rain', category: 'Painting', tags: ['rain'] };

  it('carry the facts and the alt text', () => {
    const body = artworkUploadBodySchema.parse({
      ...upload,
      medium: 'oil',
      height: '61',
      width: '91',
      sizeUnit: 'cm',
      altText: ' A boat ',
    });
    expect(body.facts).toMatchObject({ medium: 'oil', height: 61, width: 91, sizeUnit: 'cm' });
    expect(body.altText).toBe('A boat');
  });

  it('report bad facts beside the other fields, each with its message', () => {
    expect(
      fieldErrors(artworkUploadBodySchema, {
        ...upload,
        title: '',
        medium: 'crayon',
        year: '1700',
        altText: 'x'.repeat(251),
      }),
    ).toMatchObject({
      title: VALIDATION.artworkForm.titleRequired,
      medium: F.mediumInvalid,
      year: expect.stringContaining('1800'),
      altText: F.altTextTooLong(250),
    });
  });

  it('let an edit send any fact, null to clear it', () => {
    expect(artworkUpdateBodySchema.parse({ medium: null, height: 30 })).toEqual({ medium: null, height: 30 });
  });
});
