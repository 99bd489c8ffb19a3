import { myOrders, paymentStatus } from '../shared';

// Kala: the buyer's orders and the artist's sales (design.md).
export const orders = {
  title: myOrders,
  subtitle: 'Artworks you have bought',
  loading: 'Loading your orders...',
  error: 'Failed to load your orders',
  empty: 'No orders yet',
  emptyHint: 'Artworks you buy will appear here.',
  /** quantity(2) → 'Qty 2' */
  quantity: (count: number) => `Qty ${count}`,
  /** orderedOn('4 May 2025') → 'Ordered on 4 May 2025' */
  orderedOn: (date: string) => `Ordered on ${date}`,
  paymentStatus,
  switchLabel: 'Orders and sales',
} as const;
