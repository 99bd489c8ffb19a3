import { ARTWORK_SEARCH_MAX_RESULTS, EMPTY_FACTS, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { factsToColumns } from '../artworks/artwork-facts';

// Issue 38 item 1 (docs/decisions/0032-art-filters-and-colour.md): search's matches narrowed by the art filters,
// before they are ranked, so a filtered match is found however many newer unfiltered ones there are.

describe('search with art filters', () => {
  let t: TestApp;
  let oil = '';
  let tealGond = '';

  beforeAll(async () => {
    t = await createTestApp();
    const artist = await createUser(t);
    const old = new Date(Date.now() - 86_400_000).toISOString();
    oil = (await createArtwork(t, artist.id, { title: 'Lotus in oil', createdAt: old })).id;
    await t.deps.db
      .updateTable('artworks')
      .set(factsToColumns({ ...EMPTY_FACTS, medium: 'oil', height: 120, width: 90, sizeUnit: 'cm' }))
      .where('id', '=', oil)
      .execute();
    tealGond = (await createArtwork(t, artist.id, { title: 'Lotus in gond', createdAt: old })).id;
    await t.deps.db
      .updateTable('artworks')
      .set(factsToColumns({ ...EMPTY_FACTS, medium: 'gond', height: 20, width: 20, sizeUnit: 'cm' }))
      .where('id', '=', tealGond)
      .execute();
    await t.deps.db.insertInto('artwork_colours').values({ artwork_id: tealGond, colour: 'teal', rank: 0 }).execute();
    // More newer matches than an answer holds, none of them oil.
    for (let i = 0; i < ARTWORK_SEARCH_MAX_RESULTS + 5; i++) {
      await createArtwork(t, artist.id, { title: `Lotus pond ${i}` });
    }
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }[]).map((card) => card.id);
  };

  it('without filters, the newer matches fill the answer', async () => {
    const ids = await search(`query=lotus&limit=${ARTWORK_SEARCH_MAX_RESULTS}`);
    expect(ids).toHaveLength(ARTWORK_SEARCH_MAX_RESULTS);
    expect(ids).not.toContain(oil);
  });

  it.each([
    ['medium=oil', () => [oil]],
    ['size=large&orientation=portrait', () => [oil]],
    ['colour=teal', () => [tealGond]],
    ['medium=gond&size=small&colour=teal', () => [tealGond]],
    ['medium=oil&colour=teal', () => []],
  ])('%s narrows the matches, with a limit and as a whole list', async (filters, expected) => {
    expect(await search(`query=lotus&limit=10&${filters}`)).toEqual(expected());
    expect(await search(`query=lotus&${filters}`)).toEqual(expected());
    // A prefix ("lot") is matched the same way.
    expect(await search(`query=lot&limit=10&${filters}`)).toEqual(expected());
  });

  it('answers 400 to a bad filter value with the message of the table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/search?query=lotus&medium=crayon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.medium).toBe(VALIDATION.query.mediumInvalid);
  });
});
