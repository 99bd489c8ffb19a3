import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { createPrivateFile } from '../lib/private-files';
import { renameStatement, statementName } from './prepared';
import type { Database, Db } from './schema';

export type { Db };
export type Tx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema in use when not the default (tests); migrations keep their bookkeeping there too. */
  pgSchema?: string | undefined;
  close(): Promise<void>;
}

// COUNT(*) and SUM() come back from PostgreSQL as int8 strings; our counts fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client that loses its connection (database restart) must not crash the process: an idle one reports
    // to the pool, a checked-out one (between two statements of a transaction) to itself. Either way its next
    // query fails (a 503) and the pool discards it on release, so the pool recovers by itself.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return { db, dialect: 'postgres', pgSchema: options.pgSchema, close: () => db.destroy() };
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') createPrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB of page cache instead of SQLite's 2 MB: a server's hot pages (newest artworks, indexes, people)
  // stay in the process instead of being read back from the OS for every request.
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

// Kysely prepares every query anew; preparing the listing's join costs about as much as a tenth of running it.
// Statements are kept by their SQL text (the few hundred shapes the app builds; IN lists of other lengths are
// other texts, hence the bound). Safe because better-sqlite3 runs one statement at a time on this connection
// and Kysely's stream() (iterate), which would hold a statement open, is not used.
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the first entry is the one to evict.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it on each run. The hot reads that asked for
 * it (db/prepared.ts) go named instead: pg prepares a name on a connection the first time it runs there, and
 * PostgreSQL may then keep a generic plan for it (issue 21). Every other statement passes as it was.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      const query = async (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
        // A cursor (Kysely's streaming) passes as it is.
        if (typeof sql !== 'string') return client.query(sql as pg.Submittable);
        const values = [...(parameters ?? [])];
        const name = statementName(sql);
        if (name === undefined) return client.query(sql, values);
        try {
          return await client.query({ name, text: sql, values });
        } catch (error) {
          // A table the statement reads changed its columns since this connection prepared it (a newer instance
          // migrated during a rolling deploy): PostgreSQL refuses the kept statement. Under a new name it is
          // prepared afresh, on every connection as it comes. (Inside a transaction the retry fails as the
          // statement did: the transaction is aborted and its caller sees the error.)
          if (!isStalePreparedStatement(error)) throw error;
          return client.query({ name: renameStatement(sql), text: sql, values });
        }
      };
      // The one query function serves both of Kysely's overloads, which TypeScript cannot check in one body.
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
  };
}

const isStalePreparedStatement = (error: unknown): boolean =>
  error instanceof Error &&
  (error as { code?: unknown }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');
