import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from './build-web-when-changed.mjs';

// `npm start` skips the web build when what it is built from is unchanged (issue 35, the README items).
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('sourceHash', () => {
  it("changes with the web app's or the contract's sources and the lockfile, and with nothing else", () => {
    root = mkdtempSync(path.join(tmpdir(), 'kala-build-hash-'));
    write('apps/web/src/main.tsx', 'render()');
    write('packages/contract/src/index.ts', 'export {}');
    write('package-lock.json', '{}');
    const first = sourceHash(root);
    expect(sourceHash(root)).toBe(first);

    // The server, the web build's own output and the tests' results are not inputs.
    write('apps/server/src/server.ts', 'listen()');
    write('apps/web/dist/index.html', '<html>');
    expect(sourceHash(root)).toBe(first);

    write('apps/web/src/main.tsx', 'render(app)');
    const second = sourceHash(root);
    expect(second).not.toBe(first);
    write('packages/contract/src/texts.ts', 'export const A = 1');
    const third = sourceHash(root);
    expect(third).not.toBe(second);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(sourceHash(root)).not.toBe(third);
  });

  it('tells a file moved from one name to another apart', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kala-build-hash-'));
    write('apps/web/src/a.ts', 'x');
    const before = sourceHash(root);
    rmSync(path.join(root, 'apps/web/src/a.ts'));
    write('apps/web/src/b.ts', 'x');
    expect(sourceHash(root)).not.toBe(before);
  });
});
