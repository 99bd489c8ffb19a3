import type { UserSummary } from '@kala/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';

/** Records that `blockerId` blocks `blockedId`; false when they already did (the primary key keeps one row). */
export async function insertBlock(db: Db, blockerId: string, blockedId: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocker_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/** The people `blockerId` blocked, the latest first. */
export async function listBlocked(db: Db, blockerId: string): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id', 'users.username', 'users.name', 'users.profile_image'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, username: row.username, name: row.name, profileImage: row.profile_image }));
}

/**
 * Which way a block stands between `me` and `other`: 'mine' when I blocked them, 'theirs' when they blocked me
 * (either wins: both ways in effect), null when neither did.
 */
export async function blockBetween(db: Db, me: string, other: string): Promise<'mine' | 'theirs' | null> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocker_id === me)) return 'mine';
  return rows.length > 0 ? 'theirs' : null;
}

/** Everyone with a block between them and `me`, either way: for lists read by id first (people search). */
export async function blockedEitherWay(db: Db, me: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', me), eb('blocked_id', '=', me)]))
    .execute();
  return new Set(rows.map((row) => (row.blocker_id === me ? row.blocked_id : row.blocker_id)));
}

/**
 * For a list query: the person in `personColumn` (e.g. 'artworks.artist_id') and the viewer have no block between
 * them, either way. Each side is one index lookup (the primary key, and blocks_blocked).
 */
export function noBlockWith(viewerId: string, personColumn: string) {
  const person = sql.ref(personColumn);
  return sql<SqlBool>`not exists (select 1 from blocks where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${person}) or (blocks.blocker_id = ${person} and blocks.blocked_id = ${viewerId}))`;
}
