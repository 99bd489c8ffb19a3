import { ERR } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Issue 32 finding 5: a suspended admin cannot sign in, so the back-office must never be left without an admin
// who can: nobody suspends themselves, and the last admin who is not suspended is never suspended.

describe('admin suspension keeps an admin who can sign in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const suspend = (actor: TestUser, target: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/suspension`, headers: actor.auth });
  const hideUser = (actor: TestUser, target: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/moderation/hide',
      headers: actor.auth,
      payload: { targetType: 'user', targetId: target.id },
    });
  const suspendedAt = async (user: TestUser) =>
    (await t.deps.db.selectFrom('users').select('suspended_at').where('id', '=', user.id).executeTakeFirstOrThrow())
      .suspended_at;

  it('an admin cannot suspend themselves, by either route', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const res of [await suspend(admin, admin), await hideUser(admin, admin)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: ERR.cannotSuspendSelf });
    }
    expect(await suspendedAt(admin)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(200);
  });

  it('another admin may be suspended while an active admin remains; of two admins suspending each other, one is refused', async () => {
    const first = await createUser(t, { role: 'admin' });
    const second = await createUser(t, { role: 'admin' });
    const third = await createUser(t, { role: 'admin' });
    expect((await suspend(first, third)).statusCode).toBe(204);
    // Every other admin of this app is suspended or about to be: leave these two as the only active ones.
    await t.deps.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('role', '=', 'admin')
      .where('id', 'not in', [first.id, second.id])
      .execute();
    const answers = await Promise.all([suspend(first, second), hideUser(second, first)]);
    const statuses = answers.map((res) => res.statusCode).sort();
    // The second to commit sees the first's change: either the last active admin, or no longer an admin at all.
    expect(statuses[0]).toBe(204);
    expect([401, 403, 409]).toContain(statuses[1]);
    const active = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('suspended_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });
});
