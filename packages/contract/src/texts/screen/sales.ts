import { salesText, shipTo } from '../shared';
import { live } from '../live';

export const sales = /* @__PURE__ */ live(['SCREEN', 'sales'], {
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
  // Kala (issue 16): the steps on a sale, in dialogs.
  /** shipHint('Monsoon') → what the buyer gets when 'Monsoon' is marked shipped */
  shipHint: (title: string) => `The buyer sees the courier and tracking number of "${title}" at once.`,
  /** cancelHint('asha') → what cancelling tells @asha */
  cancelHint: (username: string) =>
    `@${username} is told why, the artwork goes back on sale, and an online payment is refunded.`,
} as const);
