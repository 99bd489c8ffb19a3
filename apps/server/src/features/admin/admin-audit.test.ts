import { type AuditEntry, auditEntrySchema } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectStatus, insertOrder } from './admin.fixtures';

// Issue 17: every admin action is written to the audit log, GET /api/admin/audit, newest first.
describe('the audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let someone: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    someone = await createUser(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) => ({
    method,
    url,
    headers: admin.auth,
    ...(payload ? { payload } : {}),
  });
  const newest = async (): Promise<AuditEntry> => {
    const entries = z
      .array(auditEntrySchema)
      .parse(await expectStatus(t, call('GET', '/api/admin/audit?limit=1'), 200));
    return entries[0] as AuditEntry;
  };

  it('records each admin edit of a person, with the fields changed (never their values)', async () => {
    const username = `audited_${Date.now().toString(36)}`;
    const created = await expectStatus(
      t,
      call('POST', '/api/admin/register', {
        name: 'Audited Person',
        email: `${username}@example.com`,
        username,
        location: 'Pune',
        gender: 'Female',
        age: '30',
        pincode: '411001',
        role: 'user',
        phone: '+919876543210',
        password: 'a long enough password',
      }),
      201,
    );
    expect(await newest()).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      action: 'user.create',
      targetType: 'user',
      targetId: created.id,
      targetName: username,
    });
    await expectStatus(
      t,
      call('PATCH', `/api/admin/update/users/${created.id}`, { location: 'Goa', name: 'Another Name' }),
      200,
    );
    const update = await newest();
    expect(update).toMatchObject({ action: 'user.update', targetId: created.id, fields: ['location', 'name'] });
    expect(JSON.stringify(update)).not.toContain('Goa');
    await expectStatus(t, call('DELETE', `/api/admin/users/${created.id}`), 204);
    expect(await newest()).toMatchObject({ action: 'user.delete', targetId: created.id, targetName: username });
  });

  it('records artwork and order edits and deletes', async () => {
    const artwork = await createArtwork(t, someone.id, { title: 'Audit lotus' });
    await expectStatus(t, call('PATCH', `/api/admin/update/artworks/${artwork.id}`, { title: 'Audit lotus II' }), 200);
    expect(await newest()).toMatchObject({
      action: 'artwork.update',
      targetType: 'artwork',
      targetId: artwork.id,
      targetName: 'Audit lotus II',
      fields: ['title'],
    });
    await expectStatus(t, call('DELETE', `/api/admin/artworks/${artwork.id}`), 204);
    expect(await newest()).toMatchObject({
      action: 'artwork.delete',
      targetId: artwork.id,
      targetName: 'Audit lotus II',
    });

    const orderId = await insertOrder(t, { buyerId: someone.id });
    await expectStatus(t, call('PATCH', `/api/admin/orders/${orderId}`, { paymentStatus: 'paid' }), 200);
    expect(await newest()).toMatchObject({
      action: 'order.update',
      targetType: 'order',
      targetId: orderId,
      fields: ['paymentStatus'],
    });
    await expectStatus(t, call('DELETE', `/api/admin/orders/${orderId}`), 204);
    expect(await newest()).toMatchObject({ action: 'order.delete', targetId: orderId });
  });

  it('records moderation: suspend with the name, dismiss with how many reports it closed', async () => {
    await expectStatus(t, call('POST', `/api/admin/users/${someone.id}/suspension`), 204);
    expect(await newest()).toMatchObject({
      action: 'user.suspend',
      targetId: someone.id,
      targetName: someone.username,
    });
    await expectStatus(t, call('DELETE', `/api/admin/users/${someone.id}/suspension`), 204);
    expect(await newest()).toMatchObject({ action: 'user.unsuspend', targetId: someone.id });

    const artwork = await createArtwork(t, someone.id);
    const reporter = await createUser(t);
    const report = { targetType: 'artwork', targetId: artwork.id, reason: 'spam' };
    await expectStatus(t, { method: 'POST', url: '/api/auth/reports', headers: reporter.auth, payload: report }, 201);
    await expectStatus(
      t,
      call('POST', '/api/admin/reports/dismiss', { targetType: 'artwork', targetId: artwork.id }),
      204,
    );
    expect(await newest()).toMatchObject({ action: 'report.dismiss', targetId: artwork.id, reports: 1 });
  });

  it('reads newest first in keyset pages, finds by text, and refuses a bad cursor with 400', async () => {
    const all = z.array(auditEntrySchema).parse(await expectStatus(t, call('GET', '/api/admin/audit?limit=100'), 200));
    expect(all.length).toBeGreaterThanOrEqual(9);
    const times = all.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const paged: string[] = [];
    let url: string | null = '/api/admin/audit?limit=4';
    while (url) {
      const res = await t.app.inject(call('GET', url));
      expect(res.statusCode).toBe(200);
      paged.push(...(res.json() as AuditEntry[]).map((entry) => entry.id));
      const link = res.headers.link as string | undefined;
      const next = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
      url = next ? next.replace(/^https?:\/\/[^/]+/, '') : null;
    }
    expect(paged).toEqual(all.map((entry) => entry.id));

    const found = (await expectStatus(t, call('GET', '/api/admin/audit?q=artwork.delete'), 200)) as AuditEntry[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.action === 'artwork.delete')).toBe(true);
    expect((await t.app.inject(call('GET', '/api/admin/audit?cursor=nonsense'))).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const person = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: person.auth });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
