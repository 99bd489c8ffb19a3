// The pieces of `npm run bench` (bench/run.ts), kept importable so test/bench-smoke.test.ts can run them small:
// preparing a seeded database (cached between runs), starting Kala and the baseline as child processes, loading
// them with wrk, and reporting. See docs/benchmarks.md for what is measured and why.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { ARTWORK_SEARCH_MAX_RESULTS, PAGE_SIZE } from '@kala/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase, type Tx } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedAtScale } from '../src/demo/scale-seed';
import { encodeCursor } from '../src/lib/paging';
import { newId, nowIso } from '../src/lib/ids';
import { createTokenService } from '../src/plugins/auth';
import { createLocalMediaStorage } from '../src/plugins/media-storage';

export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const BENCH_DATA_DIR = path.join(SERVER_DIR, 'bench', '.data');
// Fixed: tokens signed here must verify in the server process.
export const JWT_SECRET = 'kala-bench-secret-kala-bench-secret-0123456789';
// Bump when the seed or the fixtures change shape, so cached databases are rebuilt.
const SEED_VERSION = 4;
const RANDOM_SEED = 20_260_101;
export const FOLLOWED_ARTISTS = 200;
// The viewer's notifications (a page of them is a scenario) and chat inbox: peers, and messages with each.
export const VIEWER_NOTIFICATIONS = 500;
export const CHAT_PEERS = 100;
const MESSAGES_PER_PEER = 20;
export const PRODUCTION_NODE_OPTIONS = '--max-semi-space-size=64';
const DEFAULT_USERS = 2000;

export type Engine = 'sqlite' | 'postgres';

/** A seeded database and what the scenarios need from it. */
export interface Prepared {
  engine: Engine;
  size: number;
  /**
   * Environment that points a Kala process at this database and at the bench's own data folder (DATA_DIR: media,
   * generated keys). Never the default one: Kala's start-up sweep deletes the media its database does not name,
   * and the default folder holds the developer's own Kala.
   */
  env: { DATA_DIR: string } & Record<string, string>;
  sqlitePath?: string;
  databaseUrl?: string;
  viewer: { id: string; token: string };
  /** A cursor deep in the listing (90 % down), and its key for the baseline. */
  deep: { cursor: string; key: string; id: string };
  detailIds: string[];
  searchQueries: string[];
  /** The artist with the most artworks, whose profile grid is a scenario. */
  profileId: string;
  /** Three art filters at once (issue 38, decision 0032): the newest artwork's medium, size band and main colour. */
  filters: { medium: string; size: string; colour: string };
}

type Log = (line: string) => void;

// Words of the seed's titles, tags and descriptions: common single words and narrower pairs.
export const SEARCH_QUERIES = [
  'lotus',
  'golden',
  'monsoon river',
  'temple',
  'saffron ghats',
  'indigo',
  'festival lanterns',
  'midnight',
  'quiet harbour',
  'peacock',
];

// ── Databases ───────────────────────────────────────────────────────────────────

/** A SQLite database of `size` artworks under bench/.data, seeded once and reused while its marker matches. */
export interface PrepareOptions {
  /** Where cached SQLite databases live; bench/.data by default. */
  dataRoot?: string;
  /** People in the seed (half of them artists); 2000 by default. */
  users?: number;
}

export async function prepareSqlite(size: number, log: Log, options: PrepareOptions = {}): Promise<Prepared> {
  const users = options.users ?? DEFAULT_USERS;
  const dir = path.join(
    options.dataRoot ?? BENCH_DATA_DIR,
    `sqlite-${size}${users === DEFAULT_USERS ? '' : `-${users}`}`,
  );
  const marker = path.join(dir, 'seeded.json');
  const sqlitePath = path.join(dir, 'kala.db');
  const cached = existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).version === SEED_VERSION;
  if (!cached) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const handle = openDatabase({ sqlitePath });
  try {
    await migrateToLatest(handle);
    if (!cached) {
      await seed(handle, size, users, path.join(dir, 'media'), log);
      writeFileSync(marker, JSON.stringify({ version: SEED_VERSION, size, at: new Date().toISOString() }));
    }
    return await fixtures(handle, 'sqlite', size, { DATA_DIR: dir }, { sqlitePath });
  } finally {
    await handle.close();
  }
}

/**
 * A PostgreSQL database of `size` artworks: the dedicated database `name` on the server of `adminUrl`,
 * created and seeded when missing or of another size, reused otherwise.
 */
export async function preparePostgres(
  size: number,
  log: Log,
  adminUrl: string,
  name: string,
  options: PrepareOptions = {},
): Promise<Prepared> {
  const users = options.users ?? DEFAULT_USERS;
  const marker = `${SEED_VERSION}:${size}${users === DEFAULT_USERS ? '' : `:${users}`}`;
  const databaseUrl = withDatabase(adminUrl, name);
  // The database's media and Kala's generated keys, as sqlite-<size>/ holds them for SQLite.
  const dataDir = path.join(options.dataRoot ?? BENCH_DATA_DIR, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let fresh = false;
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      fresh = true;
    }
  } finally {
    await admin.end();
  }
  let handle = openDatabase({ databaseUrl });
  if (!fresh && (await seededVersion(handle)) !== marker) {
    await handle.close();
    await recreateDatabase(adminUrl, name);
    handle = openDatabase({ databaseUrl });
    fresh = true;
  }
  try {
    await migrateToLatest(handle);
    if (fresh) {
      await seed(handle, size, users, path.join(dataDir, 'media'), log);
      await sql`vacuum analyze`.execute(handle.db);
      await sql`create table bench_marker (value text not null)`.execute(handle.db);
      await sql`insert into bench_marker (value) values (${marker})`.execute(handle.db);
    }
    return await fixtures(handle, 'postgres', size, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, { databaseUrl });
  } finally {
    await handle.close();
  }
}

