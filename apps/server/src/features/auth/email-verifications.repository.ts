import type { Db } from '../../db/database';

// The links that confirm an e-mail address (issue 17); the same shape and rules as password-resets.repository.

export async function insertEmailVerification(
  db: Db,
  values: { id: string; userId: string; email: string; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      id: values.id,
      user_id: values.userId,
      email: values.email,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      used_at: null,
      created_at: values.createdAt,
    })
    .execute();
}

/** Marks a link used if it is unused and unexpired at `now`; the link, or undefined when it cannot be used. */
export async function claimEmailVerification(db: Db, tokenHash: string, now: string) {
  const row = await db
    .selectFrom('email_verifications')
    .select(['id', 'user_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  // Conditional on used_at: of two requests redeeming the same link, one wins.
  const result = await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}

/** Spends every outstanding link of the user (after a verification or a change of address). */
export async function spendEmailVerifications(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks the address verified, only if it is still the one the link was sent to. */
export async function markEmailVerified(db: Db, userId: string, email: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}
