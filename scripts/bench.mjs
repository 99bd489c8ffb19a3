#!/usr/bin/env node
// `npm run bench [api|web|chat|soak|all] [-- options]`: Kala's benchmarks. Without a name it runs api, web and
// chat (soak takes ten minutes and runs only when named). Each writes its tables into docs/.
//   api   apps/server/bench/run.ts        listing, feed, detail, search at 10k/100k/1M artworks → docs/benchmarks.md
//   web   scripts/bench-web.mjs           JS per route and Lighthouse scores                    → docs/benchmarks.md
//   chat  apps/server/bench/chat-bench.ts sockets held, delivery p99, one and two instances     → docs/benchmarks-chat.md
//   soak  apps/server/bench/soak.ts       ten minutes of mixed traffic, errors, p99, memory     → docs/benchmarks-soak.md
import { execSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const names = ['api', 'web', 'chat', 'soak'];
const args = process.argv.slice(2);
const chosen = args[0] && (names.includes(args[0]) || args[0] === 'all') ? args.shift() : undefined;
const run = chosen === undefined ? ['api', 'web', 'chat'] : chosen === 'all' ? names : [chosen];

const commands = {
  api: ['npx', ['tsx', 'bench/run.ts', ...args], server],
  web: ['node', ['scripts/bench-web.mjs', ...args], root],
  chat: ['npx', ['tsx', 'bench/chat-bench.ts', ...args], server],
  soak: ['npx', ['tsx', 'bench/soak.ts', ...args], server],
};

// The API benchmark loads Kala with wrk, from Debian's packages when missing (as root).
const hasWrk = spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;
if (run.includes('api') && !hasWrk && process.getuid?.() === 0) {
  console.log('\n▶ installing wrk (apt-get install wrk)');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', { stdio: 'inherit' });
}

let failed = false;
for (const name of run) {
  const [command, commandArgs, cwd] = commands[name];
  console.log(`\n▶ bench ${name}`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ bench ${name} failed (exit ${result.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
