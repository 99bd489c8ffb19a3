import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { attachImage, createArtwork, createUser } from '../../../test/factories';
import { processImage, storeImage } from '../../lib/images';

describe('media', () => {
  let t: TestApp;
  let name: string;
  let stored: Buffer;
  let hash: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Taller than wide: the share image must show it whole, not crop it to a strip.
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const processed = await processImage(png, 'art.png');
    await storeImage(t.deps.media, processed);
    const variant = processed.variants[0]!;
    name = variant.key;
    stored = variant.data;
    hash = processed.hash;
    // An artwork shows the picture: a share image is made only for a picture in use.
    const artwork = await createArtwork(t, (await createUser(t)).id, { images: 0 });
    await attachImage(t, artwork.id, processed);
  });
  afterAll(() => t.close());

  it('serves a stored variant as webp, cached for a year, with an ETag and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe(`"${name.replace('.webp', '')}"`);
    expect(res.rawPayload.equals(stored)).toBe(true);
  });

  it('answers 304 to a browser that already has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    const res = await t.app.inject({
      method: 'GET',
      url: `/media/${name}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for a well-formed name that is not stored, without caching the miss', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}-640.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Image not found', code: 'not_found' });
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('answers 404 for names outside the pattern and never walks out of the media folder', async () => {
    // A real file next to the media folder: kala.db and jwt-secret live in the data folder above it.
    for (const url of [
      '/media/..%2Fjwt-secret',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2E%2E%2Fkala.db',
      '/media/../jwt-secret',
      `/media/${name.toUpperCase()}`,
      `/media/${name.replace('.webp', '.png')}`,
      `/media/${name}%00.webp`,
      `/media/.${name}`,
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('test-secret');
    }
  });

  it("makes a picture's share image on first request: 1200×630 JPEG, stored beside its variants, cached", async () => {
    expect(await t.deps.media.get(`${hash}-og.jpg`)).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: `/media/${hash}-og.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${hash}-og"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The picture whole in the middle (its colour), the blurred fill darker at the sides.
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    const [red] = pixel(600, 315);
    const [edgeRed] = pixel(20, 315);
    expect(red).toBeGreaterThan(200);
    expect(edgeRed).toBeLessThan(red! - 50);
    expect((await t.deps.media.get(`${hash}-og.jpg`))?.equals(res.rawPayload)).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: `/media/${hash}-og.jpg` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for the share image of a picture that is not stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}-og.jpg` });
    expect(res.statusCode).toBe(404);
    expect(await t.deps.media.get(`${'0'.repeat(64)}-og.jpg`)).toBeNull();
  });
});
