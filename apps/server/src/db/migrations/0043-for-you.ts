import { type Kysely, sql } from 'kysely';

// For you (issue 38 item 2, docs/decisions/0042-for-you.md).
// - artwork_pairs: item-to-item co-occurrence. (a, b, score): how many times a person engaged with both a and b
//   (a like, a save or a purchase of one while the other was among their latest engagements). Kept in both
//   directions, so the neighbours of one artwork are one index range, best first.
// - recent_views: a signed-in person's artworks viewed, the newest per artwork; the views' daily counts keep no
//   person (decision 0010), so this is where "Because you viewed" comes from. Pruned after 90 days.
// - artwork_trend: the time-decayed engagement of the works with any in the last weeks, rewritten by a periodic
//   job; the trending list is one index walk of it.
// - user_mediums and users.onboarded_at: the mediums a person picked after registering, and whether they were asked.
// - likes_user, likes_created, wishlist_items_created, artwork_views_daily_day: a person's latest likes, and the
//   engagement of a period, read by index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_pairs')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('other_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_pairs_pk', ['artwork_id', 'other_id'])
    .execute();
  await db.schema.createIndex('artwork_pairs_best').on('artwork_pairs').columns(['artwork_id', 'score']).execute();

  await db.schema
    .createTable('recent_views')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_views_pk', ['user_id', 'artwork_id'])
    .execute();
  await db.schema.createIndex('recent_views_user').on('recent_views').columns(['user_id', 'viewed_at']).execute();
  await db.schema.createIndex('recent_views_viewed').on('recent_views').column('viewed_at').execute();

  await db.schema
    .createTable('artwork_trend')
    .addColumn('artwork_id', 'text', (c) => c.primaryKey().references('artworks.id').onDelete('cascade'))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('artwork_trend_score').on('artwork_trend').columns(['score', 'artwork_id']).execute();

  await db.schema
    .createTable('user_mediums')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('medium', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_mediums_pk', ['user_id', 'medium'])
    .execute();
  await db.schema.alterTable('users').addColumn('onboarded_at', 'text').execute();
  // Everyone already here has a home of their own: only new accounts are asked.
  await sql`update users set onboarded_at = created_at`.execute(db);

  await db.schema.createIndex('likes_user').on('likes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('likes_created').on('likes').column('created_at').execute();
  await db.schema.createIndex('wishlist_items_created').on('wishlist_items').column('created_at').execute();
  await db.schema.createIndex('artwork_views_daily_day').on('artwork_views_daily').column('day').execute();
  await fillPairs(db);
}

/**
 * The pairs of the engagements already made, as recordPairs (features/foryou/foryou.repository.ts) would have
 * kept them: each person's latest 30 liked, saved or bought works (PAIR_WINDOW), every two of them a pair, scored
 * by how many people share it. One statement; the window bounds it to 30 × 30 rows a person. Also run by the
 * seeds, which write likes in bulk.
 */
export async function fillPairs(db: Kysely<unknown>): Promise<void> {
  await sql`insert into artwork_pairs (artwork_id, other_id, score)
    with engaged as (
      select user_id, artwork_id, created_at from likes
      union all select user_id, artwork_id, created_at from wishlist_items
      union all select buyer_id, artwork_id, created_at from orders
        where buyer_id is not null and artwork_id is not null and status <> 'cancelled'
    ),
    latest as (
      select user_id, artwork_id, max(created_at) as at from engaged group by user_id, artwork_id
    ),
    ranked as (
      select user_id, artwork_id, row_number() over (partition by user_id order by at desc, artwork_id) as n
      from latest
    ),
    kept as (select user_id, artwork_id from ranked where n <= 30)
    select a.artwork_id, b.artwork_id, count(*)
    from kept as a join kept as b on a.user_id = b.user_id and a.artwork_id <> b.artwork_id
    group by a.artwork_id, b.artwork_id
    on conflict (artwork_id, other_id) do update set score = excluded.score`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['artwork_views_daily_day', 'wishlist_items_created', 'likes_created', 'likes_user']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('onboarded_at').execute();
  for (const table of ['user_mediums', 'artwork_trend', 'recent_views', 'artwork_pairs']) {
    await db.schema.dropTable(table).execute();
  }
}
