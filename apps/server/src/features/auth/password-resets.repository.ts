import type { Db } from '../../db/database';

export async function insertPasswordReset(
  db: Db,
  values: { id: string; userId: string; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      id: values.id,
      user_id: values.userId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      used_at: null,
      created_at: values.createdAt,
    })
    .execute();
}

/** The reset a token hash names, if it is unused and not expired at `now`. */
export function findUsableReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks one reset used; false when it was already used (another request redeemed the token first). */
export async function claimReset(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks every other outstanding reset of the user used: a new password makes older links worthless. */
export async function useAllResets(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
