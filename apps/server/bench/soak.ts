// npx tsx bench/soak.ts [--minutes 10] [--rate 40] [--smoke] [--report]
//
// The soak test: the real server (SQLite, demo seed on, RATE_LIMITS=off, NODE_ENV=production) as a child
// process, driven by an open-loop mix of what people do (browse, like, comment, upload, chat, checkout) at a
// steady rate for ten minutes. It passes when no request fails and the server's resident memory at the end is
// within 10 % of what it was after the first minute (warm-up: caches, JIT, pools). Prints a table and writes
// docs/benchmarks-soak.md.
// --smoke: 20 seconds after a 5-second warm-up, to check the machinery (prints, writes no report).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ChatServerFrame } from '@kala/contract';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import { compiledKala, freePort, machineDescription, padTable, SERVER_DIR } from './bench';
import { kalaEnv, type LiveServer, loadAverage, ms, percentiles, sleep, startLiveServer, utcMinute } from './live';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    rate: { type: 'string', default: '40' },
    smoke: { type: 'boolean', default: false },
    report: { type: 'boolean' },
  },
});

const smoke = values.smoke ?? false;
const durationMs = values.minutes !== undefined ? Number(values.minutes) * 60_000 : smoke ? 20_000 : 600_000;
const rate = Number(values.rate);
// Memory is compared from the end of the warm-up on: the first minute fills caches and compiles the hot code.
const warmupMs = smoke ? 5_000 : Math.min(60_000, durationMs / 5);
const writeReport = values.report ?? (!smoke && values.minutes === undefined);
const BUYERS = 20;
const RSS_GROWTH_LIMIT = 0.1;
const REQUEST_TIMEOUT_MS = 30_000;
const CHAT_TIMEOUT_MS = 10_000;
// Past this many operations in flight the server is not keeping up; more would only measure the pile-up.
const MAX_IN_FLIGHT = 2_000;
const PASSWORD = 'soak-password-2026';
const JWT_SECRET = 'kala-soak-secret-kala-soak-secret-0123456789';
const SEARCH_WORDS = ['monsoon', 'temple', 'ghats', 'saffron', 'peacock', 'mandala', 'dawn', 'kerala'];
const SHIPPING = {
  name: 'Soak Buyer',
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '+919876543210',
};

if (!Number.isFinite(durationMs) || durationMs <= 0 || !Number.isFinite(rate) || rate <= 0) {
  console.error('Usage: npx tsx bench/soak.ts [--minutes 10] [--rate 40] [--smoke]');
  process.exit(1);
}

// ── The mix ─────────────────────────────────────────────────────────────────────

type Kind = 'listing' | 'detail' | 'search' | 'feed' | 'like' | 'comment' | 'upload' | 'chat' | 'checkout';

// Twenty slots repeated in a fixed shuffled order: 60 % browse (listing, detail, search, feed: 15 % each),
// 15 % like/unlike, 10 % comment, 5 % upload, 5 % chat, 5 % checkout. Every run sends the same sequence.
const SLOTS: Kind[] = shuffle<Kind>(
  [
    ...repeat('listing', 3),
    ...repeat('detail', 3),
    ...repeat('search', 3),
    ...repeat('feed', 3),
    ...repeat('like', 3),
    ...repeat('comment', 2),
    'upload',
    'chat',
    'checkout',
  ],
  7,
);
const KINDS: readonly Kind[] = ['listing', 'detail', 'search', 'feed', 'like', 'comment', 'upload', 'chat', 'checkout'];
const WHAT: Record<Kind, string> = {
  listing: 'GET /api/artworks (first page; every other one signed in)',
  detail: 'GET /api/artworks/:id',
  search: 'GET /api/artworks/search?query=',
  feed: 'GET /api/auth/homefeed',
  like: 'POST or DELETE /api/auth/likes/:id (toggles)',
  comment: 'POST /api/auth/comments/:artworkId',
  upload: 'POST /api/auth/artworks (one generated 320×240 PNG)',
  chat: 'chat socket: sent by one buyer until received by another',
  checkout: 'POST /api/auth/cart, then POST /api/auth/checkout',
};

function repeat(value: Kind, times: number): Kind[] {
  return Array.from({ length: times }, () => value);
}

