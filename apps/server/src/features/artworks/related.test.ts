import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

// "More by {artist}" and "Similar works" on an artwork's page (issue 18): GET /api/artworks/{id}/related.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('related artworks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("more by the artist: their newest eight, without this one; similar: others' works by shared tags, category, recency", async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const meera = await createUser(t);
    const artwork = await createArtwork(t, asha.id, {
      tags: ['monsoon', 'kerala', 'oil'],
      category: 'Painting',
      createdAt: minutesAgo(100),
    });
    const ashaWorks = [];
    for (let i = 0; i < 9; i += 1) {
      ashaWorks.push(await createArtwork(t, asha.id, { tags: ['monsoon'], createdAt: minutesAgo(90 - i) }));
    }
    const twoTags = await createArtwork(t, ravi.id, {
      tags: ['monsoon', 'kerala'],
      category: 'Textile',
      createdAt: minutesAgo(50),
    });
    const oneTagOld = await createArtwork(t, meera.id, {
      tags: ['oil'],
      category: 'Sculpture',
      createdAt: minutesAgo(40),
    });
    const oneTagSameCategory = await createArtwork(t, meera.id, {
      tags: ['kerala'],
      category: 'Painting',
      createdAt: minutesAgo(30),
    });
    const categoryOnly = await createArtwork(t, ravi.id, {
      tags: ['abstract'],
      category: 'Painting',
      createdAt: minutesAgo(20),
    });
    // Shares a word inside a tag, not a tag: not similar ('kerala' is not 'keralam').
    const unrelated = await createArtwork(t, ravi.id, {
      tags: ['keralam', 'oil_pastel'],
      category: 'Jewelry',
      createdAt: minutesAgo(10),
    });

    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}/related` });
    expect(res.statusCode).toBe(200);
    const { moreByArtist, similar } = res.json() as { moreByArtist: { id: string }[]; similar: { id: string }[] };
    expect(moreByArtist.map((a) => a.id)).toEqual(
      ashaWorks
        .slice(1)
        .reverse()
        .map((a) => a.id),
    );
    expect(similar.map((a) => a.id)).toEqual([twoTags.id, oneTagSameCategory.id, oneTagOld.id, categoryOnly.id]);
    expect(similar.map((a) => a.id)).not.toContain(unrelated.id);
  });

  it('answers 404 for an unknown artwork, and an empty pair for a lone one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/artworks/01900000-0000-7000-8000-000000000000/related',
    });
    expect(missing.statusCode).toBe(404);
    const loner = await createUser(t);
    const lone = await createArtwork(t, loner.id, { tags: ['zzz-unique'], category: 'Other' });
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/${lone.id}/related` });
    expect(res.json().moreByArtist).toEqual([]);
    expect(res.json().similar.every((a: { category: string }) => a.category === 'Other')).toBe(true);
  });

  it('GET /api/artworks?tag= lists exactly the artworks with that tag, paged', async () => {
    const artist = await createUser(t);
    const tagged = [];
    for (let i = 0; i < 3; i += 1) {
      tagged.push(await createArtwork(t, artist.id, { tags: ['phad', `n${i}`], createdAt: minutesAgo(5 - i) }));
    }
    await createArtwork(t, artist.id, { tags: ['phad_painting'] });
    await createArtwork(t, artist.id, { title: 'phad', tags: ['rajasthan'] });
    const first = await t.app.inject({ method: 'GET', url: '/api/artworks?tag=phad&limit=2' });
    expect(first.statusCode).toBe(200);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ method: 'GET', url: next! });
    const ids = [...first.json(), ...second.json()].map((a: { id: string }) => a.id);
    expect(ids).toEqual(tagged.reverse().map((a) => a.id));
  });
});
