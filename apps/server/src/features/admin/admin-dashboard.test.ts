import { DASHBOARD_DAYS } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectStatus, insertOrder } from './admin.fixtures';

/** The UTC day `daysAgo` days before today, YYYY-MM-DD. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const at = (daysAgo: number) => `${day(daysAgo)}T00:00:01.000Z`;

describe('admin dashboard', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', created_at: at(0) });
    const painter = await createUser(t, { created_at: at(2) });
    const photographer = await createUser(t, { created_at: at(2) });
    await createUser(t, { created_at: at(DASHBOARD_DAYS - 1) }); // the first day of the window
    await createUser(t, { created_at: at(DASHBOARD_DAYS) }); // just before it
    await createUser(t, { created_at: at(90) });

    await createArtwork(t, painter.id, { category: 'Painting', forSale: true, quantity: 2 });
    await createArtwork(t, painter.id, { category: 'Painting', forSale: true, quantity: 0, isSold: true });
    await createArtwork(t, painter.id, { category: 'Sculpture' });
    await createArtwork(t, photographer.id, { category: 'Photography', forSale: true });

    await insertOrder(t, { createdAt: at(0), totalPaise: 100_000, paymentStatus: 'paid' });
    await insertOrder(t, { createdAt: at(0), totalPaise: 25_050, paymentStatus: 'pending' });
    await insertOrder(t, { createdAt: at(2), totalPaise: 50_000, paymentStatus: 'paid' });
    await insertOrder(t, { createdAt: at(2), totalPaise: 30_000, paymentStatus: 'failed' });
    await insertOrder(t, { createdAt: at(5), totalPaise: 10_000, paymentStatus: 'refunded' });
    await insertOrder(t, { createdAt: at(40), totalPaise: 99_900, paymentStatus: 'paid' });
  });
  afterAll(() => t.close());

  const dashboard = () => expectStatus(t, { method: 'GET', url: '/api/admin/dashboard', headers: admin.auth }, 200);

  it('totals count what is in the database; revenue is paid orders, pending what awaits payment', async () => {
    expect((await dashboard()).totals).toEqual({
      users: 6,
      artists: 2,
      artworks: 4,
      artworksForSale: 2,
      soldOut: 1,
      orders: 6,
      revenue: 2499,
      pendingAmount: 250.5,
      openReports: 0,
    });
  });

  it('sign-ups per day cover the last 30 days, oldest first, with 0 on quiet days', async () => {
    const { signupsPerDay } = await dashboard();
    expect(signupsPerDay).toHaveLength(DASHBOARD_DAYS);
    expect(signupsPerDay[0]).toEqual({ date: day(DASHBOARD_DAYS - 1), count: 1 });
    expect(signupsPerDay[DASHBOARD_DAYS - 1]).toEqual({ date: day(0), count: 1 });
    expect(signupsPerDay[DASHBOARD_DAYS - 3]).toEqual({ date: day(2), count: 2 });
    const total = signupsPerDay.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0);
    expect(total).toBe(4);
  });

  it('sales per day count every order and the revenue of the paid ones', async () => {
    const { salesPerDay } = await dashboard();
    expect(salesPerDay).toHaveLength(DASHBOARD_DAYS);
    const busy = salesPerDay.filter((entry: { orders: number }) => entry.orders > 0);
    expect(busy).toEqual([
      { date: day(5), orders: 1, revenue: 0 },
      { date: day(2), orders: 2, revenue: 500 },
      { date: day(0), orders: 2, revenue: 1000 },
    ]);
    expect(salesPerDay[0]).toEqual({ date: day(DASHBOARD_DAYS - 1), orders: 0, revenue: 0 });
  });

  it('top categories by artwork count, most first', async () => {
    expect((await dashboard()).topCategories).toEqual([
      { category: 'Painting', count: 2 },
      { category: 'Photography', count: 1 },
      { category: 'Sculpture', count: 1 },
    ]);
  });
});
