import type { Kysely } from 'kysely';

// The facts of an artwork (issue 34 item 2, docs/decisions/0026-art-facts.md) and its image description (issue 40).
// All nullable: works uploaded before have none. Sizes are integer tenths of the unit the artist typed (size_unit),
// so what was typed is kept exactly; weight in whole grams; booleans as 0/1 (docs/decisions/0002-portable-schema.md).
// SQLite adds one column per statement.
const COLUMNS = [
  ['medium', 'text'],
  ['surface', 'text'],
  ['height_tenths', 'integer'],
  ['width_tenths', 'integer'],
  ['depth_tenths', 'integer'],
  ['size_unit', 'text'],
  ['weight_grams', 'integer'],
  ['year_created', 'integer'],
  ['framed', 'integer'],
  ['signed', 'integer'],
  ['edition', 'text'],
  ['edition_number', 'integer'],
  ['edition_size', 'integer'],
  ['alt_text', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('artworks').addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('artworks').dropColumn(name).execute();
}
