import { ARTWORK_SEARCH_MAX_RESULTS } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { searchTokens } from './search.repository';

describe('search tokens', () => {
  it('keeps words of any script and drops everything that could be query syntax', () => {
    expect(searchTokens(`"sun" OR set*; DROP -- (x) 'a'`)).toEqual(['sun', 'or', 'set', 'drop', 'x', 'a']);
    expect(searchTokens('कला  Café_Mumbai')).toEqual(['कला', 'café', 'mumbai']);
    expect(searchTokens(`"'();--*`)).toEqual([]);
    expect(searchTokens('\u0301')).toEqual([]);
  });
});

describe('artwork search', () => {
  let t: TestApp;
  let artist: TestUser;
  let viewer: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { username: 'meera_paints' });
    viewer = await createUser(t);
    const make = async (key: string, overrides: Parameters<typeof createArtwork>[2]) => {
      ids[key] = (await createArtwork(t, artist.id, overrides)).id;
    };
    await make('inDescription', { title: 'Evening', description: 'A quiet sunset over the river', tags: ['river'] });
    await make('inTitle', { title: 'Sunset in Goa', description: 'Beach scene', tags: ['beach'] });
    await make('inTags', { title: 'Harbour', description: 'Boats', tags: ['sunset', 'boats'] });
    await make('hindi', { title: 'कला उत्सव', description: 'Festival of art', tags: ['utsav'], category: 'Other' });
    await make('cafe', { title: 'Café corner', description: 'Morning coffee', tags: ['coffee'], category: 'Sketch' });
    await make('sculpture', {
      title: 'Bronze dancer',
      description: 'Lost-wax casting',
      tags: ['bronze'],
      category: 'Sculpture',
    });
  });
  afterAll(() => t.close());

  const search = async (query: string | undefined, user?: TestUser) => {
    const url =
      query === undefined ? '/api/artworks/search' : `/api/artworks/search?query=${encodeURIComponent(query)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; artistid: string; artistId: string; has_liked?: boolean }[];
  };
  const found = async (query: string) => (await search(query)).map((artwork) => artwork.id);

  it('ranks a title match above a tag match above a description match', async () => {
    expect(await found('sunset')).toEqual([ids.inTitle, ids.inTags, ids.inDescription]);
  });

  it('finds prefixes as you type: "sun" finds "Sunset"', async () => {
    expect(await found('sun')).toEqual([ids.inTitle, ids.inTags, ids.inDescription]);
    expect(await found('Sun go')).toEqual([ids.inTitle]);
  });

  it('matches every word somewhere: title, tags, description, category or artist', async () => {
    expect(await found('bronze casting')).toEqual([ids.sculpture]);
    expect(await found('sculpture')).toEqual([ids.sculpture]);
    expect((await found('meera')).sort()).toEqual(Object.values(ids).sort());
    expect(await found('sunset nowhere')).toEqual([]);
  });

  it('answers cards with artistid as well as artistId, and the viewer state', async () => {
    const [card] = await search('harbour', viewer);
    expect(card).toMatchObject({ id: ids.inTags, artistId: artist.id, artistid: artist.id, has_liked: false });
  });

  it.each([`"'();--*`, `sun"set`, 'NEAR(sun set)', 'sun AND OR NOT', '*', '"', "'", '\\', '%_', '🎨', '\u0301'])(
    'never errors on %s',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/artworks/search?query=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    },
  );

  it('finds unicode text: Devanagari words and their prefixes, accented words', async () => {
    expect(await found('कला')).toEqual([ids.hindi]);
    expect(await found('उत्')).toEqual([ids.hindi]);
    expect(await found('café')).toEqual([ids.cafe]);
  });

  it('an empty or blank query answers []', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search(undefined)).toEqual([]);
  });

  it('follows edits, renames and deletes (the index is kept by triggers)', async () => {
    const { id } = await createArtwork(t, artist.id, { title: 'Temporary zebra', tags: ['stripes'] });
    expect(await found('zebra')).toEqual([id]);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/artworks/${id}`,
      headers: artist.auth,
      payload: { title: 'Quiet okapi' },
    });
    expect(await found('zebra')).toEqual([]);
    expect(await found('okapi')).toEqual([id]);

    await t.deps.db
      .updateTable('users')
      .set({ username: 'ravi_sculpts', updated_at: nowIso() })
      .where('id', '=', artist.id)
      .execute();
    expect(await found('meera')).toEqual([]);
    expect(await found('ravi_sculpts')).toContain(id);

    await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${id}`, headers: artist.auth });
    expect(await found('okapi')).toEqual([]);
  });

  it('a deleted user takes their artworks out of search', async () => {
    const gone = await createUser(t);
    await createArtwork(t, gone.id, { title: 'Vanishing giraffe' });
    expect(await found('giraffe')).toHaveLength(1);
    await t.deps.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await found('giraffe')).toEqual([]);
  });

  it(`with limit answers the best that many, at most ${ARTWORK_SEARCH_MAX_RESULTS}; without it every match`, async () => {
    const prolific = await createUser(t);
    for (let i = 0; i < ARTWORK_SEARCH_MAX_RESULTS + 5; i += 1) {
      await createArtwork(t, prolific.id, { title: `Lotus study ${i}`, images: 0 });
    }
    const asked = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/artworks/search?query=lotus&${query}` })).json();
    expect(await asked(`limit=${ARTWORK_SEARCH_MAX_RESULTS}`)).toHaveLength(ARTWORK_SEARCH_MAX_RESULTS);
    expect(await asked('limit=7')).toHaveLength(7);
    expect(await found('lotus')).toHaveLength(ARTWORK_SEARCH_MAX_RESULTS + 5);
  });
});

