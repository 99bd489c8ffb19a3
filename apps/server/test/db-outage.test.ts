import { createServer, type Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { AppDeps } from '../src/deps';
import { createTokenService } from '../src/plugins/auth';
import { isDatabaseUnavailable } from '../src/plugins/errors';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp, testDialect, testPgUrl } from './helpers';
import { integrityProblems } from './integrity';

// The database going away under load: while it is unreachable every request that needs it answers 503 with a
// message (never a 500, never a hang), and once it is back the server recovers by itself. The machine's
// PostgreSQL is shared with other tests, so it is never restarted: a TCP proxy sits between the server and
// PostgreSQL and the test cuts and restores it. On SQLite the outage is another process holding the write lock.

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones, then come back on the same port. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    const proxy = new CuttableProxy(port, target);
    await proxy.restore();
    return proxy;
  }

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      upstream.connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /** Like a database restart: open connections are cut, new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  async close(): Promise<void> {
    await this.cut();
  }
}

type Outcome = { status: number; body: string; at: number };

describe.runIf(testDialect === 'postgres')('PostgreSQL unreachable under load', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let user: TestUser;
  let artworkIds: string[];

  beforeAll(async () => {
    // The schema and rows are made directly; the app under test reaches PostgreSQL only through the proxy.
    t = await createTestApp();
    user = await createUser(t);
    const artist = await createUser(t);
    artworkIds = [];
    for (let i = 0; i < 5; i++) artworkIds.push((await createArtwork(t, artist.id)).id);
    const schema = t.openSecondHandle();
    const pgSchema = schema.pgSchema;
    await schema.close();
    const target = new URL(testPgUrl);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    handle = openDatabase({ databaseUrl: target.toString(), ...(pgSchema ? { pgSchema } : {}), poolSize: 5 });
    const deps: AppDeps = { ...t.deps, db: handle.db, tokens: createTokenService(t.config, handle.db) };
    app = await buildApp(deps, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await proxy.close();
    await t.close();
  });

  it('answers 503 with a message during the outage, never a 500, and recovers by itself', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const started = Date.now();
    const requests = [
      () => app.inject({ method: 'GET', url: '/api/artworks' }),
      () => app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth }),
      () => app.inject({ method: 'POST', url: `/api/auth/likes/${artworkIds[0]}`, headers: user.auth }),
      () => app.inject({ method: 'DELETE', url: `/api/auth/likes/${artworkIds[0]}`, headers: user.auth }),
      () =>
        app.inject({
          method: 'POST',
          url: `/api/auth/comments/${artworkIds[1]}`,
          headers: user.auth,
          payload: { content: 'during the storm' },
        }),
      () => app.inject({ method: 'GET', url: `/api/artworks/${artworkIds[2]}` }),
    ];
    // Six clients in a loop, the whole time.
    const load = Array.from({ length: 6 }, async (_, worker) => {
      let i = worker;
      while (running) {
        const res = await (requests[i % requests.length] as () => ReturnType<FastifyInstance['inject']>)();
        outcomes.push({ status: res.statusCode, body: res.body, at: Date.now() - started });
        i += 1;
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    const cutAt = Date.now() - started;
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const restoredAt = Date.now() - started;
    await proxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(load);

    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503).map((o) => `${o.status} ${o.body}`)).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(JSON.parse(o.body)).toEqual({
        message: 'Kala is briefly unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      });
      // Only while the database was away (a request in flight at the cut may finish just after the restore).
      expect(o.at).toBeGreaterThanOrEqual(cutAt);
    }
    expect(outcomes.some((o) => o.at < cutAt && o.status < 400)).toBe(true);
    // Recovered: the last second of load went through.
    const after = outcomes.filter((o) => o.at > restoredAt + 500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((o) => o.status < 500)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });

  it('tells load balancers the truth: /api/health is 503 while the database is away', async () => {
    await proxy.cut();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(testDialect === 'sqlite')('SQLite write lock held by another process', () => {
  let t: TestApp;
  let user: TestUser;
  let artworkId: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    artworkId = (await createArtwork(t, (await createUser(t)).id)).id;
  });
  afterAll(() => t.close());

  it('a write that cannot get the lock within the busy timeout answers 503, reads go on, and it recovers', {
    timeout: 20_000,
  }, async () => {
    const other = new SQLite(path.join(t.config.dataDir, 'kala.db'));
    other.exec('begin exclusive');
    try {
      const read = await t.app.inject({ method: 'GET', url: `/api/artworks/${artworkId}` });
      expect(read.statusCode).toBe(200);
      const write = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${artworkId}`, headers: user.auth });
      expect(write.statusCode).toBe(503);
      expect(write.json().code).toBe('service_unavailable');
    } finally {
      other.exec('rollback');
      other.close();
    }
    const again = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${artworkId}`, headers: user.auth });
    expect(again.json()).toEqual({ has_liked: true, like_count: 1 });
  });
});

describe('which errors mean "the database is unavailable"', () => {
  it('connection errors and PostgreSQL shutdown codes, not bugs or bad input', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '53300',
    ]) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    for (const error of [withCode('23505'), withCode('22P02'), new TypeError('x is undefined'), null, 'oops']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
