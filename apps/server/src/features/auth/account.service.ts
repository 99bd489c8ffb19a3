import { createHash, randomBytes } from 'node:crypto';
import { type ChangeEmailBody, type ChangePasswordBody, type DeleteAccountBody, ERR } from '@kala/contract';
import type { Logger } from '../../lib/logging';
import type { Db } from '../../db/database';
import type { AppDeps, MailDeps } from '../../deps';
import { deleteAccount } from '../admin/admin-users.service';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { closeSessionSockets } from '../../plugins/realtime';
import { badRequest, unauthorized } from '../../lib/errors';
import { bumpSessionVersion, findUserById, mailRecipient, updateUser } from '../users/users.repository';
import { refuseTakenUserKeys, withUniqueUserKeys } from '../users/users.service';
import {
  claimEmailVerification,
  findPasswordHash,
  insertEmailVerification,
  markEmailVerified,
  spendEmailVerifications,
} from './email-verifications.repository';
import { emailChangedMail, passwordChangedMail, verifyEmailMail } from '../notifications/mail/account-mails';

// The signed-in person's control over their own account (issue 17): verify the e-mail address, change the
// password, change the address. Free of HTTP; routes in auth.routes.ts.

const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Ends every session of a user: tokens carry the session version they were signed with (plugins/auth.ts) and
 * one of an older version is refused; their open chat sockets, on every instance, check again at once and close
 * (closeSessionSockets). Returns the new version, for a fresh token of the session that stays.
 */
export async function endSessions({ db, realtime }: Pick<AppDeps, 'db' | 'realtime'>, userId: string): Promise<number> {
  const sessionVersion = await bumpSessionVersion(db, userId);
  closeSessionSockets(realtime, userId);
  return sessionVersion;
}

/**
 * Mails a single-use link (valid 48 hours; only its sha256 is stored) that confirms the user's current address.
 * A mail failure is only logged: the person can ask again from the banner.
 */
export async function sendEmailVerification(
  { db, mailer, config }: MailDeps,
  userId: string,
  log: Logger,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.email_verified_at !== null) throw badRequest(ERR.alreadyVerified);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertEmailVerification(db, {
    id: newId(),
    userId: user.id,
    email: user.email,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  const link = `${config.publicUrl}/auth/verify-email?token=${token}`;
  verifyEmailMail(user, link, EMAIL_VERIFICATION_TTL_MS / 3_600_000)
    .then((message) => mailer.send(message))
    .catch((error: unknown) => {
      log.error({ err: error }, 'verification mail could not be sent');
    });
}

/** Redeems a link: unknown, used, expired, or sent to an address the account no longer has → 400. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const link = await claimEmailVerification(tx, sha256(token), now);
    if (!link || !(await markEmailVerified(tx, link.user_id, link.email, now))) {
      throw badRequest(ERR.verifyTokenInvalid);
    }
    await spendEmailVerifications(tx, link.user_id, now);
  });
}

async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await findPasswordHash(db, userId);
  if (hash === undefined) throw unauthorized();
  if (!(await verifyPassword(hash, password))) throw badRequest(ERR.wrongCurrentPassword);
}

/**
 * A new password with the current one. Every session ends, then this one goes on with a fresh token of the new
 * version: "every other session" ends, the current one keeps working.
 */
export async function changePassword(
  deps: MailDeps & Pick<AppDeps, 'tokens' | 'realtime'>,
  user: AuthUser,
  body: ChangePasswordBody,
  log: Logger,
): Promise<string> {
  const { db, tokens, mailer, config } = deps;
  await checkCurrentPassword(db, user.id, body.currentPassword);
  const passwordHash = await hashPassword(body.password);
  await updateUser(db, user.id, { password_hash: passwordHash, updated_at: nowIso() });
  const sessionVersion = await endSessions(deps, user.id);
  // Issue 35: the person hears of it, so a change they did not make (a stolen session) does not go unseen.
  const recipient = await mailRecipient(db, user.id);
  if (recipient) {
    passwordChangedMail(recipient, `${config.publicUrl}/auth/forgot-password`, new Date())
      .then((message) => mailer.send(message))
      .catch((error: unknown) => log.error({ err: error }, 'password-changed mail could not be sent'));
  }
  return tokens.sign({ ...user, sessionVersion });
}

/** A new address with the password: unverified until its own link is opened; the old links are spent. */
export async function changeEmail(deps: MailDeps, user: AuthUser, body: ChangeEmailBody, log: Logger): Promise<void> {
  const { db, mailer, config } = deps;
  await checkCurrentPassword(db, user.id, body.currentPassword);
  await refuseTakenUserKeys(db, { email: body.email }, user.id);
  const before = await findUserById(db, user.id);
  if (!before) throw unauthorized();
  const now = nowIso();
  await withUniqueUserKeys(() =>
    updateUser(db, user.id, { email: body.email, email_verified_at: null, updated_at: now }),
  );
  await spendEmailVerifications(db, user.id, now);
  await sendEmailVerification(deps, user.id, log);
  // The old address hears of the change (a stolen session must not move the account away unnoticed).
  if (before.email.toLowerCase() !== body.email.toLowerCase()) {
    const notice = emailChangedMail(
      { oldEmail: before.email, newEmail: body.email, name: before.name, language: before.language },
      `${config.publicUrl}/auth/forgot-password`,
    );
    mailer.send(notice).catch((error: unknown) => {
      log.error({ err: error }, 'e-mail change notice could not be sent');
    });
  }
}

/** Delete my account, with the password: the same deletion as an admin's (deleteAccount), once no sale is open. */
export async function deleteOwnAccount(deps: AppDeps, user: AuthUser, body: DeleteAccountBody): Promise<void> {
  await checkCurrentPassword(deps.db, user.id, body.currentPassword);
  await deleteAccount(deps, user, user.id, { byThePerson: true });
}
