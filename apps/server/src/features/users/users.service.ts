import { ERR, type FollowStatus, type Language, type Role } from '@kala/contract';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  adjustFollowCounts,
  deleteFollow,
  findPersonId,
  findTaken,
  followCounts,
  insertFollow,
  insertUserRow,
} from './users.repository';
import { refuseIfBlocked } from '../blocks/blocks.service';
import { type NotifyDeps, type NotifyLog, notifyFollow } from '../notifications/notifications.service';

// ── Username and email uniqueness ────────────────────────────────────────────

function takenConflict(taken: { username: boolean; email: boolean }) {
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = ERR.usernameTaken;
  if (taken.email) fields.email = ERR.emailRegistered;
  return conflict(taken.username ? ERR.usernameTaken : ERR.emailRegistered, fields);
}

/** 409 'Username already taken' / 'Email already registered' when someone else already has the one sent. */
export async function refuseTakenUserKeys(
  db: Db,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<void> {
  const taken = await findTaken(db, fields, exceptUserId);
  if (taken.username || taken.email) throw takenConflict(taken);
}

/**
 * Runs a write that may hit the unique keys on lower(username) and email. The check before it
 * (refuseTakenUserKeys) gives the usual answer; this catches the race where two requests pass the check
 * together and one loses at the write: it gets the same 409.
 */
export async function withUniqueUserKeys<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const key = uniqueViolation(error);
    if (key === null) throw error;
    const email = key.includes('email');
    throw takenConflict({ username: !email, email });
  }
}

// ── New accounts ─────────────────────────────────────────────────────────────

/** What a new account is made of: registration and the admin's Add User send the same fields. */
export type NewAccount = Pick<
  UsersTable,
  'username' | 'email' | 'name' | 'location' | 'gender' | 'age' | 'pincode' | 'phone'
> & {
  password: string;
  role: Role /** The language of the person's mails (registration: the request's). */;
  language?: Language;
};

/**
 * Creates an account with its password hashed, an empty bio and no profile image; returns its id.
 * A username or email someone already has is a 409 (see withUniqueUserKeys).
 */
export async function createUser(db: Db, account: NewAccount): Promise<string> {
  await refuseTakenUserKeys(db, { username: account.username, email: account.email });
  const passwordHash = await hashPassword(account.password);
  const id = newId();
  const now = nowIso();
  await withUniqueUserKeys(() =>
    insertUserRow(db, {
      id,
      username: account.username,
      email: account.email,
      password_hash: passwordHash,
      name: account.name,
      location: account.location,
      gender: account.gender,
      age: account.age,
      pincode: account.pincode,
      phone: account.phone,
      role: account.role,
      language: account.language ?? null,
      // docs/product.md#entities-and-fields: "profileImage is always set to a fixed placeholder default image". Kala's
      // placeholder is null (userRow's): the web then draws the generated avatar from the username; the person
      // uploads a real picture from their own profile.
      created_at: now,
    }),
  );
  return id;
}

// ── Follows ──────────────────────────────────────────────────────────────────

/**
 * Follow or unfollow `target` (an id or a username). Repeating either is harmless: the follows primary key decides
 * whether a row changed, and only then do both counters move, in the same transaction, so the counts stay exact.
 */
export async function setFollowing(
  deps: NotifyDeps,
  me: AuthUser,
  target: string,
  follow: boolean,
  log?: NotifyLog,
): Promise<FollowStatus> {
  let followed = false;
  let targetId = '';
  const status = await deps.db.transaction().execute(async (tx) => {
    const found = await findPersonId(tx, target);
    if (!found) throw notFound('User');
    targetId = found;
    if (targetId === me.id) throw badRequest(ERR.cannotFollowSelf);
    if (follow) {
      // A block either way: no new follow (blocking ended any follow there was).
      await refuseIfBlocked(tx, me.id, targetId);
      followed = await insertFollow(tx, me.id, targetId, nowIso());
      if (followed) await adjustFollowCounts(tx, me.id, targetId, 1);
    } else if (await deleteFollow(tx, me.id, targetId)) {
      await adjustFollowCounts(tx, me.id, targetId, -1);
    }
    const counts = await followCounts(tx, targetId);
    return {
      isFollowing: follow,
      followers: counts?.followers_count ?? 0,
      following: counts?.following_count ?? 0,
    };
  });
  // Only a follow that really began (not a repeated click) tells the person.
  if (followed) await notifyFollow(deps, me.id, targetId, log);
  return status;
}
