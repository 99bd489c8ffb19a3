import {
  type ArtMedium,
  type ArtSurface,
  type ArtworkFacts,
  type EditionKind,
  orientationOf,
  type SizeUnit,
  sizeBandOf,
} from '@kala/contract';
import type { ArtworksTable } from '../../db/schema';

// The art facts between the contract's shape and the artworks table's columns (migration 0031,
// docs/decisions/0026-art-facts.md): sizes as integer tenths of the unit typed, booleans as 0/1, null when not given.

const FACT_NAMES = [
  'medium',
  'surface',
  'height_tenths',
  'width_tenths',
  'depth_tenths',
  'size_unit',
  'weight_grams',
  'year_created',
  'framed',
  'signed',
  'edition',
  'edition_number',
  'edition_size',
] as const;

/** The fact columns of the artworks table, as a row read with them carries them. */
export type FactColumns = Pick<ArtworksTable, (typeof FACT_NAMES)[number]>;

/** The fact columns as a select list names them. */
export const FACT_COLUMNS = FACT_NAMES.map((name) => `artworks.${name}` as const);

const toTenths = (value: number | null) => (value === null ? null : Math.round(value * 10));
const fromTenths = (value: number | null) => (value === null ? null : value / 10);
const toFlag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
const fromFlag = (value: number | null) => (value === null ? null : value === 1);

/**
 * The facts as columns, with the size band and orientation the listing filters on (migration 0035, decision 0032)
 * worked out from the size: written with it, so they never disagree.
 */
export function factsToColumns(
  facts: ArtworkFacts,
): FactColumns & { size_band: string | null; orientation: string | null } {
  return {
    size_band: sizeBandOf(facts),
    orientation: orientationOf(facts),
    medium: facts.medium,
    surface: facts.surface,
    height_tenths: toTenths(facts.height),
    width_tenths: toTenths(facts.width),
    depth_tenths: toTenths(facts.depth),
    size_unit: facts.sizeUnit,
    weight_grams: facts.weightGrams,
    year_created: facts.year,
    framed: toFlag(facts.framed),
    signed: toFlag(facts.signed),
    edition: facts.edition,
    edition_number: facts.editionNumber,
    edition_size: facts.editionSize,
  };
}

export function factsFromColumns(row: FactColumns): ArtworkFacts {
  return {
    medium: row.medium as ArtMedium | null,
    surface: row.surface as ArtSurface | null,
    height: fromTenths(row.height_tenths),
    width: fromTenths(row.width_tenths),
    depth: fromTenths(row.depth_tenths),
    sizeUnit: row.size_unit as SizeUnit | null,
    weightGrams: row.weight_grams,
    year: row.year_created,
    framed: fromFlag(row.framed),
    signed: fromFlag(row.signed),
    edition: row.edition as EditionKind | null,
    editionNumber: row.edition_number,
    editionSize: row.edition_size,
  };
}
