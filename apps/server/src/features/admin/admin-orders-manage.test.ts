import { adminOrderSchema, VALIDATION } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buy, stockOf } from '../checkout/checkout.fixtures';

// Issue 35: the admin's orders table shows who sells each order, filters by status, and cancels (audited)
// through the same path as the artist's and buyer's cancellations: the stock returns, the timeline says so.
describe('admin order management', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    artist = await createUser(t, { username: 'meera_paints' });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return (res.json() as unknown[]).map((row) => adminOrderSchema.parse(row));
  };
  const patch = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: admin.auth, payload });

  it('names the artist of each order and filters by fulfilment status', async () => {
    const buyer = await createUser(t);
    const placed = await createArtwork(t, artist.id, { forSale: true, price: 900, quantity: 1, title: 'Still placed' });
    const shipped = await createArtwork(t, artist.id, { forSale: true, price: 900, quantity: 1, title: 'On its way' });
    const [placedOrder] = await buy(t, buyer, placed.id);
    const [shippedOrder] = await buy(t, buyer, shipped.id);
    const ship = await patch(shippedOrder!.id, { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123' });
    expect(ship.statusCode).toBe(200);

    const all = await list('');
    expect(all.find((order) => order.id === placedOrder!.id)?.artist).toEqual({ username: 'meera_paints' });
    expect((await list('?status=placed')).map((order) => order.id)).toContain(placedOrder!.id);
    expect((await list('?status=placed')).map((order) => order.id)).not.toContain(shippedOrder!.id);
    expect((await list('?status=shipped')).map((order) => order.id)).toEqual([shippedOrder!.id]);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=lost', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: VALIDATION.orders.statusFilterInvalid });
  });

  it('cancels a placed order: the stock returns, the timeline and the audit log say who did it', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 1500, quantity: 1 });
    const [order] = await buy(t, buyer, artwork.id);
    const res = await patch(order!.id, { status: 'cancelled', reason: 'Listed by mistake' });
    expect(res.statusCode).toBe(200);
    expect(adminOrderSchema.parse(res.json())).toMatchObject({
      status: 'cancelled',
      artist: { username: 'meera_paints' },
    });

    expect((await stockOf(t, artwork.id)).quantity).toBe(1);
    // The admin opens the order's detail, timeline and all.
    const detail = await t.app.inject({ method: 'GET', url: `/api/auth/orders/${order!.id}`, headers: admin.auth });
    expect(
      detail.json().timeline.map((step: { type: string; actor: { role: string } }) => [step.type, step.actor.role]),
    ).toEqual([
      ['placed', 'buyer'],
      ['cancelled', 'admin'],
    ]);
    const audit = await t.deps.db
      .selectFrom('admin_audit')
      .select(['action', 'actor_id'])
      .where('target_id', '=', order!.id)
      .execute();
    expect(audit).toEqual([{ action: 'order.cancel', actor_id: admin.id }]);
    // Only a placed order can be cancelled.
    expect((await patch(order!.id, { status: 'cancelled', reason: 'Again' })).statusCode).toBe(409);
  });
});

describe('admin artwork table marks hidden items (issue 35)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says which artworks nobody else sees: hidden by a moderator, or of a suspended artist', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const artist = await createUser(t);
    const suspended = await createUser(t);
    const shown = await createArtwork(t, artist.id, { title: 'Shown' });
    const hidden = await createArtwork(t, artist.id, { title: 'Hidden one' });
    const ofSuspended = await createArtwork(t, suspended.id, { title: 'Of a suspended artist' });
    const now = new Date().toISOString();
    await t.deps.db.updateTable('artworks').set({ hidden_at: now }).where('id', '=', hidden.id).execute();
    await t.deps.db.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/artworks', headers: admin.auth });
    const flags = new Map(res.json().map((a: { id: string; hidden: boolean }) => [a.id, a.hidden]));
    expect(flags.get(shown.id)).toBe(false);
    expect(flags.get(hidden.id)).toBe(true);
    expect(flags.get(ofSuspended.id)).toBe(true);
  });
});