/** Fisher-Yates with a small deterministic generator. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// ── HTTP ────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  base: string,
  method: string,
  pathname: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const answer = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await answer.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: answer.status, body: parsed };
}

class UnexpectedAnswer extends Error {}

function expectStatus(answer: Answer, expected: number, what: string): void {
  if (answer.status !== expected) {
    throw new UnexpectedAnswer(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}

// ── People, artworks and sockets ────────────────────────────────────────────────

interface Person {
  id: string;
  username: string;
  token: string;
  socket: WebSocket | null;
  /** Serialises this person's checkouts: two at once would race for one cart. */
  checkingOut: boolean;
}

async function signUp(base: string, username: string): Promise<Person> {
  const registered = await call(base, 'POST', '/api/register', {
    json: {
      name: 'Soak Tester',
      email: `${username}@example.com`,
      username,
      location: 'Bengaluru',
      gender: 'female',
      age: '30',
      pincode: '560001',
      phone: '+919876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expectStatus(registered, 201, `register ${username}`);
  const login = await call(base, 'POST', '/api/login', { json: { username, password: PASSWORD } });
  expectStatus(login, 200, `login ${username}`);
  const { id } = registered.body as { id: string };
  const { access_token: token } = login.body as { access_token: string };
  return { id, username, token, socket: null, checkingOut: false };
}

function pngs(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } },
      })
        .png()
        .toBuffer(),
    ),
  );
}

function artworkForm(fields: Record<string, string>, png: Buffer, name: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  return form;
}

/** Chat deliveries waiting for their receiver, by the sequence number in the content. */
const pendingChats = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

