import type { Kysely } from 'kysely';

// Chat presence (issue 35, decision 0029): when a person's last chat socket closed (last_seen_at, null until
// then), and whether they hide their presence (hide_presence = 1: others see neither 'Active now' nor when they
// were last seen, and they see no one's).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('hide_presence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
