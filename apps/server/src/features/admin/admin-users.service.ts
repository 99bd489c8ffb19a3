import { type AdminUser, type AdminUserCreateBody, type AdminUserUpdateBody, ERR, MSG } from '@kala/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { releaseFollowsOf, updateUser } from '../users/users.repository';
import { hasOpenSales, renameBuyer } from '../orders/orders.repository';
import { createUser, refuseTakenUserKeys, withUniqueUserKeys } from '../users/users.service';
import { deleteUnusedImageFiles } from '../artworks/artwork-images';
import {
  deleteUserRow,
  findAdminUserRow,
  findImageFilesOfArtist,
  keepSoldArtworksOf,
  lockAdminIds,
  releaseArtworkCountersOf,
  toAdminUser,
} from './admin-users.repository';
import { closeSessionSockets } from '../../plugins/realtime';

// User Management (docs/product.md#screens-and-routes, docs/product.md#roles-and-permissions): an admin creates, edits
// and deletes accounts. Two rules keep the back-office reachable: nobody deletes or demotes themselves, and the last
// admin account is never deleted or demoted.

// ── The last admin ───────────────────────────────────────────────────────────

/**
 * Inside the transaction that deletes or demotes the admin `targetId`: some other admin must remain, and the
 * actor must still be one of them. The admin rows are locked (lockAdminIds), so of two admins removing each
 * other at once, the second sees the first's change and is refused.
 */
async function guardOtherAdminRemains(
  { db, dialect }: Pick<AppDeps, 'db' | 'dialect'>,
  actor: AuthUser,
  targetId: string,
): Promise<void> {
  const adminIds = await lockAdminIds(db, dialect);
  if (!adminIds.some((id) => id !== targetId)) throw conflict(ERR.lastAdmin);
  // The actor lost the role between the access check and this transaction.
  if (!adminIds.includes(actor.id)) throw forbidden();
}

/**
 * Before an admin suspends `targetId` (in that transaction): nobody suspends themselves, and an admin account
 * is suspended only while another admin who is not suspended remains, so someone can always sign in to the
 * back-office and undo it. The admin rows are locked as for deletion.
 */
export async function guardSuspension(
  { db, dialect }: Pick<AppDeps, 'db' | 'dialect'>,
  actor: AuthUser,
  targetId: string,
): Promise<void> {
  if (targetId === actor.id) throw conflict(ERR.cannotSuspendSelf);
  const activeAdmins = await lockAdminIds(db, dialect, { activeOnly: true });
  if (!activeAdmins.includes(targetId)) return;
  if (!activeAdmins.some((id) => id !== targetId)) throw conflict(ERR.lastActiveAdmin);
  if (!activeAdmins.includes(actor.id)) throw forbidden();
}

// ── Create, update, delete ───────────────────────────────────────────────────

/** POST /api/admin/register: a new account with the role the admin chose. */
export async function createUserAsAdmin(db: Db, body: AdminUserCreateBody): Promise<AdminUser> {
  // null is 'Prefer not to say' (see the contract's admin gender rule). Whatever profileImage the form sends
  // is ignored: a new account starts with the placeholder (createUser).
  const id = await createUser(db, { ...body, gender: body.gender ?? '' });
  const row = await findAdminUserRow(db, id);
  if (!row) throw new Error('created user vanished');
  return toAdminUser(row);
}

/**
 * PATCH /api/admin/update/users/{id}: only the fields sent change. The body schema has no password, so one
 * sent here is dropped unread (docs/product.md#validation-rules). profileImage is ignored too: the placeholder is set
 * at creation, and an edit must not wipe a picture the person uploaded since.
 */
export async function updateUserAsAdmin(
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  actor: AuthUser,
  id: string,
  body: AdminUserUpdateBody,
): Promise<AdminUser> {
  const changes: Updateable<UsersTable> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email;
  if (body.username !== undefined) changes.username = body.username;
  if (body.location !== undefined) changes.location = body.location;
  if (body.gender !== undefined) changes.gender = body.gender ?? '';
  if (body.age !== undefined) changes.age = body.age;
  if (body.pincode !== undefined) changes.pincode = body.pincode;
  if (body.role !== undefined) changes.role = body.role;
  if (body.phone !== undefined) changes.phone = body.phone;

  await refuseTakenUserKeys(deps.db, { username: body.username, email: body.email }, id);
  await withUniqueUserKeys(() =>
    deps.db.transaction().execute(async (tx) => {
      const target = await findAdminUserRow(tx, id);
      if (!target) throw notFound('User');
      if (target.role === 'admin' && changes.role === 'user') {
        if (target.id === actor.id) throw conflict(ERR.cannotDemoteSelf);
        await guardOtherAdminRemains({ db: tx, dialect: deps.dialect }, actor, target.id);
      }
      if (Object.keys(changes).length > 0) await updateUser(tx, id, { ...changes, updated_at: nowIso() });
    }),
  );
  const row = await findAdminUserRow(deps.db, id);
  if (!row) throw notFound('User');
  return toAdminUser(row);
}

/**
 * DELETE /api/admin/users/{id}. Nobody deletes themselves here (Delete account in settings is for that).
 */
export async function deleteUserAsAdmin(deps: AppDeps, actor: AuthUser, id: string): Promise<void> {
  if (id === actor.id) throw conflict(ERR.cannotDeleteSelf);
  await deleteAccount(deps, actor, id);
}

/**
 * The one way an account goes: an admin's delete and the person's own (Delete account, issue 17;
 * docs/decisions/0012-account-deletion.md), in one transaction. Counters on other rows are settled first (likes,
 * comments and reviews the user made on others' artworks; others' follower and following counts); then deleting
 * the row lets the foreign keys do the rest: their artworks with images, likes, comments, reviews, wishlist and
 * cart lines, their messages, checkouts, reset and verification tokens go; orders stay with buyer or artist set
 * to null and their snapshot (title, price, shipping) intact, and the artworks they sold are kept
 * (keepSoldArtworksOf). The person's own deletion (`byThePerson`) waits until their open sales are done, and
 * first names them 'Deleted user' in the snapshot of their purchases. Every session ends with the row
 * (plugins/auth.ts reads the user on every request). Image files go after the commit, unless another artwork
 * shows the same picture.
 */
export async function deleteAccount(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  { byThePerson = false }: { byThePerson?: boolean } = {},
): Promise<void> {
  const images = await deps.db.transaction().execute(async (tx) => {
    const target = await findAdminUserRow(tx, id);
    if (!target) throw notFound('User');
    if (target.role === 'admin') await guardOtherAdminRemains({ db: tx, dialect: deps.dialect }, actor, target.id);
    // A buyer waiting for a piece would be left with nobody to send it (as Etsy, which closes no shop with open
    // orders): the person finishes or cancels their open sales first. An admin's delete is not held back.
    if (byThePerson && (await hasOpenSales(tx, id))) throw conflict(ERR.openSalesBeforeDelete);
    if (byThePerson) {
      await renameBuyer(tx, id, { username: MSG.auth.deletedUser, name: MSG.auth.deletedUser, location: '' });
    }
    await keepSoldArtworksOf(tx, id, nowIso());
    const files = await findImageFilesOfArtist(tx, id);
    await releaseArtworkCountersOf(tx, id);
    await releaseFollowsOf(tx, id);
    if (!(await deleteUserRow(tx, id))) throw notFound('User');
    return files;
  });
  // Their sessions ended with the row; their open sockets close now too.
  closeSessionSockets(deps.realtime, id);
  await deleteUnusedImageFiles(deps, images);
}
