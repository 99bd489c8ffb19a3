// A test fixture for the artist studio: what GET /api/auth/studio answers for a week with two artworks, one order
// to ship.
import type { Studio } from '@kala/contract';

/** Two artworks (one sold twice, one unseen), a week of figures against the week before, one order to ship. */
export function fakeStudio(overrides: Partial<Studio> = {}): Studio {
  return {
    period: { from: '2026-03-01', to: '2026-03-07', previousFrom: '2026-02-22', previousTo: '2026-02-28' },
    totals: {
      views: { value: 120, previous: 100 },
      likes: { value: 9, previous: 12 },
      saves: { value: 4, previous: 4 },
      comments: { value: 2, previous: 0 },
      followers: { value: 3, previous: 1 },
      orders: { value: 2, previous: 1 },
      revenue: { value: 4100.5, previous: 800 },
    },
    perDay: [
      { date: '2026-03-01', views: 20, orders: 1, revenue: 2500 },
      { date: '2026-03-02', views: 100, orders: 1, revenue: 1600.5 },
    ],
    artworks: [
      {
        id: 'art-1',
        title: 'Monsoon Ghats',
        image: null,
        views: 100,
        likes: 7,
        saves: 3,
        orders: 2,
        conversion: 2,
        stock: 0,
        forSale: true,
      },
      {
        id: 'art-2',
        title: 'Quiet harbour',
        image: null,
        views: 0,
        likes: 0,
        saves: 0,
        orders: 0,
        conversion: null,
        stock: 3,
        forSale: true,
      },
    ],
    toShip: {
      count: 1,
      orders: [
        {
          id: 'order-1',
          artworkTitle: 'Monsoon Ghats',
          quantity: 1,
          totalAmount: 2500,
          buyerUsername: 'ravi',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}
