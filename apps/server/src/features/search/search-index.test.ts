import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkRow, createArtwork, createUser, insertArtworkRows } from '../../../test/factories';
import { createTestApp, type TestApp, testDialect } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { planSearch, SEARCH_CANDIDATES, searchArtworkCards } from './search.repository';

// The full-text index stays exactly one entry per artwork through every kind of change. On SQLite the
// entries are addressed by a rowid kept in artworks_fts_rowids (migration 0003), so an edit touches one entry
// instead of scanning the index, and VACUUM (which may renumber the artworks table's own rowids) changes nothing.

describe('full-text index upkeep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: string) =>
    (await searchArtworkCards(t.deps.db, t.deps.dialect, query, null)).map((card) => card.id);

  async function indexMatchesArtworks(): Promise<void> {
    if (testDialect !== 'sqlite') return;
    const { rows } = await sql<{ artworks: number; entries: number; mapped: number; orphans: number }>`
      select (select count(*) from artworks) as artworks,
             (select count(*) from artworks_fts) as entries,
             (select count(*) from artworks_fts_rowids) as mapped,
             (select count(*) from artworks_fts f
                left join artworks_fts_rowids r on r.fts_rowid = f.rowid
                where r.artwork_id is null or r.artwork_id <> f.artwork_id) as orphans`.execute(t.deps.db);
    const [counts] = rows;
    expect(counts?.entries).toBe(counts?.artworks);
    expect(counts?.mapped).toBe(counts?.artworks);
    expect(counts?.orphans).toBe(0);
  }

  it('edits, deletes and renames replace exactly the entries concerned', async () => {
    const artist = await createUser(t, { username: `kiran_${Date.now().toString(36)}` });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await createArtwork(t, artist.id, { title: `Peacock ${i}` })).id);
    await indexMatchesArtworks();

    await t.deps.db
      .updateTable('artworks')
      .set({ title: 'Banyan shade' })
      .where('id', '=', ids[3] as string)
      .execute();
    expect(await search('banyan')).toEqual([ids[3]]);
    expect(await search('peacock')).toHaveLength(19);

    await t.deps.db.deleteFrom('artworks').where('id', 'in', ids.slice(10)).execute();
    expect(await search('peacock')).toHaveLength(9);
    await indexMatchesArtworks();

    await t.deps.db
      .updateTable('users')
      .set({ username: `renamed_${Date.now().toString(36)}`, updated_at: nowIso() })
      .where('id', '=', artist.id)
      .execute();
    expect(await search('renamed')).toHaveLength(10);
    expect(await search('kiran')).toEqual([]);
    await indexMatchesArtworks();
  });

  it('survives VACUUM: later edits still find their entries', async () => {
    const artist = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await createArtwork(t, artist.id, { title: `Lantern ${i}` })).id);
    // Gaps in the table make VACUUM renumber the implicit rowids of artworks.
    await t.deps.db.deleteFrom('artworks').where('id', 'in', ids.slice(0, 5)).execute();
    await sql`vacuum`.execute(t.deps.db);

    await t.deps.db
      .updateTable('artworks')
      .set({ title: 'Saffron dusk' })
      .where('id', '=', ids[7] as string)
      .execute();
    expect(await search('saffron')).toEqual([ids[7]]);
    expect(await search('lantern')).toHaveLength(4);
    await t.deps.db
      .deleteFrom('artworks')
      .where('id', '=', ids[8] as string)
      .execute();
    expect(await search('lantern')).toHaveLength(3);
    await indexMatchesArtworks();
  });

  it(`ranks the newest ${SEARCH_CANDIDATES} matches of a common word, so its cost does not grow with the catalogue`, async () => {
    const artist = await createUser(t);
    const day = 24 * 3600 * 1000;
    const row = (title: string, description: string, createdAt: string) =>
      artworkRow(artist.id, { title, description, tags: [], location: 'Pune', createdAt });
    // The strongest match (the word in its title) is also the oldest; then more newer, weaker matches than
    // are ranked.
    const old = row('Marigold', 'Temple flowers', new Date(Date.now() - 400 * day).toISOString());
    const newer = Array.from({ length: SEARCH_CANDIDATES }, (_, i) =>
      row(`Garland ${i}`, 'Strung marigold flowers', new Date(Date.now() - (300 - i / 10) * day).toISOString()),
    );
    await insertArtworkRows(t, [old, ...newer]);
    const found = await search('marigold');
    expect(found).toHaveLength(40);
    expect(found).not.toContain(old.id);
    // A narrower query finds it: old artworks are not lost, only outranked by recency on common words.
    expect(await search('marigold temple')).toEqual([old.id]);
  });

  it('whole words are matched exactly while they fill an answer; prefixes widen the search when they do not', async () => {
    const artist = await createUser(t);
    for (let i = 0; i < 40; i += 1) await createArtwork(t, artist.id, { title: `Kolam ${i}`, images: 0 });
    const { id: plural } = await createArtwork(t, artist.id, { title: 'Kolams at dawn', images: 0 });
    const found = await search('kolam');
    expect(found).toHaveLength(40);
    expect(found).not.toContain(plural);
    // A word being typed, or one whose whole-word matches do not fill an answer, still matches as a prefix.
    expect(await search('kolams')).toEqual([plural]);
    expect(await search('kola dawn')).toEqual([plural]);
  });

  it('whole words fill an answer only with what the viewer may see; prefixes widen it otherwise', async () => {
    const artist = await createUser(t);
    const whole: string[] = [];
    for (let i = 0; i < 40; i += 1)
      whole.push((await createArtwork(t, artist.id, { title: `Rangoli ${i}`, images: 0 })).id);
    const { id: plural } = await createArtwork(t, artist.id, { title: 'Rangolis at dusk', images: 0 });
    expect(await search('rangoli')).not.toContain(plural);
    // A moderator hides one of the forty: thirty-nine whole-word matches remain, and the prefix finds the plural.
    await t.deps.db
      .updateTable('artworks')
      .set({ hidden_at: nowIso() })
      .where('id', '=', whole[0] as string)
      .execute();
    const found = await search('rangoli');
    expect(found).toHaveLength(40);
    expect(found).toContain(plural);
    expect(found).not.toContain(whole[0]);
  });
});

