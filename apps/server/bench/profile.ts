// Where Kala's time goes on one scenario (issue 21):
//   npx tsx bench/profile.ts [--size 10000] [--pg] [--pg-database kala_bench] [--only "home feed"] [--seconds 10]
// Starts dist/server.js with --cpu-prof on a bench database (seeded as bench/run.ts does), loads the scenario
// with wrk, stops the server and prints the self time per function and per file from the .cpuprofile it wrote.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, preparePostgres, prepareSqlite, runWrk, scenarios, startKala } from './bench';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    pg: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // As bench/run.ts's: another database than kala_bench, for a checkout whose migrations differ.
    'pg-database': { type: 'string', default: 'kala_bench' },
    only: { type: 'string', default: 'home feed' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '40' },
  },
});
const log = (line: string) => console.log(line);
const size = Number(values.size);
const prepared = values.pg
  ? await preparePostgres(size, log, values['pg-url'] as string, values['pg-database'] as string)
  : await prepareSqlite(size, log);
const scenario = scenarios(prepared).find((s) => s.name.includes(values.only as string));
if (!scenario) throw new Error(`no scenario named like ${values.only}`);

const WARMUP_SECONDS = 3;
const dir = mkdtempSync(path.join(os.tmpdir(), 'kala-prof-'));
const kala = await startKala(prepared, await freePort(), { PUBLIC_CACHE_MS: '0' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
]);
let result: Awaited<ReturnType<typeof runWrk>>;
try {
  result = await runWrk(kala.url, scenario.kala.paths, scenario.kala.headers, {
    seconds: Number(values.seconds),
    warmupSeconds: WARMUP_SECONDS,
    connections: 50,
  });
} finally {
  await kala.stop();
}
console.log(`${scenario.name} (${prepared.engine}, ${size}): ${result.rps.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
// Self time per node: each sample's delta goes to the node it was taken in. Samples of the start and the
// warm-up are left out, so loading modules does not crowd out the requests.
const skipUs = (kala.startMs + WARMUP_SECONDS * 1000) * 1000;
const selfUs = new Map<number, number>();
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsedUs += delta;
  if (elapsedUs >= skipUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const where = node.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '~/') || '(native)';
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg = where.startsWith('~/')
    ? where
        .split('/')
        .slice(0, where.startsWith('~/@') ? 3 : 2)
        .join('/')
    : where;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('self time by file or package', byFile);
print('self time by function', byFunction);
console.log(`\nprofile: ${path.join(dir, file)}`);
