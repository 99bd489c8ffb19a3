import {
  type CurrentProfile,
  PROFILE_GENDERS,
  type ProfileGender,
  type Role,
  type UserProfile,
  type UserSummary,
  WHOLE_LIST_CAP,
} from '@kala/contract';
import { type ExpressionBuilder, type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { decodeCursor, encodeCursor, newestFirstPage, type Page, pageLimit, takePage } from '../../lib/paging';
import type { Database, UsersTable } from '../../db/schema';
import { visibleArtworks } from '../../lib/visibility';

// profile_image holds the URL the API sends (a /media/... path), or null for the generated avatar.

/**
 * The account that keeps a deleted artist's sold artworks (docs/decisions/0012-account-deletion.md), as GitHub's
 * "ghost" keeps a deleted person's issues: orders point at the artworks they sold, so those rows outlive their
 * artist, and an artwork must have one. Made the first time it is needed (admin-users.repository.ts,
 * keepSoldArtworksOf), suspended, so lib/visibility.ts shows its artworks to admins only; no one can sign in as
 * it (it has no password), take its username (it has a '-', which no chosen username may), or find it as a person.
 */
export const DELETED_USER_ID = 'deleted-user';

/**
 * A user as the API may see it: every column but the password hash and session version, which only sign-in reads,
 * presence (decision 0029), which only chat's presence routes read, and onboarded_at, which only For you reads.
 */
export type UserRow = Omit<
  Selectable<UsersTable>,
  'password_hash' | 'session_version' | 'last_seen_at' | 'hide_presence' | 'onboarded_at'
>;

const userColumns = [
  'id',
  'username',
  'email',
  'name',
  'bio',
  'location',
  'gender',
  'age',
  'pincode',
  'phone',
  'role',
  'profile_image',
  'offers_pickup',
  'language',
  'email_verified_at',
  'suspended_at',
  'followers_count',
  'following_count',
  'created_at',
  'updated_at',
] as const;

const summaryColumns = ['users.id', 'users.username', 'users.name', 'users.profile_image'] as const;

/** What a comment or review shows of its author, from `users` joined to it. */
export const authorColumns = ['users.username', 'users.profile_image'] as const;

/** The author as the contract names them. */
export const toAuthor = (row: Pick<UsersTable, 'username' | 'profile_image'>) => ({
  username: row.username,
  profileImage: row.profile_image,
});

// ── Lookups ──────────────────────────────────────────────────────────────────

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the person is suspended: then their comments and reviews are out of their artworks' counts (issue 17,
 * admin-moderation.repository.ts).
 */
export async function isSuspendedUser(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('suspended_at').where('id', '=', userId).executeTakeFirst();
  return row?.suspended_at != null;
}

/**
 * Whether a comment or review is in its artwork's counts: it is unless a moderator hid it or its author is
 * suspended (issue 17). An edit or a deletion moves the counts only for one that is.
 */
export async function isCounted(db: Db, hiddenAt: string | null, authorId: string): Promise<boolean> {
  return hiddenAt === null && !(await isSuspendedUser(db, authorId));
}

// Usernames are unique regardless of case; lower(username) is what the unique index covers.
const usernameIs = (username: string) => sql<boolean>`lower(username) = ${username.toLowerCase()}`;

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where(usernameIs(username)).executeTakeFirst();
}

/** GET /api/user/{x}: x is an id or a username (usernames cannot look like ids: they have no '-'). */
export function findUserByIdOrUsername(db: Db, idOrUsername: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where(idOrUsernameIs(idOrUsername)).executeTakeFirst();
}

/** The id of the person an id or a username names (every route that takes a person takes either), if any. */
export async function findPersonId(db: Db, idOrUsername: string): Promise<string | undefined> {
  const [row] = await personIdOf(db, { id: idOrUsername, username: idOrUsername.toLowerCase() });
  return row?.id;
}

// Prepared (issue 21): every profile grid asks it first; by primary key or the username's index, one plan for all.
const personIdOf = preparedRead(
  (db, { id, username }: { id: string; username: string }) =>
    db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.and([
          eb.or([eb('id', '=', id), sql<boolean>`lower(username) = ${username}`]),
          eb('id', '!=', sql.lit(DELETED_USER_ID)),
        ]),
      ),
  { named: true },
);

/** Where a person is, from their profile: their city and pincode (Near me, issue 19). */
export function findPlaceOf(db: Db, id: string): Promise<{ location: string; pincode: number | null } | undefined> {
  return db.selectFrom('users').select(['location', 'pincode']).where('id', '=', id).executeTakeFirst();
}

const idOrUsernameIs = (idOrUsername: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([eb.or([eb('id', '=', idOrUsername), usernameIs(idOrUsername)]), eb('id', '!=', DELETED_USER_ID)]);

/** Emails are stored lowercase (the contract's email schema lowercases them). */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/**
 * The account a login names: by its email address when the text has an '@' (a username never has one), else by
 * its username in any case.
 */
export function findCredentials(db: Db, usernameOrEmail: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'password_hash', 'session_version', 'suspended_at'])
    .where((eb) =>
      usernameOrEmail.includes('@') ? eb('email', '=', usernameOrEmail.toLowerCase()) : usernameIs(usernameOrEmail),
    )
    .executeTakeFirst();
}

