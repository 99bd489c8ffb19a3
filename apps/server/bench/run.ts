// npm run bench [-- --smoke] [--sizes 10000,100000,1000000] [--pg-size 100000] [--seconds 10] [--only 'listing|search']
//
// Seeds SQLite databases of each size (cached in bench/.data/ between runs) and one PostgreSQL database (the
// dedicated database kala_bench), starts Kala and a raw-statement baseline as child processes, loads each
// scenario with wrk (-t1 -c50, after a warm-up), prints a table and writes docs/benchmarks.md.
// --smoke: a 200-artwork SQLite database and 1-second runs, to check the machinery in seconds (no report).
// --pg-database: another database than kala_bench, for a checkout whose migrations differ from the one that
// seeded kala_bench (two branches benchmarking on one machine).
// --prepare-only: seed the databases (or find them cached) and stop.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_CANDIDATES } from '../src/features/search/search.repository';
import {
  BENCH_DATA_DIR,
  CACHE_OFF,
  CACHE_OFF_SCENARIOS,
  CHAT_PEERS,
  FOLLOWED_ARTISTS,
  freePort,
  growthTable,
  hasWrk,
  type LoadOptions,
  machineDescription,
  markdownTable,
  type Prepared,
  preparePostgres,
  PRODUCTION_NODE_OPTIONS,
  prepareSqlite,
  type ResultRow,
  type StartRow,
  startAndMemoryTable,
  floorTable,
  runScenarios,
  runViewCounting,
  SEARCH_QUERIES,
  targetsTable,
  SERVER_DIR,
  startBaseline,
  startKala,
  VIEW_COUNTING_SCENARIO,
  VIEWER_NOTIFICATIONS,
} from './bench';

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    'pg-size': { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-database': { type: 'string', default: 'kala_bench' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    report: { type: 'boolean' },
    'prepare-only': { type: 'boolean', default: false },
  },
});

const smoke = values.smoke ?? false;
// --sizes 0: no SQLite database (PostgreSQL only, with --pg-size).
const sizes = (values.sizes ?? (smoke ? '200' : '10000,100000,1000000'))
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const pgSize = values['pg-size'] === undefined ? (smoke ? 0 : 100_000) : Number(values['pg-size']);
const options: LoadOptions = {
  seconds: Number(values.seconds ?? (smoke ? 1 : 10)),
  warmupSeconds: smoke ? 1 : 3,
  connections: Number(values.connections),
};
// A full run writes the report; a smoke run or a partial one only prints, unless --report says otherwise.
const writeReport = values.report ?? (!smoke && values.sizes === undefined && values.only === undefined);
const log = (line: string) => console.log(line);
const WEB_BLOCK_START = '<!-- web:start -->';
const HISTORY_BLOCK_START = '<!-- history:start -->';

if (!hasWrk()) {
  console.error('wrk is not installed (apt-get install -y wrk).');
  process.exit(1);
}

const started = new Date();
const rows: ResultRow[] = [];
const starts: StartRow[] = [];
// --only "home feed|signed in": the scenarios whose name contains any of the parts.
const onlyParts = values.only?.split('|') ?? [];
const only = values.only
  ? (scenario: { name: string }) => onlyParts.some((part) => scenario.name.includes(part))
  : undefined;

async function measure(prepared: Prepared): Promise<void> {
  const baseline = await startBaseline(prepared, await freePort());
  try {
    const kala = await startKala(prepared, await freePort());
    starts.push({ engine: prepared.engine, size: prepared.size, label: '', startMs: kala.startMs });
    try {
      rows.push(...(await runScenarios(prepared, kala, baseline, options, log, only)));
      // View counting on (this Kala) against off, both with the public read cache, as browsers load the page.
      if (only?.({ name: VIEW_COUNTING_SCENARIO }) ?? true) {
        const notCounting = await startKala(prepared, await freePort(), { VIEW_COUNTING: 'off' });
        try {
          rows.push(await runViewCounting(prepared, kala, notCounting, options, log));
        } finally {
          await notCounting.stop();
        }
      }
    } finally {
      await kala.stop();
    }
    // Again with the public read cache off: every request reaches the database, as the baseline's do, so the
    // ratio shows what Kala's own layers cost.
    const uncached = await startKala(prepared, await freePort(), { PUBLIC_CACHE_MS: '0' });
    starts.push({ engine: prepared.engine, size: prepared.size, label: CACHE_OFF, startMs: uncached.startMs });
    const again = (scenario: { name: string }) =>
      CACHE_OFF_SCENARIOS.includes(scenario.name) && (only?.(scenario) ?? true);
    try {
      rows.push(...(await runScenarios(prepared, uncached, baseline, options, log, again, CACHE_OFF)));
    } finally {
      await uncached.stop();
    }
  } finally {
    await baseline.stop();
  }
}

