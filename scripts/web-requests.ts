// Every request the web app makes is written in an `*.api.ts` file, a feature's or the artwork or user layer's
// (docs/decisions/0018-web-data-layer.md): a newcomer looking for a call, its schema or the cache it writes finds
// them there. The API client and the two transports it lacks (a download as a file, an upload with progress) take a
// path from those files and are the only other places that send; the service worker answers requests, it makes none
// of the app's own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const REQUEST =
  /\bapi\s*\.\s*(get|post|put|patch|delete)\b|\bapiPage\s*[<(]|\bfetch\s*\(|\bnew XMLHttpRequest\b|\bsendBeacon\s*\(/;

/** The transports: they send what an `*.api.ts` asks for. */
export const TRANSPORTS = [
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/download-file.ts',
  'apps/web/src/lib/upload-with-progress.ts',
];

/** Each line of a file's text that sends a request, as "line N". Comments are skipped. */
export function requestLines(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return;
    if (REQUEST.test(code)) found.push(`line ${index + 1}`);
  });
  return found;
}

/** Every source file of the web app outside tests and the service worker, as a path from the repository's root. */
export function webSourceFiles(): string[] {
  const dir = path.join(root, 'apps/web/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('apps/web/src', file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('apps/web/src/service-worker/') && !file.startsWith('apps/web/src/test/'))
    .sort();
}

/** Every request sent outside an `*.api.ts` file and the transports, as "file:line". */
export function requestsOutsideApiFiles(): string[] {
  return webSourceFiles()
    .filter((file) => !file.endsWith('.api.ts') && !TRANSPORTS.includes(file))
    .flatMap((file) =>
      requestLines(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line.slice(5)}`),
    );
}
