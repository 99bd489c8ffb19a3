import { sweepOutboxPartials } from './lib/mailer';
import { setSuspended } from './features/admin/admin-moderation.repository';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VALIDATION,
} from '@kala/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './db/database';
import type { AppDeps } from './deps';
import type { Config } from './config';
import { DEMO_BUYER_USERNAME, DEMO_PASSWORD } from './demo/demo-content';
import { demoLoginLines, seedDemo } from './demo/seed-demo';
import { insertUserRow, setPasswordHash, updateUser } from './features/users/users.repository';
import { newId, nowIso } from './lib/ids';
import { removeOrphanMedia } from './lib/media-cleanup';
import { hashPassword, verifyPassword } from './lib/passwords';
import { tightenPrivateTree } from './lib/private-files';

export interface StartupOutcome {
  /** The demo's accounts are there (seeded now or at an earlier start): the start banner names them. */
  demoAccounts: boolean;
}

/**
 * Work done once at start, after migrations: owner-only files, the admin from the environment, demo data on an
 * empty database, and the removal of media files nothing refers to.
 */
export async function runStartupTasks(
  deps: Pick<AppDeps, 'config' | 'db' | 'media'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<StartupOutcome> {
  const { config, db } = deps;
  // A data folder from before Kala made its files owner-only (or copied in by hand) is tightened here.
  try {
    const changed = tightenPrivateTree(config.dataDir);
    if (changed > 0) log.info(`Made ${changed} files and folders in ${config.dataDir} readable by the owner only.`);
  } catch (error) {
    log.warn({ err: error }, `could not make ${config.dataDir} readable by the owner only`);
  }
  // Asked before the admin is created: a fresh install with ADMIN_* set still gets its demo.
  const wasEmpty = (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;

  if (config.adminUsername && config.adminPassword) {
    const outcome = await ensureAdmin(db, {
      username: config.adminUsername,
      password: config.adminPassword,
      email: config.adminEmail,
    });
    // Lifting a suspension is worth a warning: someone suspended this admin, and the operator undid it.
    (outcome === 'unsuspended' ? log.warn : log.info).call(
      log,
      `Admin "${config.adminUsername}" ${ADMIN_OUTCOME_TEXT[outcome]}.`,
    );
  } else if (config.adminUsername || config.adminPassword) {
    log.warn('ADMIN_USERNAME and ADMIN_PASSWORD must be set together; no admin was ensured.');
  }

  if (config.seedDemo && wasEmpty) {
    await seedDemo(deps, { info: (message) => log.info(message) });
  }

  // After a crash, files of uploads that never committed are left; they are deleted here (lib/media-cleanup.ts).
  try {
    const sweep = await removeOrphanMedia(deps, { minAgeMs: config.mediaOrphanMinAgeMs });
    if (sweep.removed.length > 0) log.info(`Removed ${sweep.removed.length} media files no row refers to.`);
    if (sweep.unfinishedWrites > 0) {
      log.info(`Removed ${sweep.unfinishedWrites} temporary media files of writes cut short.`);
    }
  } catch (error) {
    // Never a reason not to start: the next start tries again.
    log.warn({ err: error }, 'media clean-up failed');
  }
  // Mails a crash cut off mid-write in the outbox folder (no SMTP_URL): their rows are sent again.
  try {
    const partials = await sweepOutboxPartials(config.outboxDir, config.mediaOrphanMinAgeMs);
    if (partials > 0) log.info(`Removed ${partials} unfinished mail files from the outbox folder.`);
  } catch (error) {
    log.warn({ err: error }, 'outbox folder clean-up failed');
  }
  const demoBuyer = config.seedDemo
    ? await db.selectFrom('users').select('id').where('username', '=', DEMO_BUYER_USERNAME).executeTakeFirst()
    : undefined;
  return { demoAccounts: demoBuyer !== undefined };
}

export interface AdminInput {
  username: string;
  password: string;
  /** Defaults to <username>@example.com for a new admin (a reserved domain: no mail reaches anyone). */
  email?: string | undefined;
}

/** Why an admin input is unusable, or null when it is fine. */
export function checkAdminInput({ username, password, email }: AdminInput): string | null {
  if (
    username.length < USERNAME_MIN_LENGTH ||
    username.length > USERNAME_MAX_LENGTH ||
    !USERNAME_PATTERN.test(username)
  ) {
    return VALIDATION.registration.usernameInvalid;
  }
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION.registration.passwordTooShort;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return VALIDATION.registration.invalidEmail;
  return null;
}

const ADMIN_OUTCOME_TEXT: Record<EnsureAdminOutcome, string> = {
  created: 'created',
  promoted: 'is now an admin, with the password from ADMIN_PASSWORD',
  updated: 'is an admin; password or email updated',
  unchanged: 'is an admin already, with this password',
  unsuspended: 'was suspended; the suspension is lifted by ADMIN_USERNAME/ADMIN_PASSWORD (password and email set too)',
};

/** What ensureAdmin did: nothing when the account already was an admin with that password (and email). */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'updated' | 'unchanged' | 'unsuspended';

/**
 * Makes sure `username` is an admin who signs in with `password`: creates the account, or promotes an existing
 * one and sets its password (the way back in when an admin password is lost). Usernames match regardless of case.
 * A password that already is the account's is left alone, so a restart with the same ADMIN_PASSWORD keeps the
 * admin's sessions; a new one ends them, like any new password. A suspended account is restored: the start-up
 * variables are the way back in when the admin was suspended (by themselves or another admin).
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<EnsureAdminOutcome> {
  const problem = checkAdminInput(input);
  if (problem) throw new Error(`Cannot ensure admin "${input.username}": ${problem}`);
  const now = nowIso();
  const email = input.email?.trim().toLowerCase();
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'password_hash', 'suspended_at'])
    .where(sql<boolean>`lower(username) = ${input.username.toLowerCase()}`)
    .executeTakeFirst();
  if (existing) {
    const samePassword = await verifyPassword(existing.password_hash, input.password);
    const wasAdmin = existing.role === 'admin';
    const suspended = existing.suspended_at !== null;
    if (wasAdmin && samePassword && !suspended && (!email || email === existing.email)) return 'unchanged';
    const passwordHash = samePassword ? null : await hashPassword(input.password);
    await db.transaction().execute(async (tx) => {
      await updateUser(tx, existing.id, { role: 'admin', updated_at: now, ...(email ? { email } : {}) });
      if (passwordHash) await setPasswordHash(tx, existing.id, passwordHash, now);
    });
    if (suspended) {
      // The same path as an admin's restore: the person's content comes back into the counts with them.
      await setSuspended(db, existing.id, false);
      return 'unsuspended';
    }
    return wasAdmin ? 'updated' : 'promoted';
  }
  const passwordHash = await hashPassword(input.password);
  await insertUserRow(db, {
    id: newId(),
    username: input.username,
    email: email ?? `${input.username.toLowerCase()}@example.com`,
    password_hash: passwordHash,
    name: 'Administrator',
    role: 'admin',
    created_at: now,
  });
  return 'created';
}

/**
 * The plain lines a person who ran `npm start` looks for among the log lines (JSON or not): where Kala is, where
 * its data is, and whom to sign in as.
 */
export function startBanner(config: Pick<Config, 'publicUrl' | 'dataDir' | 'databaseUrl'>, demoAccounts: boolean) {
  const lines = [
    `Kala is running at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`,
    `Data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
  ];
  if (demoAccounts) {
    lines.push(`Demo logins, password ${DEMO_PASSWORD} for all:`, ...demoLoginLines().map((line) => `  ${line}`));
  }
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((line) => line.length))));
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n\n`;
}
