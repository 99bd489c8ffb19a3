import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildData, type ChildServer, freshData, startServer, stopServer } from './child-server';

// `npm start` runs compiled JavaScript with plain node (issue 14): the root script builds the web app (skipped when
// its sources are unchanged: scripts/build-web-when-changed.mjs) and starts the server workspace, whose start builds
// dist/server.js (build.mjs) and runs it. Nothing loads TypeScript.

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
const scripts = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm start runs the compiled server', () => {
  let data: ChildData;
  let server: ChildServer;
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverDir });
    data = await freshData();
    server = await startServer(data, { LOG_LEVEL: 'info' }, { compiled: true });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await data?.remove();
  });

  it('builds the web app and the server, then runs dist/server.js with node: no TypeScript loader', () => {
    expect(scripts(repoRoot).start).toBe('node scripts/build-web-when-changed.mjs && npm run start -w @kala/server');
    const start = scripts(serverDir).start as string;
    expect(start).toMatch(/^npm run build && node (--[a-z-]+ )*dist\/server\.js$/);
    expect(scripts(serverDir).build).toBe('node build.mjs');
    // The bundle imports packages, never a loader or a .ts file.
    const bundle = readFileSync(path.join(serverDir, 'dist/server.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["'](tsx|[^"']+\.ts)["']/);
  });

  it('the compiled server migrates, answers the API and its OpenAPI document', async () => {
    expect((await fetch(`${server.url}/api/artworks`)).status).toBe(200);
    const doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/register');
  });

  it('logs JSON lines when its output is piped, and prints where it runs and keeps its data', () => {
    const lines = server.output().split('\n');
    const first = lines.find((line) => line.startsWith('{'));
    expect(JSON.parse(first as string)).toMatchObject({ level: 30 });
    expect(server.output()).toContain(`Kala is running at`);
    expect(server.output()).toContain(data.databaseUrl ? 'Data: PostgreSQL' : `Data: ${data.dataDir}`);
  });
});
