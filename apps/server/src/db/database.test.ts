import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect, testPgUrl } from '../../test/helpers';
import { withNamedStatements } from './database';

// PostgreSQL only: SQLite keeps its prepared statements in withStatementCache, which the whole suite goes through.
describe.runIf(testDialect === 'postgres')('named statements on PostgreSQL', () => {
  const schema = `t_named_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: pg.Client;
  let pool: pg.Pool;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testPgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.probe (a integer)`);
    await admin.query(`insert into ${schema}.probe values (1)`);
    pool = new pg.Pool({ connectionString: testPgUrl, max: 1, options: `-c search_path=${schema}` });
    db = new Kysely({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, 3) }) });
  });
  afterAll(async () => {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  const prepared = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)).rows.map(
      (row) => row.name,
    );

  it('a statement is prepared once per connection and kept; past the limit, statements go unnamed', async () => {
    for (let i = 0; i < 3; i += 1) await sql`select a from probe where a = ${i}`.execute(db);
    // The statement above and the one listing them; the next two texts fill the limit of 3, the rest are unnamed.
    expect(await prepared()).toEqual(['kala_1', 'kala_2']);
    await sql`select a + 1 from probe`.execute(db);
    await sql`select a + 2 from probe`.execute(db);
    expect(await prepared()).toEqual(['kala_1', 'kala_2', 'kala_3']);
    expect((await sql<{ a: number }>`select a from probe where a = ${1}`.execute(db)).rows).toEqual([{ a: 1 }]);
  });

  it('a kept statement whose table changed its columns (a migration meanwhile) runs again under a new name', async () => {
    const freshPool = new pg.Pool({ connectionString: testPgUrl, max: 1, options: `-c search_path=${schema}` });
    const fresh = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: withNamedStatements(freshPool) }) });
    try {
      const selectAll = () => sql<Record<string, unknown>>`select * from probe`.execute(fresh);
      expect((await selectAll()).rows).toEqual([{ a: 1 }]);
      await admin.query(`alter table ${schema}.probe add column b text default 'new'`);
      expect((await selectAll()).rows).toEqual([{ a: 1, b: 'new' }]);
      expect((await selectAll()).rows).toEqual([{ a: 1, b: 'new' }]);
    } finally {
      await fresh.destroy();
    }
  });
});
