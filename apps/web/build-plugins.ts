// Vite plugins of the web build (vite.config.ts); build-plugins.test.ts runs them on a folder of its own.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { minifySync, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes into public/preload.js (its `const ROUTE_MODULES = {}`) the code files of each page's screen: the chunk
 * of each module named in `pages` and every chunk it imports statically, without those the first load of every
 * page already brings (the entry's). `pages` maps preload.js's page keys to source modules, relative to the root.
 */
export function fillRouteModules(pages: Record<string, readonly string[]>): Plugin {
  let root = '';
  return {
    name: 'kala-route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Before kala-minify-public-scripts (plugins run in order), which then minifies the filled-in file.
    writeBundle({ dir }, bundle) {
      const table = routeModules(bundle, root, pages);
      const file = path.join(dir!, 'preload.js');
      const source = readFileSync(file, 'utf8');
      const marker = 'const ROUTE_MODULES = {};';
      if (!source.includes(marker)) throw new Error(`public/preload.js lost its "${marker}"`);
      writeFileSync(file, source.replace(marker, `const ROUTE_MODULES = ${JSON.stringify(table)};`));
    },
  };
}

/** page → chunk file names (relative to assets/), as fillRouteModules writes them. */
export function routeModules(
  bundle: OutputBundle,
  root: string,
  pages: Record<string, readonly string[]>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const addClosure = closureOf(chunks);
  // What every page loads anyway: the entry and its static imports.
  const firstLoad = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) addClosure(chunk.fileName, firstLoad);

  const table: Record<string, string[]> = {};
  for (const [page, modules] of Object.entries(pages)) {
    const files = new Set<string>();
    for (const module of modules) {
      const id = path.resolve(root, module);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`no chunk holds ${module} (named for ${page} in vite.config.ts)`);
      addClosure(chunk.fileName, files);
    }
    table[page] = [...files].filter((file) => !firstLoad.has(file)).map((file) => path.relative('assets', file));
  }
  return table;
}

/** Adds a chunk and every chunk it imports statically, recursively, to a set of file names. */
function closureOf(chunks: readonly OutputChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const addClosure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addClosure(imported, into);
  };
  return addClosure;
}

/**
 * Code the shell loads only when first needed but must have offline: the toasts (sonner), which tell what became of
 * a like or a message made without a network (docs/decisions/0038-actions-taken-offline.md).
 */
const NEEDED_OFFLINE = [/\/node_modules\/sonner\//];

/**
 * The files of the app shell: the entry's code, every chunk it imports statically and their styles (what the first
 * load of every page brings), and the code needed offline (NEEDED_OFFLINE), as paths relative to the build's folder.
 */
export function shellFiles(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const addClosure = closureOf(chunks);
  const code = new Set<string>();
  const neededOffline = (chunk: OutputChunk) =>
    (chunk.moduleIds ?? []).some((id) => NEEDED_OFFLINE.some((pattern) => pattern.test(id)));
  for (const chunk of chunks) if (chunk.isEntry || neededOffline(chunk)) addClosure(chunk.fileName, code);
  const files = new Set(code);
  for (const chunk of chunks) {
    if (!code.has(chunk.fileName)) continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return files;
}

/**
 * Records the app shell's files (shellFiles) when the build writes its bundle, for the service worker's precache
 * (vite.config.ts): the shell, not every screen's code. Precaching all of it would download the admin's charts on
 * a buyer's phone; the screens keep coming from the network and the browser's cache (hashed, immutable).
 */
export function recordShellFiles(): { plugin: Plugin; files: () => ReadonlySet<string> } {
  let files: ReadonlySet<string> | null = null;
  return {
    plugin: {
      name: 'kala-record-shell-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        files = shellFiles(bundle);
      },
    },
    files: () => {
      if (!files) throw new Error('the app shell’s files are asked for before the build wrote them');
      return files;
    },
  };
}

// The classic scripts of index.html (public/) are copied as written, with their comments; every page downloads
// them first. Minified in the build (about 0.4 kB gzipped less), kept readable in the tree.
const PUBLIC_SCRIPTS = ['theme-init.js', 'early-taps.js', 'preload.js', 'offline.js'];
export function minifyPublicScripts(): Plugin {
  return {
    name: 'kala-minify-public-scripts',
    apply: 'build',
    // The public folder has been copied by then.
    writeBundle({ dir }) {
      for (const name of PUBLIC_SCRIPTS) {
        const file = path.join(dir!, name);
        writeFileSync(file, minifySync(name, readFileSync(file, 'utf8')).code);
      }
    },
  };
}

// Text files are compressed once here, at the highest levels, and the server sends these files as they are
// (@fastify/static preCompressed): brotli 11 is about 14% smaller than the quick brotli a server can afford per
// request (react.js: 84 kB instead of 98 kB), which a phone on a slow network waits for before the first render.
// Files under 1 kB stay as they are, like the server's own compression threshold.
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;
export function precompress(): Plugin {
  return {
    name: 'kala-precompress',
    apply: 'build',
    // After kala-minify-public-scripts (plugins run in order), so the minified scripts are the ones compressed.
    writeBundle({ dir }) {
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
        );
      for (const file of walk(dir!)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
