#!/usr/bin/env node
// `npm start`'s web build, skipped when nothing it is built from changed since the last one (a start otherwise
// spends about 20 s rebuilding the same app). What it is built from: the web app's sources and config, the
// contract's sources and the lockfile. Their hash is kept beside the build, in dist/.source-hash; deleting
// apps/web/dist forces a build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web build reads, from the repository's root (tests beside the code count too: simpler, and cheap). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

/** One hash of every input file's path and content, in a fixed order. */
export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files)
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.join(root, 'apps/web/dist');
  const stamp = path.join(dist, '.source-hash');
  const current = sourceHash(root);
  const built = existsSync(path.join(dist, 'index.html')) && existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (built === current) {
    console.log(
      'The web app has not changed since its last build: starting with apps/web/dist (delete it to rebuild).',
    );
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', '@kala/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
