import { type AuditEntry, auditEntrySchema, type Order } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buy } from '../checkout/checkout.fixtures';

// Issue 32 finding 6: an admin's step on an order is audited whichever route it takes, the person routes
// (/api/auth/sales/{id}, /api/auth/orders/{id}/cancel, /delivered) as well as /api/admin/orders/{id}; the
// buyer's and the artist's own steps are not admin actions and leave no entry.
describe('admin steps on orders through the person routes are audited', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await createUser(t);
    buyer = await createUser(t);
  });
  afterAll(() => t.close());

  const call = (method: 'PATCH' | 'POST', url: string, user: TestUser, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method, url, headers: user.auth, payload });
  const entriesFor = async (orderId: string): Promise<AuditEntry[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?q=${orderId}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return z.array(auditEntrySchema).parse(res.json());
  };
  const placeOrder = async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 1200, title: 'Audited jar' });
    return ((await buy(t, buyer, artwork.id)) as [Order])[0];
  };

  it('an admin shipping through the sales route, then confirming delivery, leaves two entries', async () => {
    const order = await placeOrder();
    const ship = { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD123' };
    expect((await call('PATCH', `/api/auth/sales/${order.id}`, admin, ship)).statusCode).toBe(200);
    expect((await call('POST', `/api/auth/orders/${order.id}/delivered`, admin)).statusCode).toBe(200);
    const entries = await entriesFor(order.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'order.update', targetId: order.id, fields: ['status'] }),
      expect.objectContaining({
        action: 'order.update',
        actor: { id: admin.id, username: admin.username },
        targetType: 'order',
        targetId: order.id,
        targetName: 'Audited jar',
        fields: ['courier', 'status', 'trackingNumber'],
      }),
    ]);
    // The courier's number is a value, never written.
    expect(JSON.stringify(entries)).not.toContain('BD123');
  });

  it('an admin cancelling through the cancel route leaves an entry', async () => {
    const order = await placeOrder();
    const res = await call('POST', `/api/auth/orders/${order.id}/cancel`, admin, { reason: 'Reported as a scam' });
    expect(res.statusCode).toBe(200);
    expect(await entriesFor(order.id)).toEqual([
      expect.objectContaining({ action: 'order.cancel', targetId: order.id, fields: ['reason', 'status'] }),
    ]);
  });

  it('the buyer’s and the artist’s own steps, and refused ones, leave none', async () => {
    const order = await placeOrder();
    const ship = { status: 'shipped', courier: 'India Post', trackingNumber: 'EE1IN' };
    expect((await call('PATCH', `/api/auth/sales/${order.id}`, artist, ship)).statusCode).toBe(200);
    expect((await call('POST', `/api/auth/orders/${order.id}/delivered`, buyer)).statusCode).toBe(200);
    // An admin's step the order's state refuses changed nothing, so there is nothing to audit.
    expect((await call('POST', `/api/auth/orders/${order.id}/cancel`, admin)).statusCode).toBe(409);
    expect(await entriesFor(order.id)).toEqual([]);
  });
});
