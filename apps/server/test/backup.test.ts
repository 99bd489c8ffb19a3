import { execFile } from 'node:child_process';
import { cpSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { AppDeps } from '../src/deps';
import { multipart, PASSWORD, type SignedInUser, signUp } from '../src/features/auth/auth.fixtures';
import { buy } from '../src/features/checkout/checkout.fixtures';
import { runBackup } from '../src/lib/backup';
import { nonPrivatePaths } from './file-modes';
import { createCertificateSigner } from '../src/features/certificates/certificate-signer';
import { createTokenService } from '../src/plugins/auth';
import { createLocalMediaStorage } from '../src/plugins/media-storage';
import { createRealtime } from '../src/plugins/realtime';
import { createTestApp, type TestApp, testDialect, testPgUrl } from './helpers';
import { integrityProblems, missingImageFiles } from './integrity';

// npm run backup takes a consistent snapshot while the server runs and writes go on; restored into a fresh data
// folder (SQLite: kala.db and media; PostgreSQL: pg_dump/pg_restore into a fresh database, and media), it has
// every user, artwork, image and order that existed when the backup started, and passes the integrity checks.

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

let colour = 0;
async function picture(): Promise<Buffer> {
  colour += 1;
  return sharp({
    create: { width: 120 + colour, height: 90, channels: 3, background: { r: colour * 7, g: 80, b: 255 - colour } },
  })
    .png()
    .toBuffer();
}

async function upload(t: TestApp, user: SignedInUser, forSale: boolean): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: 'Backed up',
    description: 'Kept safe',
    category: 'Painting',
    'tags[0]': 'safe',
    forSale: String(forSale),
    ...(forSale ? { price: '1500', quantity: '20' } : {}),
  })) {
    form.append(name, value);
  }
  form.append('files', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'a.png');
  form.append('files', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'b.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/artworks',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...user.auth },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().id;
}

interface Snapshot {
  users: string[];
  artworks: string[];
  images: string[];
  orders: string[];
}

async function snapshot(db: AppDeps['db']): Promise<Snapshot> {
  const ids = async (table: 'users' | 'artworks' | 'artwork_images' | 'orders') =>
    (await db.selectFrom(table).select('id').execute()).map((row) => row.id).sort();
  return {
    users: await ids('users'),
    artworks: await ids('artworks'),
    images: await ids('artwork_images'),
    orders: await ids('orders'),
  };
}

