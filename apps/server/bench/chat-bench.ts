// npx tsx bench/chat-bench.ts [--connections 1000] [--rate 200] [--seconds 20] [--smoke] [--report]
//
// Chat under load: how many WebSocket connections Kala holds, and how long a message takes from the sender's
// socket to the receiver's at a steady total rate, on
//   1. one Kala instance on SQLite,
//   2. one Kala instance on PostgreSQL,
//   3. two Kala instances sharing PostgreSQL and Redis, senders on one and receivers on the other,
//   4. a bare `ws` relay (bench/chat-relay-server.ts) measured in the same run, as the yardstick.
// Prints a table and writes docs/benchmarks-chat.md.
// --smoke: 40 connections, 10 messages/s for 5 seconds (prints, writes no report).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ChatServerFrame } from '@kala/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocket } from 'ws';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { CHAT_MESSAGE_LIMIT } from '../src/features/chat/chat.socket';
import { newId, nowIso } from '../src/lib/ids';
import { createTokenService } from '../src/plugins/auth';
import { compiledKala, freePort, machineDescription, padTable, SERVER_DIR, withDatabase } from './bench';
import {
  kalaEnv,
  type LiveServer,
  loadAverage,
  ms,
  type Percentiles,
  percentiles,
  sleep,
  startLiveServer,
  utcMinute,
} from './live';

const { values } = parseArgs({
  options: {
    connections: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    report: { type: 'boolean' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

const smoke = values.smoke ?? false;
const connections = Number(values.connections ?? (smoke ? 40 : 1000));
const rate = Number(values.rate ?? (smoke ? 10 : 200));
const seconds = Number(values.seconds ?? (smoke ? 5 : 20));
const holdSeconds = smoke ? 1 : 10;
const writeReport =
  values.report ??
  (!smoke && values.connections === undefined && values.rate === undefined && values.seconds === undefined);
const pgAdminUrl = values['pg-url'] as string;
const redisUrl = values['redis-url'] as string;
const PG_DATABASE = 'kala_chat_bench';
const JWT_SECRET = 'kala-chat-bench-secret-kala-chat-bench-secret';
// Handshakes in flight while connecting (a crowd arriving, not one at a time and not all at once).
const CONNECT_CONCURRENCY = 50;
const CONNECT_TIMEOUT_MS = 30_000;
// After the last message, how long stragglers may take before they count as lost.
const DRAIN_MS = 10_000;

const pairs = Math.floor(connections / 2);
if (!(pairs >= 1 && rate > 0 && seconds > 0)) {
  console.error('Usage: npx tsx bench/chat-bench.ts [--connections 1000] [--rate 200] [--seconds 20] [--smoke]');
  process.exit(1);
}
// Kala refuses a socket's 21st message within 10 s. Messages go round robin over the senders, one per pair,
// so each sender sends rate / pairs per second; the run is refused rather than measuring refusals.
const perSenderPerWindow = (rate / pairs) * (CHAT_MESSAGE_LIMIT.windowMs / 1000);
if (Math.ceil(perSenderPerWindow) > CHAT_MESSAGE_LIMIT.max) {
  console.error(
    `${rate} messages/s over ${pairs} senders is ${perSenderPerWindow.toFixed(1)} per socket per ` +
      `${CHAT_MESSAGE_LIMIT.windowMs / 1000} s, over Kala's limit of ${CHAT_MESSAGE_LIMIT.max}: ` +
      `use at least ${Math.ceil((rate * CHAT_MESSAGE_LIMIT.windowMs) / 1000 / CHAT_MESSAGE_LIMIT.max) * 2} connections.`,
  );
  process.exit(1);
}

// ── People ──────────────────────────────────────────────────────────────────────

interface BenchUser {
  id: string;
  token: string;
}

/**
 * `count` people inserted straight into the database (registering through the API would spend minutes hashing
 * passwords the benchmark never uses), with tokens signed by the same secret the servers are started with.
 */
async function seedUsers(db: Db, count: number, dataDir: string): Promise<BenchUser[]> {
  const tag = Date.now().toString(36).slice(-6);
  const now = nowIso();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    username: `chat_${tag}_${i}`,
    email: `chat_${tag}_${i}@example.com`,
    password_hash: 'not-a-real-hash',
    name: `Chat Bench ${i}`,
    bio: '',
    location: 'Pune',
    gender: '',
    phone: '',
    role: 'user',
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  const tokens = createTokenService(loadConfig({ JWT_SECRET }, { dataDir }), db);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      // Just inserted: every user starts at session version 0.
      token: await tokens.sign({ id: row.id, username: row.username, role: 'user', sessionVersion: 0 }),
    })),
  );
}

