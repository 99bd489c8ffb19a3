// Vite plugins of the web build (vite.config.ts); build-plugins.test.ts runs them on a folder of its own.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

// The classic scripts of index.html (public/) are copied as written, with their comments; every page downloads
// them first. Minified in the build (about 0.4 kB gzipped less), kept readable in the tree.
const PUBLIC_SCRIPTS = ['theme-init.js', 'preload.js'];
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
