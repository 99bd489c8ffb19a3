import { createHash, randomBytes } from 'node:crypto';
import {
  type CurrentProfile,
  DEFAULT_ROLE,
  ERR,
  type Language,
  type LoginForm,
  type ProfileUpdateBody,
  type RegistrationBody,
  type ResetPasswordBody,
} from '@kala/contract';
import type { Logger } from '../../lib/logging';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { AppDeps, MailDeps } from '../../deps';
import type { UsersTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import {
  findCredentials,
  findUserByEmail,
  findUserById,
  loadCurrentProfile,
  setPasswordHash,
  type UserRow,
  updateUser,
} from '../users/users.repository';
import { createUser, refuseTakenUserKeys, withUniqueUserKeys } from '../users/users.service';
import { claimReset, findUsableReset, insertPasswordReset, useAllResets } from './password-resets.repository';
import { passwordResetMail } from '../notifications/mail/account-mails';
import { closeSessionSockets } from '../../plugins/realtime';

const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

// ── Registration and login ───────────────────────────────────────────────────

/** Creates an account. The role is always 'user' (admins are made by admins or at start-up). */
export async function registerUser(db: Db, body: RegistrationBody, language: Language): Promise<UserRow> {
  const id = await createUser(db, { ...body, role: DEFAULT_ROLE, language });
  const user = await findUserById(db, id);
  if (!user) throw new Error('registered user vanished');
  return user;
}

/** A token for the right username (any case) or email address and password; one answer for every failure. */
export async function logIn({ db, tokens }: Pick<AppDeps, 'db' | 'tokens'>, form: LoginForm): Promise<string> {
  const user = await findCredentials(db, form.username);
  const ok = await verifyPassword(user?.password_hash, form.password);
  if (!user || !ok) throw unauthorized(ERR.badCredentials);
  // Said only to whoever knows the password: a stranger cannot learn that an account is suspended.
  if (user.suspended_at) throw forbidden(ERR.accountSuspended);
  return tokens.sign({
    id: user.id,
    username: user.username,
    role: user.role === 'admin' ? 'admin' : 'user',
    sessionVersion: user.session_version,
  });
}

// ── Own profile ──────────────────────────────────────────────────────────────

export async function currentProfileOf(db: Db, user: AuthUser): Promise<CurrentProfile> {
  const profile = await loadCurrentProfile(db, user.id);
  // The token was valid a moment ago; the account has just been deleted.
  if (!profile) throw unauthorized();
  return profile;
}

/**
 * Saves the fields that were sent (never role, email or password). A new username needs a new token, because
 * the token's sub is the username (docs/product.md#entities-and-fields); the caller sends it along.
 */
export async function updateProfile(
  { db, tokens }: Pick<AppDeps, 'db' | 'tokens'>,
  user: AuthUser,
  body: ProfileUpdateBody,
): Promise<CurrentProfile & { access_token?: string }> {
  const current = await findUserById(db, user.id);
  if (!current) throw unauthorized();
  const usernameChanged = body.username !== undefined && body.username !== current.username;
  if (usernameChanged) {
    await refuseTakenUserKeys(db, { username: body.username }, user.id);
  }
  const changes: Updateable<UsersTable> = {
    name: body.name,
    username: body.username,
    bio: body.bio,
    location: body.location,
    gender: body.gender,
    age: body.age,
    pincode: body.pincode,
    phone: body.phone,
    offers_pickup: body.offersPickup === undefined ? undefined : body.offersPickup ? 1 : 0,
    language: body.language,
  };
  // Only the fields that were sent change; a body with none leaves the row (and updated_at) alone.
  for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  if (Object.keys(changes).length > 0) {
    await withUniqueUserKeys(() => updateUser(db, user.id, { ...changes, updated_at: nowIso() }));
  }
  const profile = await currentProfileOf(db, user);
  if (!usernameChanged) return profile;
  const access_token = await tokens.sign({
    id: profile.id,
    username: profile.username,
    role: profile.role,
    sessionVersion: user.sessionVersion,
  });
  return { ...profile, access_token };
}

// ── Password reset ───────────────────────────────────────────────────────────

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Forgot password: for a known email, a single-use token valid for an hour is stored (its sha256 only) and
 * mailed as a link. The caller answers the same whatever happens here, so nobody learns which emails have
 * accounts; for the same reason the mail is sent in the background and a mail failure is only logged.
 */
export async function requestPasswordReset(
  { db, mailer, config }: MailDeps,
  email: string,
  log: Logger,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertPasswordReset(db, {
    id: newId(),
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  const link = `${config.publicUrl}/auth/reset-password?token=${token}`;
  mailer.send(passwordResetMail(user, link, PASSWORD_RESET_TTL_MS / 60_000)).catch((error: unknown) => {
    log.error({ err: error }, 'password reset mail could not be sent');
  });
}

/** Sets a new password for a valid, unexpired, unused token; the token and all older ones are then spent. */
export async function resetPassword(
  { db, realtime }: Pick<AppDeps, 'db' | 'realtime'>,
  body: ResetPasswordBody,
): Promise<void> {
  const tokenHash = sha256(body.token);
  // A bad token is refused before the costly hashing; the transaction checks again and claims it.
  if (!(await findUsableReset(db, tokenHash, nowIso()))) throw badRequest(ERR.resetTokenInvalid);
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const reset = await findUsableReset(tx, tokenHash, now);
    if (!reset || !(await claimReset(tx, reset.id, now))) throw badRequest(ERR.resetTokenInvalid);
    await useAllResets(tx, reset.user_id, now);
    await setPasswordHash(tx, reset.user_id, passwordHash, now);
    return reset.user_id;
  });
  // The new password ended every session (setPasswordHash): their open sockets close now too.
  closeSessionSockets(realtime, userId);
}
