import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helpers';
import { DEMO_PASSWORD } from './demo/demo-content';
import { ensureAdmin, runStartupTasks, startBanner } from './startup';

describe('ensureAdmin (ADMIN_USERNAME / ADMIN_PASSWORD and npm run create-admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const roleOf = async (username: string) =>
    (await t.deps.db.selectFrom('users').select('role').where('username', '=', username).executeTakeFirstOrThrow())
      .role;

  it('creates a new admin who can sign in', async () => {
    expect(
      await ensureAdmin(t.deps.db, { username: 'chief', password: 'chief-password-1', email: 'Chief@Example.com' }),
    ).toBe('created');
    expect(await roleOf('chief')).toBe('admin');
    expect((await login('chief', 'chief-password-1')).statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'chief')
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('chief@example.com');
  });

  it('promotes an existing user (matched regardless of case) and resets the password', async () => {
    const user = await createUser(t, { username: 'Asha_Rao' });
    expect(await ensureAdmin(t.deps.db, { username: 'asha_rao', password: 'new-admin-pass' })).toBe('promoted');
    expect(await roleOf(user.username)).toBe('admin');
    // The new password ends the sessions signed in with the old one.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(me.statusCode).toBe(401);
    expect((await login('asha_rao', 'new-admin-pass')).statusCode).toBe(200);
    const count = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('username', 'in', ['Asha_Rao', 'asha_rao'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('a start with ADMIN_EMAIL gives the admin that address rather than a made-up one', async () => {
    const log = { info: () => {}, warn: () => {} };
    const config = {
      ...t.config,
      adminUsername: 'mail_admin',
      adminPassword: 'mail-admin-pass-1',
      adminEmail: 'Ops@Kala.example',
    };
    await runStartupTasks({ ...t.deps, config }, log);
    const row = await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'mail_admin')
      .executeTakeFirst();
    expect(row?.email).toBe('ops@kala.example');
  });

  it('a start with ADMIN_USERNAME/ADMIN_PASSWORD lifts a suspension of that admin, and says so in the log', async () => {
    const admin = await createUser(t, { username: 'locked_out', role: 'admin' });
    await t.deps.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', admin.id)
      .execute();
    expect((await login('locked_out', 'admin-way-back-1')).statusCode).not.toBe(200);
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: unknown) => void warnings.push(String(message)) };
    const config = { ...t.config, adminUsername: 'locked_out', adminPassword: 'admin-way-back-1' };
    await runStartupTasks({ ...t.deps, config }, log);
    expect(warnings).toEqual([expect.stringContaining('"locked_out" was suspended; the suspension is lifted')]);
    expect((await login('locked_out', 'admin-way-back-1')).statusCode).toBe(200);
    // The next start finds nothing to do.
    expect(await ensureAdmin(t.deps.db, { username: 'locked_out', password: 'admin-way-back-1' })).toBe('unchanged');
  });

  it('a start deletes the outbox folder’s .partial files a crash left, once older than the bound; mails stay', async () => {
    const dir = t.config.outboxDir;
    mkdirSync(dir, { recursive: true });
    const old = new Date(Date.now() - t.config.mediaOrphanMinAgeMs - 60_000);
    writeFileSync(path.join(dir, '.2026-01-01-crashed.partial'), '{');
    utimesSync(path.join(dir, '.2026-01-01-crashed.partial'), old, old);
    writeFileSync(path.join(dir, '.2026-01-01-writing-now.partial'), '{');
    writeFileSync(path.join(dir, '2026-01-01-sent.json'), '{}');
    utimesSync(path.join(dir, '2026-01-01-sent.json'), old, old);
    const said: string[] = [];
    await runStartupTasks(t.deps, { info: (message: unknown) => void said.push(String(message)), warn: () => {} });
    expect(readdirSync(dir).sort()).toEqual(['.2026-01-01-writing-now.partial', '2026-01-01-sent.json']);
    expect(said).toContain('Removed 1 unfinished mail files from the outbox folder.');
  });

  it('a restart with ADMIN_PASSWORD unchanged keeps the password and the sessions; a changed one ends them', async () => {
    const quiet = { info: () => {}, warn: () => {} };
    const start = (adminPassword: string) =>
      runStartupTasks({ ...t.deps, config: { ...t.config, adminUsername: 'Boss', adminPassword } }, quiet);
    await start('first-admin-pass');
    const token = (await login('Boss', 'first-admin-pass')).json().access_token as string;
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    expect(await me()).toBe(200);
    await start('first-admin-pass');
    expect(await me()).toBe(200);
    expect(await ensureAdmin(t.deps.db, { username: 'boss', password: 'first-admin-pass' })).toBe('unchanged');
    expect(await me()).toBe(200);

    await start('second-admin-pass');
    expect(await me()).toBe(401);
    expect((await login('Boss', 'first-admin-pass')).statusCode).toBe(401);
    expect((await login('Boss', 'second-admin-pass')).statusCode).toBe(200);
  });

  it('refuses a password under 8 characters or an invalid username', async () => {
    await expect(ensureAdmin(t.deps.db, { username: 'shorty', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
    await expect(ensureAdmin(t.deps.db, { username: 'no spaces!', password: 'long-enough-pass' })).rejects.toThrow(
      'Username must be',
    );
  });

  it('warns when only one of ADMIN_USERNAME and ADMIN_PASSWORD is set', async () => {
    const warnings: string[] = [];
    const half = await createTestApp({ adminUsername: 'lonely', adminPassword: undefined });
    try {
      await runStartupTasks(half.deps, { info: () => {}, warn: (m: string) => warnings.push(m) });
      expect(warnings.join()).toContain('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
      expect(await half.deps.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await half.close();
    }
  });
});

describe('the start banner', () => {
  it('names the demo logins while the demo accounts exist, after the address and the data folder', async () => {
    const t = await createTestApp({ seedDemo: true });
    try {
      const quiet = { info: () => {}, warn: () => {} };
      // Not an empty database, so nothing is seeded: the banner follows the accounts, not this start.
      await createUser(t, { username: 'someone' });
      expect(await runStartupTasks(t.deps, quiet)).toEqual({ demoAccounts: false });
      await createUser(t, { username: 'demo' });
      expect(await runStartupTasks(t.deps, quiet)).toEqual({ demoAccounts: true });
    } finally {
      await t.close();
    }
    const config = { publicUrl: 'http://localhost:8080', dataDir: '/srv/kala/data', databaseUrl: undefined };
    const banner = startBanner(config, true);
    expect(banner).toContain('Kala is running at http://localhost:8080');
    expect(banner).toContain('Data: /srv/kala/data');
    expect(banner).toContain(`Demo logins, password ${DEMO_PASSWORD} for all:`);
    expect(banner).toMatch(/^ {2}buyer: demo$/m);
    expect(banner).toMatch(/^ {2}artists: .*ananya_iyer/m);
    expect(startBanner(config, false)).not.toContain('Demo logins');
  });
});
