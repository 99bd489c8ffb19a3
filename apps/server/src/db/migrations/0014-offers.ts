import type { Kysely } from 'kysely';

// Offers in chat (issue 19, features/offers/): one row per offer, the card's message in chat_messages names it by
// offer_id. A counter is a new row the other way (the old one 'countered'). An accepted row is the agreed price
// for its buyer and artwork until expires_at, once (used_at marks the checkout that took it).
//   offers_artwork  (artwork_id, status)              what to expire when the artwork sells out
//   offers_buyer    (buyer_id, artwork_id, status)    the agreed price of a buyer's cart line
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('offers_artwork').on('offers').columns(['artwork_id', 'status']).execute();
  await db.schema.createIndex('offers_buyer').on('offers').columns(['buyer_id', 'artwork_id', 'status']).execute();
  await db.schema.alterTable('chat_messages').addColumn('offer_id', 'text').execute();
}