/** Drops a benchmark database (the smoke test's). */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  await dropPostgresDatabase(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function seededVersion(handle: DatabaseHandle): Promise<string | null> {
  try {
    const result = await sql<{ value: string }>`select value from bench_marker`.execute(handle.db);
    return result.rows[0]?.value ?? null;
  } catch {
    return null;
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function seed(handle: DatabaseHandle, size: number, users: number, mediaDir: string, log: Log): Promise<void> {
  const started = Date.now();
  if (handle.dialect === 'sqlite') {
    // A throwaway database: no fsync, and a page cache that holds the indexes (random keys would otherwise
    // make every insert read pages back from the file). The server opens it later with its usual settings.
    await sql`pragma synchronous = off`.execute(handle.db);
    await sql`pragma cache_size = -2000000`.execute(handle.db);
  }
  log(`seeding ${size.toLocaleString('en')} artworks (${handle.dialect}); cached for later runs`);
  await seedAtScale(handle.db, createLocalMediaStorage(mediaDir), {
    artworks: size,
    users,
    randomSeed: RANDOM_SEED,
    log: (line) => log(`  seed: ${line}`),
  });
  // The home feed's viewer: someone who follows FOLLOWED_ARTISTS artists (those with the most artworks).
  const viewerId = newId();
  const now = nowIso();
  await handle.db
    .insertInto('users')
    .values({
      id: viewerId,
      username: 'bench_viewer',
      email: 'bench_viewer@example.com',
      password_hash: 'not-a-real-hash',
      name: 'Bench Viewer',
      bio: '',
      location: 'Mumbai',
      gender: '',
      phone: '',
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const artists = await handle.db
    .selectFrom('artworks')
    .select('artist_id')
    .groupBy('artist_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(FOLLOWED_ARTISTS)
    .execute();
  await handle.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('follows')
      .values(artists.map((a) => ({ follower_id: viewerId, followee_id: a.artist_id, created_at: now })))
      .execute();
    await tx.updateTable('users').set({ following_count: artists.length }).where('id', '=', viewerId).execute();
    await seedInbox(
      tx,
      viewerId,
      artists.map((a) => a.artist_id),
    );
    await tx
      .updateTable('users')
      .set((eb) => ({ followers_count: eb('followers_count', '+', 1) }))
      .where(
        'id',
        'in',
        artists.map((a) => a.artist_id),
      )
      .execute();
  });
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The viewer's notifications and chat (issue 21's notifications list and chat inbox scenarios): likes, comments
 * and follows from the artists they follow, on recent artworks, a minute apart, the newest ten unread; and
 * conversations with the first CHAT_PEERS of those artists, MESSAGES_PER_PEER each way by turns, the peer's
 * last two unread.
 */
async function seedInbox(tx: Tx, viewerId: string, peers: readonly string[]): Promise<void> {
  const works = await tx
    .selectFrom('artworks')
    .select(['id', 'title'])
    .orderBy('created_at', 'desc')
    .limit(VIEWER_NOTIFICATIONS)
    .execute();
  const start = Date.now();
  const at = (minutesAgo: number) => new Date(start - minutesAgo * 60_000).toISOString();
  const types = ['like', 'comment', 'follow'] as const;
  const notifications = Array.from({ length: VIEWER_NOTIFICATIONS }, (_, i) => {
    const type = types[i % types.length] as (typeof types)[number];
    const work = works[i % works.length];
    const createdAt = at(i);
    return {
      id: newId(),
      recipient_id: viewerId,
      type,
      actor_id: peers[i % peers.length] as string,
      artwork_id: type === 'follow' || !work ? null : work.id,
      order_id: null,
      detail: JSON.stringify(type === 'follow' || !work ? {} : { title: work.title }),
      count: 1,
      open_key: null,
      created_at: createdAt,
      read_at: i < 10 ? null : createdAt,
    };
  });
  const messages = peers.slice(0, CHAT_PEERS).flatMap((peer, p) =>
    Array.from({ length: MESSAGES_PER_PEER }, (_, m) => {
      const fromPeer = m % 2 === 1;
      const createdAt = at(p * MESSAGES_PER_PEER + (MESSAGES_PER_PEER - m));
      return {
        id: newId(),
        sender_id: fromPeer ? peer : viewerId,
        receiver_id: fromPeer ? viewerId : peer,
        content: `Message ${m + 1} about the painting`,
        client_id: null,
        created_at: createdAt,
        read_at: fromPeer && m >= MESSAGES_PER_PEER - 2 ? null : createdAt,
        offer_id: null,
      };
    }),
  );
  for (let i = 0; i < notifications.length; i += 500) {
    await tx
      .insertInto('notifications')
      .values(notifications.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < messages.length; i += 500) {
    await tx
      .insertInto('chat_messages')
      .values(messages.slice(i, i + 500))
      .execute();
  }
}

/**
 * For you's row (issue 38): the viewer likes the 20 most liked works, once, so their mix has neighbours to learn
 * from (the seed's likes are paired by migration 0043's fillPairs). Both servers read the same likes afterwards.
 */
async function forYouLikes(db: DatabaseHandle['db'], viewerId: string): Promise<void> {
  const any = await db.selectFrom('likes').select('artwork_id').where('user_id', '=', viewerId).limit(1).execute();
  if (any.length > 0) return;
  const liked = await db
    .selectFrom('artworks')
    .select('id')
    .orderBy('like_count', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
  const at = nowIso();
  await db
    .insertInto('likes')
    .values(liked.map((row) => ({ user_id: viewerId, artwork_id: row.id, created_at: at })))
    .execute();
}

async function fixtures(
  handle: DatabaseHandle,
  engine: Engine,
  size: number,
  env: Prepared['env'],
  where: { sqlitePath?: string; databaseUrl?: string },
): Promise<Prepared> {
  const { db } = handle;
  const viewer = await db
    .selectFrom('users')
    .select(['id', 'username', 'session_version'])
    .where('username', '=', 'bench_viewer')
    .executeTakeFirstOrThrow();
  await forYouLikes(db, viewer.id);
  const config = loadConfig({ JWT_SECRET }, { dataDir: path.join(BENCH_DATA_DIR, 'config') });
  const token = await createTokenService(config, db).sign({
    id: viewer.id,
    username: viewer.username,
    role: 'user',
    sessionVersion: viewer.session_version,
  });
  const deepRow = await db
    .selectFrom('artworks')
    .select(['id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(size * 0.9))
    .limit(1)
    .executeTakeFirstOrThrow();
  // Detail pages of artworks from all over the table, not a hot few.
  const detail = await db
    .selectFrom('artworks')
    .select('id')
    .orderBy(sql`random()`)
    .limit(200)
    .execute()
    .then((rows) => rows.map((row) => row.id));
  const profile = await db
    .selectFrom('artworks')
    .select('artist_id')
    .groupBy('artist_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('artist_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  // The three filters of the filtered listing: the newest artwork's, so the page has rows at every size.
  const filtered = await db
    .selectFrom('artworks')
    .innerJoin('artwork_colours', (join) =>
      join.onRef('artwork_colours.artwork_id', '=', 'artworks.id').on('artwork_colours.rank', '=', 0),
    )
    .select(['artworks.medium', 'artworks.size_band', 'artwork_colours.colour'])
    .where('artworks.medium', 'is not', null)
    .where('artworks.size_band', 'is not', null)
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    engine,
    size,
    env,
    ...where,
    profileId: profile.artist_id,
    filters: { medium: filtered.medium ?? '', size: filtered.size_band ?? '', colour: filtered.colour },
    viewer: { id: viewer.id, token },
    deep: {
      cursor: encodeCursor(['recent', deepRow.created_at, deepRow.id]),
      key: deepRow.created_at,
      id: deepRow.id,
    },
    detailIds: detail,
    searchQueries: SEARCH_QUERIES,
  };
}

// ── Processes ───────────────────────────────────────────────────────────────────

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** Cold start: from spawning the process to its first healthy answer, in ms. */
  startMs: number;
  /** The process's resident set size in bytes (VmRSS), or 0 once it has exited. */
  rss(): number;
  stop(): Promise<void>;
}

let compiledEntry: string | undefined;
/**
 * Kala as production runs it (`npm start`): dist/server.js, compiled by build.mjs once per benchmark run, run by
 * plain node with no TypeScript loader.
 */
export function compiledKala(): string {
  if (!compiledEntry) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
    compiledEntry = path.join(SERVER_DIR, 'dist', 'server.js');
  }
  return compiledEntry;
}

/** How node runs an entry: compiled JavaScript as it is; the TypeScript yardsticks through tsx. */
export function nodeArgs(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
}

/** A process's resident set size in bytes (VmRSS from /proc), or 0 once it has exited. */
export function residentBytes(child: ChildProcess): number {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return 0;
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples `server`'s memory every 250 ms until the returned function is called, which gives the peak. */
export function samplePeakRss(server: RunningServer): () => number {
  let peak = server.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, server.rss());
  };
}

/**
 * Kala itself, as in production: its own process and port, NODE_ENV=production, warn logs, no rate limits.
 * `env` adds to or overrides that (PUBLIC_CACHE_MS=0 for the runs without the public read cache).
 */
export function startKala(
  prepared: Prepared,
  port: number,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  return startServer(
    compiledKala(),
    {
      ...prepared.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      JWT_SECRET,
      WEB_DIST: path.join(BENCH_DATA_DIR, 'no-web'),
      ...env,
    },
    `http://127.0.0.1:${port}`,
    '/api/health',
    nodeFlags,
  );
}

/** The raw-statement yardstick (bench/baseline-server.ts) on the same database. */
export function startBaseline(prepared: Prepared, port: number): Promise<RunningServer> {
  return startServer(
    path.join(SERVER_DIR, 'bench', 'baseline-server.ts'),
    {
      PORT: String(port),
      NODE_ENV: 'production',
      ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : { SQLITE_PATH: prepared.sqlitePath ?? '' }),
      JWT_SECRET,
    },
    `http://127.0.0.1:${port}`,
    '/health',
  );
}

async function startServer(
  entry: string,
  env: Record<string, string>,
  url: string,
  healthPath: string,
  nodeFlags: readonly string[] = [],
): Promise<RunningServer> {
  const spawnedAt = performance.now();
  // nodeFlags: what NODE_OPTIONS may not carry (--cpu-prof, for bench/profile.ts).
  const child = spawn(process.execPath, [...nodeFlags, ...nodeArgs(entry)], {
    cwd: SERVER_DIR,
    // The young-generation size docs/deploy.md recommends for production, for Kala and the baseline alike.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: PRODUCTION_NODE_OPTIONS, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => stopChild(child);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(entry)} exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}${healthPath}`);
      if (answer.ok) return { url, startMs: performance.now() - spawnedAt, rss: () => residentBytes(child), stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${path.basename(entry)} did not answer ${healthPath} within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ── Load ────────────────────────────────────────────────────────────────────────

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  rps: number;
  requests: number;
  /** Non-2xx answers plus socket errors: any makes the run invalid. */
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits with 1 after printing its version.
    return (error as { status?: number }).status === 1;
  }
}

/**
 * Loads `base` + each of `paths` in turn (round robin) with wrk: a warm-up run, then the measured one.
 * `wrk -t1 -c<connections> -d<seconds>s --latency --timeout 10s`, parsed from its latency distribution.
 */
export async function runWrk(
  base: string,
  paths: readonly string[],
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadResult> {
  const script = path.join(BENCH_DATA_DIR, `wrk-${process.pid}-${Math.random().toString(36).slice(2, 8)}.lua`);
  mkdirSync(BENCH_DATA_DIR, { recursive: true });
  writeFileSync(script, wrkScript(paths, headers));
  try {
    const args = (seconds: number) => [
      '-t1',
      `-c${options.connections}`,
      `-d${seconds}s`,
      '--latency',
      // A slow answer is measured, not dropped as a socket timeout (wrk's default is 2 s).
      '--timeout',
      '10s',
      '-s',
      script,
      base,
    ];
    if (options.warmupSeconds > 0) await execWrk(args(options.warmupSeconds));
    return parseWrk(await execWrk(args(options.seconds)));
  } finally {
    rmSync(script, { force: true });
  }
}

function wrkScript(paths: readonly string[], headers: Record<string, string>): string {
  const quote = (text: string) => JSON.stringify(text);
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[${quote(name)}] = ${quote(value)}`)
    .join('\n');
  return `${headerLines}
local paths = { ${paths.map(quote).join(', ')} }
local i = 0
request = function()
  i = i % #paths + 1
  local path = paths[i]
  if string.sub(path, 1, 5) == "POST " then
    return wrk.format("POST", string.sub(path, 6))
  end
  return wrk.format("GET", path)
end
`;
}

function execWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
  });
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Reads wrk's `--latency` report: the 50 % and 99 % lines, Requests/sec, and every kind of error. */
export function parseWrk(output: string): LoadResult {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk output has no ${p}% line:\n${output}`);
    return Number(match[1]) * (UNIT_MS[match[2] as string] ?? Number.NaN);
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  if (!rps || !requests) throw new Error(`wrk output has no totals:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    rps: Number(rps[1]),
    requests: Number(requests[1]),
    errors: non2xx + socketErrors,
  };
}

// ── Scenarios ───────────────────────────────────────────────────────────────────

export interface Scenario {
  name: string;
  kala: { paths: string[]; headers: Record<string, string> };
  /** headers: for the minimal signed-in server (the floor's second yardstick), the viewer's token. */
  baseline: { paths: string[]; headers?: Record<string, string> };
  /** False for a scenario whose answers are no rows (the floor): nothing to compare row by row. */
  rows?: false;
}

export function scenarios(prepared: Prepared): Scenario[] {
  const q = (text: string) => encodeURIComponent(text);
  const signedIn = { authorization: `Bearer ${prepared.viewer.token}` };
  return [
    {
      name: 'listing, first page',
      kala: { paths: [`/api/artworks?limit=${PAGE_SIZE.default}`], headers: {} },
      baseline: { paths: ['/listing'] },
    },
    // What a client that does not page asks (issue 33): no limit, every artwork up to the whole-list cap.
    {
      name: WHOLE_LISTING_SCENARIO,
      kala: { paths: ['/api/artworks'], headers: {} },
      baseline: { paths: ['/listing?whole=1'] },
    },
    {
      name: 'listing, deep page (cursor at 90 %)',
      kala: { paths: [`/api/artworks?limit=${PAGE_SIZE.default}&cursor=${prepared.deep.cursor}`], headers: {} },
      baseline: { paths: [`/listing?key=${q(prepared.deep.key)}&id=${prepared.deep.id}`] },
    },
    {
      name: `home feed (${FOLLOWED_ARTISTS} followed)`,
      kala: { paths: [`/api/auth/homefeed?limit=${PAGE_SIZE.default}`], headers: signedIn },
      baseline: { paths: [`/feed?viewer=${prepared.viewer.id}`] },
    },
    // For you (issue 38, docs/decisions/0042-for-you.md): the viewer's mix of followed artists, learned neighbours
    // and trending, with reasons. No one raw statement answers the same mix, so the baseline is the home feed's
    // statement, a yardstick only, and the rows are not compared.
    {
      name: FOR_YOU_SCENARIO,
      kala: { paths: [`/api/auth/foryou?limit=${PAGE_SIZE.default}`], headers: signedIn },
      baseline: { paths: [`/feed?viewer=${prepared.viewer.id}`] },
      rows: false,
    },
    {
      name: 'artwork detail',
      kala: { paths: prepared.detailIds.map((id) => `/api/artworks/${id}`), headers: {} },
      baseline: { paths: prepared.detailIds.map((id) => `/detail/${id}`) },
    },
    // Signed in (issue 21): the same reads with the viewer's like, wishlist and cart state on every card.
    {
      name: 'listing, first page, signed in',
      kala: { paths: [`/api/artworks?limit=${PAGE_SIZE.default}`], headers: signedIn },
      baseline: { paths: [`/listing?viewer=${prepared.viewer.id}`] },
    },
    {
      name: 'artwork detail, signed in',
      kala: { paths: prepared.detailIds.map((id) => `/api/artworks/${id}`), headers: signedIn },
      baseline: { paths: prepared.detailIds.map((id) => `/detail/${id}?viewer=${prepared.viewer.id}`) },
    },
    // Signed-in reads of the viewer's own (issue 21): a page of notifications, the chat inbox (every conversation).
    {
      name: 'notifications, signed in',
      kala: { paths: ['/api/auth/notifications'], headers: signedIn },
      baseline: { paths: [`/notifications?viewer=${prepared.viewer.id}`] },
    },
    {
      name: 'chat inbox, signed in',
      kala: { paths: ['/api/auth/chat/conversations'], headers: signedIn },
      baseline: { paths: [`/inbox?viewer=${prepared.viewer.id}`] },
    },
    {
      name: "a profile's artworks",
      kala: { paths: [`/api/users/${prepared.profileId}/artworks?limit=${PAGE_SIZE.default}`], headers: {} },
      baseline: { paths: [`/profile/${prepared.profileId}`] },
    },
    {
      // With the limit Kala's app asks for: without one the answer is every match (a whole list, issue 33).
      name: 'search',
      kala: {
        paths: prepared.searchQueries.map(
          (s) => `/api/artworks/search?query=${q(s)}&limit=${ARTWORK_SEARCH_MAX_RESULTS}`,
        ),
        headers: {},
      },
      baseline: { paths: prepared.searchQueries.map((s) => `/search?query=${q(s)}`) },
    },
    // Issue 38: Discover narrowed by three art filters at once (decision 0032's medium, size band and colour).
    {
      name: FILTERED_LISTING_SCENARIO,
      kala: {
        paths: [
          `/api/artworks?limit=${PAGE_SIZE.default}&medium=${q(prepared.filters.medium)}&size=${q(prepared.filters.size)}&colour=${q(prepared.filters.colour)}`,
        ],
        headers: {},
      },
      baseline: {
        paths: [
          `/filtered?medium=${q(prepared.filters.medium)}&size=${q(prepared.filters.size)}&colour=${q(prepared.filters.colour)}`,
        ],
      },
    },
    // The floor (issue 21): what every signed-in request costs Kala before it reads anything for a page (floorTable).
    {
      name: FLOOR_SCENARIO,
      kala: { paths: ['/api/push/public-key'], headers: signedIn },
      baseline: { paths: ['/health'] },
      rows: false,
    },
    // The same floor against a minimal signed-in server (issue 39): the token checked, the session read, the headers.
    {
      name: MINIMAL_FLOOR_SCENARIO,
      kala: { paths: ['/api/push/public-key'], headers: signedIn },
      baseline: { paths: ['/floor'], headers: signedIn },
      rows: false,
    },
  ];
}

export interface ResultRow {
  engine: Engine;
  size: number;
  scenario: string;
  kala: LoadResult;
  baseline: LoadResult;
  /** Bytes of one Kala answer and one baseline answer (the first path), to compare like with like. */
  kalaBytes: number;
  baselineBytes: number;
  /** Kala's peak resident memory while this scenario loaded it. */
  kalaRssBytes: number;
  /** Kala was asked with the viewer's token: every such request pays the signed-in floor. */
  signedIn: boolean;
}

/** One start of Kala in a run: its database and its cold start. */
export interface StartRow {
  engine: Engine;
  size: number;
  label: string;
  startMs: number;
}

/** Cold start and the peak memory under load, per database: what `npm run bench` reports beside throughput. */
export function startAndMemoryTable(starts: readonly StartRow[], rows: readonly ResultRow[]): string {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  return padTable(
    ['engine', 'artworks', 'Kala started', 'cold start ms', 'peak RSS under load'],
    ['left', 'right', 'left', 'right', 'right'],
    starts.map((start) => {
      const loaded = rows.filter(
        (row) =>
          row.engine === start.engine &&
          row.size === start.size &&
          (start.label === CACHE_OFF ? row.scenario.endsWith(CACHE_OFF) : !row.scenario.endsWith(CACHE_OFF)),
      );
      return [
        start.engine,
        int(start.size),
        start.label === CACHE_OFF ? 'cache off' : 'cache on',
        int(start.startMs),
        loaded.length ? mib(Math.max(...loaded.map((row) => row.kalaRssBytes))) : '—',
      ];
    }),
  );
}

/** Every scenario on one prepared database: baseline then Kala, each warmed up, one at a time. */
export async function runScenarios(
  prepared: Prepared,
  kala: RunningServer,
  baseline: RunningServer,
  options: LoadOptions,
  log: Log,
  only?: (scenario: Scenario) => boolean,
  nameSuffix = '',
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const scenario of scenarios(prepared).filter(only ?? (() => true))) {
    const kalaBytes = await checkAnswer(kala.url, scenario.kala.paths, scenario.kala.headers);
    const baselineHeaders = scenario.baseline.headers ?? {};
    const baselineBytes = await checkAnswer(baseline.url, scenario.baseline.paths, baselineHeaders);
    await checkSameRows(kala.url, baseline.url, scenario);
    const baseResult = await runWrk(baseline.url, scenario.baseline.paths, baselineHeaders, options);
    const peakRss = samplePeakRss(kala);
    const kalaResult = await runWrk(kala.url, scenario.kala.paths, scenario.kala.headers, options);
    const kalaRssBytes = peakRss();
    const row: ResultRow = {
      engine: prepared.engine,
      size: prepared.size,
      scenario: `${scenario.name}${nameSuffix}`,
      kala: kalaResult,
      baseline: baseResult,
      kalaBytes,
      baselineBytes,
      kalaRssBytes,
      signedIn: 'authorization' in scenario.kala.headers,
    };
    rows.push(row);
    log(formatRow(row));
  }
  return rows;
}

/**
 * The baseline is only a yardstick if it does the same work: for each of a scenario's first paths, Kala and the
 * baseline must answer the same rows (artworks, notifications, conversations' last messages) in the same order.
 * Kala reads one row beyond a page to know whether another follows, as the notifications baseline does; that row
 * is not compared.
 */
export async function checkSameRows(kalaUrl: string, baselineUrl: string, scenario: Scenario) {
  if (scenario.rows === false) return;
  for (const [index, pathname] of scenario.kala.paths.slice(0, 10).entries()) {
    const baselinePath = scenario.baseline.paths[index] as string;
    const kalaIds = rowIds(await (await fetch(`${kalaUrl}${pathname}`, { headers: scenario.kala.headers })).json());
    const baselineIds = rowIds(await (await fetch(`${baselineUrl}${baselinePath}`)).json()).slice(0, kalaIds.length);
    if (kalaIds.join() !== baselineIds.join()) {
      throw new Error(
        `${scenario.name}: Kala (${pathname}) and the baseline (${baselinePath}) answer different rows, so the ratio would not compare the same work`,
      );
    }
  }
}

/** The ids of an answer's rows: a list, a page's items, one artwork, or conversations by their last message. */
function rowIds(body: unknown): string[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.items) ? body.items : [body];
  return list.map((row) => {
    if (!isRecord(row)) return '';
    const message = row.lastMessage;
    return String(isRecord(message) ? message.id : row.id);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Every path must answer 200 with a non-empty body (a `POST <path>` entry: 204) before it is measured; returns
 * the first one's size.
 */
async function checkAnswer(base: string, paths: readonly string[], headers: Record<string, string>) {
  let first = 0;
  for (const [index, pathname] of paths.slice(0, 20).entries()) {
    if (pathname.startsWith('POST ')) {
      const answer = await fetch(`${base}${pathname.slice(5)}`, { method: 'POST', headers });
      if (answer.status !== 204) throw new Error(`${pathname} answered ${answer.status}: ${await answer.text()}`);
      continue;
    }
    const answer = await fetch(`${base}${pathname}`, { headers });
    const body = await answer.text();
    // An empty list is a valid answer (a search with no match on a small database); an error is not.
    if (answer.status !== 200 || body.length < 2) {
      throw new Error(`${pathname} answered ${answer.status}: ${body.slice(0, 200)}`);
    }
    if (index === 0) first = Buffer.byteLength(body);
  }
  return first;
}

// ── View counting ───────────────────────────────────────────────────────────────

/** The artwork page as browsers load it, with view counting on (VIEW_COUNTING) against off, in the same run. */
export const VIEW_COUNTING_SCENARIO = 'artwork page + view beacon (counting on vs off)';
// A phone browser's user agent: the counter skips bots, and a request without one is taken for a script.
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/**
 * Each page view as a browser makes it: the artwork's GET, then its view beacon, round robin over the detail ids.
 * `on` counts views and `off` (started with VIEW_COUNTING=off) answers the beacon and keeps nothing, so the row's
 * "baseline" is Kala without counting: the ratio is what counting costs the page (issue 19: within 10 %).
 */
export async function runViewCounting(
  prepared: Prepared,
  on: RunningServer,
  off: RunningServer,
  options: LoadOptions,
  log: Log,
): Promise<ResultRow> {
  const paths = prepared.detailIds.flatMap((id) => [`/api/artworks/${id}`, `POST /api/artworks/${id}/view`]);
  const headers = { 'user-agent': BROWSER_USER_AGENT };
  const kalaBytes = await checkAnswer(on.url, paths, headers);
  const baselineBytes = await checkAnswer(off.url, paths, headers);
  const baseline = await runWrk(off.url, paths, headers, options);
  const peakRss = samplePeakRss(on);
  const kala = await runWrk(on.url, paths, headers, options);
  const row: ResultRow = {
    engine: prepared.engine,
    size: prepared.size,
    scenario: VIEW_COUNTING_SCENARIO,
    kala,
    baseline,
    kalaBytes,
    baselineBytes,
    kalaRssBytes: peakRss(),
    signedIn: false,
  };
  log(formatRow(row));
  return row;
}

// ── Reporting ───────────────────────────────────────────────────────────────────

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const int = (value: number) => Math.round(value).toLocaleString('en');

export function formatRow(row: ResultRow): string {
  const ratio = row.kala.rps / row.baseline.rps;
  return (
    `${row.engine} ${int(row.size)} · ${row.scenario}: Kala ${int(row.kala.rps)} req/s p50 ${ms(row.kala.p50Ms)} ms ` +
    `p99 ${ms(row.kala.p99Ms)} ms | baseline ${int(row.baseline.rps)} req/s p99 ${ms(row.baseline.p99Ms)} ms | ` +
    `${(ratio * 100).toFixed(0)} %${row.kala.errors + row.baseline.errors > 0 ? ' | ERRORS' : ''}`
  );
}

/** A Markdown table padded the way Biome formats one (so the generated report passes `npm run lint`). */
export function padTable(header: readonly string[], align: readonly ('left' | 'right')[], rows: readonly string[][]) {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const cell = (text: string, column: number) =>
    align[column] === 'right' ? text.padStart(widths[column] ?? 0) : text.padEnd(widths[column] ?? 0);
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** One line per engine, size and scenario. */
export function markdownTable(rows: readonly ResultRow[]): string {
  return padTable(
    [
      'engine',
      'artworks',
      'scenario',
      'Kala req/s',
      'Kala p50 ms',
      'Kala p99 ms',
      'baseline req/s',
      'baseline p99 ms',
      'Kala / baseline req/s',
      'bytes Kala / baseline',
      'errors',
    ],
    ['left', 'right', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    rows.map((row) => [
      row.engine,
      int(row.size),
      row.scenario,
      int(row.kala.rps),
      ms(row.kala.p50Ms),
      ms(row.kala.p99Ms),
      int(row.baseline.rps),
      ms(row.baseline.p99Ms),
      `${((row.kala.rps / row.baseline.rps) * 100).toFixed(0)} %`,
      `${int(row.kalaBytes)} / ${int(row.baselineBytes)}`,
      String(row.kala.errors + row.baseline.errors),
    ]),
  );
}

/**
 * From the smallest to the largest SQLite database, per scenario: p99 (the target), and the steadier p50 and
 * throughput beside it (on a shared machine a p99 also carries whatever else ran meanwhile).
 */
export function growthTable(rows: readonly ResultRow[]): string {
  const sqlite = rows.filter((row) => row.engine === 'sqlite');
  const sizes = [...new Set(sqlite.map((row) => row.size))].sort((a, b) => a - b);
  if (sizes.length < 2) return '';
  const smallest = sizes[0] as number;
  const largest = sizes[sizes.length - 1] as number;
  const times = (large: number, small: number) => `${(large / small).toFixed(2)}×`;
  const lines: string[][] = [];
  for (const scenario of [...new Set(sqlite.map((row) => row.scenario))]) {
    const small = sqlite.find((row) => row.scenario === scenario && row.size === smallest);
    const large = sqlite.find((row) => row.scenario === scenario && row.size === largest);
    if (!small || !large) continue;
    lines.push([
      scenario,
      `${ms(small.kala.p99Ms)} → ${ms(large.kala.p99Ms)}`,
      times(large.kala.p99Ms, small.kala.p99Ms),
      `${ms(small.kala.p50Ms)} → ${ms(large.kala.p50Ms)}`,
      times(large.kala.p50Ms, small.kala.p50Ms),
      `${int(small.kala.rps)} → ${int(large.kala.rps)}`,
    ]);
  }
  return padTable(
    ['scenario', 'p99 ms', 'p99 growth', 'p50 ms', 'p50 growth', 'req/s'],
    ['left', 'right', 'right', 'right', 'right', 'right'],
    lines,
  );
}

/**
 * The signed-in floor: Kala's `GET /api/push/public-key` with the viewer's token (the key is in memory: no read for
 * the page) against the baseline's bare route. Every signed-in request pays at least this: the token and session
 * check, the security headers, the hooks, Fastify and Node's HTTP.
 */
export const FLOOR_SCENARIO = 'signed-in floor (a route that reads nothing)';
/** For you's row (its baseline is the home feed's statement, a yardstick). */
export const FOR_YOU_SCENARIO = `For you (${FOLLOWED_ARTISTS} followed, likes learned)`;
/**
 * The floor against a minimal signed-in Fastify server (baseline-server.ts, /floor): an HS256 check with the key
 * imported once, one prepared session read, the security headers, a small answer. Kala's own layers on a signed-in
 * request cost what this ratio is short of 100 %.
 */
export const MINIMAL_FLOOR_SCENARIO = 'signed-in floor, against a minimal signed-in server';
/** Issue 39's guards, in every run: each signed-in read near its ceiling, the floor near the minimal server. */
export const FLOOR_GUARD = { ofCeiling: 0.9, ofMinimalServer: 0.9 };
/** GET /api/artworks without paging parameters: the whole list, up to the cap (plugins/whole-lists.ts). */
export const WHOLE_LISTING_SCENARIO = 'listing, whole (no limit)';
/** GET /api/artworks with three art filters at once (issue 38): medium, size band and colour. */
export const FILTERED_LISTING_SCENARIO = 'listing, three filters (medium, size, colour)';

/**
 * How close each signed-in scenario can come to its baseline, given the floor. Kala's request costs at least the
 * floor plus the work the baseline does above its own bare route (the same statement, the same rows), so with t
 * the time per request (1 / req/s), Kala / baseline can reach at most
 *   ceiling = t(baseline) / (t(Kala's floor) + t(baseline) − t(baseline's bare route)).
 * A ratio near its ceiling means Kala's own work for the page costs about what the raw statement's does, and what
 * is left is the floor.
 */
export function floorTable(rows: readonly ResultRow[]): string {
  const lines: string[][] = [];
  for (const floor of rows.filter((row) => row.scenario === FLOOR_SCENARIO)) {
    const time = (result: LoadResult) => 1 / result.rps;
    for (const row of rows) {
      if (!row.signedIn || row.scenario === FLOOR_SCENARIO || row.scenario === MINIMAL_FLOOR_SCENARIO) continue;
      if (row.engine !== floor.engine || row.size !== floor.size) continue;
      const ratio = row.kala.rps / row.baseline.rps;
      const ceiling = time(row.baseline) / (time(floor.kala) + time(row.baseline) - time(floor.baseline));
      lines.push([
        row.engine,
        int(row.size),
        row.scenario,
        `${(ratio * 100).toFixed(0)} %`,
        `${(ceiling * 100).toFixed(0)} %`,
        `${((ratio / ceiling) * 100).toFixed(0)} %`,
      ]);
    }
  }
  if (lines.length === 0) return '';
  return padTable(
    ['engine', 'artworks', 'scenario', 'Kala / baseline', 'ceiling set by the floor', 'of the ceiling'],
    ['left', 'right', 'left', 'right', 'right', 'right'],
    lines,
  );
}

/** Suffix of the scenarios measured again with the public read cache off (PUBLIC_CACHE_MS=0). */
export const CACHE_OFF = ', cache off';
/** The scenarios measured again with the cache off: the ones whose targets compare Kala with the baseline. */
export const CACHE_OFF_SCENARIOS: readonly string[] = [
  'listing, first page',
  WHOLE_LISTING_SCENARIO,
  'search',
  "a profile's artworks",
  FILTERED_LISTING_SCENARIO,
];

/**
 * The issue's targets, each with the measured value and whether it is met. The targets are judged on Kala as
 * it runs in production (public read cache on); the same figures with the cache off follow, for reference.
 */
export function targetsTable(rows: readonly ResultRow[]): string {
  const lines: string[][] = [];
  const verdict = (ok: boolean, reference: boolean) =>
    reference ? (ok ? 'met (reference)' : 'missed (reference)') : ok ? 'met' : '**missed**';
  const at = (engine: Engine, size: number, scenario: string) =>
    rows.find((row) => row.engine === engine && row.size === size && row.scenario === scenario);
  for (const suffix of ['', CACHE_OFF]) {
    const reference = suffix !== '';
    for (const engine of ['sqlite', 'postgres'] as const) {
      const listing = at(engine, 100_000, `listing, first page${suffix}`);
      if (listing) {
        const ratio = listing.kala.rps / listing.baseline.rps;
        lines.push([
          `${engine} 100,000: listing first page${suffix} ≥ 60 % of baseline req/s`,
          `${(ratio * 100).toFixed(0)} %`,
          verdict(ratio >= 0.6, reference),
        ]);
        lines.push([
          `${engine} 100,000: listing first page${suffix} p99 < 25 ms`,
          `${ms(listing.kala.p99Ms)} ms`,
          verdict(listing.kala.p99Ms < 25, reference),
        ]);
      }
      const search = at(engine, 100_000, `search${suffix}`);
      if (search) {
        lines.push([
          `${engine} 100,000: search${suffix} p99 < 30 ms`,
          `${ms(search.kala.p99Ms)} ms`,
          verdict(search.kala.p99Ms < 30, reference),
        ]);
      }
    }
  }
  // Issue 39: every signed-in read within FLOOR_GUARD of its ceiling, the floor within it of a minimal server.
  for (const floor of rows.filter((row) => row.scenario === FLOOR_SCENARIO)) {
    const time = (result: LoadResult) => 1 / result.rps;
    for (const row of rows) {
      if (!row.signedIn || row.scenario === FLOOR_SCENARIO || row.scenario === MINIMAL_FLOOR_SCENARIO) continue;
      if (row.engine !== floor.engine || row.size !== floor.size || row.scenario.endsWith(CACHE_OFF)) continue;
      const ceiling = time(row.baseline) / (time(floor.kala) + time(row.baseline) - time(floor.baseline));
      const ofCeiling = row.kala.rps / row.baseline.rps / ceiling;
      lines.push([
        `${row.engine} ${int(row.size)}: ${row.scenario} ≥ ${FLOOR_GUARD.ofCeiling * 100} % of its ceiling`,
        `${(ofCeiling * 100).toFixed(0)} %`,
        verdict(ofCeiling >= FLOOR_GUARD.ofCeiling, false),
      ]);
    }
  }
  for (const row of rows.filter((r) => r.scenario === MINIMAL_FLOOR_SCENARIO)) {
    const ratio = row.kala.rps / row.baseline.rps;
    lines.push([
      `${row.engine} ${int(row.size)}: signed-in floor ≥ ${FLOOR_GUARD.ofMinimalServer * 100} % of a minimal signed-in server`,
      `${(ratio * 100).toFixed(0)} %`,
      verdict(ratio >= FLOOR_GUARD.ofMinimalServer, false),
    ]);
  }
  for (const engine of ['sqlite', 'postgres'] as const) {
    const counting = at(engine, 100_000, VIEW_COUNTING_SCENARIO);
    if (!counting) continue;
    const ratio = counting.kala.rps / counting.baseline.rps;
    lines.push([
      `${engine} 100,000: artwork page with view counting ≥ 90 % of counting off`,
      `${(ratio * 100).toFixed(0)} %`,
      verdict(ratio >= 0.9, false),
    ]);
  }
  const sizes = [...new Set(rows.filter((row) => row.engine === 'sqlite').map((row) => row.size))];
  if (sizes.includes(10_000) && sizes.includes(1_000_000)) {
    // The floor reads nothing: how it grows with the catalogue is no target.
    const readsNothing = [FLOOR_SCENARIO, MINIMAL_FLOOR_SCENARIO];
    for (const row of rows.filter(
      (r) => r.engine === 'sqlite' && r.size === 10_000 && !readsNothing.includes(r.scenario),
    )) {
      const large = at('sqlite', 1_000_000, row.scenario);
      if (!large) continue;
      const growth = large.kala.p99Ms / row.kala.p99Ms;
      lines.push([
        `sqlite ${row.scenario}: p99 growth 10,000 → 1,000,000 ≤ 1.5×`,
        `${growth.toFixed(2)}×`,
        verdict(growth <= 1.5, row.scenario.endsWith(CACHE_OFF)),
      ]);
    }
  }
  if (lines.length === 0) return '';
  return padTable(['target', 'measured', 'verdict'], ['left', 'right', 'left'], lines);
}

/** The machine, for the report: cores, memory (`free -h`), Node version. */
export function machineDescription(): string {
  let free = '';
  try {
    free = execFileSync('free', ['-h'], { encoding: 'utf8' }).trimEnd();
  } catch {
    free = `total ${(totalmem() / 2 ** 30).toFixed(1)} GiB, free ${(freemem() / 2 ** 30).toFixed(1)} GiB`;
  }
  let nproc = String(cpus().length);
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // keep os.cpus()
  }
  return [
    `- load average when the run ended (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} (other work on the machine shares these cores)`,
    `- nproc: ${nproc} (${cpus()[0]?.model ?? 'unknown CPU'})`,
    `- node: ${process.version}`,
    '- free -h:',
    '',
    '```',
    free,
    '```',
  ].join('\n');
}