function openSocket(base: string, person: Person): Promise<WebSocket> {
  const url = `${base.replace('http', 'ws')}/api/auth/chat/ws?token=${encodeURIComponent(person.token)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error(`${person.username}: no ready frame`)), 15_000);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve(socket);
      } else if (frame.type === 'message' && frame.receiver_id === person.id) {
        const seq = Number(/^soak (\d+)$/.exec(frame.content)?.[1]);
        pendingChats.get(seq)?.resolve();
      } else if (frame.type === 'error') {
        const seq = Number(/^c(\d+)$/.exec(frame.client_id ?? '')?.[1]);
        pendingChats.get(seq)?.reject(new UnexpectedAnswer(`chat error frame: ${frame.message}`));
      }
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`${person.username}: socket closed (${code})`));
      if (person.socket === socket) person.socket = null;
    });
    socket.on('error', () => {});
  });
}

// ── Run ─────────────────────────────────────────────────────────────────────────

interface Stats {
  latencies: number[];
  errors: number;
}

const stats = new Map<Kind, Stats>(KINDS.map((kind) => [kind, { latencies: [], errors: 0 }]));
const errorSamples: string[] = [];
let dropped = 0;

const started = new Date();
const loadBefore = loadAverage();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-soak-'));
let server: LiveServer | null = null;
const people: Person[] = [];

try {
  const port = await freePort();
  console.log(`soak: starting Kala (SQLite in ${dataDir}, demo seed) on port ${port}`);
  server = await startLiveServer(
    'kala',
    compiledKala(),
    kalaEnv(port, { DATA_DIR: dataDir, SEED_DEMO: 'true', RATE_LIMITS: 'off', JWT_SECRET }),
    '/api/health',
  );
  const base = server.url;

  // People: one seller with stock to sell, and buyers who browse, like, comment, upload, chat and buy.
  const tag = Date.now().toString(36).slice(-5);
  const seller = await signUp(base, `soak_seller_${tag}`);
  for (let i = 0; i < BUYERS; i += 1) people.push(await signUp(base, `soak_buyer_${tag}_${i}`));
  const images = await pngs(32);
  const forSale: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const created = await call(base, 'POST', '/api/auth/artworks', {
      token: seller.token,
      form: artworkForm(
        {
          title: `Soak Print ${i + 1}`,
          description: 'An open edition for the soak test',
          category: 'Digital Art',
          forSale: 'true',
          price: '1500',
          quantity: '10000',
          'tags[0]': 'soak',
        },
        images[i] as Buffer,
        `print-${i}.png`,
      ),
    });
    expectStatus(created, 201, 'seller upload');
    forSale.push((created.body as { id: string }).id);
  }
  const listing = await call(base, 'GET', '/api/artworks?limit=100');
  expectStatus(listing, 200, 'listing');
  const cards = listing.body as { id: string; artistId: string }[];
  const artworkIds = cards.map((card) => card.id);
  // Each buyer follows a few artists, so the home feed has something to show.
  const artistIds = [...new Set(cards.map((card) => card.artistId))];
  for (const [i, buyer] of people.entries()) {
    for (let k = 0; k < 3; k += 1) {
      const artist = artistIds[(i + k) % artistIds.length] as string;
      expectStatus(await call(base, 'POST', `/api/auth/${artist}/follow`, { token: buyer.token }), 200, 'follow');
    }
  }
  for (const buyer of people) buyer.socket = await openSocket(base, buyer);
  console.log(
    `soak: ${people.length} buyers (each with a chat socket), ${artworkIds.length} artworks, ` +
      `${forSale.length} for sale with 10,000 in stock`,
  );

  const liked = new Set<string>();
  let counter = 0;
  const pick = <T>(items: readonly T[]): T => items[(counter++ * 7919) % items.length] as T;

  const operations: Record<Kind, (seq: number) => Promise<void>> = {
    async listing(seq) {
      const token = seq % 2 === 0 ? pick(people).token : undefined;
      expectStatus(await call(base, 'GET', '/api/artworks?limit=24', { token }), 200, 'listing');
    },
    async detail() {
      expectStatus(await call(base, 'GET', `/api/artworks/${pick(artworkIds)}`), 200, 'detail');
    },
    async search() {
      const query = encodeURIComponent(pick(SEARCH_WORDS));
      expectStatus(await call(base, 'GET', `/api/artworks/search?query=${query}`), 200, 'search');
    },
    async feed() {
      expectStatus(await call(base, 'GET', '/api/auth/homefeed?limit=24', { token: pick(people).token }), 200, 'feed');
    },
    async like() {
      const buyer = pick(people);
      const artwork = pick(artworkIds);
      const key = `${buyer.id}:${artwork}`;
      const unlike = liked.has(key);
      if (unlike) liked.delete(key);
      else liked.add(key);
      const answer = await call(base, unlike ? 'DELETE' : 'POST', `/api/auth/likes/${artwork}`, { token: buyer.token });
      expectStatus(answer, 200, unlike ? 'unlike' : 'like');
    },
    async comment(seq) {
      const answer = await call(base, 'POST', `/api/auth/comments/${pick(artworkIds)}`, {
        token: pick(people).token,
        json: { content: `Lovely colours (soak ${seq})` },
      });
      expectStatus(answer, 201, 'comment');
    },
    async upload(seq) {
      const form = artworkForm(
        {
          title: `Soak Sketch ${seq}`,
          description: 'Uploaded during the soak test',
          category: 'Sketch',
          forSale: 'false',
          'tags[0]': 'soak',
        },
        pick(images),
        `sketch-${seq}.png`,
      );
      expectStatus(await call(base, 'POST', '/api/auth/artworks', { token: pick(people).token, form }), 201, 'upload');
    },
    chat(seq) {
      const index = seq % people.length;
      const sender = people[index] as Person;
      const receiver = people[(index + 1) % people.length] as Person;
      if (!sender.socket || !receiver.socket) return Promise.reject(new Error('chat: a socket is closed'));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          pendingChats.delete(seq);
          reject(new Error(`chat: not delivered within ${CHAT_TIMEOUT_MS / 1000} s`));
        }, CHAT_TIMEOUT_MS);
        const settle = (error?: Error) => {
          clearTimeout(timer);
          pendingChats.delete(seq);
          if (error) reject(error);
          else resolve();
        };
        pendingChats.set(seq, { resolve: () => settle(), reject: settle });
        sender.socket?.send(
          JSON.stringify({ action: 'message', receiver_id: receiver.id, content: `soak ${seq}`, client_id: `c${seq}` }),
        );
      });
    },
    async checkout() {
      const buyer = people.find((person) => !person.checkingOut);
      if (!buyer) throw new Error('checkout: every buyer is already checking out');
      buyer.checkingOut = true;
      try {
        const added = await call(base, 'POST', '/api/auth/cart', {
          token: buyer.token,
          json: { artworkId: pick(forSale), quantity: 1 },
        });
        expectStatus(added, 201, 'add to cart');
        const orders = await call(base, 'POST', '/api/auth/checkout', { token: buyer.token, json: SHIPPING });
        expectStatus(orders, 201, 'checkout');
        if (!Array.isArray(orders.body) || orders.body.length !== 1) {
          throw new UnexpectedAnswer(`checkout: expected one order, got ${JSON.stringify(orders.body).slice(0, 200)}`);
        }
      } finally {
        buyer.checkingOut = false;
      }
    },
  };

  // RSS of the server every 10 s; the verdict compares the sample at the end of the warm-up with the last one.
  const rssTrace: { atMs: number; bytes: number }[] = [];
  const rssAfterSetup = server.rss();
  let rssAfterWarmup = 0;
  const liveServer = server;
  const t0 = performance.now();
  const sampler = setInterval(() => rssTrace.push({ atMs: performance.now() - t0, bytes: liveServer.rss() }), 10_000);
  const warmupTimer = setTimeout(() => {
    rssAfterWarmup = liveServer.rss();
    console.log(`soak: warm-up over, server RSS ${mib(rssAfterWarmup)}`);
  }, warmupMs);

  // Open loop: operation n is due at t0 + n / rate whatever happened to the earlier ones, and its latency runs
  // from that due time (a slow server cannot slow the arrivals down and hide its own queueing).
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / rate;
  let launched = 0;
  let nextProgress = 60_000;
  console.log(`soak: ${rate} operations/s for ${durationMs / 1000} s (warm-up ${warmupMs / 1000} s)`);
  while (performance.now() - t0 < durationMs) {
    const elapsed = performance.now() - t0;
    while (launched * interval <= elapsed && launched * interval < durationMs) {
      const seq = launched;
      const kind = SLOTS[seq % SLOTS.length] as Kind;
      const dueAt = t0 + seq * interval;
      launched += 1;
      const entry = stats.get(kind) as Stats;
      if (inFlight.size >= MAX_IN_FLIGHT) {
        dropped += 1;
        entry.errors += 1;
        continue;
      }
      const task = operations[kind](seq)
        .then(() => {
          entry.latencies.push(performance.now() - dueAt);
        })
        .catch((error: unknown) => {
          entry.errors += 1;
          if (errorSamples.length < 20) errorSamples.push(`${kind}: ${(error as Error).message}`);
        })
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    if (elapsed >= nextProgress) {
      const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0);
      console.log(
        `soak: ${Math.round(elapsed / 1000)} s, ${launched} operations, ${errors} errors, ` +
          `RSS ${mib(liveServer.rss())}, load ${loadAverage()}`,
      );
      nextProgress += 60_000;
    }
    await sleep(Math.max(1, Math.min(20, (launched * interval - (performance.now() - t0)) | 0)));
  }
  await Promise.allSettled([...inFlight]);
  clearInterval(sampler);
  clearTimeout(warmupTimer);
  const rssAtEnd = server.rss();
  rssTrace.push({ atMs: performance.now() - t0, bytes: rssAtEnd });
  const loadAfter = loadAverage();

  const rows = KINDS.map((kind) => {
    const entry = stats.get(kind) as Stats;
    return { kind, ...percentiles(entry.latencies), errors: entry.errors };
  });
  const all = percentiles(rows.flatMap((row) => (stats.get(row.kind) as Stats).latencies));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const growth = rssAfterWarmup > 0 ? (rssAtEnd - rssAfterWarmup) / rssAfterWarmup : Number.NaN;
  const maxRss = Math.max(...rssTrace.map((sample) => sample.bytes), rssAtEnd);
  const zeroErrors = errors === 0;
  const memoryFlat = growth < RSS_GROWTH_LIMIT;

  const table = padTable(
    ['operation', 'share', 'done', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    [
      ...rows.map((row) => [
        row.kind,
        `${((SLOTS.filter((kind) => kind === row.kind).length / SLOTS.length) * 100).toFixed(0)} %`,
        row.count.toLocaleString('en'),
        String(row.errors),
        ms(row.p50),
        ms(row.p99),
        ms(row.max),
      ]),
      ['**all**', '100 %', all.count.toLocaleString('en'), String(errors), ms(all.p50), ms(all.p99), ms(all.max)],
    ],
  );
  const verdicts = padTable(
    ['check', 'measured', 'verdict'],
    ['left', 'right', 'left'],
    [
      ['zero errors', `${errors} of ${launched.toLocaleString('en')}`, zeroErrors ? 'PASS' : '**FAIL**'],
      [
        `server RSS at the end within ${RSS_GROWTH_LIMIT * 100} % of after warm-up`,
        `${mib(rssAfterWarmup)} → ${mib(rssAtEnd)} (${formatGrowth(growth)})`,
        memoryFlat ? 'PASS' : '**FAIL**',
      ],
    ],
  );
  const memoryLine =
    `Server RSS: ${mib(rssAfterSetup)} after setup, ${mib(rssAfterWarmup)} after the ${warmupMs / 1000}-second ` +
    `warm-up, ${mib(rssAtEnd)} at the end, ${mib(maxRss)} at most (sampled every 10 s).`;
  const achieved = launched / (durationMs / 1000);

  console.log(`\n${table}\n\n${verdicts}\n\n${memoryLine}`);
  console.log(`Load average before: ${loadBefore}; after: ${loadAfter}.`);
  if (dropped > 0) console.log(`${dropped} operations were not sent: ${MAX_IN_FLIGHT} were already in flight.`);
  if (errorSamples.length > 0) console.log(`First errors:\n  ${errorSamples.join('\n  ')}`);
  console.log(zeroErrors && memoryFlat ? 'PASS' : 'FAIL');

  if (writeReport) {
    const file = path.resolve(SERVER_DIR, '../../docs/benchmarks-soak.md');
    writeFileSync(
      file,
      report({
        table,
        verdicts,
        memoryLine,
        rssTrace,
        loadBefore,
        loadAfter,
        achieved,
        errorSamples,
        buyers: people.length,
        artworks: artworkIds.length,
      }),
    );
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
  process.exitCode = zeroErrors && memoryFlat ? 0 : 1;
} finally {
  for (const person of people) person.socket?.terminate();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

function formatGrowth(growth: number): string {
  return Number.isNaN(growth) ? 'n/a' : `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`;
}

function report(r: {
  table: string;
  verdicts: string;
  memoryLine: string;
  rssTrace: { atMs: number; bytes: number }[];
  loadBefore: string;
  loadAfter: string;
  achieved: number;
  errorSamples: string[];
  buyers: number;
  artworks: number;
}): string {
  const trace = r.rssTrace
    .filter((_, i) => i % 6 === 5 || i === r.rssTrace.length - 1)
    .map((sample) => `${Math.round(sample.atMs / 1000)} s: ${mib(sample.bytes)}`)
    .join(' · ');
  return `# Soak test

Measured ${utcMinute(started)} with \`npx tsx bench/soak.ts\` (apps/server/bench/soak.ts): ${durationMs / 60_000}
minutes of mixed traffic at ${rate} operations per second (${r.achieved.toFixed(1)} sent per second on average).

## Machine

${machineDescription()}
- load average (1, 5, 15 min) before the run: ${r.loadBefore}; after: ${r.loadAfter}

The load generator and the server share these cores, and other work ran on the machine meanwhile (the load
average says how much), so the latencies are upper bounds; the pass/fail checks do not depend on speed.

## Method

- Kala runs as in production: \`node dist/server.js\` (compiled by build.mjs) as a child process on its own port, with a
  fresh SQLite DATA_DIR, the demo seed on (SEED_DEMO=true), NODE_ENV=production, LOG_LEVEL=warn and
  RATE_LIMITS=off (${rate} operations per second from one address would otherwise be throttled by design).
- Setup through the API: one seller with 4 artworks for sale (10,000 in stock each), ${r.buyers} buyers who
  register, sign in, follow 3 artists each and keep a chat socket open for the whole run; ${r.artworks} artworks
  in all to browse, like and comment on.
- Open loop: operation n is due at n / ${rate} s whatever happened to the earlier ones, and its latency runs from
  that due time to the answer (so queueing in the server counts). Operations in a fixed shuffled order of 20
  slots: ${KINDS.map((kind) => `${kind} ${SLOTS.filter((k) => k === kind).length}`).join(', ')}.
${KINDS.map((kind) => `  - ${kind}: ${WHAT[kind]}`).join('\n')}
- An error is any answer other than the one expected (200, or 201 for a comment, upload, cart line and
  checkout with exactly one order), a failed request, a chat error frame, or a chat message not delivered within
  ${CHAT_TIMEOUT_MS / 1000} s.
- Memory: the server's VmRSS (/proc/<pid>/status) every 10 s; the check compares the end of the run with the
  end of the warm-up (the first ${warmupMs / 1000} s, when caches fill and the hot code is compiled).

## Results

${r.table}

${r.verdicts}

${r.memoryLine}

RSS over the run (every minute): ${trace}
${r.errorSamples.length > 0 ? `\nFirst errors:\n\n${r.errorSamples.map((line) => `- ${line}`).join('\n')}\n` : ''}`;
}