describe("the check of a query's words against the index", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const artist = await createUser(t);
    await createArtwork(t, artist.id, { title: 'Golden peacock' });
  });
  afterAll(() => t.close());

  it('reads the vocabulary one range per spelling: ranges joined by "or" made SQLite read it whole', async () => {
    // Each statement planSearch runs, as compiled.
    const statements: CompiledQuery[] = [];
    const db = t.deps.db.withPlugin({
      transformQuery: (args) => {
        statements.push(t.deps.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    // "golden" has four spellings (terms.ts: gold, सोना, सुनहरा), "peacock" four (मोर, mor, peacocks): one statement,
    // a read of the vocabulary for each spelling.
    const plan = await planSearch(db, t.deps.dialect, 'golden peacock');
    expect(plan.corrected).toBeNull();
    const check = statements.find((statement) =>
      statement.sql.includes(testDialect === 'sqlite' ? 'artworks_fts_terms' : 'search_terms'),
    );
    expect(check).toBeDefined();
    if (testDialect !== 'sqlite') return;
    const { rows } = await t.deps.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${check?.sql}`, [...(check?.parameters ?? [])]),
    );
    // Each read of FTS5's vocabulary names its index number: 0x200 and 0x400 set when it seeks a range of words
    // (greater than or equal, less than: fts5_vocab.c), else it reads every word, counting each one's matches.
    const reads = rows.map((row) => row.detail).filter((detail) => detail.includes('artworks_fts_terms'));
    expect(reads).toHaveLength(8);
    for (const read of reads) expect(Number(/INDEX (\d+):/.exec(read)?.[1]) & 0x600, read).toBe(0x600);
  });
});
