// The real server as a child process, for tests of what only a process shows: being killed, restarting,
// draining on SIGTERM. From source (`node --import tsx src/server.ts`, no build needed), or compiled
// (`node dist/server.js`, what `npm start` runs after `npm run build -w @kala/server`).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDialect, testPgUrl } from './helpers';

const serverDir = path.resolve(import.meta.dirname, '..');
export const TEST_JWT_SECRET = 'child-server-secret-that-is-long-enough!!';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where a child server keeps its data: a fresh folder, and on PostgreSQL a fresh database of its own. */
export interface ChildData {
  dataDir: string;
  /** DATABASE_URL for the child, or undefined on SQLite. */
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

export async function freshData(): Promise<ChildData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-child-'));
  if (testDialect !== 'postgres') {
    return { dataDir, databaseUrl: undefined, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `kala_child_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: testPgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testPgUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: testPgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `src/server.ts` (or with `compiled`, the built `dist/server.js`) on a free port with `data` and `env`, and
 * waits until /api/health answers 200.
 */
export async function startServer(
  data: ChildData,
  env: Record<string, string> = {},
  { compiled = false } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const entry = compiled ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(data.dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, exited };
}

/** Kills the child with `signal` (if it still runs) and waits for it to exit. */
export async function stopServer(server: ChildServer, signal: NodeJS.Signals = 'SIGKILL') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
