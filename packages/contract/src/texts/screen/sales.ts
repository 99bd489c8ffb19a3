import { salesText, shipTo } from '../shared';

export const sales = {
  title: salesText,
  subtitle: 'Artworks collectors have bought from you',
  loading: 'Loading your sales...',
  error: 'Failed to load your sales',
  empty: 'No sales yet',
  emptyHint: 'When someone buys your artwork, the order appears here with the address to ship it to.',
  /** buyer('asha') → 'Bought by @asha' */
  buyer: (username: string) => `Bought by @${username}`,
  shipTo,
  markAsPaid: 'Mark as paid',
  marking: 'Marking...',
} as const;
