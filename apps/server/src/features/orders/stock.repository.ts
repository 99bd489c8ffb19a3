import type { Tx } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { giveBackOffers } from '../offers/offers.repository';
import type { OrderRow } from './orders.repository';

// Beside orders.repository rather than in it: offers.repository reads orders.repository, so giving an offer
// back from there would make an import cycle.

/**
 * Gives a cancelled order's pieces back to its artwork (if it still exists): for sale again at once. The offer
 * it was bought at is given back too: the buyer may still buy at that price until the offer expires.
 */
export async function returnStock(
  tx: Tx,
  rows: readonly Pick<OrderRow, 'artwork_id' | 'quantity' | 'offer_id'>[],
): Promise<void> {
  for (const row of rows) {
    if (!row.artwork_id) continue;
    await tx
      .updateTable('artworks')
      .set((eb) => ({ quantity: eb('quantity', '+', row.quantity), is_sold: 0, updated_at: nowIso() }))
      .where('id', '=', row.artwork_id)
      .execute();
  }
  const offerIds = rows.flatMap((row) => (row.offer_id ? [row.offer_id] : []));
  if (offerIds.length > 0) await giveBackOffers(tx, offerIds, nowIso());
}
