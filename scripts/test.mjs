#!/usr/bin/env node
// `npm test`: every check Kala has, in order, with one summary line at the end.
// type check → lint → unit and server tests (SQLite and PostgreSQL) → web build → end-to-end in Chromium (with the
// JavaScript budget of each route against that build: apps/web/js-budget.mjs, e2e/js-budget.spec.ts).
// With CI=true nothing may be skipped: PostgreSQL and Redis must answer; Chromium and wrk are installed through apt
// if missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromiumPath, setUpMachine } from './setup-machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
// Only this run's own reports are cleared: a Playwright run elsewhere may be writing beside them.
const reports = path.join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each failed test by file and name, printed again in the summary. */
const failures = [];

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${title} failed (exit ${result.status})`);
  return result.status === 0;
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
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

// 1. Type check and lint.
for (const project of ['packages/contract', 'apps/server', 'apps/web']) {
  step(`type check ${project}`, 'npx', ['tsc', '--noEmit', '-p', project]);
}
step('lint (biome)', 'npx', ['biome', 'check', '.']);

// Machine tools the suites need (Chromium, wrk): installed from Debian's packages when missing
// (scripts/setup-machine.mjs, also `npm run setup`). Without them the browser suite and the benchmark smoke test are
// skipped, which CI refuses.
const setupProblems = setUpMachine();
if (ci) problems.push(...setupProblems);
else for (const problem of setupProblems) console.warn(`\n⚠ ${problem}`);

// 2. Vitest: contract, server on SQLite, server on PostgreSQL, web.
const pgUp = await canConnect('127.0.0.1', 5432);
const projects = ['contract', 'repo', 'server-sqlite', 'web'];
if (pgUp) projects.push('server-postgres');
else if (ci) problems.push('PostgreSQL is not reachable at 127.0.0.1:5432, and CI requires the PostgreSQL suite');
else console.warn('\n⚠ PostgreSQL is not reachable at 127.0.0.1:5432: the server suite runs on SQLite only.');
// Redis carries chat fan-out and shared rate limits between instances; those tests need it in CI.
const redisUp = await canConnect('127.0.0.1', 6379);
if (!redisUp && ci) problems.push('Redis is not reachable at 127.0.0.1:6379, and CI requires the Redis tests');
else if (!redisUp) console.warn('\n⚠ Redis is not reachable at 127.0.0.1:6379: the Redis tests are skipped.');
const vitestJson = path.join(reports, 'vitest.json');
step('unit, server and web tests (vitest)', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // Named again in the summary: a CI log is often read from its end.
  for (const file of r.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${path.relative(root, file.name)} › ${test.fullName}`);
    }
  }
}

// 3. Build the web app (the end-to-end suite runs against the built app served by the real server).
const built = step('web build', 'npm', ['run', 'build', '-w', '@kala/web']);

// 4. End-to-end in Debian's Chromium.
if (!existsSync(chromiumPath)) {
  if (ci) problems.push(`Chromium is missing at ${chromiumPath}, and CI requires the browser suite`);
  else console.warn(`\n⚠ Chromium is missing at ${chromiumPath}: the end-to-end suite is skipped.`);
} else if (built) {
  const pwJson = path.join(reports, 'playwright.json');
  step('end-to-end (playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, 'utf8'));
    const s = report.stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    failures.push(...failedPlaywrightTests(report.suites));
  }
}

console.log('\n──────── summary ────────');
for (const p of problems) console.log(`✗ ${p}`);
for (const f of failures) console.log(`  ✗ ${f}`);
if (totals.passed + totals.failed === 0) {
  console.log('✗ no test was executed');
  problems.push('no test executed');
}
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length === 0 && totals.failed === 0 ? 0 : 1);

/** The tests of a Playwright JSON report that ended unexpectedly, as `file › title [project]`. */
function failedPlaywrightTests(suites, titles = []) {
  const found = [];
  for (const suite of suites ?? []) {
    const inside = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          found.push(`${spec.file} › ${[...inside, spec.title].join(' › ')} [${test.projectName}]`);
        }
      }
    }
    found.push(...failedPlaywrightTests(suite.suites, inside));
  }
  return found;
}
