import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp, testDialect } from '../../test/helpers';
import type { Db } from './database';
import { NAMED_STATEMENTS_MAX, namedStatementCount, preparedRead, SHAPES_KEPT } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersBy = (db: Db, role: 'user' | 'admin', username: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(sql.ref('role'), '=', sql.lit(role))
    .where('username', '=', username)
    .orderBy('id');

describe('preparedRead', () => {
  it('answers what the builder answers, for each shape and values, and builds each shape once', async () => {
    const ana = await createUser(t, { username: 'ana_prepared' });
    const admin = await createUser(t, { username: 'root_prepared', role: 'admin' });
    const build = vi.fn((db: Db, { username }: { username: string }, role: 'user' | 'admin') =>
      usersBy(db, role, username),
    );
    const read = preparedRead(build);
    const db = t.deps.db;
    for (const [username, role] of [
      ['ana_prepared', 'user'],
      ['root_prepared', 'user'],
      ['root_prepared', 'admin'],
      ['ana_prepared', 'admin'],
      ['ana_prepared', 'user'],
    ] as const) {
      expect(await read(db, { username }, role)).toEqual(await usersBy(db, role, username).execute());
    }
    expect(await read(db, { username: 'ana_prepared' }, 'user')).toEqual([{ id: ana.id, username: 'ana_prepared' }]);
    expect(await read(db, { username: 'root_prepared' }, 'admin')).toEqual([
      { id: admin.id, username: 'root_prepared' },
    ]);
    // Two shapes, each built and compiled once; every other run only bound its values.
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const read = preparedRead((db, { username }: { username: string }) =>
      db.selectFrom('users').select('username').where('username', '=', username),
    );
    const user = await createUser(t, { username: 'before_rename' });
    await t.deps.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ username: 'after_rename' }).where('id', '=', user.id).execute();
      expect(await read(tx, { username: 'after_rename' })).toEqual([{ username: 'after_rename' }]);
    });
  });

  it('keeps the most recently used shapes, and compiles a forgotten one again', async () => {
    const user = await createUser(t, { username: 'many_shapes' });
    const build = vi.fn((db: Db, { username }: { username: string }, { limit }: { limit: number }) =>
      db.selectFrom('users').select('id').where('username', '=', username).limit(sql.lit(limit)),
    );
    const read = preparedRead(build);
    for (let limit = 1; limit <= SHAPES_KEPT + 1; limit += 1) {
      expect(await read(t.deps.db, { username: 'many_shapes' }, { limit })).toEqual([{ id: user.id }]);
    }
    expect(build).toHaveBeenCalledTimes(SHAPES_KEPT + 1);
    // The newest is still kept; the first one was forgotten and is built again.
    await read(t.deps.db, { username: 'many_shapes' }, { limit: SHAPES_KEPT + 1 });
    expect(build).toHaveBeenCalledTimes(SHAPES_KEPT + 1);
    expect(await read(t.deps.db, { username: 'many_shapes' }, { limit: 1 })).toEqual([{ id: user.id }]);
    expect(build).toHaveBeenCalledTimes(SHAPES_KEPT + 2);
  });

  it('refuses a builder that put a value in its statement instead of a stand-in', async () => {
    const read = preparedRead((db, { username }: { username: string }) =>
      db.selectFrom('users').select('id').where('username', '=', username).where('role', '=', 'admin'),
    );
    await expect(read(t.deps.db, { username: 'x' })).rejects.toThrow(/parameter 2 .* is a value, not a stand-in/);
  });
});

// Named statements are PostgreSQL's (db/database.ts, withNamedStatements); SQLite keeps every statement prepared.
describe.runIf(testDialect === 'postgres')('named prepared reads on PostgreSQL', () => {
  // The statements this session's connections hold, as PostgreSQL lists them (one connection: a transaction).
  const preparedOnConnection = (db: Db, run: (tx: Db) => Promise<unknown>) =>
    db.transaction().execute(async (tx) => {
      await run(tx);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(tx);
      return rows;
    });

  it('a read that asks to be named is prepared once on its connection; one that does not stays unnamed', async () => {
    const marker = `named_${Date.now().toString(36)}`;
    const named = preparedRead(
      (db, { username }: { username: string }) =>
        db.selectFrom('users').select(sql.lit(marker).as('m')).where('username', '=', username),
      { named: true },
    );
    const unnamed = preparedRead((db, { username }: { username: string }) =>
      db
        .selectFrom('users')
        .select(sql.lit(`${marker}_not`).as('m'))
        .where('username', '=', username),
    );
    const kept = await preparedOnConnection(t.deps.db, async (tx) => {
      await named(tx, { username: 'a' });
      await named(tx, { username: 'b' });
      await unnamed(tx, { username: 'a' });
    });
    const mine = kept.filter((row) => row.statement.includes(marker));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.statement).not.toContain(`${marker}_not`);
    expect(mine[0]?.name).toMatch(/^kala_read_\d+$/);
  });

  it('names at most NAMED_STATEMENTS_MAX texts: the reads past it go unnamed and still answer', async () => {
    const marker = `capped_${Date.now().toString(36)}`;
    const reads = Array.from({ length: NAMED_STATEMENTS_MAX + 3 }, (_, i) =>
      preparedRead(
        (db, { username }: { username: string }) =>
          db
            .selectFrom('users')
            .select(sql.lit(`${marker}_${i}`).as('m'))
            .where('username', '=', username),
        { named: true },
      ),
    );
    const user = await createUser(t, { username: 'capped_reader' });
    const namedBefore = namedStatementCount();
    const kept = await preparedOnConnection(t.deps.db, async (tx) => {
      for (const [i, read] of reads.entries()) {
        expect(await read(tx, { username: user.username })).toEqual([{ m: `${marker}_${i}` }]);
      }
    });
    const mine = kept.filter((row) => row.statement.includes(marker));
    // Reads named before (this file's other tests, and the files run before it in the same worker) use up part of
    // the cap: exactly the rest is left for these.
    expect(namedBefore).toBeLessThan(NAMED_STATEMENTS_MAX);
    expect(mine).toHaveLength(NAMED_STATEMENTS_MAX - namedBefore);
    expect(mine.some((row) => row.statement.includes(`${marker}_${NAMED_STATEMENTS_MAX + 2}'`))).toBe(false);
  });

  it('a kept statement whose table changed its columns (a migration meanwhile) runs again under a new name', async () => {
    const table = `probe_${Date.now().toString(36)}`;
    const db = t.deps.db;
    await sql`create table ${sql.table(table)} (a integer)`.execute(db);
    await sql`insert into ${sql.table(table)} values (1)`.execute(db);
    const selectAll = preparedRead(
      (db, { a }: { a: number }) =>
        db
          .selectFrom(sql<{ a: number }>`(select * from ${sql.table(table)})`.as('probe'))
          .selectAll()
          .where('probe.a', '=', a),
      { named: true },
    );
    // One connection throughout, so the second run meets the statement the first one kept; the column is added
    // from another.
    await db.connection().execute(async (connection) => {
      expect(await selectAll(connection, { a: 1 })).toEqual([{ a: 1 }]);
      await sql`alter table ${sql.table(table)} add column b text default 'new'`.execute(db);
      expect(await selectAll(connection, { a: 1 })).toEqual([{ a: 1, b: 'new' }]);
      expect(await selectAll(connection, { a: 1 })).toEqual([{ a: 1, b: 'new' }]);
    });
  });
});