// ── One measurement ─────────────────────────────────────────────────────────────

interface Row {
  setup: string;
  opened: number;
  heldAfterHold: number;
  heldAtEnd: number;
  connect: Percentiles;
  sent: number;
  delivered: number;
  latency: Percentiles;
  /** Error frames, unexpected closes and failed handshakes. */
  errors: number;
  serverRssBytes: number;
}

interface Socket {
  ws: WebSocket;
  open: boolean;
}

/**
 * Opens a socket for every user (senders are even, receivers odd: user 2i writes to user 2i+1), holds them for
 * `holdSeconds`, sends `rate` messages per second for `seconds` round robin over the senders, and measures each
 * message from the moment it is written on the sender's socket to its arrival on the receiver's.
 */
async function measure(
  setup: string,
  users: readonly BenchUser[],
  urlOf: (user: BenchUser, role: 'sender' | 'receiver') => string,
  servers: readonly LiveServer[],
): Promise<Row> {
  let errors = 0;
  let closing = false;
  const latencies: number[] = [];
  const delivered = new Uint8Array(Math.ceil(rate * seconds) + 1);
  let deliveredCount = 0;
  const connectTimes: number[] = [];
  const sockets: (Socket | null)[] = new Array(users.length).fill(null);

  const connect = (index: number): Promise<void> => {
    const user = users[index] as BenchUser;
    const role = index % 2 === 0 ? 'sender' : 'receiver';
    const started = performance.now();
    return new Promise((resolve) => {
      const ws = new WebSocket(urlOf(user, role), { perMessageDeflate: false });
      const socket: Socket = { ws, open: false };
      // A handshake that fails or times out counts once, when its socket closes.
      const timer = setTimeout(() => ws.terminate(), CONNECT_TIMEOUT_MS);
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ChatServerFrame;
        if (frame.type === 'ready') {
          clearTimeout(timer);
          socket.open = true;
          sockets[index] = socket;
          connectTimes.push(performance.now() - started);
          resolve();
        } else if (frame.type === 'message' && frame.receiver_id === user.id) {
          const match = /^chat (\d+) ([\d.]+)$/.exec(frame.content);
          if (!match) return;
          const seq = Number(match[1]);
          if (delivered[seq] === 1) return;
          delivered[seq] = 1;
          deliveredCount += 1;
          latencies.push(performance.now() - Number(match[2]));
        } else if (frame.type === 'error') {
          errors += 1;
        }
      });
      ws.on('close', () => {
        if (!socket.open) {
          clearTimeout(timer);
          errors += 1;
          resolve();
          return;
        }
        socket.open = false;
        if (!closing) errors += 1;
      });
      ws.on('error', () => {});
    });
  };

  console.log(`chat: ${setup}: opening ${users.length} sockets`);
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (nextIndex < users.length) await connect(nextIndex++);
    }),
  );
  const opened = sockets.filter((socket) => socket?.open).length;
  await sleep(holdSeconds * 1000);
  const heldAfterHold = sockets.filter((socket) => socket?.open).length;

  // Open loop: message n is written at t0 + n / rate.
  console.log(`chat: ${setup}: ${opened} open, ${heldAfterHold} after ${holdSeconds} s; sending ${rate}/s`);
  const total = Math.floor(rate * seconds);
  const t0 = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) {
      const pair = sent % pairs;
      const sender = sockets[pair * 2];
      const receiver = users[pair * 2 + 1] as BenchUser;
      if (!sender?.open) continue;
      const content = `chat ${sent} ${performance.now().toFixed(3)}`;
      sender.ws.send(JSON.stringify({ action: 'message', receiver_id: receiver.id, content, client_id: `m${sent}` }));
    }
    await sleep(Math.max(1, (sent * 1000) / rate - (performance.now() - t0)));
  }
  const drainUntil = performance.now() + DRAIN_MS;
  while (deliveredCount < sent && performance.now() < drainUntil) await sleep(50);
  const heldAtEnd = sockets.filter((socket) => socket?.open).length;
  const serverRssBytes = servers.reduce((sum, server) => sum + server.rss(), 0);

  closing = true;
  for (const socket of sockets) socket?.ws.terminate();
  await sleep(500);
  return {
    setup,
    opened,
    heldAfterHold,
    heldAtEnd,
    connect: percentiles(connectTimes),
    sent,
    delivered: deliveredCount,
    latency: percentiles(latencies),
    errors,
    serverRssBytes,
  };
}

