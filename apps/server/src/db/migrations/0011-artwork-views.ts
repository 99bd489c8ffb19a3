import type { Kysely } from 'kysely';

// Artwork page views (issue 19, features/views/). Two tables:
//
// - artwork_views_daily: one row per artwork per IST day it was viewed, `views` added to by upserts. Rows exist
//   only for days with views, and the studio reads an artist's artworks over a span of days through the primary
//   key (artwork_id, day), so a million artworks cost nothing to the artworks nobody opened.
// - artwork_view_seen: who was already counted today, so a viewer counts once per artwork per day across every
//   instance. `viewer` is an HMAC of the signed-in id, or of the address and user agent, under a key that
//   changes every day (views.service.ts): no address or id is stored, and rows of past days are deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_views_daily')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_views_daily_pk', ['artwork_id', 'day'])
    .execute();

  await db.schema
    .createTable('artwork_view_seen')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_view_seen_pk', ['day', 'artwork_id', 'viewer'])
    .execute();
}
