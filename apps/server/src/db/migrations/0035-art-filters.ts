import { type Kysely, sql } from 'kysely';

// The art filters (issue 38 item 1, docs/decisions/0032-art-filters-and-colour.md). Each artwork keeps its size
// band and orientation, worked out from its size when the facts are written (the contract's sizeBandOf and
// orientationOf), so the listing filters and counts them on an indexed column instead of converting every row's
// size on every read. The dominant colours of the main image are rows of artwork_colours (one per swatch, the
// most dominant first); colours_at says the image was looked at (null: not yet, what the job at start fills in,
// which is what makes it resumable). Indexes end in (created_at, id), as the category's do (migration 0001), so
// a filtered page in the default order is one index walk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artworks').addColumn('size_band', 'text').execute();
  await db.schema.alterTable('artworks').addColumn('orientation', 'text').execute();
  await db.schema.alterTable('artworks').addColumn('colours_at', 'text').execute();
  await fillSizeBands(db);
  for (const column of ['medium', 'size_band', 'orientation', 'framed']) {
    await db.schema.createIndex(`artworks_${column}`).on('artworks').columns([column, 'created_at', 'id']).execute();
  }
  // The job at start finds what is left to look at without reading every artwork.
  await db.schema.createIndex('artworks_colours_pending').on('artworks').columns(['colours_at', 'id']).execute();
  await db.schema
    .createTable('artwork_colours')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('colour', 'text', (c) => c.notNull())
    // 0 for the most dominant.
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_colours_pk', ['artwork_id', 'colour'])
    .execute();
  await db.schema
    .createIndex('artwork_colours_colour')
    .on('artwork_colours')
    .columns(['colour', 'artwork_id'])
    .execute();
}

/**
 * Works with a size from before get their band and orientation: the limits of the contract's sizeBandOf and
 * orientationOf (SIZE_BAND_LIMITS_CM, SQUARE_TOLERANCE) in SQL both engines run, on the stored tenths.
 */
export async function fillSizeBands(db: Kysely<unknown>): Promise<void> {
  const longest = sql`(case when height_tenths >= width_tenths then height_tenths else width_tenths end)`;
  const cmTenths = sql`${longest} * (case when size_unit = 'in' then 2.54 else 1 end)`;
  await sql`update artworks set
      size_band = case when ${cmTenths} <= 400 then 'small' when ${cmTenths} <= 1000 then 'medium' else 'large' end,
      orientation = case
        when abs(height_tenths - width_tenths) <= 0.05 * ${longest} then 'square'
        when height_tenths > width_tenths then 'portrait' else 'landscape' end
    where height_tenths is not null and width_tenths is not null and size_unit is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_colours').execute();
  for (const index of [
    'artworks_colours_pending',
    'artworks_framed',
    'artworks_orientation',
    'artworks_size_band',
    'artworks_medium',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['colours_at', 'orientation', 'size_band']) {
    await db.schema.alterTable('artworks').dropColumn(column).execute();
  }
}
