// What the live benchmarks (bench/chat-bench.ts, bench/soak.ts) share: a server process of their own (Kala or a
// yardstick) they can stop and whose memory they can read, latency percentiles, and the machine's load.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { nodeArgs, residentBytes, SERVER_DIR } from './bench';

export interface LiveServer {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** The process's resident set size in bytes (VmRSS), or 0 once it has exited. */
  rss(): number;
  /** The last lines the process wrote (for an error message). */
  output(): string;
  stop(): Promise<void>;
}

/** The environment every Kala process of the live benchmarks runs with (production mode, quiet logs). */
export function kalaEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(SERVER_DIR, 'bench', '.data', 'no-web'),
    ...extra,
  };
}

/**
 * Starts `<entry>` (relative to apps/server; TypeScript through tsx, see nodeArgs) with `env` only, and waits until `healthPath`
 * answers 200. Whatever the process writes is echoed to stderr, each line prefixed with `name`.
 */
export async function startLiveServer(
  name: string,
  entry: string,
  env: Record<string, string>,
  healthPath: string,
  timeoutMs = 180_000,
): Promise<LiveServer> {
  const child = spawn(process.execPath, nodeArgs(entry), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const echo = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-8000);
    for (const line of text.split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  const url = `http://127.0.0.1:${env.PORT}`;
  const server: LiveServer = {
    name,
    url,
    pid: child.pid ?? 0,
    rss: () => residentBytes(child),
    output: () => tail,
    stop: () => stopChild(child),
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited while starting:\n${tail}`);
    }
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${name} did not answer ${healthPath} within ${timeoutMs / 1000} s:\n${tail}`);
    }
    await sleep(200);
  }
}

/** SIGTERM (Kala drains), then SIGKILL after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of `values` (milliseconds); zeros when there are none. */
export function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

/** Milliseconds as the reports print them. */
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/** The 1, 5 and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** A minute-precision UTC timestamp for the reports. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
