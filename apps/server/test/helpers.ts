import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import { type AppDeps, createDeps } from '../src/deps';
import { type RazorpayStandIn, startRazorpayStandIn } from './razorpay-stand-in';

/** Which engine this test run uses: the vitest projects server-sqlite and server-postgres set it. */
export const testDialect = process.env.KALA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const testPgUrl = process.env.KALA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  /** Opens a second handle on the same database (for a second server instance, or raw checks). */
  openSecondHandle(): DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A whole Kala app on a fresh, migrated database: SQLite in a temp folder, or PostgreSQL in a schema of its
 * own that is dropped afterwards. Tests run in parallel files without seeing each other's rows.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-test-'));
  let pgSchema: string | undefined;
  if (testDialect === 'postgres') {
    pgSchema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await pgAdmin(`create schema ${pgSchema}`);
  }
  const config = loadConfig(
    { LOG_LEVEL: 'silent', SEED_DEMO: 'false', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!' },
    // The public read cache is off unless a test is about it: factories write to the database directly,
    // behind the cache's back.
    { dataDir, rateLimits: false, publicCacheMs: 0, webDist: path.join(dataDir, 'no-web'), ...overrides },
  );
  const open = () =>
    openDatabase(
      testDialect === 'postgres'
        ? { databaseUrl: testPgUrl, pgSchema, poolSize: 20 }
        : { sqlitePath: path.join(dataDir, 'kala.db') },
    );
  const database = open();
  await schemaChangesInTurn(() => migrateToLatest(database));
  // config.mediaDir is inside the test's temp data folder, removed by close(); `s3` in the overrides uses a bucket.
  const deps = createDeps(config, database);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    config,
    openSecondHandle: open,
    async close() {
      await app.close();
      await database.close();
      if (pgSchema) await pgAdmin(`drop schema ${pgSchema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app whose payment gateway is a fresh local stand-in of Razorpay's API (test/razorpay-stand-in.ts), for the
 * suites about payments and money sent to artists; the app's close() stops the stand-in after the app.
 */
export async function createTestAppWithStandIn(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; gateway: RazorpayStandIn }> {
  const gateway = await startRazorpayStandIn();
  const t = await createTestApp({ razorpay: gateway.config, ...overrides });
  return {
    t: {
      ...t,
      async close() {
        await t.close();
        await gateway.close();
      },
    },
    gateway,
  };
}

/** One statement on the test database, outside any app (creating and dropping a test's schema). */
async function pgAdmin(statement: string): Promise<void> {
  await schemaChangesInTurn(async () => {
    const client = new pg.Client({ connectionString: testPgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  });
}

/** Any number, the same in every worker; Kysely's own migration lock uses another. */
const SCHEMA_CHANGES_LOCK = 4_240_017;

/**
 * Test files run two at a time (vitest.config.ts), each in its own schema of one database. Kysely's migrator
 * looks for its own tables by reading the catalog of every schema at once, and that read fails when another
 * file's schema loses a table meanwhile ("relation ... does not exist"). So migrating a schema and dropping one
 * take turns, under one PostgreSQL advisory lock; a schema's own tests run at full speed beside them. A test that
 * drops a table of its own schema (a migration taken down and up again) takes its turn too.
 */
export async function schemaChangesInTurn<T>(run: () => Promise<T>): Promise<T> {
  if (testDialect !== 'postgres') return run();
  const lock = new pg.Client({ connectionString: testPgUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SCHEMA_CHANGES_LOCK]);
    return await run();
  } finally {
    // Ending the session lets the lock go as well.
    await lock.end();
  }
}
/**
 * Two database handles as two server instances would hold them, for proving a sweep safe on several instances.
 * On PostgreSQL a second pool, whose transactions truly run at once with the first's. On SQLite the same handle
 * twice: two better-sqlite3 handles in one process block each other (a synchronous busy wait holds the event
 * loop the other needs to commit), and SQLite's single writer serialises separate processes all the same.
 */
export async function withTwoInstances<T>(t: TestApp, run: (a: AppDeps['db'], b: AppDeps['db']) => Promise<T>) {
  if (testDialect !== 'postgres') return run(t.deps.db, t.deps.db);
  const second = t.openSecondHandle();
  try {
    return await run(t.deps.db, second.db);
  } finally {
    await second.close();
  }
}

/**
 * The app started again on the same database, as after a restart (or with a changed setting: `overrides`): a new
 * database handle, new dependencies and a new app, as a new process would have. Close it before `t`.
 */
export async function restartedApp(
  t: TestApp,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; deps: AppDeps; close(): Promise<void> }> {
  const database = t.openSecondHandle();
  const deps = createDeps({ ...t.config, ...overrides }, database);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The tables whose rows have an `id` of their own. */
type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

/** The row of `table` with this id as the database holds it (what the app wrote), or the test fails. */
export function rowOf<T extends TableWithId>(
  t: Pick<TestApp, 'deps'>,
  table: T,
  id: string,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot follow a table named by a type parameter: it is asked as any table with an id, and the row is
  // typed as the named table's.
  const db = t.deps.db as unknown as Kysely<Record<string, { id: string }>>;
  return db
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>;
}
