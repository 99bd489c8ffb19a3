import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { processImage, storeImage } from '../../lib/images';
import { insertImageRows } from './artwork-images';
import { coloursOf, postUpload } from './artworks.fixtures';
import { colourJob } from './colour-job';

// Issue 38 (docs/decisions/0032-art-filters-and-colour.md): an upload's main image is named by its dominant
// colours, and the job at start fills in those of older artworks, going on from where it stopped.

const picture = (background: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .png()
    .toBuffer();
const silentLog = { info() {}, warn() {} } as never;

describe('artwork colours', () => {
  let t: TestApp;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { location: 'Kochi' });
  });
  afterAll(() => t.close());

  const colours = (artworkId: string) => coloursOf(t, artworkId);
  const listed = async (query: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/artworks?${query}` })).json() as { id: string }[]).map(
      (card) => card.id,
    );

  it('an upload stores the colours of its main image, and the colour filter and its count find it', async () => {
    const fields: [string, string][] = [
      ['title', 'Backwaters'],
      ['description', 'Kerala'],
      ['category', 'Painting'],
      ['tags[0]', 'kerala'],
    ];
    const res = await postUpload(t, artist, fields, [
      { name: 'main.png', type: 'image/png', data: await picture('#1e8c8c') },
      { name: 'back.png', type: 'image/png', data: await picture('#c0392b') },
    ]);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    // The main image's colour only, not the second image's.
    expect(await colours(id)).toEqual(['teal']);
    expect(await listed('colour=teal')).toEqual([id]);
    expect(await listed('colour=red')).toEqual([]);
    const facets = (await t.app.inject({ method: 'GET', url: '/api/artworks/facets' })).json();
    expect(facets.facets.colour).toContainEqual({ value: 'teal', count: 1 });
  });

  it('the job fills in the colours of older artworks, goes on from where it stopped, and marks what it cannot read', async () => {
    const older: string[] = [];
    for (const background of ['#f1c40f', '#2e7d32', '#1e3a8a']) {
      const artwork = await createArtwork(t, artist.id, { images: 0 });
      const image = await processImage(await picture(background));
      await storeImage(t.deps.media, image);
      await insertImageRows(t.deps.db, artwork.id, [image], nowIso());
      older.push(artwork.id);
    }
    // One whose file is missing (the factory's made-up hash) and one with no image at all.
    const missing = (await createArtwork(t, artist.id)).id;
    const imageless = (await createArtwork(t, artist.id, { images: 0 })).id;
    // The first was done before a restart: the job leaves it as it is.
    await t.deps.db
      .insertInto('artwork_colours')
      .values({ artwork_id: older[0] as string, colour: 'yellow', rank: 0 })
      .execute();
    await t.deps.db
      .updateTable('artworks')
      .set({ colours_at: nowIso() })
      .where('id', '=', older[0] as string)
      .execute();

    const job = colourJob(t.deps, silentLog);
    expect(await job.run()).toBe(4);
    expect(await colours(older[1] as string)).toEqual(['green']);
    expect(await colours(older[2] as string)).toEqual(['blue']);
    expect(await colours(missing)).toEqual([]);
    expect(await colours(imageless)).toEqual([]);
    const pending = await t.deps.db.selectFrom('artworks').select('id').where('colours_at', 'is', null).execute();
    expect(pending).toEqual([]);
    // Nothing is left: a second start does nothing.
    expect(await colourJob(t.deps, silentLog).run()).toBe(0);
    expect(await listed('colour=green')).toEqual([older[1]]);
  });

  it('a stopped job does nothing more, and the next run finishes the rest', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createArtwork(t, artist.id, { images: 0 })).id);
    const job = colourJob(t.deps, silentLog);
    await job.stop();
    expect(await job.run()).toBe(0);
    expect(await colourJob(t.deps, silentLog).run()).toBe(3);
  });
});
