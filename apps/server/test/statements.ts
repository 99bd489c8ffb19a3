import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/db/database';

export interface RecordedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * `db` with every statement it runs recorded as the engine receives it (its SQL text and bound parameters): for
 * tests that pin how many statements a read takes, or what a statement says. `statements` can be emptied between
 * reads (`statements.length = 0`).
 */
export function recordStatements(db: Db): { db: Db; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      const { sql, parameters } = db.getExecutor().compileQuery(args.node, args.queryId);
      statements.push({ sql, parameters });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(recorder), statements };
}
