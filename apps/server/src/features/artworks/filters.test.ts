import {
  type ArtworkFacts,
  EMPTY_FACTS,
  ORIENTATIONS,
  orientationOf,
  SIZE_UNITS,
  sizeBandOf,
  VALIDATION,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { fillSizeBands } from '../../db/migrations/0035-art-filters';
import { factsToColumns } from './artwork-facts';
import { png, postUpload } from './artworks.fixtures';

// Issue 38 item 1 (docs/decisions/0032-art-filters-and-colour.md): the listing's art filters and their facet
// counts, on both engines.

const Q = VALIDATION.query;

describe('art filters', () => {
  let t: TestApp;
  let near: TestUser;
  let far: TestUser;
  const ids: Record<string, string> = { a: '', b: '', c: '', d: '' };
  const name = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];

  async function setFacts(id: string, facts: Partial<ArtworkFacts>) {
    await t.deps.db
      .updateTable('artworks')
      .set(factsToColumns({ ...EMPTY_FACTS, ...facts }))
      .where('id', '=', id)
      .execute();
  }
  async function setColours(id: string, colours: string[]) {
    await t.deps.db
      .insertInto('artwork_colours')
      .values(colours.map((colour, rank) => ({ artwork_id: id, colour, rank })))
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    // `near` ships within 2 days by their profile; `far` has none (the default, 5 days).
    near = await createUser(t, { location: 'Jaipur' });
    far = await createUser(t, { location: 'Mumbai' });
    await setShippingProfile(t, near.id, { processingDays: 2 });
    ids.a = (await createArtwork(t, near.id, { location: 'Jaipur', forSale: true, price: 3000 })).id;
    ids.b = (await createArtwork(t, far.id, { location: 'Mumbai', forSale: true, price: 25000 })).id;
    ids.c = (await createArtwork(t, near.id, { location: 'Jaipur', forSale: true, price: 60000 })).id;
    ids.d = (await createArtwork(t, far.id, { location: 'Patna' })).id;
    // a: small portrait oil, framed. b: large square oil (100 in = 254 cm), unframed. c: medium landscape
    // watercolour, its own processing time 10 days. d: a madhubani without a size, not for sale.
    await setFacts(ids.a, { medium: 'oil', height: 30, width: 20, sizeUnit: 'cm', framed: true });
    await setFacts(ids.b, { medium: 'oil', height: 100, width: 98, sizeUnit: 'in', framed: false });
    await setFacts(ids.c, { medium: 'watercolour', height: 50, width: 80, sizeUnit: 'cm' });
    await setFacts(ids.d, { medium: 'madhubani' });
    await t.deps.db
      .insertInto('artwork_shipping')
      .values({ artwork_id: ids.c, mode: 'profile', processing_days: 10, updated_at: nowIso() })
      .execute();
    await setColours(ids.a, ['red', 'black']);
    await setColours(ids.b, ['blue']);
    await setColours(ids.c, ['blue', 'white']);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks?${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: string }[]).map((card) => name(card.id)).sort();
  };
  const facets = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artworks/facets?${query}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; facets: Record<string, { value: string; count: number }[]> };
    const counts = Object.fromEntries(
      Object.entries(body.facets).map(([facet, options]) => [
        facet,
        Object.fromEntries(options.filter((o) => o.count > 0).map((o) => [o.value, o.count])),
      ]),
    );
    return { total: body.total, ...counts } as { total: number } & Record<string, Record<string, number>>;
  };

  it.each([
    ['medium=oil', ['a', 'b']],
    ['medium=madhubani', ['d']],
    ['size=small', ['a']],
    ['size=medium', ['c']],
    ['size=large', ['b']],
    ['orientation=portrait', ['a']],
    ['orientation=landscape', ['c']],
    ['orientation=square', ['b']],
    ['priceBand=under-5000', ['a']],
    ['priceBand=20000-50000', ['b']],
    ['priceBand=50000-100000', ['c']],
    ['priceBand=over-100000', []],
    ['colour=blue', ['b', 'c']],
    ['colour=red', ['a']],
    ['framed=true', ['a']],
    ['framed=false', ['b']],
    ['readyToShip=true', ['a']],
    ['readyToShip=false', ['b', 'c', 'd']],
    ['medium=oil&size=small&colour=red', ['a']],
    ['medium=oil&colour=white', []],
    ['priceBand=under-5000&maxPrice=2000', []],
    ['location=Jaipur&readyToShip=true', ['a']],
    ['medium=&size=', ['a', 'b', 'c', 'd']],
  ])('%s lists exactly the matching artworks', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it('pages through a filtered listing with the cursor', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/artworks?colour=blue&limit=1&sort=price_asc' });
    expect(first.json().map((card: { id: string }) => name(card.id))).toEqual(['b']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] as string;
    const second = await t.app.inject({ method: 'GET', url: next });
    expect(second.json().map((card: { id: string }) => name(card.id))).toEqual(['c']);
  });

  it.each([
    ['medium=crayon', 'medium', Q.mediumInvalid],
    ['size=huge', 'size', Q.sizeInvalid],
    ['orientation=round', 'orientation', Q.orientationInvalid],
    ['priceBand=cheap', 'priceBand', Q.priceBandInvalid],
    ['colour=mauve', 'colour', Q.colourInvalid],
    ['framed=maybe', 'framed', Q.booleanInvalid],
    ['readyToShip=soon', 'readyToShip', Q.booleanInvalid],
  ])(
    'answers 400 to %s, on the listing and the facets, with the message of the table',
    async (query, field, message) => {
      for (const path of ['/api/artworks', '/api/artworks/facets']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields[field]).toBe(message);
      }
    },
  );

  it('counts every option of every facet for the unfiltered listing', async () => {
    expect(await facets('')).toEqual({
      total: 4,
      medium: { oil: 2, watercolour: 1, madhubani: 1 },
      size: { small: 1, medium: 1, large: 1 },
      orientation: { portrait: 1, landscape: 1, square: 1 },
      priceBand: { 'under-5000': 1, '20000-50000': 1, '50000-100000': 1 },
      colour: { red: 1, black: 1, blue: 2, white: 1 },
      framed: { true: 1 },
      readyToShip: { true: 1 },
      forSale: { true: 3 },
      location: { Jaipur: 2, Mumbai: 1, Patna: 1 },
    });
  });

  it('lists every option of a fixed facet, 0 included, in the contract order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artworks/facets' });
    expect(res.json().facets.size).toEqual([
      { value: 'small', count: 1 },
      { value: 'medium', count: 1 },
      { value: 'large', count: 1 },
    ]);
    expect(res.json().facets.colour).toHaveLength(12);
  });

  it('counts each facet with the other filters applied and its own left out', async () => {
    expect(await facets('medium=oil')).toEqual({
      total: 2,
      // Its own filter left out: the other media still show what choosing them would give.
      medium: { oil: 2, watercolour: 1, madhubani: 1 },
      size: { small: 1, large: 1 },
      orientation: { portrait: 1, square: 1 },
      priceBand: { 'under-5000': 1, '20000-50000': 1 },
      colour: { red: 1, black: 1, blue: 1 },
      framed: { true: 1 },
      readyToShip: { true: 1 },
      forSale: { true: 2 },
      location: { Jaipur: 1, Mumbai: 1 },
    });
    expect(await facets('colour=blue&location=Jaipur')).toEqual({
      total: 1,
      medium: { watercolour: 1 },
      size: { medium: 1 },
      orientation: { landscape: 1 },
      priceBand: { '50000-100000': 1 },
      colour: { blue: 1, red: 1, black: 1, white: 1 },
      framed: {},
      readyToShip: {},
      forSale: { true: 1 },
      location: { Jaipur: 1, Mumbai: 1 },
    });
  });

  it('leaves out of the counts what a moderator hid', async () => {
    const hidden = await createArtwork(t, far.id, { location: 'Patna' });
    await setFacts(hidden.id, { medium: 'gond', height: 10, width: 10, sizeUnit: 'cm' });
    await t.deps.db.updateTable('artworks').set({ hidden_at: nowIso() }).where('id', '=', hidden.id).execute();
    const counts = await facets('');
    expect(counts.total).toBe(4);
    expect(counts.medium).not.toHaveProperty('gond');
    expect(await list('medium=gond')).toEqual([]);
  });

  it('an upload stores the size band and orientation of its size, and an edit of the size changes them', async () => {
    const fields: [string, string][] = [
      ['title', 'Lotus pond'],
      ['description', 'Fish'],
      ['category', 'Painting'],
      ['tags[0]', 'lotus'],
      ['height', '61'],
      ['width', '91.5'],
      ['sizeUnit', 'cm'],
      ['framed', 'true'],
    ];
    const res = await postUpload(t, far, fields, [await png('#2040c0', 'art.png', { width: 40, height: 30 })]);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    ids.e = id;
    expect(await list('size=medium&orientation=landscape&framed=true')).toEqual(['e']);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/artworks/${id}`,
      headers: far.auth,
      payload: { height: '48', width: '20', sizeUnit: 'in' },
    });
    expect(patch.statusCode).toBe(200);
    expect(await list('size=large&orientation=portrait')).toEqual(['e']);
    expect(await list('size=medium&orientation=landscape')).toEqual(['c']);
  });

  it("the migration's fill of older works agrees with the contract's sizeBandOf and orientationOf", async () => {
    const artist = await createUser(t);
    const sizes: { height: number; width: number; sizeUnit: (typeof SIZE_UNITS)[number] }[] = [];
    for (const sizeUnit of SIZE_UNITS) {
      for (const height of [10, 15.7, 15.8, 39.4, 40, 40.1, 60, 62.9, 63, 99.9, 100, 100.1, 150]) {
        for (const width of [12, 39.9, 40, 57, 60, 95, 100.5]) sizes.push({ height, width, sizeUnit });
      }
    }
    const made: { id: string; size: (typeof sizes)[number] }[] = [];
    for (const size of sizes) {
      const artwork = await createArtwork(t, artist.id, { images: 0 });
      await setFacts(artwork.id, { ...size });
      made.push({ id: artwork.id, size });
    }
    // As a work written before migration 0035: a size, neither band nor orientation.
    await t.deps.db
      .updateTable('artworks')
      .set({ size_band: null, orientation: null })
      .where('artist_id', '=', artist.id)
      .execute();
    await fillSizeBands(t.deps.db as never);
    const rows = await t.deps.db
      .selectFrom('artworks')
      .select(['id', 'size_band', 'orientation'])
      .where('artist_id', '=', artist.id)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { id, size } of made) {
      expect({ size, band: byId.get(id)?.size_band, orientation: byId.get(id)?.orientation }).toEqual({
        size,
        band: sizeBandOf(size),
        orientation: orientationOf(size),
      });
    }
    expect(new Set(rows.map((row) => row.orientation))).toEqual(new Set(ORIENTATIONS));
  });
});
