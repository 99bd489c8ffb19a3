import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { mediaHashOf } from '../src/lib/media-cleanup';
import { type ChildData, type ChildServer, freshData, startServer, stopServer } from './child-server';
import { testDialect } from './helpers';
import { integrityProblems, missingImageFiles } from './integrity';

// The real server killed with SIGKILL in the middle of a burst of uploads, profile pictures, comments and
// checkouts, then started again on the same data: no partial artwork, no row pointing to a missing image, no order
// without its stock change, counters exact, and media files nothing refers to cleaned up at start (old ones; young
// ones may belong to an upload in flight on another instance).

const SALE_STOCK = 50;
const SHIPPING = {
  name: 'Ravi Kumar',
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9812345678',
};

interface Account {
  id: string;
  token: string;
}

describe(`SIGKILL during a burst of writes, then a restart (${testDialect})`, () => {
  let data: ChildData;
  let server: ChildServer;
  let artist: Account;
  let buyers: Account[];
  let fan: Account;
  let saleArtworks: string[];
  const pictures: Buffer[] = [];

  const api = (base: string) =>
    async function call(method: string, url: string, account: Account | null, body?: unknown): Promise<Response> {
      const isForm = body instanceof FormData;
      return fetch(`${base}${url}`, {
        method,
        headers: {
          ...(account ? { authorization: `Bearer ${account.token}` } : {}),
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        },
        ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      });
    };

  async function signUp(base: string, username: string): Promise<Account> {
    const call = api(base);
    const password = 'crash test password';
    const registered = await call('POST', '/api/register', null, {
      name: 'Crash Test',
      email: `${username}@example.com`,
      username,
      location: 'Pune',
      gender: 'other',
      age: '30',
      pincode: '411001',
      phone: '9876543210',
      password,
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const login = await call('POST', '/api/login', null, { username, password });
    const { id } = (await registered.json()) as { id: string };
    const { access_token } = (await login.json()) as { access_token: string };
    return { id, token: access_token };
  }

  function uploadForm(images: Buffer[], forSale: boolean, title: string): FormData {
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'Made during a crash test');
    form.append('category', 'Painting');
    form.append('tags[0]', 'crash');
    form.append('forSale', String(forSale));
    if (forSale) {
      form.append('price', '500');
      form.append('quantity', String(SALE_STOCK));
    }
    for (const [i, image] of images.entries()) {
      form.append('files', new Blob([new Uint8Array(image)], { type: 'image/png' }), `p${i}.png`);
    }
    return form;
  }

  let next = 0;
  const picture = () => pictures[next++ % pictures.length] as Buffer;

  beforeAll(async () => {
    for (let i = 0; i < 60; i++) {
      pictures.push(
        await sharp({
          create: {
            width: 200 + i,
            height: 150,
            channels: 3,
            background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
          },
        })
          .png()
          .toBuffer(),
      );
    }
    data = await freshData();
    server = await startServer(data);
    artist = await signUp(server.url, 'crash_artist');
    fan = await signUp(server.url, 'crash_fan');
    buyers = [await signUp(server.url, 'crash_buyer1'), await signUp(server.url, 'crash_buyer2')];
    saleArtworks = [];
    for (let i = 0; i < 3; i++) {
      const res = await api(server.url)(
        'POST',
        '/api/auth/artworks',
        artist,
        uploadForm([picture()], true, `Sale ${i}`),
      );
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      saleArtworks.push(((await res.json()) as { id: string }).id);
    }
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await data?.remove();
  });

  it('restarts cleanly: nothing partial, nothing missing, stock matches orders, orphans cleaned', {
    timeout: 120_000,
  }, async () => {
    const call = api(server.url);
    let killed = false;
    const done = { uploads: 0, avatars: 0, comments: 0, checkouts: 0 };
    const loop = async (work: () => Promise<void>) => {
      while (!killed) {
        try {
          await work();
        } catch {
          // The server died under this request.
        }
      }
    };
    const burst = [
      loop(async () => {
        const res = await call(
          'POST',
          '/api/auth/artworks',
          artist,
          uploadForm([picture(), picture()], false, 'Burst'),
        );
        if (res.status === 201) done.uploads += 1;
      }),
      loop(async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(picture())], { type: 'image/png' }), 'me.png');
        if ((await call('POST', '/api/auth/me/profile-image', fan, form)).status === 200) done.avatars += 1;
      }),
      loop(async () => {
        const res = await call('POST', `/api/auth/comments/${saleArtworks[done.comments % 3]}`, fan, {
          content: 'still here?',
        });
        if (res.status === 201) done.comments += 1;
      }),
      ...buyers.map((buyer, b) =>
        loop(async () => {
          await call('POST', '/api/auth/cart', buyer, { artworkId: saleArtworks[(done.checkouts + b) % 3] });
          if ((await call('POST', '/api/auth/checkout', buyer, SHIPPING)).status === 201) done.checkouts += 1;
        }),
      ),
    ];
    // Let the burst run, then pull the plug while requests are in flight.
    const started = Date.now();
    while (Date.now() - started < 8000 && (done.uploads < 3 || done.checkouts < 3 || done.comments < 3)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stopServer(server, 'SIGKILL');
    killed = true;
    await Promise.all(burst);
    console.log(`crash test (${testDialect}): killed after ${JSON.stringify(done)} completed`);
    expect(done.uploads + done.checkouts + done.comments).toBeGreaterThan(0);

    // Files no row refers to: one old (left by an earlier crash), one young (an upload in flight elsewhere).
    const mediaDir = path.join(data.dataDir, 'media');
    const sample = readdirSync(mediaDir).find((name) => name.endsWith('.webp')) as string;
    const oldOrphan = path.join(mediaDir, `${'f'.repeat(64)}-320.webp`);
    const youngOrphan = path.join(mediaDir, `${'e'.repeat(64)}-320.webp`);
    for (const file of [oldOrphan, youngOrphan]) writeFileSync(file, readFileSync(path.join(mediaDir, sample)));
    const anHourAgo = new Date(Date.now() - 3600_000);
    utimesSync(oldOrphan, anHourAgo, anHourAgo);
    // Temporary files as put() leaves them when killed mid-write: one from a crash 10 minutes ago (older than
    // the configured minimum age below), one of a write in progress on another instance.
    const killedWrite = path.join(mediaDir, `.${'f'.repeat(64)}-640.webp.0123456789ab.tmp`);
    const writeInProgress = path.join(mediaDir, `.${'e'.repeat(64)}-640.webp.ba9876543210.tmp`);
    for (const file of [killedWrite, writeInProgress]) writeFileSync(file, 'partial');
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    utimesSync(killedWrite, tenMinutesAgo, tenMinutesAgo);

    server = await startServer(data, { MEDIA_ORPHAN_MIN_AGE_SECONDS: '60' });
    const handle: DatabaseHandle = openDatabase(
      data.databaseUrl ? { databaseUrl: data.databaseUrl } : { sqlitePath: path.join(data.dataDir, 'kala.db') },
    );
    try {
      const db = handle.db;
      expect(await integrityProblems(db, handle.dialect)).toEqual([]);
      // No row points to a missing image: artwork images and profile pictures alike.
      expect(await missingImageFiles(db, mediaDir)).toEqual([]);
      const avatars = await db
        .selectFrom('users')
        .select('profile_image')
        .where('profile_image', 'is not', null)
        .execute();
      for (const { profile_image } of avatars) {
        expect(existsSync(path.join(mediaDir, String(profile_image).replace('/media/', '')))).toBe(true);
      }
      // No partial artwork: every upload of the burst has both its images.
      const burstImages = await db
        .selectFrom('artworks')
        .leftJoin('artwork_images', 'artwork_images.artwork_id', 'artworks.id')
        .select(['artworks.id', (eb) => eb.fn.count<number>('artwork_images.id').as('images')])
        .where('artworks.title', '=', 'Burst')
        .groupBy('artworks.id')
        .execute();
      expect(burstImages.every((row) => Number(row.images) === 2)).toBe(true);
      // No order without its stock change, and no stock change without its order.
      for (const id of saleArtworks) {
        const artwork = await db
          .selectFrom('artworks')
          .select('quantity')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const orders = await db.selectFrom('orders').select('quantity').where('artwork_id', '=', id).execute();
        expect(artwork.quantity + orders.reduce((sum, o) => sum + o.quantity, 0)).toBe(SALE_STOCK);
      }
      // Orphans: the old one is gone, the young one stays, and every file left is referenced or young.
      expect(existsSync(oldOrphan)).toBe(false);
      expect(existsSync(youngOrphan)).toBe(true);
      expect(existsSync(killedWrite)).toBe(false);
      expect(existsSync(writeInProgress)).toBe(true);
      const referenced = new Set([
        ...(await db.selectFrom('artwork_images').select('hash').execute()).map((row) => row.hash),
        ...avatars.map((row) => mediaHashOf(String(row.profile_image))),
      ]);
      for (const name of readdirSync(mediaDir)) {
        const hash = mediaHashOf(name);
        if ((hash && !referenced.has(hash)) || name.endsWith('.tmp')) {
          expect(Date.now() - statSync(path.join(mediaDir, name)).mtimeMs).toBeLessThan(60_000);
        }
      }
    } finally {
      await handle.close();
    }

    // And it works as before.
    const after = api(server.url);
    const upload = await after('POST', '/api/auth/artworks', artist, uploadForm([picture()], false, 'After'));
    expect(upload.status).toBe(201);
    await after('POST', '/api/auth/cart', buyers[0] as Account, { artworkId: saleArtworks[0] });
    expect((await after('POST', '/api/auth/checkout', buyers[0] as Account, SHIPPING)).status).toBe(201);
  });
});
