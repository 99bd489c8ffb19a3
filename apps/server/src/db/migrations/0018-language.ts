import type { Kysely } from 'kysely';

// Mails and pushes in the reader's language (issue 18 item 5, decision 0015): the language a person chose with
// the switch, or the one they registered in. Null is English (every account made before this migration).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}
