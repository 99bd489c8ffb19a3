import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type FakeS3, startFakeS3 } from '../../test/s3rver';
import { loadConfig } from '../config';
import { createMediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

// Media in an S3-compatible bucket, against s3rver (a fake S3 speaking the real protocol).

describe('S3 media storage', () => {
  let s3: FakeS3;
  let media: ReturnType<typeof createS3MediaStorage>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    media = createS3MediaStorage(s3.config);
  });
  afterAll(async () => {
    media.client.destroy();
    await s3.close();
  });

  const listAll = async () => {
    const keys: string[] = [];
    for await (const key of media.list()) keys.push(key);
    return keys.sort();
  };

  it('stores, replaces, reads and deletes objects; a missing key reads as null and deletes silently', async () => {
    await media.put('a-320.webp', Buffer.from('one'), 'image/webp');
    await media.put('a-320.webp', Buffer.from('two'), 'image/webp');
    await media.put('b-640.webp', Buffer.from('three'), 'image/webp');
    expect((await media.get('a-320.webp'))?.toString()).toBe('two');
    expect(await media.get('nothing-320.webp')).toBeNull();
    expect(await listAll()).toEqual(['a-320.webp', 'b-640.webp']);

    await media.delete(['a-320.webp', 'missing-1.webp']);
    expect(await media.get('a-320.webp')).toBeNull();
    expect(await listAll()).toEqual(['b-640.webp']);
    await media.delete(['b-640.webp']);
    expect(await listAll()).toEqual([]);
  });

  it('stores the content type and a year-long cache header on each object', async () => {
    await media.put('c-96.webp', Buffer.from('x'), 'image/webp');
    const head = await media.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'c-96.webp' }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    await media.delete(['c-96.webp']);
  });

  it('lists and deletes across pages and batches (S3 pages by 1000 keys; here by 2)', async () => {
    const small = createS3MediaStorage(s3.config, { listPageSize: 2, deleteBatch: 2 });
    const keys = ['k1-320.webp', 'k2-320.webp', 'k3-320.webp', 'k4-320.webp', 'k5-320.webp'];
    await Promise.all(keys.map((key) => small.put(key, Buffer.from(key), 'image/webp')));
    const listed: string[] = [];
    for await (const key of small.list()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
    await small.delete(keys);
    expect(await listAll()).toEqual([]);
    small.client.destroy();
  });

  it('refuses keys that are not plain file names', async () => {
    for (const key of ['../secret', '.hidden', 'a/b.webp', '']) {
      await expect(media.get(key), key).rejects.toThrow('Invalid media key');
      await expect(media.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Invalid media key');
      await expect(media.delete([key]), key).rejects.toThrow('Invalid media key');
    }
  });

  it('is chosen by S3_BUCKET; without it media stays in the local folder', () => {
    const withBucket = loadConfig({ ...s3.env, JWT_SECRET: 'x'.repeat(32) }, { dataDir: '/tmp/kala-s3-config' });
    expect(withBucket.s3).toEqual(s3.config);
    expect('client' in createMediaStorage(withBucket)).toBe(true);
    const without = loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { dataDir: '/tmp/kala-s3-config' });
    expect(without.s3).toBeNull();
    expect('client' in createMediaStorage(without)).toBe(false);
  });
});

describe('the app with media in S3', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ s3: s3.config });
  });
  afterAll(async () => {
    // The fake S3 server is a child process: it stops even when the app never started (a failed beforeAll).
    try {
      await t?.close();
    } finally {
      await s3?.close();
    }
  });

  it('an upload lands in the bucket and /media serves it from there, cached for a year', async () => {
    const artist = await createUser(t);
    const data = new FormData();
    const fields: [string, string][] = [
      ['title', 'Harbour at dusk'],
      ['description', 'Boats'],
      ['category', 'Painting'],
      ['forSale', 'false'],
      ['tags[0]', 'harbour'],
    ];
    for (const [name, value] of fields) data.append(name, value);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    data.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'harbour.png');
    const body = new Response(data);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/auth/artworks',
      headers: { ...artist.auth, 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url: string = upload.json().images[0].url;
    const key = url.slice('/media/'.length);

    const object = await (t.deps.media as ReturnType<typeof createS3MediaStorage>).client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: key }),
    );
    expect(object.ContentType).toBe('image/webp');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const missing = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}-320.webp` });
    expect(missing.statusCode).toBe(404);
  });
});
