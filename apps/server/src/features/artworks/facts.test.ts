import { type Artwork, EMPTY_FACTS, VALIDATION } from '@kala/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { artworkPageMeta } from '../share/share-meta';

// Issue 34 item 2 and issue 40: an artwork's facts and its picture's description, from the upload and the edit to
// the artwork's answer, its list card and its page's JSON-LD.

const F = VALIDATION.facts;

async function form(fields: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  data.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const base: [string, string][] = [
  ['description', 'After the wall paintings of Mithila'],
  ['category', 'Painting'],
  ['tags[0]', 'madhubani'],
];

const facts: [string, string][] = [
  ['medium', 'madhubani'],
  ['surface', 'handmade_paper'],
  ['height', '61'],
  ['width', '91.5'],
  ['depth', ''],
  ['sizeUnit', 'cm'],
  ['weightGrams', '850'],
  ['year', '2024'],
  ['framed', 'false'],
  ['signed', 'true'],
  ['edition', 'limited'],
  ['editionNumber', '3'],
  ['editionSize', '50'],
  ['altText', 'Two fish circling a lotus, in red and black lines'],
];

describe('art facts', () => {
  let t: TestApp;
  let artist: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { location: 'Patna' });
    other = await createUser(t);
  });
  afterAll(() => t.close());

  /** Uploads `fields` with a title; a later field of the same name replaces an earlier one. */
  const upload = async (fields: [string, string][], title = 'Fish and lotus') => {
    const body = await form([...new Map<string, string>([['title', title], ...fields])]);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/artworks',
      payload: body.payload,
      headers: { ...body.headers, ...artist.auth },
    });
  };
  const patch = (id: string, user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/artworks/${id}`, headers: user.auth, payload });
  const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json();

  it('an upload keeps every fact, the size exactly as typed, and the answer and the detail carry them', async () => {
    const res = await upload([...base, ...facts]);
    expect(res.statusCode).toBe(201);
    const expected = {
      medium: 'madhubani',
      surface: 'handmade_paper',
      height: 61,
      width: 91.5,
      depth: null,
      sizeUnit: 'cm',
      weightGrams: 850,
      year: 2024,
      framed: false,
      signed: true,
      edition: 'limited',
      editionNumber: 3,
      editionSize: 50,
    };
    const created = res.json() as Artwork;
    expect(created.facts).toEqual(expected);
    expect(created.altText).toBe('Two fish circling a lotus, in red and black lines');
    const shown = await detail(created.id);
    expect(shown.facts).toEqual(expected);
    expect(shown.altText).toBe('Two fish circling a lotus, in red and black lines');
    // Stored exactly: tenths of the unit typed.
    const row = await t.deps.db
      .selectFrom('artworks')
      .select(['height_tenths', 'width_tenths', 'size_unit', 'weight_grams'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ height_tenths: 610, width_tenths: 915, size_unit: 'cm', weight_grams: 850 });
  });

  it('list cards carry the alt text but not the facts', async () => {
    const res = await upload([...base, ...facts], 'Card check');
    const id = (res.json() as Artwork).id;
    const list = (await t.app.inject({ method: 'GET', url: `/api/users/${artist.id}/artworks` })).json() as Artwork[];
    const card = list.find((artwork) => artwork.id === id);
    expect(card?.altText).toBe('Two fish circling a lotus, in red and black lines');
    expect(card?.facts).toBeUndefined();
  });

  it('an upload without facts has them all empty, and no alt text', async () => {
    const res = await upload(base);
    expect(res.statusCode).toBe(201);
    expect(res.json().facts).toEqual(EMPTY_FACTS);
    expect(res.json().altText).toBeUndefined();
  });

  it('bad facts are a 400 naming each field, and nothing is stored', async () => {
    const before = await t.deps.db
      .selectFrom('artworks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload([
      ...base,
      ['medium', 'crayon'],
      ['height', '30'],
      ['sizeUnit', 'cm'],
      ['year', '2999'],
      ['edition', 'limited'],
      ['editionNumber', '7'],
      ['editionSize', '5'],
      ['altText', 'x'.repeat(251)],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      medium: F.mediumInvalid,
      width: F.sizeBothRequired,
      year: expect.stringContaining('1800'),
      editionNumber: F.editionNumberAboveSize,
      altText: F.altTextTooLong(250),
    });
    const after = await t.deps.db
      .selectFrom('artworks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an edit changes the facts sent, checked with the stored ones, and clears one sent empty', async () => {
    const { id } = await createArtwork(t, artist.id);
    expect((await detail(id)).facts).toEqual(EMPTY_FACTS);

    const first = await patch(id, artist, { height: 24, width: '36', sizeUnit: 'in', medium: 'oil', framed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().facts).toMatchObject({ height: 24, width: 36, sizeUnit: 'in', medium: 'oil', framed: true });

    // Depth alone completes the stored size; the other facts stay.
    const second = await patch(id, artist, { depth: '1.5', altText: 'A boat on grey water' });
    expect(second.json().facts).toMatchObject({ height: 24, width: 36, depth: 1.5, medium: 'oil' });
    expect(second.json().altText).toBe('A boat on grey water');

    // A width cleared while the height stays is refused.
    const bad = await patch(id, artist, { width: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ width: F.sizeBothRequired });

    const cleared = await patch(id, artist, { medium: null, height: '', width: '', depth: '', altText: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().facts).toMatchObject({
      medium: null,
      height: null,
      width: null,
      depth: null,
      sizeUnit: null,
    });
    expect(cleared.json().altText).toBeUndefined();
  });

  it("an edit's limited edition needs its numbers, and only the artist edits", async () => {
    const { id } = await createArtwork(t, artist.id);
    const bad = await patch(id, artist, { edition: 'limited', editionNumber: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ editionSize: F.editionNumbersRequired });
    expect((await patch(id, artist, { edition: 'limited', editionNumber: 4, editionSize: 10 })).statusCode).toBe(200);
    expect((await detail(id)).facts).toMatchObject({ edition: 'limited', editionNumber: 4, editionSize: 10 });
    expect((await patch(id, artist, { edition: 'open' })).json().facts).toMatchObject({
      edition: 'open',
      editionNumber: null,
      editionSize: null,
    });
    expect((await patch(id, other, { medium: 'oil' })).statusCode).toBe(403);
    expect((await patch(id, artist, { year: 'old' })).statusCode).toBe(400);
  });

  it("the page's JSON-LD names the medium, surface, sizes and year, and the share image's alt is the alt text", async () => {
    const res = await upload([...base, ...facts, ['depth', '2']], 'For the page');
    const id = (res.json() as Artwork).id;
    const meta = await artworkPageMeta(t.deps.db, 'https://kala.example', id);
    expect(meta?.jsonLd[0]).toMatchObject({
      '@type': 'VisualArtwork',
      artMedium: 'Madhubani',
      artworkSurface: 'Handmade paper',
      height: { '@type': 'QuantitativeValue', value: 61, unitCode: 'CMT' },
      width: { '@type': 'QuantitativeValue', value: 91.5, unitCode: 'CMT' },
      depth: { '@type': 'QuantitativeValue', value: 2, unitCode: 'CMT' },
      dateCreated: '2024',
    });
    expect(meta?.image?.alt).toBe('Two fish circling a lotus, in red and black lines');
  });
});
