import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../../test/helpers';
import { filteredArtworks, filterValues } from './artworks.repository';

// The three-filter listing of the bench (medium + size band + colour, docs/benchmarks.md) reads one index walk
// whatever the catalogue's size (migration 0044): the works of that medium and size band newest first, each one's
// colour checked from artwork_colours' primary key. Not a list of every artwork of the colour built on each read,
// nor a sort of the matches: either grows with the catalogue.

describe('the plan of a listing filtered by medium, size and colour', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const page = () => {
    const { values, set } = filterValues({ medium: 'oil', size: 'medium', colour: 'black' });
    return filteredArtworks(t.deps.db, null, values, set)
      .orderBy('artworks.created_at', 'desc')
      .orderBy('artworks.id', 'desc')
      .limit(25);
  };

  it.runIf(testDialect === 'sqlite')(
    'walks (medium, size_band, created_at, id) and checks the colour by primary key (SQLite)',
    async () => {
      const compiled = page().compile();
      const { rows } = await t.deps.db.executeQuery({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
      });
      const details = (rows as { detail: string }[]).map((row) => row.detail).join('\n');
      expect(details).toMatch(
        /SEARCH artworks USING (COVERING )?INDEX artworks_medium_size_band \(medium=\? AND size_band=\?\)/,
      );
      expect(details).toMatch(/artwork_colours.*\(artwork_id=\? AND colour=\?\)/);
      expect(details).not.toMatch(/LIST SUBQUERY|TEMP B-TREE/);
    },
  );

  it.runIf(testDialect === 'postgres')('has the index on PostgreSQL too', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'artworks_medium_size_band' and schemaname = current_schema()`.execute(
      t.deps.db,
    );
    expect(rows[0]?.indexdef).toMatch(/\(medium, size_band, created_at, id\)/);
  });
});
