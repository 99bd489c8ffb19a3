import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessageFrame, ChatServerFrame } from '@kala/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, validRegistration } from '../src/features/auth/auth.fixtures';
import { ChatClient } from '../src/features/chat/chat.fixtures';
import { testDialect, testPgUrl } from './helpers';
import { type FakeS3, startFakeS3 } from './s3rver';
import { freePort } from './child-server';

// Scale-out (docs/architecture.md#shape-of-the-system): two Kala server processes behind an imaginary load balancer
// share the database, Redis and an S3 bucket, and nothing else. Whatever one instance accepts, the other must serve: an
// upload, a chat message, and the count of a rate limit. On the server-postgres project they share a dedicated
// PostgreSQL database and start at the same moment (both run the migrations; Kysely's migration lock serialises them).
// On server-sqlite they share one SQLite file on this machine and start one after the other (SQLite has no migration
// lock across processes).

const REDIS_URL = 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'two-instances-secret-two-instances-secret!!';
const ci = process.env.CI === 'true';

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const servicesUp = (await reachable(6379)) && (testDialect === 'sqlite' || (await reachable(5432)));

/** One Kala server process, as `npm start` runs it. */
class Instance {
  private output = '';
  private constructor(
    readonly name: string,
    readonly base: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
  }

  static async start(name: string, env: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RATE_LIMITS: 'on',
        JWT_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = new Instance(name, `http://127.0.0.1:${port}`, child);
    await instance.waitUntilHealthy();
    return instance;
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) break;
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await this.stop();
    throw new Error(`instance ${this.name} did not become healthy:\n${this.output}`);
  }

  get chatUrl(): string {
    return `${this.base.replace('http', 'ws')}/api/auth/chat/ws`;
  }

  fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.base}${pathname}`, init);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const isMessage = (frame: ChatServerFrame): frame is ChatMessageFrame => frame.type === 'message';

describe.skipIf(!servicesUp && !ci)('two server instances sharing the database, Redis and a bucket', () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const prefix = `kala-two-${tag}`;
  const dataDirs: string[] = [];
  const databaseName = `kala_two_${tag}`;
  let s3: FakeS3;
  let a: Instance;
  let b: Instance;

  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: testPgUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    s3 = await startFakeS3();
    const shared: Record<string, string> = { ...s3.env, REDIS_URL, REDIS_CHANNEL_PREFIX: prefix };
    if (testDialect === 'postgres') {
      await adminQuery(`create database ${databaseName}`);
      const url = new URL(testPgUrl);
      url.pathname = `/${databaseName}`;
      const env = (dataDir: string) => ({ ...shared, DATABASE_URL: url.toString(), DATA_DIR: dataDir });
      // Nothing on local disk is shared: each instance has a data folder of its own.
      const [dirA, dirB] = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'kala-two-')));
      dataDirs.push(dirA as string, dirB as string);
      [a, b] = await Promise.all([Instance.start('A', env(dirA as string)), Instance.start('B', env(dirB as string))]);
    } else {
      // One SQLite file means one data folder; media still goes to the bucket, not to that folder.
      const dir = mkdtempSync(path.join(tmpdir(), 'kala-two-'));
      dataDirs.push(dir);
      a = await Instance.start('A', { ...shared, DATA_DIR: dir });
      b = await Instance.start('B', { ...shared, DATA_DIR: dir });
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    if (testDialect === 'postgres') await adminQuery(`drop database if exists ${databaseName} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }, 60_000);

  async function register(on: Instance, username: string): Promise<{ id: string }> {
    const registered = await on.fetch('/api/register', json(validRegistration({ username })));
    expect(registered.status, await registered.clone().text()).toBe(201);
    return (await registered.json()) as { id: string };
  }

  async function signUp(on: Instance, loginOn: Instance, username: string) {
    const { id } = await register(on, username);
    const login = await loginOn.fetch('/api/login', json({ username, password: PASSWORD }));
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    return { id, username, token, auth: { authorization: `Bearer ${token}` } };
  }

  it('an image uploaded through one instance is served by the other', async () => {
    const artist = await signUp(a, b, `artist_${tag}`);
    const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#8e44ad' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields: [string, string][] = [
      ['title', 'Monsoon over Marine Drive'],
      ['description', 'Rain on the sea'],
      ['category', 'Painting'],
      ['forSale', 'false'],
      ['tags[0]', 'monsoon'],
    ];
    for (const [name, value] of fields) form.append(name, value);
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'monsoon.png');
    const upload = await a.fetch('/api/auth/artworks', { method: 'POST', headers: artist.auth, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const artwork = (await upload.json()) as { id: string; images: { url: string }[] };
    const url = artwork.images[0]?.url as string;

    const fromB = await b.fetch(url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await a.fetch(url);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const detail = await b.fetch(`/api/artworks/${artwork.id}`);
    expect(((await detail.json()) as { images: { url: string }[] }).images[0]?.url).toBe(url);
  });

  it('a chat message sent to one instance reaches the receiver connected to the other', async () => {
    const alice = await signUp(a, a, `alice_${tag}`);
    const bob = await signUp(b, b, `bob_${tag}`);
    const aliceOnA = await ChatClient.connect(a.chatUrl, alice.token);
    const bobOnB = await ChatClient.connect(b.chatUrl, bob.token);
    try {
      aliceOnA.send({ action: 'message', receiver_id: bob.id, content: 'namaste from A', client_id: 'm1' });
      const received = await bobOnB.next<ChatMessageFrame>(isMessage, 10_000);
      expect(received).toMatchObject({ sender_id: alice.id, receiver_id: bob.id, content: 'namaste from A' });

      bobOnB.send({ action: 'message', receiver_id: alice.id, content: 'hello from B' });
      const reply = await aliceOnA.next<ChatMessageFrame>(
        (frame) => isMessage(frame) && frame.content === 'hello from B',
        10_000,
      );
      expect(reply.sender_id).toBe(bob.id);
    } finally {
      aliceOnA.close();
      bobOnB.close();
    }
  });

  it('failed logins for one username from one address count across both instances: the 11th gets 429', async () => {
    const username = `target_${tag}`;
    await register(a, username);
    const attempt = (on: Instance) => on.fetch('/api/login', json({ username, password: 'wrong guess' }));
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(i % 2 === 0 ? a : b);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const eleventh = await attempt(b);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits now from this address, on either instance: the count is not per process.
    // (Another address still signs in: src/features/auth/auth.test.ts and redis-outage.test.ts.)
    expect((await a.fetch('/api/login', json({ username, password: PASSWORD }))).status).toBe(429);
  });
});
