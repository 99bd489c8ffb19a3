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
import { seedDemo } from './demo/seed-demo';
import { setPasswordHash, updateUser } from './features/users/users.repository';
import { newId, nowIso } from './lib/ids';
import { removeOrphanMedia } from './lib/media-cleanup';
import { hashPassword } from './lib/passwords';

/**
 * Work done once at start, after migrations: the admin from the environment, demo data on an empty database,
 * and the removal of media files nothing refers to.
 */
export async function runStartupTasks(
  deps: Pick<AppDeps, 'config' | 'db' | 'media'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { config, db } = deps;
  // Asked before the admin is created: a fresh install with ADMIN_* set still gets its demo.
  const wasEmpty = (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;

  if (config.adminUsername && config.adminPassword) {
    const outcome = await ensureAdmin(db, { username: config.adminUsername, password: config.adminPassword });
    log.info(`Admin "${config.adminUsername}" ${outcome === 'created' ? 'created' : 'is an admin; password reset'}.`);
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

/**
 * Makes sure `username` is an admin who signs in with `password`: creates the account, or promotes an existing
 * one and resets its password (the way back in when an admin password is lost). Usernames match regardless of case.
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<'created' | 'promoted'> {
  const problem = checkAdminInput(input);
  if (problem) throw new Error(`Cannot ensure admin "${input.username}": ${problem}`);
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const email = input.email?.trim().toLowerCase();
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(username) = ${input.username.toLowerCase()}`)
      .executeTakeFirst();
    if (existing) {
      await updateUser(tx, existing.id, { role: 'admin', updated_at: now, ...(email ? { email } : {}) });
      // Like any new password, it ends the sessions signed in with the old one.
      await setPasswordHash(tx, existing.id, passwordHash, now);
      return 'promoted';
    }
    await tx
      .insertInto('users')
      .values({
        id: newId(),
        username: input.username,
        email: email ?? `${input.username.toLowerCase()}@example.com`,
        password_hash: passwordHash,
        name: 'Administrator',
        bio: '',
        location: '',
        gender: '',
        age: null,
        pincode: null,
        phone: '',
        role: 'admin',
        profile_image: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'created';
  });
}
