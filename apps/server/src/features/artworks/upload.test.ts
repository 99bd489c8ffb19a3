import { ERR, imageSrcset, MAX_IMAGE_BYTES, VALIDATION, zoomImageUrl } from '@kala/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp, testDialect } from '../../../test/helpers';
import { type FilePart, postUpload } from './artworks.fixtures';

const picture = async (colour: string, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png', width = 400) =>
  sharp({ create: { width, height: 300, channels: 3, background: colour } })
    [format]()
    .toBuffer();

const png = async (colour = '#c0392b') => ({ name: 'art.png', type: 'image/png', data: await picture(colour) });

const validFields: [string, string][] = [
  ['title', 'Monsoon'],
  ['description', 'Rain over the Ghats'],
  ['category', 'Painting'],
  ['forSale', 'true'],
  ['price', '2500.50'],
  ['quantity', '2'],
  ['tags[0]', 'rain'],
  ['tags[1]', ' monsoon '],
];

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.deps.media.list()) keys.push(key);
  return keys.sort();
}

async function rowCounts(t: TestApp) {
  const artworks = await t.deps.db
    .selectFrom('artworks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const images = await t.deps.db
    .selectFrom('artwork_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { artworks: Number(artworks.n), images: Number(images.n) };
}

describe('artwork upload', () => {
  let t: TestApp;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t, { location: 'Kolkata' });
  });
  afterAll(() => t.close());

  const upload = (fields: [string, string][], files: FilePart[], user: TestUser | null = artist) =>
    postUpload(t, user, fields, files);

  it('stores the artwork with its images as webp variants and answers 201 with the card', async () => {
    const files = [
      await png('#2980b9'),
      { name: 'photo.jpg', type: 'image/jpeg', data: await picture('#27ae60', 'jpeg', 1600) },
    ];
    const res = await upload(validFields, files);
    expect(res.statusCode).toBe(201);
    const artwork = res.json();
    expect(artwork).toMatchObject({
      title: 'Monsoon',
      description: 'Rain over the Ghats',
      category: 'Painting',
      forSale: true,
      price: 2500.5,
      quantity: 2,
      tags: ['rain', 'monsoon'],
      isSold: false,
      location: 'Kolkata',
      artistId: artist.id,
      artist: { id: artist.id, username: artist.username },
      likes: 0,
      comments: 0,
      how_many_like: { like_count: 0 },
      has_liked: false,
    });
    expect(artwork.images).toHaveLength(2);
    // First image first; the 400 px one has variants 320 and 400, the 1600 px one 320, 480, 640, 800, 960, 1280 (and
    // 1600, below).
    expect(artwork.images[0].url).toMatch(/^\/media\/[a-f0-9]{64}-400\.webp$/);
    expect(artwork.images[1].url).toMatch(/^\/media\/[a-f0-9]{64}-1280\.webp$/);
    expect(artwork.images[0].widths).toEqual([320, 400]);
    expect(artwork.images[1].widths).toEqual([320, 480, 640, 800, 960, 1280]);
    // The 1600 px one is also kept whole for the viewer's zoom, named by no srcset (docs/decisions/0043-zoom-variant.md).
    expect(artwork.images[0].zoomWidth).toBeUndefined();
    expect(artwork.images[1].zoomWidth).toBe(1600);
    const zoom = await t.app.inject({ method: 'GET', url: zoomImageUrl(artwork.images[1]) ?? '' });
    expect(zoom.statusCode).toBe(200);
    expect(await sharp(zoom.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    for (const image of artwork.images) {
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      // Every variant the web's srcset names is stored, at its width.
      for (const candidate of imageSrcset(image)?.split(', ') ?? []) {
        const [url, descriptor] = candidate.split(' ');
        const variant = await t.app.inject({ method: 'GET', url });
        expect(variant.statusCode).toBe(200);
        expect(`${(await sharp(variant.rawPayload).metadata()).width}w`).toBe(descriptor);
      }
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/artworks/${artwork.id}` });
    expect(detail.json().images).toEqual(artwork.images);
  });

  it('accepts tags as one comma-separated field, trimmed, empties dropped', async () => {
    const fields = validFields.filter(([name]) => !name.startsWith('tags'));
    const res = await upload([...fields, ['tags', ' sea, , sky ,sun ']], [await png('#8e44ad')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().tags).toEqual(['sea', 'sky', 'sun']);
  });

  it('accepts tags as repeated fields, and orders tags[i] by index', async () => {
    const fields = validFields.filter(([name]) => !name.startsWith('tags'));
    const repeated = await upload([...fields, ['tags', 'ink'], ['tags', 'paper']], [await png('#7f8c8d')]);
    expect(repeated.json().tags).toEqual(['ink', 'paper']);
    const indexed = await upload(
      [...fields, ['tags[1]', 'b'], ['tags[0]', 'a'], ['tags[10]', 'k'], ['tags[2]', 'c']],
      [await png()],
    );
    expect(indexed.json().tags).toEqual(['a', 'b', 'c', 'k']);
  });

  it('sets price 0 and quantity 1 when not for sale, whatever was typed', async () => {
    const fields: [string, string][] = [
      ...validFields.filter(([name]) => !['forSale', 'price', 'quantity'].includes(name)),
      ['forSale', 'false'],
      ['price', '900'],
      ['quantity', 'lots'],
    ];
    const res = await upload(fields, [await png('#16a085')]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ forSale: false, price: 0, quantity: 1 });
  });

  it('judges images by their bytes, not by name or declared type', async () => {
    const disguised = { name: 'notes.txt', type: 'text/plain', data: await picture('#f39c12', 'webp') };
    expect((await upload(validFields, [disguised])).statusCode).toBe(201);

    const fake = { name: 'fake.jpg', type: 'image/jpeg', data: Buffer.from('this is not a picture at all') };
    const res = await upload(validFields, [fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.files).toBe(VALIDATION.images.unreadable(['fake.jpg']));

    const tiff = {
      name: 'scan.tiff',
      type: 'image/jpeg',
      data: await sharp(await picture('#000000'))
        .tiff()
        .toBuffer(),
    };
    const unsupported = await upload(validFields, [tiff]);
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().fields.files).toBe(VALIDATION.images.unsupported(['scan.tiff']));
  });

  it('accepts JPEG, PNG, WebP, GIF and AVIF', async () => {
    const formats = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
    const files = await Promise.all(
      formats.map(async (format, index) => ({
        name: `a.${format}`,
        type: 'application/octet-stream',
        data: await picture(`#1${index}3456`, format),
      })),
    );
    const res = await upload(validFields, files);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(5);
  });

  it('strips EXIF and GPS data from what it stores', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KalaCam', Model: 'Serial-XYZ-123' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 34/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 39/1',
        },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(validFields, [{ name: 'phone.jpg', type: 'image/jpeg', data: jpeg }]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    const hash = /\/media\/([a-f0-9]{64})-/.exec(image.url)?.[1];
    const keys = (await storedKeys(t)).filter((key) => key.startsWith(hash as string));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const stored = (await t.deps.media.get(key)) as Buffer;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('Serial-XYZ-123');
      expect(stored.toString('latin1')).not.toContain('KalaCam');
    }
  });

  it('answers every rule of the form at once with the spec messages', async () => {
    const res = await upload([['forSale', 'true']], []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().fields).toEqual({
      title: VALIDATION.artworkForm.titleRequired,
      description: VALIDATION.artworkForm.descriptionRequired,
      category: VALIDATION.artworkForm.categoryRequired,
      tags: VALIDATION.artworkForm.tagRequired,
      price: VALIDATION.upload.priceRequired,
      quantity: VALIDATION.upload.quantityRequired,
      files: VALIDATION.upload.imagesRequired,
    });
  });

  it.each([
    ['price', '0', VALIDATION.upload.priceInvalid],
    ['price', '12.345', VALIDATION.upload.priceInvalid],
    ['price', 'free', VALIDATION.upload.priceInvalid],
    ['quantity', '0', VALIDATION.upload.quantityInvalid],
    ['quantity', '2.5', VALIDATION.upload.quantityInvalid],
    ['category', 'Pottery', VALIDATION.artworkForm.categoryInvalid],
    ['forSale', 'perhaps', VALIDATION.upload.forSaleInvalid],
  ])('refuses %s = %s', async (field, value, message) => {
    const fields = validFields.map(([name, v]): [string, string] => [name, name === field ? value : v]);
    const res = await upload(fields, [await png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses more than 5 images', async () => {
    const image = await png();
    const res = await upload(
      validFields,
      Array.from({ length: 6 }, () => image),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.files).toBe(VALIDATION.images.tooMany);
  });

  it('refuses an image over 5 MB with 413, naming it', async () => {
    const big = { name: 'huge.png', type: 'image/png', data: Buffer.alloc(MAX_IMAGE_BYTES + 1, 1) };
    const res = await upload(validFields, [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(VALIDATION.images.tooLarge(['huge.png']));
  });

  it('refuses a body that is not multipart, and a guest', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/artworks',
      headers: artist.auth,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.files).toBe(VALIDATION.upload.imagesRequired);
    const guest = await upload(validFields, [await png()], null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(ERR.notAuthenticated);
  });
});

describe('a failed upload leaves nothing behind', () => {
  let t: TestApp;
  let artist: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  const upload = (files: FilePart[]) => postUpload(t, artist, validFields, files);

  it('one good image and one corrupt file: 400, no rows, no files', async () => {
    const corrupt = (await picture('#ff0000', 'jpeg')).subarray(0, 200);
    const res = await upload([await png('#00ff00'), { name: 'broken.jpg', type: 'image/jpeg', data: corrupt }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.files).toBe(VALIDATION.images.unreadable(['broken.jpg']));
    expect(await rowCounts(t)).toEqual({ artworks: 0, images: 0 });
    expect(await storedKeys(t)).toEqual([]);
  });

  it('a database failure after the files were stored removes them again, but keeps files another artwork uses', async () => {
    const shared = await png('#0000ff');
    const first = await upload([shared]);
    expect(first.statusCode).toBe(201);
    const keptKeys = await storedKeys(t);
    expect(keptKeys.length).toBeGreaterThan(0);

    // Make the image insert fail inside the transaction.
    if (testDialect === 'sqlite') {
      await sql`create trigger fail_images before insert on artwork_images begin select raise(abort, 'disk on fire'); end`.execute(
        t.deps.db,
      );
    } else {
      await sql`create function fail_images() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`.execute(
        t.deps.db,
      );
      await sql`create trigger fail_images before insert on artwork_images for each row execute function fail_images()`.execute(
        t.deps.db,
      );
    }
    try {
      const res = await upload([shared, await png('#ffff00')]);
      expect(res.statusCode).toBe(500);
      expect(await rowCounts(t)).toEqual({ artworks: 1, images: 1 });
      expect(await storedKeys(t)).toEqual(keptKeys);
    } finally {
      await sql`drop trigger fail_images${testDialect === 'postgres' ? sql` on artwork_images` : sql``}`.execute(
        t.deps.db,
      );
    }
  });

  it('deleting an artwork deletes its files unless another artwork shows the same picture', async () => {
    const image = await png('#abcdef');
    const a = (await upload([image])).json();
    const b = (await upload([image, await png('#fedcba')])).json();
    const hashOf = (url: string) => /\/media\/([a-f0-9]{64})-/.exec(url)?.[1] as string;
    const sharedHash = hashOf(a.images[0].url);
    const ownHash = hashOf(b.images[1].url);
    expect(hashOf(b.images[0].url)).toBe(sharedHash);

    const delB = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${b.id}`, headers: artist.auth });
    expect(delB.statusCode).toBe(204);
    let keys = await storedKeys(t);
    expect(keys.some((key) => key.startsWith(sharedHash))).toBe(true);
    expect(keys.some((key) => key.startsWith(ownHash))).toBe(false);

    const delA = await t.app.inject({ method: 'DELETE', url: `/api/auth/artworks/${a.id}`, headers: artist.auth });
    expect(delA.statusCode).toBe(204);
    keys = await storedKeys(t);
    expect(keys.some((key) => key.startsWith(sharedHash))).toBe(false);
  });
});