/** Which of a username and an email already belong to someone else (for friendly 409s before an insert). */
export async function findTaken(
  db: Db,
  { username, email }: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<{ username: boolean; email: boolean }> {
  if (username === undefined && email === undefined) return { username: false, email: false };
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => {
      const matches = [];
      if (username !== undefined) matches.push(usernameIs(username));
      if (email !== undefined) matches.push(eb('email', '=', email.toLowerCase()));
      return eb.or(matches);
    });
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  const rows = await query.execute();
  return {
    username: username !== undefined && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: email !== undefined && rows.some((r) => r.email === email.toLowerCase()),
  };
}

// ── Writes ───────────────────────────────────────────────────────────────────

/** What a new account's row must say; every other column may be left to userRow's empty start. */
export type NewUser = Pick<
  Insertable<UsersTable>,
  'id' | 'username' | 'email' | 'password_hash' | 'name' | 'role' | 'created_at'
> &
  Partial<Insertable<UsersTable>>;

/**
 * A whole users row from what a new account says: no bio, place, gender, age, pincode, phone or picture, the
 * address not yet confirmed, and updated when created, unless the account says otherwise.
 */
export function userRow(user: NewUser): Insertable<UsersTable> {
  return {
    bio: '',
    location: '',
    gender: '',
    age: null,
    pincode: null,
    phone: '',
    profile_image: null,
    email_verified_at: null,
    updated_at: user.created_at,
    ...user,
  };
}

/**
 * The one way a person's row is written (registration, the admin from the environment, the keeper of deleted
 * artists' sold artworks, tests). `ifAbsent` leaves an existing row of that id as it is, for a row made the first
 * time it is needed.
 */
export async function insertUserRow(db: Db, user: NewUser, { ifAbsent = false } = {}): Promise<void> {
  const insert = db.insertInto('users').values(userRow(user));
  await (ifAbsent ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert).execute();
}

