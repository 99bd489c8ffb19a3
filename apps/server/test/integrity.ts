// Database integrity checks for the reliability suites (fuzzing, races, crashes, backups): the engine's own
// checks, every stored counter against the rows it counts, and no row pointing to a missing parent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../src/db/database';
import { imageKeys, parseWidths } from '../src/lib/images';

async function rows<T>(db: Db, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(db)).rows as T[];
}

const shownComment = sql`c.hidden_at is null and not exists (select 1 from users su where su.id = c.user_id and su.suspended_at is not null)`;
const shownReview = sql`r.hidden_at is null and not exists (select 1 from users su where su.id = r.reviewer_id and su.suspended_at is not null)`;

// Each query lists the rows that break one rule; all must come back empty.
const counterChecks: Record<string, RawBuilder<unknown>> = {
  'artworks.like_count equals its likes': sql`
    select a.id, a.like_count, (select count(*) from likes l where l.artwork_id = a.id) as actual
    from artworks a where a.like_count <> (select count(*) from likes l where l.artwork_id = a.id)`,
  // The counts are what a visitor sees (issue 17): no hidden comment or review, nothing of a suspended person.
  'artworks.comment_count equals its visible comments': sql`
    select a.id, a.comment_count, (select count(*) from comments c where c.artwork_id = a.id and ${shownComment}) as actual
    from artworks a where a.comment_count <> (select count(*) from comments c where c.artwork_id = a.id and ${shownComment})`,
  'artworks.review_count and rating_sum equal its visible reviews': sql`
    select a.id from artworks a
    where a.review_count <> (select count(*) from reviews r where r.artwork_id = a.id and ${shownReview})
       or a.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.artwork_id = a.id and ${shownReview})`,
  'users.followers_count equals its followers': sql`
    select u.id from users u
    where u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)`,
  'users.following_count equals whom they follow': sql`
    select u.id from users u
    where u.following_count <> (select count(*) from follows f where f.follower_id = u.id)`,
  'no negative stock or counters': sql`
    select id from artworks where quantity < 0 or like_count < 0 or comment_count < 0 or review_count < 0`,
  'no cart line below 1': sql`select c.id from cart_items c where c.quantity < 1`,
  'every artwork has an image': sql`
    select a.id from artworks a where not exists (select 1 from artwork_images i where i.artwork_id = a.id)`,
};

const orphanChecks: Record<string, RawBuilder<unknown>> = {
  'likes of missing users or artworks': sql`
    select l.user_id from likes l
    where not exists (select 1 from users u where u.id = l.user_id)
       or not exists (select 1 from artworks a where a.id = l.artwork_id)`,
  'comments of missing users or artworks': sql`
    select c.id from comments c
    where not exists (select 1 from users u where u.id = c.user_id)
       or not exists (select 1 from artworks a where a.id = c.artwork_id)`,
  'reviews of missing users or artworks': sql`
    select r.id from reviews r
    where not exists (select 1 from users u where u.id = r.reviewer_id)
       or not exists (select 1 from artworks a where a.id = r.artwork_id)`,
  'follows of missing users': sql`
    select f.follower_id from follows f
    where not exists (select 1 from users u where u.id = f.follower_id)
       or not exists (select 1 from users u where u.id = f.followee_id)`,
  'wishlist rows of missing users or artworks': sql`
    select w.user_id from wishlist_items w
    where not exists (select 1 from users u where u.id = w.user_id)
       or not exists (select 1 from artworks a where a.id = w.artwork_id)`,
  'cart lines of missing users or artworks': sql`
    select c.id from cart_items c
    where not exists (select 1 from users u where u.id = c.user_id)
       or not exists (select 1 from artworks a where a.id = c.artwork_id)`,
  'artworks of missing artists': sql`
    select a.id from artworks a where not exists (select 1 from users u where u.id = a.artist_id)`,
  'images of missing artworks': sql`
    select i.id from artwork_images i where not exists (select 1 from artworks a where a.id = i.artwork_id)`,
  'orders pointing to a missing artwork, buyer or artist (they are set to null instead)': sql`
    select o.id from orders o
    where (o.artwork_id is not null and not exists (select 1 from artworks a where a.id = o.artwork_id))
       or (o.buyer_id is not null and not exists (select 1 from users u where u.id = o.buyer_id))
       or (o.artist_id is not null and not exists (select 1 from users u where u.id = o.artist_id))`,
  'orders without their checkout': sql`
    select o.id from orders o where not exists (select 1 from checkouts c where c.id = o.checkout_id)`,
  'chat messages of missing users': sql`
    select m.id from chat_messages m
    where not exists (select 1 from users u where u.id = m.sender_id)
       or not exists (select 1 from users u where u.id = m.receiver_id)`,
  'duplicate cart lines': sql`
    select user_id, artwork_id from cart_items group by user_id, artwork_id having count(*) > 1`,
};

/**
 * Every integrity problem found, as readable lines (empty when all is well). SQLite runs
 * `pragma integrity_check` and `pragma foreign_key_check` too.
 */
export async function integrityProblems(db: Db, dialect: Dialect): Promise<string[]> {
  const problems: string[] = [];
  if (dialect === 'sqlite') {
    const integrity = await rows<{ integrity_check: string }>(db, sql`pragma integrity_check`);
    if (integrity.map((r) => r.integrity_check).join() !== 'ok') {
      problems.push(`pragma integrity_check: ${JSON.stringify(integrity)}`);
    }
    const foreignKeys = await rows<Record<string, unknown>>(db, sql`pragma foreign_key_check`);
    if (foreignKeys.length > 0) problems.push(`pragma foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
  }
  for (const [rule, query] of Object.entries({ ...counterChecks, ...orphanChecks })) {
    const broken = await rows<Record<string, unknown>>(db, query);
    if (broken.length > 0) problems.push(`${rule}: ${broken.length} rows, e.g. ${JSON.stringify(broken.slice(0, 3))}`);
  }
  return problems;
}

/** Artwork image rows whose files are missing from a local media folder. */
export async function missingImageFiles(db: Db, mediaDir: string): Promise<string[]> {
  const images = await db.selectFrom('artwork_images').select(['hash', 'widths']).execute();
  return images
    .flatMap((image) => imageKeys(image.hash, parseWidths(image.widths)))
    .filter((key) => !existsSync(path.join(mediaDir, key)));
}
