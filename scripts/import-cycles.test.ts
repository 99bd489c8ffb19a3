import { describe, expect, it } from 'vitest';
import { importCycles, importedSpecifiers, repositoryGraph, resolveSpecifier } from './import-cycles';

describe('import cycles', () => {
  it('reads value and type imports and re-exports, not a later import()', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export type * from './d';",
      "type E = import('./e').E;",
      "const lazy = () => import('./f');",
    ].join('\n');
    expect(importedSpecifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e']);
  });

  it('resolves a relative path to its file, with or without extension, or to a folder index', () => {
    expect(resolveSpecifier('apps/server/src/app.ts', './plugins/web')).toBe('apps/server/src/plugins/web.ts');
    expect(resolveSpecifier('apps/web/src/main.tsx', './app/router')).toBe('apps/web/src/app/router.tsx');
    expect(resolveSpecifier('packages/contract/src/chat.ts', './index')).toBe('packages/contract/src/index.ts');
    expect(resolveSpecifier('packages/contract/src/hi/screen.ts', '..')).toBe('packages/contract/src/index.ts');
    expect(resolveSpecifier('apps/server/src/app.ts', '@kala/contract')).toBeUndefined();
  });

  it('names the shortest loop of each cycle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'a.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(graph).sort()).toEqual(['a.ts → b.ts → a.ts', 'd.ts → d.ts']);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds none in the server, the web app or the contract, type-only imports included', () => {
    const graph = repositoryGraph();
    expect(graph.has('apps/server/src/db/database.ts')).toBe(true);
    expect(graph.get('apps/server/src/app.ts')).toContain('apps/server/src/plugins/web.ts');
    expect(importCycles(graph)).toEqual([]);
    // It parses every source file of the repository: seconds on a quiet machine, more beside a busy one.
  }, 60_000);
});