// --prepare-only seeds (or checks) the databases and stops: seeding 1,000,000 artworks takes minutes.
const prepareOnly = values['prepare-only'] ?? false;
for (const size of sizes) {
  const prepared = await prepareSqlite(size, log);
  if (!prepareOnly) await measure(prepared);
}
if (pgSize > 0) {
  const prepared = await preparePostgres(pgSize, log, values['pg-url'] as string, values['pg-database'] as string);
  if (!prepareOnly) await measure(prepared);
}
if (prepareOnly) process.exit(0);

console.log(`\n${markdownTable(rows)}\n`);
const startAndMemory = startAndMemoryTable(starts, rows);
console.log(`${startAndMemory}\n`);
const floor = floorTable(rows);
if (floor) console.log(`${floor}\n`);
const growth = growthTable(rows);
if (growth) console.log(`${growth}\n`);
const targets = targetsTable(rows);
if (targets) console.log(`${targets}\n`);
const errors = rows.reduce((sum, row) => sum + row.kala.errors + row.baseline.errors, 0);
if (errors > 0) console.error(`${errors} requests failed: the numbers above are not valid.`);

if (writeReport) {
  const file = path.resolve(SERVER_DIR, '../../docs/benchmarks.md');
  // What follows the report is kept, each in its own marked block: the notes of earlier passes, written by hand,
  // and the web half of the report (scripts/bench-web.mjs).
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const starts = [HISTORY_BLOCK_START, WEB_BLOCK_START].map((marker) => existing.indexOf(marker));
  const keptFrom = Math.min(...starts.filter((start) => start >= 0), existing.length);
  const kept = keptFrom < existing.length ? `\n${existing.slice(keptFrom)}` : '';
  writeFileSync(file, `${report(rows, floor, growth, targets, startAndMemory)}${kept}`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
process.exit(errors > 0 ? 1 : 0);

function report(
  results: readonly ResultRow[],
  floorText: string,
  growthText: string,
  targetsText: string,
  startText: string,
): string {
  return `# Benchmarks

Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (apps/server/bench/run.ts).

## Machine

${machineDescription()}

The load generator (wrk) and the server share these cores, so absolute numbers say little about a real server;
every scenario is therefore also run against a **baseline** in the same run: a bare Fastify route answering
with one raw prepared statement that returns the same rows (artwork + artist + every image of the artwork),
serialized with plain \`JSON.stringify\` (bench/baseline-server.ts). The ratio of the two is what Kala's own layers
cost.

## Method

- Databases: SQLite files seeded by \`seedAtScale\` (src/demo/scale-seed.ts, the code behind \`npm run seed\`)
  with ${sizes.map((s) => s.toLocaleString('en')).join(', ')} artworks, 2,000 people, their follows, likes,
  comments and reviews (cached in ${path.relative(SERVER_DIR, BENCH_DATA_DIR)}/ between runs); PostgreSQL 15
  with ${pgSize.toLocaleString('en')} artworks in the dedicated database \`${values['pg-database']}\`.
- Kala runs as in production (\`npm start\`): \`node dist/server.js\`, compiled by build.mjs at the start of the run
  (no TypeScript loader), as a child process on its own port with
  NODE_ENV=production, LOG_LEVEL=warn, RATE_LIMITS=off, and NODE_OPTIONS=${PRODUCTION_NODE_OPTIONS} (docs/deploy.md).
  The baseline is a child process with the same NODE_OPTIONS. Its statement for each scenario does the same
  database work as Kala's (same plan). For search that is the newest ${SEARCH_CANDIDATES} whole-word matches
  ranked by Kala's weights in the statement (Kala ranks them in JavaScript on SQLite, with ts_rank on
  PostgreSQL), and prefixes when whole words do not fill an answer, as Kala does. Before a scenario is measured,
  the run checks that both answer the same rows in the same order (bench.ts, checkSameRows).
- What each side returns: per artwork, the baseline's row has the artwork's columns, the artist's username and
  picture, the viewer's like, wishlist and cart state when signed in, and every image of the artwork as one JSON
  array (id, hash, widths, width, height; main image first), made in the same statement as Kala makes it and
  sent as the database answers it. Kala answers the contract's cards: the same data plus the artist object,
  pickup fields, the average rating, and for each image its URL and the widths of its variants (hence "bytes
  Kala / baseline").
- Load: \`wrk -t1 -c${options.connections} -d${options.seconds}s --latency --timeout 10s\` after a ${options.warmupSeconds}-second warm-up
  of the same; one server under load at a time. Requests carry no Accept-Encoding (no gzip on either side).
- Scenarios: the listing's first page (24 cards, newest first); the whole listing, as a client that does not page
  asks it (\`GET /api/artworks\` without \`limit\`: the newest 500 cards, the whole-list cap of
  docs/decisions/0022-whole-lists.md; the baseline's statement reads the same 500 rows); a deep page by cursor (90 % down the listing);
  the home feed of a user following the ${FOLLOWED_ARTISTS} artists with the most artworks (signed-in: token
  check, like/wishlist/cart state); the detail of 200 artworks in turn; the listing and the detail again signed
  in (the baseline's statement adds the viewer's like, wishlist and cart state as EXISTS columns); the viewer's
  first page of notifications (${VIEWER_NOTIFICATIONS} seeded) and chat inbox (${CHAT_PEERS} conversations); the first page
  of the artworks of the artist with the most; search for ${SEARCH_QUERIES.length}
  queries in turn (${SEARCH_QUERIES.map((q) => `"${q}"`).join(', ')}).
- The listing narrowed by three art filters at once (issue 38, docs/decisions/0032-art-filters-and-colour.md):
  \`GET /api/artworks?limit=24&medium=…&size=…&colour=…\` with the newest artwork's medium, size band and main colour
  (the scale seed gives every artwork a medium, a size in cm and its picture's dominant colours, as uploads have);
  the baseline's statement filters the same columns and checks the colour in artwork_colours. Measured with the
  cache on and off; its p99 growth from 10,000 to 1,000,000 artworks on SQLite is one of the targets (≤ 1.5×).
  Alone, at a small size, on both engines: \`npm run bench api -- --sizes 10000 --pg-size 2000 --pg-database
  kala_bench_filters --only 'three filters' --seconds 3\` (a partial run prints its table and writes no report);
  the full run (\`npm run bench\`) measures it at 10,000, 100,000 and 1,000,000 on SQLite and 100,000 on PostgreSQL.
- The signed-in floor: Kala's \`GET /api/push/public-key\` with the viewer's token against the baseline's bare
  \`/health\`. Neither reads anything for an answer; every signed-in request pays at least this (see "Signed-in
  reads against the floor").

Reading latencies: wrk keeps ${options.connections} requests in flight, so a server answering N requests per second
has a mean latency of ${options.connections}/N seconds whatever its code does; a p99 under 25 ms at
${options.connections} connections needs well over ${Math.round(options.connections / 0.025).toLocaleString('en')} answers per second from one Node.js process. The tails
also carry whatever else the shared machine ran meanwhile; throughput ratios are the steadier numbers.

## Results

${markdownTable(results)}

### Signed-in reads against the floor

Every signed-in request costs Kala at least the floor row above: the token and session check (a token stops
working at once when its person is suspended, deleted or signs out everywhere), the security headers, the hooks,
Fastify and Node's HTTP. On top of it Kala does at least the work its baseline does above the baseline's bare
route: the same statement, the same rows. With t the time per request (1 / req/s), Kala / baseline can therefore
reach at most t(baseline) / (t(Kala's floor) + t(baseline) − t(baseline's bare route)): the ceiling below (bench.ts,
floorTable). A ratio close to its ceiling means Kala's own work for the page costs about what the raw statement's
does, and the rest of the gap is the floor.

${floorText || '(needs the floor row and a signed-in scenario on the same database)'}

### Start and memory

Cold start: from spawning \`node dist/server.js\` to its first healthy answer, on the seeded database (migrations
checked, statements prepared on first use). Peak RSS: the most resident memory the process held while any
scenario loaded it (sampled every 250 ms).

${startText}

### Growth from the smallest to the largest SQLite database

${growthText || '(one size only)'}

## Targets

${targetsText || '(needs the 100,000 and the 10,000 to 1,000,000 runs)'}

## Where a request's time goes

Uncached, signed in (a CPU profile of the listing at 100,000 artworks on SQLite, \`bench/profile.ts\`, 2026-11-27):
SQLite's statements about half (the session read and the page, whose rows carry their images and the viewer's
state), \`JSON.stringify\` 12 %, reading widths, images and tags out of the rows 8 %, socket writes 6 %, the ETag's
hash 3 %. The signed-in floor (the same method on a route that reads nothing): socket writes about a fifth, the
session read about a fifth, the ETag's hash and the headers about a tenth, the rest spread over Fastify's hooks,
pino and Node's HTTP with nothing above 3 %. The steps taken and measured since are under "Issue 21 progress"
below.

Cached (search hits at 100,000 artworks, same method): a quarter is the kernel writing the 45 KB answers, the
rest Node's HTTP layer and Fastify's hooks; helmet was 7 % until its headers were computed once
(docs/decisions/0006-security-headers-once.md). wrk shares the two cores and reads every byte, so the tails of
the cached rows carry the load generator too.

## What the measurements changed

- **Public read cache** (docs/decisions/0005-public-read-cache.md). Anonymous listing, detail and search
  answers are served from memory for \`PUBLIC_CACHE_MS\` (1 s): one request per URL fetches, the others get
  the previous answer meanwhile or wait for that one. The rows without "cache off" are Kala as it runs in
  production; the "cache off" rows are the same Kala with \`PUBLIC_CACHE_MS=0\`, every request reaching the
  database as the baseline's do. The signed-in home feed is never cached.
- **Cached answers as bytes.** Kept as a Buffer, not a string re-encoded on every hit: cached search at 100,000
  artworks went from 4,375 to 6,944 req/s.
- **Security headers once** (docs/decisions/0006-security-headers-once.md): helmet runs at start, not per request.
- **Viewer state.** A signed-in viewer's likes, wishlist and cart among a page's artworks are one statement
  (UNION ALL) instead of three.
- **Response serialization.** Checking 24 artwork cards against the zod response schema cost about three times
  their \`JSON.stringify\`. In production (NODE_ENV=production) artwork cards, which have one producer
  (\`loadArtworkCards\`), are now serialized directly; tests and development still check every answer, and every
  other schema is still checked in production (src/plugins/response-serializer.ts).
- **SQLite statements.** Kysely prepared every query anew; statements are now cached by their SQL text
  (src/db/database.ts).
- **Search.** Ranking read the index statistics of every match, so one common word cost in proportion to the
  catalogue (over 100 ms at 100,000 artworks). Only the newest ${SEARCH_CANDIDATES.toLocaleString('en')} matches
  are ranked now, on both engines; whole words are looked up exactly first (on SQLite a lazy walk of the word's
  matches, newest first, that stops at the candidate limit) and prefixes only when whole words do not fill an
  answer, because FTS5 gathers every match of a prefix before it can order them
  (src/features/search/search.repository.ts, migration 0003-search-rowids).
- **Home feed.** SQLite read every artwork of every followed artist and sorted them, in proportion to the
  catalogue for someone following prolific artists; such a viewer's feed now walks the newest artworks instead
  (src/features/artworks/homefeed.repository.ts). PostgreSQL's planner already chose per viewer.
- **SQLite page cache.** 64 MB instead of 2 MB, so the hot pages of a large catalogue stay in the process.
- **Full-text index upkeep.** On SQLite an edit or delete found its index entry by scanning the whole index;
  entries are addressed by rowid now (migration 0003-search-rowids).
- **View beacon.** Every beacon paid for an HMAC (a crypto object) and a date's arithmetic before a repeat viewer
  was found; a repeat is found first now, by a fast seeded hash, and the bot pattern's verdict is remembered per
  user agent (docs/decisions/0010-artwork-views-and-studio.md).
- **Prepared reads** (docs/decisions/0020-prepared-reads.md). The hot reads (the session check, the artwork page,
  the listing and profile grids, the home feed, notifications, the chat inbox) are built and compiled by Kysely
  once per shape, not per request. On PostgreSQL, those whose plan does not depend on their values are named, so
  each connection parses them once and may keep a generic plan (\`bench/plans.ts\` shows both plans).
- **Search in fewer statements.** The cards' statement also leaves out what the viewer may not see (hidden,
  a suspended artist's, blocked either way), which were a statement each; PostgreSQL ranks in the statement that
  reads the cards. Ranking folds plain ASCII text without Unicode normalisation. Signed in: 4 statements → 2 on
  SQLite, 1 on PostgreSQL when whole words fill an answer.
- **A profile's grid by id** reads the page at once; the person is looked up only for a username or an empty page.
- **Smaller cards.** Each image carried its srcset, every variant's URL spelt out: two fifths of a listing's
  bytes. It carries the variants' widths now and the web builds the srcset (the contract's \`imageSrcset\`): 24
  cards went from 33 KB to 21 KB, and \`JSON.stringify\`, the ETag's hash and the socket writes with them.
`;
}