// ── Set-ups ─────────────────────────────────────────────────────────────────────

const wsUrl = (server: LiveServer) => server.url.replace('http', 'ws');
const kalaSocketUrl = (server: LiveServer, user: BenchUser) =>
  `${wsUrl(server)}/api/auth/chat/ws?token=${encodeURIComponent(user.token)}`;
// Kala keeps its per-socket chat limit on (RATE_LIMITS=on): the spread above keeps every sender under it.
const kalaChatEnv = { RATE_LIMITS: 'on', JWT_SECRET };

async function withServers<T>(start: () => Promise<LiveServer[]>, run: (servers: LiveServer[]) => Promise<T>) {
  const servers: LiveServer[] = [];
  try {
    servers.push(...(await start()));
    return await run(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function relayRow(): Promise<Row> {
  const users = Array.from({ length: connections }, () => ({ id: newId(), token: '' }));
  return withServers(
    async () => [
      await startLiveServer('relay', 'bench/chat-relay-server.ts', { PORT: String(await freePort()) }, '/health'),
    ],
    ([relay]) =>
      measure('bare ws relay (yardstick)', users, (user) => `${wsUrl(relay as LiveServer)}/?user=${user.id}`, [
        relay as LiveServer,
      ]),
  );
}

async function sqliteRow(): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-chat-bench-'));
  try {
    const handle = openDatabase({ sqlitePath: path.join(dataDir, 'kala.db') });
    await migrateToLatest(handle);
    const users = await seedUsers(handle.db, connections, dataDir);
    await handle.close();
    return await withServers(
      async () => [
        await startLiveServer(
          'kala',
          compiledKala(),
          kalaEnv(await freePort(), { ...kalaChatEnv, DATA_DIR: dataDir }),
          '/api/health',
        ),
      ],
      ([kala]) =>
        measure('Kala, 1 instance, SQLite', users, (user) => kalaSocketUrl(kala as LiveServer, user), [
          kala as LiveServer,
        ]),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One instance on PostgreSQL, then two sharing it and Redis (senders on A, receivers on B). */
async function postgresRows(): Promise<Row[]> {
  const databaseUrl = withDatabase(pgAdminUrl, PG_DATABASE);
  const prefix = `kala-chat-bench-${Date.now().toString(36)}`;
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'kala-chat-bench-')));
  const [dirA, dirB] = dirs as [string, string];
  await adminQuery(`drop database if exists "${PG_DATABASE}" with (force)`);
  await adminQuery(`create database "${PG_DATABASE}"`);
  try {
    const handle = openDatabase({ databaseUrl });
    await migrateToLatest(handle);
    const users = await seedUsers(handle.db, connections, dirA);
    await handle.close();
    const env = (dataDir: string, extra: Record<string, string> = {}) => ({
      ...kalaChatEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...extra,
    });
    const one = await withServers(
      async () => [await startLiveServer('kala', compiledKala(), kalaEnv(await freePort(), env(dirA)), '/api/health')],
      ([kala]) =>
        measure('Kala, 1 instance, PostgreSQL', users, (user) => kalaSocketUrl(kala as LiveServer, user), [
          kala as LiveServer,
        ]),
    );
    const shared = { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix };
    const two = await withServers(
      async () => [
        await startLiveServer('kala-a', compiledKala(), kalaEnv(await freePort(), env(dirA, shared)), '/api/health'),
        await startLiveServer('kala-b', compiledKala(), kalaEnv(await freePort(), env(dirB, shared)), '/api/health'),
      ],
      ([a, b]) =>
        measure(
          'Kala, 2 instances, PostgreSQL + Redis (senders on A, receivers on B)',
          users,
          (user, role) => kalaSocketUrl((role === 'sender' ? a : b) as LiveServer, user),
          [a as LiveServer, b as LiveServer],
        ),
    );
    return [one, two];
  } finally {
    await adminQuery(`drop database if exists "${PG_DATABASE}" with (force)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }
}

// ── Run and report ──────────────────────────────────────────────────────────────

const started = new Date();
const loadBefore = loadAverage();
console.log(
  `chat: ${connections} connections (${pairs} pairs), ${rate} messages/s for ${seconds} s; each sender sends ` +
    `${perSenderPerWindow.toFixed(1)} per ${CHAT_MESSAGE_LIMIT.windowMs / 1000} s (Kala's limit: ${CHAT_MESSAGE_LIMIT.max})`,
);
const rows: Row[] = [];
rows.push(await relayRow());
rows.push(await sqliteRow());
rows.push(...(await postgresRows()));
const loadAfter = loadAverage();

const int = (value: number) => value.toLocaleString('en');
const table = padTable(
  [
    'setup',
    'open / held',
    'connect p99 ms',
    'delivered / sent',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'errors',
    'server RSS MiB',
  ],
  ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  rows.map((row) => [
    row.setup,
    `${int(row.opened)} / ${int(row.heldAtEnd)}`,
    ms(row.connect.p99),
    `${int(row.delivered)} / ${int(row.sent)}`,
    ms(row.latency.p50),
    ms(row.latency.p95),
    ms(row.latency.p99),
    ms(row.latency.max),
    String(row.errors),
    (row.serverRssBytes / 2 ** 20).toFixed(0),
  ]),
);
console.log(`\n${table}\n`);
console.log(`Load average before: ${loadBefore}; after: ${loadAfter}.`);
const failures = rows.filter(
  (row) => row.errors > 0 || row.delivered < row.sent || row.opened < connections || row.heldAtEnd < row.opened,
);
if (failures.length > 0) {
  console.error(`Not every socket held or message arrived in: ${failures.map((row) => row.setup).join('; ')}`);
}

if (writeReport) {
  const file = path.resolve(SERVER_DIR, '../../docs/benchmarks-chat.md');
  writeFileSync(file, report());
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
process.exit(failures.length > 0 ? 1 : 0);

function report(): string {
  return `# Chat benchmark

Measured ${utcMinute(started)} with \`npx tsx bench/chat-bench.ts\` (apps/server/bench/chat-bench.ts):
${int(connections)} WebSocket connections, ${rate} messages per second for ${seconds} s.

## Machine

${machineDescription()}
- load average (1, 5, 15 min) before the run: ${loadBefore}; after: ${loadAfter}

The clients (one Node.js process) and the servers share these cores, and other work ran on the machine
meanwhile (the load average says how much), so the latencies are upper bounds. The bare relay, measured in
the same run under the same conditions, is the yardstick: the difference is what Kala's own layers cost.

## Method

- Every setup gets the same ${int(connections)} sockets (${int(pairs)} pairs of people: one writes, the other
  receives), opened ${CONNECT_CONCURRENCY} handshakes at a time. "connect" runs from opening a socket to its
  \`ready\` frame (token checked, subscribed). The sockets are then held idle for ${holdSeconds} s.
- Then ${rate} messages per second for ${seconds} s, open loop (message n is written at n / ${rate} s), round
  robin over the ${int(pairs)} senders: each writes ${(rate / pairs).toFixed(2)} messages per second, that is
  ${perSenderPerWindow.toFixed(1)} per ${CHAT_MESSAGE_LIMIT.windowMs / 1000} s, under Kala's per-socket limit of ${CHAT_MESSAGE_LIMIT.max} per ${CHAT_MESSAGE_LIMIT.windowMs / 1000} s. The limit stays on
  (RATE_LIMITS=on), so a refused message would show as an error.
- Each message carries the moment it was written (\`performance.now()\` of the client process, which also
  receives it); its latency ends when it arrives on the receiver's socket. Kala stores each message (an insert
  into chat_messages) before delivering it, and echoes it to the sender too; so does the relay.
- "open / held": sockets that got \`ready\`, and those still open after the messages and a drain of up to
  ${DRAIN_MS / 1000} s for stragglers. Errors: error frames, sockets closed by the server, failed handshakes.
- Kala runs as in production: \`node dist/server.js\` (compiled by build.mjs) as child processes with NODE_ENV=production
  and LOG_LEVEL=warn. The people are inserted into a fresh database (a temporary SQLite DATA_DIR, or the
  dedicated PostgreSQL 15 database \`${PG_DATABASE}\`, dropped afterwards), their tokens signed with the
  servers' JWT_SECRET. The two instances share PostgreSQL and Redis (${redisUrl}, with a channel prefix of
  their own) and nothing else; senders connect to A and receivers to B, so every message crosses Redis.
- The yardstick (bench/chat-relay-server.ts): a \`ws\` server that forwards a message frame to the
  receiver's sockets and echoes it to the sender's, with no token, validation, database or Redis.
- "server RSS": the resident size of the server process(es) with every socket open, at the end of the run.

## Results

${table}
`;
}
