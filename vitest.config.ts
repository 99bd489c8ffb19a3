import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package. The server suite runs twice: once on SQLite, once on PostgreSQL
// (scripts/test.mjs leaves the PostgreSQL project out only when no PostgreSQL answers and CI is not set).
const serverTests = ['apps/server/src/**/*.test.{ts,tsx}', 'apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
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
