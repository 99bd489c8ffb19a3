import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The app's name by path, with file extensions: the package's TypeScript entry is not loadable by Node as a
// dependency, and an extensionless import makes Vite warn that its native config loader could not read this file.
import { appName, tagline } from '../../packages/contract/src/texts/brand.ts';
import { fillRouteModules, minifyPublicScripts, precompress, recordShellFiles } from './build-plugins.ts';

// React Router ships two builds of the same code; its package exports name only the development one, whose dev
// warnings and their texts cost about 0.6 kB gzipped in the first download of every page. The app's build takes
// the production one; the dev server and the tests keep the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// Pages whose code public/preload.js starts at once: the lazy modules the app loads first for them. The login
// screen (where a link to any signed-in page leads), and a signed-in person's home, sent as the shell: its feed's
// answer is parsed with the shell's schemas (zod with them), which the app would ask for only once it has run; on
// a throttled phone their feed showed about 0.5 s sooner with them (docs/benchmarks.md). Measured with
// Lighthouse, the listing gained nothing and the detail page lost, its two dozen files taking the six connections
// of HTTP/1.1 ahead of its data and its image. Each page's list is in every page's preload.js: about 0.2 kB
// gzipped.
const FIRST_VISIT_PAGES = {
  '/auth/login': ['src/app/layouts/auth-layout.tsx', 'src/app/routes/login-route.tsx'],
  '/': ['src/lib/lib.schemas.ts'],
};

// Several builds may run side by side (parallel end-to-end runs): each can name its own folder.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

// @kala/contract is plain declarations (schemas, texts, constants). Saying so lets the bundler leave out what a chunk
// does not use: the shell needs texts and constants, not zod and every schema (nor does the service worker).
const CONTRACT_TREESHAKE = {
  moduleSideEffects: (id: string) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
};

// The page background of each theme (index.css --background, index.html's theme-color): the installed app's
// window and splash screen. The manifest has one colour; index.html's per-scheme theme-color meta tags win in the
// browsers that read them, so a dark system shows the dark colour there.
const PAPER = '#fbf7f1';

/**
 * The installable app (issue 15): the web app manifest and the service worker (src/service-worker/sw.ts), which
 * precaches the app shell and the offline page. main.tsx registers it after the page has loaded
 * (lib/register-service-worker.ts), so nothing here is injected into index.html but the manifest's link.
 */
function installableApp() {
  const shell = recordShellFiles();
  return [
    shell.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: appName,
        short_name: appName,
        description: `${appName} — ${tagline}`,
        lang: 'en-IN',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: PAPER,
        background_color: PAPER,
        categories: ['shopping', 'social', 'lifestyle'],
        // Drawn from the Kala mark by scripts/app-icons.mjs.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // A classic worker: every browser with service workers runs it (module workers are newer).
        rollupFormat: 'iife',
        buildPlugins: {
          vite: [
            {
              name: 'kala-contract-treeshake',
              config: () => ({ build: { rolldownOptions: { treeshake: CONTRACT_TREESHAKE } } }),
            },
          ],
        },
        globPatterns: [
          'assets/*.{js,css}',
          'offline.html',
          'offline.js',
          'theme-init.js',
          'early-taps.js',
          'favicon.svg',
          'icons/*.png',
        ],
        // Of the code, only the shell's files (recordShellFiles says why).
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.files().has(entry.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}

/** The app for the browser (`vite build`). */
const browserBuild = (command: string): UserConfig => ({
  plugins: [
    react(),
    tailwindcss(),
    fillRouteModules(FIRST_VISIT_PAGES),
    minifyPublicScripts(),
    precompress(),
    ...installableApp(),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    // In development the API and media come from the Kala server (npm run dev starts both).
    proxy: {
      '/api': { target: 'http://localhost:8080', ws: true },
      '/media': 'http://localhost:8080',
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // No <link rel=modulepreload> for a lazy module's imports (docs/decisions/0047-no-modulepreload.md): a signed-in
    // artwork page added 75 of them at once, which took about 230 ms of the main thread at 4x CPU and shared a slow
    // phone network with the page's largest picture. Without them a phone's largest paint came 0.3 s earlier on the
    // home and the artwork page, and Lighthouse's blocking time fell (docs/benchmarks.md). A lazy module's imports
    // start when it has been read; the login page's code is still started at once by public/preload.js.
    modulePreload: false,
    rolldownOptions: {
      treeshake: CONTRACT_TREESHAKE,
      output: {
        // React and the router change less often than Kala: their own file stays cached across releases. All that
        // the entry needs (the shell and the home page) is one more file, not a dozen small shared chunks that a
        // phone on HTTP/1.1 would fetch a few at a time.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The listing's URL parsing (entities/artwork), list query and the router's prefetch of it
            // (features/artworks): the router loads them beside the listing screen, which needs them too. One file,
            // not three small ones.
            {
              name: 'listing',
              test: /[\\/](features[\\/]artworks[\\/](listing-prefetch|artworks\.api)|entities[\\/]artwork[\\/]listing-params)\.ts$/,
              priority: 0,
            },
            // The icons of the lazy screens in one file (about 5 kB gzipped) instead of a file per icon or per
            // set of screens sharing one: the detail page asked for five of them, each a request of its own on
            // the six connections of HTTP/1.1. Measured (docs/benchmarks.md): its Lighthouse score 82 → 88.
            // Icons of the shell and the home page stay in 'app' (higher priority).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
});

/**
 * The server's page renderer (src/entry-server.tsx, `vite build --ssr`): one file in the build's ssr/ folder, with
 * React, the router and the app bundled in, so the server loads it from wherever the build is (WEB_DIST) without
 * node_modules beside it. The server never sends that folder to browsers (apps/server/src/plugins/web.ts).
 */
const serverRendererBuild = (): UserConfig => ({
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  ssr: { noExternal: true, target: 'node' },
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(outDir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

export default defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? serverRendererBuild() : browserBuild(command)));
