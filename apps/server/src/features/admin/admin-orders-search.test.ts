import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectStatus, insertOrder } from './admin.fixtures';

// GET /api/admin/orders lives in features/orders; the back-office adds ?q= like the users and artworks tables.
describe('admin order search', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    await insertOrder(t, {
      title: 'Monsoon',
      buyerUsername: 'kavya',
      paymentStatus: 'paid',
      createdAt: '2024-05-01T00:00:00.000Z',
    });
    await insertOrder(t, { title: 'Bronze bird', buyerUsername: 'arjun', createdAt: '2024-05-02T00:00:00.000Z' });
    await insertOrder(t, { title: 'Dusk', buyerUsername: 'leela', createdAt: '2024-05-03T00:00:00.000Z' });
  });
  afterAll(() => t.close());

  const titles = async (query: string) => {
    const orders = await expectStatus(t, { method: 'GET', url: `/api/admin/orders${query}`, headers: admin.auth }, 200);
    return orders.map((order: { artwork: { title: string } }) => order.artwork.title);
  };

  it('matches artwork title, buyer username or payment status, in any case', async () => {
    expect(await titles('')).toEqual(['Dusk', 'Bronze bird', 'Monsoon']);
    expect(await titles('?q=BRONZE')).toEqual(['Bronze bird']);
    expect(await titles('?q=Kavya')).toEqual(['Monsoon']);
    expect(await titles('?q=paid')).toEqual(['Monsoon']);
    expect(await titles('?q=pending')).toEqual(['Dusk', 'Bronze bird']);
    expect(await titles('?q=nothing-like-this')).toEqual([]);
  });

  it('pages a search with a Link header that keeps the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?q=pending&limit=1', headers: admin.auth });
    expect(res.json().map((order: { artwork: { title: string } }) => order.artwork.title)).toEqual(['Dusk']);
    const next = /<([^>]+)>/.exec(res.headers.link as string)?.[1] as string;
    expect(next).toContain('q=pending');
    expect(await titles(next.replace('/api/admin/orders', ''))).toEqual(['Bronze bird']);
  });
});
