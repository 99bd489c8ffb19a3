// PostgreSQL's plans for the prepared reads Kala names (db/prepared.ts, docs/decisions/0020-prepared-reads.md):
//   npx tsx bench/plans.ts [--size 100000] [--pg-database kala_bench]
// A named statement may get a generic plan, made once without the values. This runs each named read of the bench
// database's viewer, then EXPLAIN ANALYZE EXECUTEs it with a custom plan and with the generic plan, so a reviewer
// can see that the two are the same walk and cost about the same. A read whose generic plan is worse is one to
// leave unnamed.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../src/db/schema';
import { withNamedStatements } from '../src/db/database';
import { findArtworkRowFor, listArtworkRows } from '../src/features/artworks/artworks.repository';
import { listConversations } from '../src/features/chat/chat.repository';
import { listNotifications } from '../src/features/notifications/notifications.repository';
import { loadConfig } from '../src/config';
import { createTokenService } from '../src/plugins/auth';
import { BENCH_DATA_DIR, JWT_SECRET, preparePostgres } from './bench';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'pg-database': { type: 'string', default: 'kala_bench' },
  },
});
const prepared = await preparePostgres(
  Number(args.size),
  console.log,
  args['pg-url'] as string,
  args['pg-database'] as string,
);
// One connection, so every statement named on it is in its pg_prepared_statements.
const pool = new pg.Pool({ connectionString: prepared.databaseUrl, max: 1 });
const sent = new Map<string, readonly unknown[]>();
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
  log: (event) => {
    if (!sent.has(event.query.sql)) sent.set(event.query.sql, event.query.parameters);
  },
});

const viewer = { id: prepared.viewer.id, role: 'user' };
const tokens = createTokenService(loadConfig({ JWT_SECRET }, { dataDir: path.join(BENCH_DATA_DIR, 'config') }), db);
if (!(await tokens.verify(prepared.viewer.token))) throw new Error('the bench token did not check out');
await findArtworkRowFor(db, prepared.detailIds[0] as string, viewer);
await listArtworkRows(db, {}, 'recent', 24, undefined, viewer);
await listArtworkRows(db, { artistId: prepared.profileId }, 'recent', 24, undefined, null);
await listArtworkRows(db, {}, 'price_asc', 24, undefined, viewer);
await listNotifications(db, viewer.id, { limit: 24 });
await listConversations(db, viewer.id);

const named = await sql<{ name: string; statement: string }>`
  select name, statement from pg_prepared_statements order by name`.execute(db);
for (const { name, statement } of named.rows) {
  const parameters = sent.get(statement) ?? [];
  const literal = parameters.map((value) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`));
  console.log(`\n## ${name}: ${statement.replace(/\s+/g, ' ').slice(0, 160)}…`);
  for (const mode of ['force_custom_plan', 'force_generic_plan']) {
    await sql.raw(`set plan_cache_mode = ${mode}`).execute(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`${sql.raw(
      `explain (analyze, costs off, summary on) execute ${name}${literal.length ? `(${literal.join(', ')})` : ''}`,
    )}`.execute(db);
    console.log(`\n${mode}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}
await sql`reset plan_cache_mode`.execute(db);
await db.destroy();
