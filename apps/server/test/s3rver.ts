import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/config';

/** A fake S3 (s3rver, in a child process) on a free port of 127.0.0.1, with one empty bucket. */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** S3_* environment for a server process using this bucket. */
  env: Record<string, string>;
  /** The same as a Config's s3 entry. */
  config: S3Config;
  close(): Promise<void>;
}

// s3rver accepts every request signed with the key pair S3RVER/S3RVER.
const ACCESS_KEY = 'S3RVER';

export async function startFakeS3(bucket = `kala-${Math.random().toString(36).slice(2, 10)}`): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kala-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 'fake-s3-server.mjs'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await readPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function readPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
}
