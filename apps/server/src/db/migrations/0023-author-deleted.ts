import type { Kysely } from 'kysely';

// Content a moderator hid is evidence (docs/decisions/0014-moderation.md): when its author deletes it, the row is
// kept with `deleted_at` set instead of being removed (issue 32). It is then out of the author's sight as well as
// everyone else's (lib/visibility.ts), and admins still find it in the moderation queue and the hidden lists.
// Only hidden rows ever get it, so no index: the public rule never reads it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artworks').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('comments').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('deleted_at').execute();
  await db.schema.alterTable('artworks').dropColumn('deleted_at').execute();
}
