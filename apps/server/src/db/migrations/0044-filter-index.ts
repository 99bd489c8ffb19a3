import type { Kysely } from 'kysely';

// Discover narrowed by medium and size at once (issue 38; the bench's three-filter listing, docs/benchmarks.md):
// one index walk over the works of that medium and size band, newest first, instead of the works of one of them
// with the other checked row by row. Without statistics (Kala runs no ANALYZE) SQLite chose the size band's index,
// a third of the catalogue, for a page of 24 (12 ms at 10,000 artworks against 0.9 ms with this index). The colour
// is then checked per row from artwork_colours' primary key (artworks.repository.ts, FILTERS.colour).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('artworks_medium_size_band')
    .on('artworks')
    .columns(['medium', 'size_band', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('artworks_medium_size_band').execute();
}
