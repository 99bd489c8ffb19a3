// Services hold the rules of a feature and repositories its SQL (docs/architecture.md#services-and-repositories):
// a service that writes a query of its own hides a money or lifecycle condition where the next reader of the
// repository does not look for it. Kysely starts every query with one of these four calls, so a service that calls
// none of them writes no SQL; it may still open a transaction and hand it to repository functions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const QUERY_START = /\.\s*(selectFrom|insertInto|updateTable|deleteFrom)\s*\(/;

/** Each line of a service's text that starts a query, as "line N: call". */
export function sqlCalls(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const match = QUERY_START.exec(line);
    if (match) found.push(`line ${index + 1}: ${match[1]}`);
  });
  return found;
}

/** Every *.service.ts under apps/server/src, as a path from the repository's root. */
export function serverServiceFiles(): string[] {
  const dir = path.join(root, 'apps/server/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.service.ts'))
    .map((file) => path.posix.join('apps/server/src', file.split(path.sep).join('/')))
    .sort();
}

/** Every query started in a server service, as "file:line call". */
export function sqlInServices(): string[] {
  return serverServiceFiles().flatMap((file) =>
    sqlCalls(readFileSync(path.join(root, file), 'utf8')).map((call) => {
      const [, line, name] = /^line (\d+): (\w+)$/.exec(call) ?? [];
      return `${file}:${line} ${name}`;
    }),
  );
}
