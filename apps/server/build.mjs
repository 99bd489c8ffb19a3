// Compiles the server for `npm start`: src/server.ts and the contract it imports become one ES module,
// dist/server.js, run by plain `node` (no TypeScript loader in production). Packages from node_modules stay
// imports (native ones such as better-sqlite3, sharp and argon2 cannot be bundled); @kala/contract is
// TypeScript source, so it is compiled in. dist/ sits at the same depth as src/, so paths the code derives from
// import.meta.dirname (the web build, the default data folder) are the same in both.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;

/** Every bare import is external except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kala/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  write: false,
});
// Each file is written beside its place and renamed over it: a server starting meanwhile (two test runs build
// at once) reads the old file or the new one, never half of one.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