describe(`backup while the server runs, and restore (${testDialect})`, () => {
  let t: TestApp;
  let artist: SignedInUser;
  let buyer: SignedInUser;
  let before: Snapshot;
  const folders: string[] = [];

  const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUp(t);
    buyer = await signUp(t);
    const avatar = await multipart({}, { file: { name: 'me.png', type: 'image/png', data: await picture() } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/me/profile-image',
      ...avatar,
      headers: { ...avatar.headers, ...artist.auth },
    });
    const forSale = [await upload(t, artist, true), await upload(t, artist, true)];
    await upload(t, artist, false);
    for (const id of forSale) await buy(t, buyer, id, 2);
    before = await snapshot(t.deps.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  /** Writes going on during the backup: uploads, comments, likes and checkouts, until stopped. */
  function keepWriting() {
    let stop = false;
    let writes = 0;
    const loop = (async () => {
      const target = before.artworks[0] as string;
      while (!stop) {
        await Promise.all([
          upload(t, artist, false),
          t.app.inject({
            method: 'POST',
            url: `/api/auth/comments/${target}`,
            headers: buyer.auth,
            payload: { content: `during the backup ${writes}` },
          }),
          t.app.inject({ method: 'POST', url: `/api/auth/likes/${target}`, headers: buyer.auth }),
          buy(t, buyer, before.artworks[1] as string).catch(() => null),
        ]);
        writes += 1;
      }
    })();
    return {
      async stop() {
        stop = true;
        await loop;
        return writes;
      },
    };
  }

  /** The restored site: checks rows, files, integrity, and that it serves the images and signs people in. */
  async function checkRestored(handle: DatabaseHandle, dataDir: string) {
    const restored = await snapshot(handle.db);
    for (const key of ['users', 'artworks', 'images', 'orders'] as const) {
      expect(restored[key]).toEqual(expect.arrayContaining(before[key]));
    }
    expect(await integrityProblems(handle.db, handle.dialect)).toEqual([]);
    const mediaDir = path.join(dataDir, 'media');
    expect(await missingImageFiles(handle.db, mediaDir)).toEqual([]);
    const avatar = await handle.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(path.join(mediaDir, String(avatar.profile_image).replace('/media/', '')))).toBe(true);

    const config = loadConfig(
      { LOG_LEVEL: 'silent', JWT_SECRET: t.config.jwtSecret },
      { dataDir, webDist: path.join(dataDir, 'no-web'), rateLimits: false },
    );
    const app: FastifyInstance = await buildApp(
      {
        config,
        db: handle.db,
        dialect: handle.dialect,
        tokens: createTokenService(config, handle.db),
        media: createLocalMediaStorage(config.mediaDir),
        realtime: createRealtime(config),
        gateway: null,
        certificates: createCertificateSigner(config.certificateKeys),
      },
      { logger: false },
    );
    try {
      for (const id of before.artworks) {
        const artwork = await app.inject({ method: 'GET', url: `/api/artworks/${id}` });
        expect(artwork.statusCode).toBe(200);
        for (const image of artwork.json().images as { url: string }[]) {
          const served = await app.inject({ method: 'GET', url: image.url });
          expect(served.statusCode).toBe(200);
          expect(served.headers['content-type']).toBe('image/webp');
        }
      }
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: buyer.username, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const orders = await app.inject({ method: 'GET', url: '/api/auth/orders?limit=100', headers: buyer.auth });
      expect(orders.json().map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(before.orders));
    } finally {
      await app.close();
    }
  }

  it.runIf(testDialect === 'sqlite')(
    'SQLite: a snapshot taken during writes restores into a fresh data folder with everything',
    { timeout: 60_000 },
    async () => {
      const writing = keepWriting();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const out = path.join(folder('kala-backup-'), 'snapshot');
      const result = await runBackup(t.config, t.deps.media, { out });
      const writes = await writing.stop();
      expect(writes).toBeGreaterThan(0);
      expect(result).toMatchObject({ dir: out, engine: 'sqlite', missing: [] });
      expect(readFileSync(path.join(out, 'BACKUP.txt'), 'utf8')).toContain('cp kala.db');
      // The generated key that signs certificates of authenticity: without it they could no longer be verified.
      expect(readFileSync(path.join(out, 'certificate-signing-key.pem'), 'utf8')).toBe(
        t.config.certificateKeys.signingKey,
      );
      // The generated key of the payout details (decision 0034) goes with the database it opens.
      expect(readFileSync(path.join(out, 'payout-details-key'), 'utf8')).toBe(
        readFileSync(path.join(t.config.dataDir, 'payout-details-key'), 'utf8'),
      );
      // The database, the secret and the media of everyone: readable by the owner only.
      expect(readdirSync(path.join(out, 'media')).length).toBeGreaterThan(0);
      expect(nonPrivatePaths(out)).toEqual([]);

      // Restore as BACKUP.txt says: kala.db and media into a new data folder.
      const restoredDir = folder('kala-restored-');
      copyFileSync(path.join(out, 'kala.db'), path.join(restoredDir, 'kala.db'));
      cpSync(path.join(out, 'media'), path.join(restoredDir, 'media'), { recursive: true });
      const handle = openDatabase({ sqlitePath: path.join(restoredDir, 'kala.db') });
      try {
        await checkRestored(handle, restoredDir);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(testDialect === 'sqlite')(
    '`npm run backup -- --out` writes the backup from the command line',
    { timeout: 60_000 },
    async () => {
      const out = path.join(folder('kala-backup-cli-'), 'cli');
      const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', '--out', out], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret, LOG_LEVEL: 'silent' },
      });
      expect(stdout).toContain(`Backup written to ${out}`);
      expect(existsSync(path.join(out, 'kala.db'))).toBe(true);
      expect(existsSync(path.join(out, 'media'))).toBe(true);
    },
  );

  it.runIf(testDialect === 'postgres')(
    'PostgreSQL: dumped with pg_dump during writes, media copied after the dump; it restores into a fresh database',
    { timeout: 60_000 },
    async () => {
      const pgSchema = t.openSecondHandle();
      const schema = pgSchema.pgSchema as string;
      await pgSchema.close();

      const writing = keepWriting();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const out = path.join(folder('kala-backup-pg-'), 'snapshot');
      // Limited to this test's schema (the test database holds others').
      const result = await runBackup({ ...t.config, databaseUrl: testPgUrl }, t.deps.media, {
        out,
        pgDumpArgs: [`--schema=${schema}`],
      });
      expect(result.engine).toBe('postgres');
      expect(result.dumpFile).toBe(path.join(out, 'kala.dump'));
      expect(nonPrivatePaths(out)).toEqual([]);
      const writes = await writing.stop();
      expect(writes).toBeGreaterThan(0);

      const name = `kala_restore_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: testPgUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const restoredUrl = new URL(testPgUrl);
      restoredUrl.pathname = `/${name}`;
      const restoredDir = folder('kala-restored-pg-');
      let handle: DatabaseHandle | null = null;
      try {
        await run('pg_restore', ['--no-owner', '--dbname', restoredUrl.toString(), path.join(out, 'kala.dump')]);
        cpSync(path.join(out, 'media'), path.join(restoredDir, 'media'), { recursive: true });
        handle = openDatabase({ databaseUrl: restoredUrl.toString(), pgSchema: schema });
        await checkRestored(handle, restoredDir);
      } finally {
        await handle?.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