describe('artwork search without limit: every match, in parts of the whole-list cap', () => {
  const CAP = 5;
  let t: TestApp;
  const lotus: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ wholeListCaps: { public: CAP, admin: CAP } });
    const artist = await createUser(t);
    // Twelve matches: the title ones rank above those with the word only in the description.
    for (let i = 0; i < 12; i += 1) {
      const inTitle = i % 3 === 0;
      const { id } = await createArtwork(t, artist.id, {
        title: inTitle ? `Lotus pond ${i}` : `Pond ${i}`,
        description: inTitle ? 'Water' : 'A lotus in the water',
        images: 0,
      });
      lotus.push(id);
    }
    await createArtwork(t, artist.id, { title: 'Rose garden', images: 0 });
  });
  afterAll(() => t.close());

  const walk = async (url: string) => {
    const parts: string[][] = [];
    let next: string | undefined = url;
    while (next) {
      const current: string = next;
      const res = await t.app.inject({ method: 'GET', url: current });
      expect(res.statusCode, res.body).toBe(200);
      parts.push(res.json().map((card: { id: string }) => card.id));
      next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      if (next) expect(next).not.toContain('limit=');
    }
    return parts;
  };

  it('answers each match exactly once, newest windows first, each window ranked best first', async () => {
    const parts = await walk('/api/artworks/search?query=lotus');
    expect(parts.map((part) => part.length)).toEqual([5, 5, 2]);
    expect(parts.flat().sort()).toEqual([...lotus].sort());
    // The newest five matches, title matches first.
    const newest = [...lotus].reverse().slice(0, CAP);
    const titled = newest.filter((id) => lotus.indexOf(id) % 3 === 0);
    expect(parts[0]).toEqual([...titled, ...newest.filter((id) => !titled.includes(id))]);
  });

  it('finds by prefix when whole words do not fill a part', async () => {
    const parts = await walk('/api/artworks/search?query=lot');
    expect(parts.flat().sort()).toEqual([...lotus].sort());
  });

  it('a tampered or foreign cursor is a 400, never a 500', async () => {
    for (const cursor of ['bm9wZQ', Buffer.from(JSON.stringify(['sideways', 1, 'x'])).toString('base64url')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/artworks/search?query=lotus&cursor=${cursor}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
