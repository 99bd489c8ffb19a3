import { EMPTY_FACTS, type SearchAnswer } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { factsToColumns } from '../artworks/artwork-facts';
import { SEARCH_TERM_GROUPS, spellingsOf, withinOneEdit } from './terms';

// Issue 38 item 3 (docs/decisions/0037-search-in-the-language-people-type.md): Devanagari and Latin spellings find
// the same works both ways, one typo is forgiven with "Did you mean", people are found by name, and an empty
// answer offers the most used tags.

describe('the table of equivalent spellings', () => {
  it('has the traditional forms and common art words, each spelling in one group', () => {
    expect(SEARCH_TERM_GROUPS.length).toBeGreaterThanOrEqual(60);
    const seen = new Map<string, number>();
    SEARCH_TERM_GROUPS.forEach((group, index) => {
      for (const spelling of group) {
        const word = spelling.normalize('NFKC').toLowerCase();
        expect(word).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
        const other = seen.get(word);
        expect(other === undefined || other === index, `${word} in two groups`).toBe(true);
        seen.set(word, index);
      }
    });
    expect(spellingsOf('मधुबनी')).toContain('madhubani');
    expect(spellingsOf('warli')).toContain('वारली');
    expect(spellingsOf('unknownword')).toEqual(['unknownword']);
  });

  it('counts one added, removed or replaced letter, or two swapped neighbours, as one edit', () => {
    expect(withinOneEdit('madhubnai', 'madhubani')).toBe(true);
    expect(withinOneEdit('madhubani', 'madhubani')).toBe(true);
    expect(withinOneEdit('madhubni', 'madhubani')).toBe(true);
    expect(withinOneEdit('madhubanii', 'madhubani')).toBe(true);
    expect(withinOneEdit('madhubeni', 'madhubani')).toBe(true);
    expect(withinOneEdit('amdhubani', 'madhubani')).toBe(true);
    expect(withinOneEdit('mdahubnai', 'madhubani')).toBe(false);
    expect(withinOneEdit('madhu', 'madhubani')).toBe(false);
    expect(withinOneEdit('वरली', 'वारली')).toBe(true);
  });
});

describe('search in the language people type', () => {
  let t: TestApp;
  let artist: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: 'sita_devi', name: 'Sita Devi' });
    await createUser(t, { username: 'ravi_kumar', name: 'Ravi Kumar' });
    const make = async (key: string, overrides: Parameters<typeof createArtwork>[2]) => {
      ids[key] = (await createArtwork(t, artist.id, overrides)).id;
    };
    await make('madhubaniLatin', { title: 'Madhubani fish', description: 'Pair of fish', tags: ['mithila', 'fish'] });
    await make('madhubaniHindi', { title: 'मधुबनी मोर', description: 'मोर', tags: ['लोककला'] });
    await make('warliLatin', { title: 'Warli harvest dance', description: 'Village scene', tags: ['warli'] });
    await make('warliHindi', { title: 'वारली गाँव', description: 'गाँव', tags: ['गाँव'] });
    await make('oilLotus', { title: 'Lotus pond', description: 'Still water', tags: ['lotus', 'pond'] });
    await make('morning', { title: 'Morning ghats', description: 'Boats at dawn', tags: ['ghats', 'pond'] });
    await t.deps.db
      .updateTable('artworks')
      .set(factsToColumns({ ...EMPTY_FACTS, medium: 'oil', height: 60, width: 60, sizeUnit: 'cm' }))
      .where('id', 'in', [ids.madhubaniLatin as string])
      .execute();
  });
  afterAll(() => t.close());

  const answer = async (query: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?query=${encodeURIComponent(query)}&limit=40${extra}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchAnswer;
  };
  const listed = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/search?query=${encodeURIComponent(query)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: string }[]).map((card) => card.id).sort();
  };
  const found = async (query: string, extra = '') =>
    (await answer(query, extra)).artworks.map((card) => card.id).sort();

  it('finds a Latin-titled work by its Devanagari name, and a Devanagari-titled one by its Latin name', async () => {
    const madhubani = [ids.madhubaniLatin, ids.madhubaniHindi].sort();
    expect(await found('मधुबनी')).toEqual(madhubani);
    expect(await found('Madhubani')).toEqual(madhubani);
    expect(await found('mithila')).toEqual(madhubani);
    const warli = [ids.warliLatin, ids.warliHindi].sort();
    expect(await found('वारली')).toEqual(warli);
    expect(await found('warli')).toEqual(warli);
    // Every word must still match, through any of its spellings: the peacock is only in the Hindi work.
    expect(await found('madhubani peacock')).toEqual([ids.madhubaniHindi]);
    expect(await found('warli village')).toEqual(warli);
    // An equivalent is a whole word, never a prefix: मोर's "mor" does not find "Morning".
    expect(await found('मोर')).toEqual([ids.madhubaniHindi]);
    // The list endpoint of the clients written to the spec answers alike, in its own shape.
    expect(await listed('मधुबनी')).toEqual(madhubani);
    // Spelled as expansion does not need correcting.
    expect((await answer('मधुबनी')).didYouMean).toBeNull();
  });

  it('forgives one typo, transposed letters included, and says what it searched for', async () => {
    const result = await answer('madhubnai');
    expect(result.artworks.map((card) => card.id).sort()).toEqual([ids.madhubaniLatin, ids.madhubaniHindi].sort());
    expect(result.didYouMean).toBe('madhubani');
    // A word from a title, not in the table: "pnod" is one swap from "pond".
    const pond = await answer('lotus pnod');
    expect(pond.artworks.map((card) => card.id)).toEqual([ids.oilLotus]);
    expect(pond.didYouMean).toBe('lotus pond');
    expect(await listed('harvset')).toEqual([ids.warliLatin]);
    // Two edits away is not forgiven.
    expect((await answer('mdahubnai')).artworks).toEqual([]);
  });

  it('keeps the filters with expanded and corrected words', async () => {
    expect(await found('मधुबनी', '&medium=oil')).toEqual([ids.madhubaniLatin]);
    expect(await found('madhubnai', '&medium=oil')).toEqual([ids.madhubaniLatin]);
    expect(await found('वारली', '&medium=oil')).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=मधुबनी' });
    expect(res.statusCode).toBe(200);
    const facets = res.json() as { total: number; facets: { medium: { value: string; count: number }[] } };
    expect(facets.total).toBe(2);
    expect(facets.facets.medium.find((option) => option.value === 'oil')?.count).toBe(1);
    const blank = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=' });
    expect((blank.json() as { total: number }).total).toBe(0);
  });

  it('finds people by name, and offers the most used tags when nothing is found', async () => {
    const sita = await answer('sita');
    expect(sita.artists.map((person) => person.username)).toEqual(['sita_devi']);
    expect((await answer('Ravi Kumar')).artists.map((person) => person.username)).toEqual(['ravi_kumar']);
    expect(sita.popularTags).toEqual([]);
    const none = await answer('zzyzx');
    expect(none.artworks).toEqual([]);
    expect(none.didYouMean).toBeNull();
    // Most used first ("pond" is on two works, each other tag on one), then by name.
    expect(none.popularTags).toEqual(['pond', 'fish', 'ghats', 'lotus', 'mithila', 'warli', 'गाँव', 'लोककला']);
  });
});