export async function updateUser(db: Db, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** A new password, which ends every session signed in with the old one (see UsersTable.session_version). */
export async function setPasswordHash(db: Db, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: now, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

// ── Follows ──────────────────────────────────────────────────────────────────

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the follow unless it exists; true when a row was added (the caller then moves the counters). */
export async function insertFollow(db: Db, followerId: string, followeeId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the follow if it exists; true when a row was removed. */
export async function deleteFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves following_count of the follower and followers_count of the followee by `delta` (+1 or -1). */
export async function adjustFollowCounts(db: Db, followerId: string, followeeId: string, delta: 1 | -1) {
  await db
    .updateTable('users')
    .set((eb) => ({ following_count: eb('following_count', '+', delta) }))
    .where('id', '=', followerId)
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', '+', delta) }))
    .where('id', '=', followeeId)
    .execute();
}

/**
 * Before deleting a user (admin): moves the counters of everyone they followed or who followed them, so the
 * counts stay exact when the follows rows cascade away. Run it in the same transaction as the delete.
 */
export async function releaseFollowsOf(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ followers_count: eb('followers_count', '-', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('follows').select('followee_id').where('follower_id', '=', userId))
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({ following_count: eb('following_count', '-', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('follows').select('follower_id').where('followee_id', '=', userId))
    .execute();
  await db
    .deleteFrom('follows')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
}

export async function followCounts(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['followers_count', 'following_count'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** People who follow `userId`, newest follower first. */
export async function listFollowers(db: Db, userId: string, page: Page): Promise<FollowPage> {
  return followPage(db, 'follows.follower_id', 'follows.followee_id', userId, page);
}

/** People `userId` follows, most recently followed first. */
export async function listFollowing(db: Db, userId: string, page: Page): Promise<FollowPage> {
  return followPage(db, 'follows.followee_id', 'follows.follower_id', userId, page);
}

export interface FollowPage {
  users: UserSummary[];
  next: string | null;
}

/** One page of the people on one side of `userId`'s follows, most recently followed first. */
async function followPage(
  db: Db,
  person: 'follows.follower_id' | 'follows.followee_id',
  of: 'follows.follower_id' | 'follows.followee_id',
  userId: string,
  page: Page,
): Promise<FollowPage> {
  const query = db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', person)
    .select([...summaryColumns, 'follows.created_at as followed_at'])
    .where(of, '=', userId);
  const { rows, next } = await newestFirstPage(
    query,
    { createdAt: 'follows.created_at', id: 'users.id' },
    page,
    (row) => [row.followed_at, row.id],
  );
  return { users: rows.map(toUserSummary), next };
}

/** The person (`users` in the query) has at least one artwork everyone may see: an artist to show in public. */
export const showsAnArtwork = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.exists(
    eb
      .selectFrom('artworks')
      .select('artworks.id')
      .whereRef('artworks.artist_id', '=', 'users.id')
      .where(visibleArtworks(null)),
  );

/** Artists in a city (lower-cased, trimmed): people with at least one artwork, most followed first, not `exceptId`. */
export async function listArtistsInCity(db: Db, city: string, exceptId: string, limit: number): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('users')
    .select(summaryColumns)
    .where(sql<string>`lower(trim(users.location))`, '=', city)
    .where('users.id', '!=', exceptId)
    // A suspended person is in no public list (issue 17), nor is someone whose artworks are all hidden.
    .where('users.suspended_at', 'is', null)
    .where(showsAnArtwork)
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.username')
    .limit(limit)
    .execute();
  return rows.map(toUserSummary);
}

// ── Search ───────────────────────────────────────────────────────────────────

/** LIKE treats % and _ as wildcards; a search for "a_b" means those three characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Artist search: username or name contains the text, any case. Usernames starting with it come first, then
 * names starting with it, then the rest; alphabetical within each group.
 */
export async function searchUsers(
  db: Db,
  query: string,
  page: Page,
): Promise<{ users: UserSummary[]; next: string | null }> {
  const text = query.trim().toLowerCase();
  if (text === '') return { users: [], next: null };
  const anywhere = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  // Best first: a username starting with the text, then a name starting with it, then the text anywhere; by
  // username within each. The cursor resumes after the last person's (match, username, id).
  const match = sql<number>`case when lower(username) like ${prefix} escape '\\' then 0 when lower(name) like ${prefix} escape '\\' then 1 else 2 end`;
  let select = db
    .selectFrom('users')
    .select([...summaryColumns, match.as('match'), sql<string>`lower(username)`.as('sort_name')])
    .where(sql<boolean>`(lower(username) like ${anywhere} escape '\\' or lower(name) like ${anywhere} escape '\\')`)
    // A suspended person is in no public list (issue 17).
    .where('suspended_at', 'is', null);
  if (page.cursor !== undefined) {
    const [after, name, id] = decodeCursor(page.cursor, ['number', 'string', 'string']);
    select = select.where(sql<boolean>`(${match}, lower(username), id) > (${after}, ${name}, ${id})`);
  }
  const rows = await select
    .orderBy(match)
    .orderBy(sql`lower(username)`)
    .orderBy('id')
    .limit(pageLimit(page.limit + 1))
    .execute();
  const { rows: found, next } = takePage(rows, page.limit, (last) =>
    encodeCursor([Number(last.match), last.sort_name, last.id]),
  );
  return { users: found.map(toUserSummary), next };
}

// ── JSON shapes ──────────────────────────────────────────────────────────────

const isProfileGender = (value: string): value is ProfileGender =>
  (PROFILE_GENDERS as readonly string[]).includes(value);

export function toUserSummary(row: {
  id: string;
  username: string;
  name: string;
  profile_image: string | null;
}): UserSummary {
  return { id: row.id, username: row.username, name: row.name, profileImage: row.profile_image };
}

/**
 * A profile as others see it (docs/product.md#entities-and-fields). Age, pincode and phone are personal: only with
 * `personal` (the owner or an admin). The email never appears here.
 */
export function toUserProfile(row: UserRow, options: { personal: boolean; isFollowing?: boolean }): UserProfile {
  const gender = row.gender.toLowerCase();
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    profileImage: row.profile_image,
    bio: row.bio,
    location: row.location,
    gender: isProfileGender(gender) ? gender : null,
    ...(options.personal ? { age: row.age ?? 0, pincode: row.pincode ?? 0, phone: row.phone } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    followers: row.followers_count,
    following: row.following_count,
    ...(options.isFollowing === undefined ? {} : { isFollowing: options.isFollowing }),
    verified: row.email_verified_at !== null,
    offersPickup: row.offers_pickup === 1,
  };
}

/** GET /api/auth/me: the owner's profile with email, role and both follow lists. */
export async function loadCurrentProfile(db: Db, userId: string): Promise<CurrentProfile | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  // Both lists as the whole-list cap bounds them (the lists' own routes page beyond it).
  const page = { limit: WHOLE_LIST_CAP.public };
  const [followers, following] = await Promise.all([listFollowers(db, userId, page), listFollowing(db, userId, page)]);
  return {
    ...toUserProfile(row, { personal: true }),
    age: row.age ?? 0,
    pincode: row.pincode ?? 0,
    phone: row.phone,
    email: row.email,
    role: (row.role === 'admin' ? 'admin' : 'user') satisfies Role,
    followersList: followers.users,
    followingList: following.users,
  };
}

/** Ends every session of the user (tokens of an older version are refused); the new version, 0 for no user. */
export async function bumpSessionVersion(db: Db, userId: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? 0;
}

/** Where and how a mail to the user goes, or undefined. */
export function mailRecipient(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'name', 'language']).where('id', '=', userId).executeTakeFirst();
}
