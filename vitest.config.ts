import { configDefaults, defineConfig } from 'vitest/config';

// One `vitest run` covers every package. The server suite runs twice: once on SQLite, once on PostgreSQL
// (scripts/test.mjs leaves the PostgreSQL project out only when no PostgreSQL answers and CI is not set).
const serverTests = ['apps/server/src/**/*.test.{ts,tsx}', 'apps/server/test/**/*.test.ts'];
// Server tests that touch no database run once, in the SQLite project: on PostgreSQL they would prove nothing more.
// The benchmark's smoke test too: it keeps the bench's machinery from rotting, and `npm run bench` itself runs on
// both engines.
const onceOnly = [
  'apps/server/src/config.test.ts',
  'apps/server/src/features/certificates/certificate-pdf.test.ts',
  'apps/server/src/features/certificates/certificate-signer.test.ts',
  'apps/server/src/features/notifications/mail/mail-templates.test.tsx',
  'apps/server/src/lib/background.test.ts',
  'apps/server/src/lib/colours.test.ts',
  'apps/server/src/lib/images.test.ts',
  'apps/server/src/lib/perceptual-hash.test.ts',
  'apps/server/src/lib/mailer.test.ts',
  'apps/server/src/lib/secret-box.test.ts',
  'apps/server/src/plugins/media-storage.test.ts',
  'apps/server/src/plugins/security-headers.test.ts',
  'apps/server/src/plugins/unread-body.test.ts',
  // Starts the compiled server on its embedded SQLite default: the engine under test is not the project's.
  'apps/server/test/compiled-start.test.ts',
  'apps/server/test/bench-smoke.test.ts',
];

export default defineConfig({
  test: {
    // Two test files at a time: vitest's default (one core fewer than the machine has) ran every file in turn on
    // our 2-core machines, and the suite took 25 minutes of CI's 90. PostgreSQL schemas, temp folders, ports and
    // Redis keys are each test app's own, so files do not meet (test/helpers.ts: migrations take turns).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      // Checks over the repository itself (scripts/): documents cited by code exist; no import cycles, types included.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-sqlite',
          // The server's test files share a worker's loaded modules instead of importing the whole app again for
          // each file (the import took 40 % of the suite). They may: each builds its own app on its own database
          // (createTestApp), and module state is kept to caches that do not change answers.
          isolate: false,
          include: serverTests,
          environment: 'node',
          env: { KALA_TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          isolate: false, // as server-sqlite
          include: serverTests,
          exclude: [...configDefaults.exclude, ...onceOnly],
          environment: 'node',
          env: { KALA_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build-plugins.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Rendering a screen in jsdom takes a second or two on a busy 2-core machine (CI runs the server suites
          // beside it); 5 s timed out tests that were only slow. A real hang still fails.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
