import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './build-plugins';

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
