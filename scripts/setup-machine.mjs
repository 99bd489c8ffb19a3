#!/usr/bin/env node
// `npm run setup`: the machine tools the test suites need beyond npm's packages, from Debian's packages when missing
// (as root): Chromium for the end-to-end suite (never a browser Playwright downloads;
// docs/product.md#beyond-the-original-client "Known constraints") and wrk for the benchmark smoke test
// (apps/server/test/bench-smoke.test.ts), and poppler-utils, whose pdftotext and pdftoppm read the certificates'
// PDFs in their tests (apps/server/src/features/certificates). `npm test` runs it first; run it once by hand to set a machine up. PostgreSQL
// and Redis are services, not installed here (README).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs what is missing; returns the problems (empty when everything is there). */
export function setUpMachine() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(hasCommand('wrk') ? [] : ['wrk']),
    ...(hasCommand('pdftotext') ? [] : ['poppler-utils']),
  ];
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0) return [`${missing.join(' and ')} missing (run as root to install them with apt)`];
  console.log(`\n▶ installing ${missing.join(' and ')} (apt-get install ${missing.join(' ')})`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
    return [];
  } catch {
    return [`could not install ${missing.join(' and ')} through apt`];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = setUpMachine();
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0) console.log('Chromium, wrk and poppler-utils are installed.');
  process.exit(problems.length === 0 ? 0 : 1);
}
