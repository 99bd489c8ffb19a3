import { configDefaults, defineConfig } from 'vitest/config';

// One `vitest run` covers every package. The server suite runs twice: once on SQLite, once on PostgreSQL
// (scripts/test.mjs leaves the PostgreSQL project out only when no PostgreSQL answers and CI is not set).
const serverTests = ['apps/server/src/**/*.test.{ts,tsx}', 'apps/server/test/**/*.test.ts'];
// Server tests that touch no database run once, in the SQLite project: on PostgreSQL they would prove nothing more.
// The benchmark's smoke test too: it keeps the bench's machinery from rotting, and `npm run bench` itself runs on
// both engines.
const onceOnly = [
  'apps/server/src/config.test.ts',
  'apps/server/src/lib/images.test.ts',
  'apps/server/src/lib/mailer.test.ts',
  'apps/server/src/plugins/media-storage.test.ts',
  'apps/server/src/plugins/security-headers.test.ts',
  'apps/server/src/plugins/unread-body.test.ts',
  'apps/server/test/bench-smoke.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      // Checks over the repository itself (scripts/): documents cited by code exist; no import cycles, types included.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-sqlite',
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
        },
      },
    ],
  },
});
