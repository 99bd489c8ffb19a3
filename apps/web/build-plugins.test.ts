import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { fillRouteModules, PRECOMPRESS_MIN_BYTES, precompress, routeModules, shellFiles } from './build-plugins';

// Runs a plugin's writeBundle hook on `dir` as the build would once it has written its files.
function writeBundle(plugin: Plugin, dir: string) {
  const hook = plugin.writeBundle as (this: unknown, options: { dir: string }) => void;
  hook.call({}, { dir });
}

describe('precompress (the build writes .br and .gz beside its text files)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of each text file from 1 kB up, and nothing for the rest', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kala-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('kala '.repeat(400))});`;
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>kala</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'small.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'picture.webp'), Buffer.alloc(4096, 7));

    writeBundle(precompress(), dir);

    const br = readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    const gz = readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length);
    expect(readdirSync(dir).sort()).toEqual(
      ['assets', 'index.html', 'index.html.br', 'index.html.gz', 'picture.webp', 'small.js'].sort(),
    );
    expect('console.log(1)'.length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
  });
});

describe('routeModules (the code files public/preload.js starts for a page)', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-1.js', ['/app/src/main.tsx'], ['assets/react-1.js'], true),
      chunk('assets/react-1.js', ['/app/node_modules/react/index.js'], []),
      chunk(
        'assets/login-route-1.js',
        ['/app/src/app/routes/login-route.tsx'],
        ['assets/form-1.js', 'assets/react-1.js'],
      ),
      chunk('assets/form-1.js', ['/app/src/ui/form-field.tsx'], ['assets/index-1.js']),
      chunk('assets/admin-1.js', ['/app/src/app/routes/admin-route.tsx'], ['assets/form-1.js']),
      { type: 'asset', fileName: 'assets/index-1.css' },
    ].map((item) => [item.fileName, item]),
  ) as unknown as Rolldown.OutputBundle;

  it("lists a page's chunks and what they import, without what the first load of every page brings", () => {
    expect(routeModules(bundle, '/app', { '/auth/login': ['src/app/routes/login-route.tsx'] })).toEqual({
      '/auth/login': ['login-route-1.js', 'form-1.js'],
    });
  });

  it('fails the build when a named module is in no chunk (a route file was moved or renamed)', () => {
    expect(() => routeModules(bundle, '/app', { '/auth/login': ['src/app/routes/sign-in.tsx'] })).toThrow(
      /no chunk holds src\/app\/routes\/sign-in.tsx/,
    );
  });
});

describe("shellFiles (what the service worker precaches of the app's code)", () => {
  it("is the entry, the chunks it imports statically and their styles, and the toasts' code; no lazy screen's code", () => {
    const chunk = (
      fileName: string,
      imports: string[],
      isEntry: boolean,
      importedCss: string[] = [],
      moduleIds: string[] = [],
    ) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        isEntry,
        moduleIds,
        viteMetadata: { importedCss: new Set(importedCss) },
      }) as const;
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', ['assets/react-1.js'], true, ['assets/index-1.css']),
        chunk('assets/react-1.js', [], false),
        chunk('assets/admin-1.js', ['assets/charts-1.js'], false, ['assets/admin-1.css']),
        chunk('assets/charts-1.js', [], false),
        // Loaded by the shell when a toast is first shown: offline, it must already be on the device.
        chunk('assets/dist-1.js', ['assets/react-1.js'], false, [], ['/app/node_modules/sonner/dist/index.mjs']),
        { type: 'asset', fileName: 'assets/index-1.css' },
      ].map((item) => [item.fileName, item]),
    ) as unknown as Rolldown.OutputBundle;
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/dist-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/react-1.js',
    ]);
  });
});

describe('fillRouteModules', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the table into the built preload.js, in place of the source's empty one", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kala-route-modules-'));
    writeFileSync(path.join(dir, 'preload.js'), readFileSync(path.join(import.meta.dirname, 'public/preload.js')));
    const plugin = fillRouteModules({ '/auth/login': ['src/app/routes/login-route.tsx'] });
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/app' });
    const hook = plugin.writeBundle as (this: unknown, options: { dir: string }, bundle: Rolldown.OutputBundle) => void;
    hook.call({}, { dir }, {
      'assets/login-route-1.js': {
        type: 'chunk',
        fileName: 'assets/login-route-1.js',
        moduleIds: ['/app/src/app/routes/login-route.tsx'],
        imports: [],
        isEntry: false,
      },
    } as unknown as Rolldown.OutputBundle);
    expect(readFileSync(path.join(dir, 'preload.js'), 'utf8')).toContain(
      'const ROUTE_MODULES = {"/auth/login":["login-route-1.js"]};',
    );
  });
});
