import { type AdminUser, MSG, PROFILE_GENDERS, type ProfileGender } from '@kala/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { newestRowsFirst } from '../../lib/paging';
import { DELETED_USER_ID, escapeLike, insertUserRow, isSuspendedUser, type UserRow } from '../users/users.repository';
import { moveCountsOfAuthor } from './admin-moderation.repository';

// The admin's User Management table: search, paging, and the writes that keep other rows exact when an
// account goes away.

const adminUserColumns = [
  'id',
  'name',
  'email',
  'username',
  'location',
  'gender',
  'age',
  'pincode',
  'role',
  'phone',
  'profile_image',
  'created_at',
] as const;

export type AdminUserRow = Pick<UserRow, (typeof adminUserColumns)[number]>;

// The keeper of deleted artists' sold artworks (DELETED_USER_ID) is no one to manage: not listed, not found.

export function findAdminUserRow(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(adminUserColumns)
    .where('id', '=', id)
    .where('id', '!=', DELETED_USER_ID)
    .executeTakeFirst();
}

// The columns docs/product.md#screens-and-routes filter matches: name, email, username, location, role or phone.
const SEARCHED = ['name', 'email', 'username', 'location', 'role', 'phone'] as const;

/** One page of users, newest first; `q` matches any searched column as a substring, any case. */
export async function listAdminUserRows(
  db: Db,
  q: string | undefined,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: AdminUserRow[]; next: string | null }> {
  let query = db.selectFrom('users').select(adminUserColumns).where('id', '!=', DELETED_USER_ID);
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or(SEARCHED.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
    );
  }
  return newestRowsFirst(query, 'users', { limit, cursor });
}

/**
 * The ids of every admin account. On PostgreSQL their rows stay locked until the transaction ends, so two
 * admins removing each other at the same moment cannot both pass the "someone else is still admin" check:
 * the second waits, then sees the first change. (SQLite runs one write transaction at a time anyway.)
 */
export async function lockAdminIds(
  db: Db,
  dialect: Dialect,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<string[]> {
  let query = db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id');
  // Active: not suspended (a suspended admin cannot sign in).
  if (activeOnly) query = query.where('suspended_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/**
 * Before deleting a user: takes back what their likes, comments and reviews added to OTHER people's artworks
 * (the rows themselves cascade away with the user, the counters would not). Only what was counted goes: a hidden
 * comment or review, or everything of a suspended person, is already out of the counts (issue 17). Run it in the
 * same transaction.
 */
export async function releaseArtworkCountersOf(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('artworks')
    .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('likes').select('artwork_id').where('user_id', '=', userId))
    .execute();
  if (await isSuspendedUser(db, userId)) return;
  await moveCountsOfAuthor(db, userId, -1);
}

/**
 * Before an artist's row goes: the artworks of theirs that are in an order pass to the keeper of deleted artists'
 * sold artworks (DELETED_USER_ID, made here the first time), off sale and out of other people's carts and
 * wishlists, so each order keeps its artwork and picture. The rest go with the row.
 */
export async function keepSoldArtworksOf(db: Db, artistId: string, now: string): Promise<void> {
  const sold = db
    .selectFrom('artworks')
    .select('artworks.id')
    .where('artworks.artist_id', '=', artistId)
    .where((eb) =>
      eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.artwork_id', '=', 'artworks.id')),
    );
  if ((await sold.limit(1).executeTakeFirst()) === undefined) return;
  await insertUserRow(
    db,
    {
      id: DELETED_USER_ID,
      username: DELETED_USER_ID,
      email: `${DELETED_USER_ID}@kala.invalid`,
      password_hash: '',
      name: MSG.auth.deletedUser,
      role: 'user',
      suspended_at: now,
      created_at: now,
    },
    { ifAbsent: true },
  );
  await db.deleteFrom('cart_items').where('artwork_id', 'in', sold).execute();
  await db.deleteFrom('wishlist_items').where('artwork_id', 'in', sold).execute();
  await db
    .updateTable('artworks')
    .set({ artist_id: DELETED_USER_ID, for_sale: 0, updated_at: now })
    .where('id', 'in', sold)
    .execute();
}

/** Image files of every artwork of this artist (to remove from storage once their rows are gone). */
export function findImageFilesOfArtist(db: Db, artistId: string) {
  return db
    .selectFrom('artwork_images')
    .innerJoin('artworks', 'artworks.id', 'artwork_images.artwork_id')
    .select(['artwork_images.hash', 'artwork_images.widths'])
    .where('artworks.artist_id', '=', artistId)
    .execute();
}

/** Deletes the account; the foreign keys remove or detach the rest (see deleteUserAsAdmin). */
export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ── JSON shape ───────────────────────────────────────────────────────────────

const isProfileGender = (value: string): value is ProfileGender =>
  (PROFILE_GENDERS as readonly string[]).includes(value);

/**
 * A row of the admin user table (docs/product.md#entities-and-fields "User (admin view)"); the password never leaves
 * the server.
 */
export function toAdminUser(row: AdminUserRow): AdminUser {
  const gender = row.gender.toLowerCase();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    location: row.location,
    // Stored '' is 'Prefer not to say'.
    gender: isProfileGender(gender) ? gender : null,
    age: row.age ?? 0,
    pincode: row.pincode ?? 0,
    role: row.role === 'admin' ? 'admin' : 'user',
    phone: row.phone,
    profileImage: row.profile_image,
    createdAt: row.created_at,
  };
}
