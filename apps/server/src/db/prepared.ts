import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './schema';

/**
 * A hot read, built and compiled by Kysely once per engine and shape instead of on every request (issue 21:
 * building and compiling the artwork page's statement was about a sixth of a signed-in request's CPU, and
 * looking its fresh SQL text up among SQLite's kept statements another 6 %). docs/decisions/0020-prepared-reads.md.
 *
 * The builder is given stand-ins for the values, not the values. Kysely sends each as a bound parameter, so the
 * compiled statement says where each value goes, and a run only puts the request's values in their places. So a
 * builder must not look at its values (compare, transform or branch on them): whatever it branches on is the
 * shape, passed apart (a visitor or a signed-in viewer, an admin, which filters are set...), and anything worked
 * out from a value (paise from rupees, a LIKE pattern) is worked out before, as a value of its own.
 * Compiling refuses a statement with a parameter that is not a stand-in, as the sign that a builder baked in a
 * value it was not meant to see.
 *
 * On PostgreSQL the statement is also named (db/database.ts, withNamedStatements), so each connection parses it
 * once and may keep a generic plan: only for reads whose best plan does not depend on their values, which is why
 * naming is asked for here, read by read, and not for every statement.
 */
export function preparedRead<Values extends Record<string, unknown>, Row, Shape extends string | ShapeObject = never>(
  build: (db: Db, values: Values, shape: Shape) => Compilable<Row>,
  options: { named?: boolean | ((shape: Shape) => boolean) } = {},
): (db: Db, values: Values, ...shape: [Shape] extends [never] ? [] : [shape: Shape]) => Promise<Row[]> {
  // The SQL depends on the engine's dialect, not on which connection or transaction runs it.
  const compiled = new Map<unknown, Map<string, Statement>>();
  return async (db, values, ...[shape]) => {
    const engine = db.getExecutor().adapter.constructor;
    let shapes = compiled.get(engine);
    if (!shapes) {
      shapes = new Map();
      compiled.set(engine, shapes);
    }
    const key = typeof shape === 'object' ? JSON.stringify(shape) : ((shape as string | undefined) ?? '');
    let statement = shapes.get(key);
    if (statement) {
      shapes.delete(key);
    } else {
      const named = typeof options.named === 'function' ? options.named(shape as Shape) : options.named === true;
      statement = compile(build(db, standIns<Values>(), shape as Shape), named);
      // Bounded, the least recently used first out: a client can ask for many shapes (every page size with every
      // filter and sort), and one that comes back is compiled again.
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value as string);
    }
    shapes.set(key, statement);
    const parameters = statement.slots.map((name) => values[name]);
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows;
  };
}

/** Compiled shapes kept per read and engine. */
export const SHAPES_KEPT = 100;

/** A shape of several parts: a page's size, whether it resumes after a cursor... */
type ShapeObject = Record<string, string | number | boolean>;

interface Statement {
  sql: string;
  /** The name of the value each bound parameter takes, in order. */
  slots: string[];
}

const STAND_IN = Symbol('prepared read value');

interface StandIn {
  [STAND_IN]: string;
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && STAND_IN in value;
}

/** An object whose every property is the stand-in for the value of that name. */
function standIns<Values>(): Values {
  return new Proxy({}, { get: (_, name) => ({ [STAND_IN]: String(name) }) }) as Values;
}

function compile(query: Compilable<unknown>, named: boolean): Statement {
  const { sql, parameters } = query.compile();
  const slots = parameters.map((parameter, index) => {
    if (!isStandIn(parameter)) {
      throw new Error(`preparedRead: parameter ${index + 1} of "${sql.slice(0, 80)}…" is a value, not a stand-in`);
    }
    return parameter[STAND_IN];
  });
  if (named) nameStatement(sql);
  return { sql, slots };
}

/** SQL texts that PostgreSQL may keep, prepared and named, on each connection; names stay the same for a process. */
const statementNames = new Map<string, string>();

/**
 * At most this many texts get a name. pg keeps a connection's prepared statements as long as the connection,
 * and shapes are many (a listing's page sizes and sorts): past the limit a read goes unnamed, planned per run.
 */
export const NAMED_STATEMENTS_MAX = 200;

let named = 0;

function nameStatement(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < NAMED_STATEMENTS_MAX) renameStatement(sql);
}

/** A new name for `sql`: a connection that kept the old one after a migration changed its tables refuses it. */
export function renameStatement(sql: string): string {
  named += 1;
  const name = `kala_read_${named}`;
  statementNames.set(sql, name);
  return name;
}

/** How many texts have a name so far in this process (every test file of a worker shares the process). */
export function namedStatementCount(): number {
  return statementNames.size;
}

/** The name a prepared read asked for its SQL text, or undefined: PostgreSQL parses and plans it on each run. */
export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}
