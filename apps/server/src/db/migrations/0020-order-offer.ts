import type { Kysely } from 'kysely';

// The accepted offer an order was bought at (issue 19, decision 0016): an order cancelled before it was paid or
// shipped (by the buyer, the artist, the 30-minute hold on an unpaid online payment, or a gateway that could not
// be reached) gives the offer back, so the buyer can still buy at the agreed price until it expires. No foreign
// key: an offer goes with either person's account, and the order outlives it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('offer_id', 'text').execute();
}
