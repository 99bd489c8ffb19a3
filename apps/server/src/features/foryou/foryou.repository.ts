import { type ArtMedium, ART_MEDIUMS } from '@kala/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { type Viewer, visibleArtworks } from '../../lib/visibility';
import { noBlockWith } from '../blocks/blocks.repository';
import type { Engagement, EngagementKind, Neighbour, Pick, TrendInput } from './foryou.types';

// For you's reads and writes (docs/decisions/0042-for-you.md). Every read is bounded: a few index ranges with a
// limit each, whatever the size of the catalogue or of a person's history.

/** How many of a person's latest engagements a new one is paired with (artwork_pairs). */
export const PAIR_WINDOW = 30;
/** How many of a person's latest likes, saves, views and purchases seed their recommendations. */
const SEEDS_PER_KIND = 15;
/** How many neighbours of each seed are read, best first. */
const NEIGHBOURS_PER_SEED = 12;
/** How many followed artists (the latest followed) and works of each the mix reads. */
const FOLLOWED_ARTISTS = 30;
const WORKS_PER_FOLLOWED = 4;
/** How many of a medium's newest works are ranked by trend for "Popular in …". */
const MEDIUM_CANDIDATES = 40;
/** A signed-in person's views are kept this long. */
export const RECENT_VIEWS_DAYS = 90;

/**
 * Pairs `artworkId` with the person's latest other engagements (likes, saves, purchases), adding `delta` to each
 * pair's score in both directions: +1 when they like, save or buy it, −1 when the like or save is taken back (a
 * like and an unlike with nothing in between cancel out). Runs in the caller's transaction, so the pair moves
 * exactly when the like, save or order does. At most 2 × PAIR_WINDOW rows, in key order (PostgreSQL takes the
 * row locks in the same order in every transaction, so two of them cannot deadlock).
 */
export async function recordPairs(tx: Tx, userId: string, artworkId: string, delta: 1 | -1): Promise<void> {
  const others = (await latestEngagements(tx, userId, PAIR_WINDOW + 1))
    .map((row) => row.artworkId)
    .filter((id, index, ids) => id !== artworkId && ids.indexOf(id) === index)
    .slice(0, PAIR_WINDOW);
  if (others.length === 0) return;
  const rows = others
    .flatMap((other) => [
      { artwork_id: artworkId, other_id: other, score: delta },
      { artwork_id: other, other_id: artworkId, score: delta },
    ])
    .sort((a, b) => a.artwork_id.localeCompare(b.artwork_id) || a.other_id.localeCompare(b.other_id));
  await tx
    .insertInto('artwork_pairs')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['artwork_id', 'other_id']).doUpdateSet({ score: sql`artwork_pairs.score + excluded.score` }),
    )
    .execute();
  if (delta < 0) {
    await tx
      .deleteFrom('artwork_pairs')
      .where('score', '<=', 0)
      .where((eb) => eb.or([eb('artwork_id', '=', artworkId), eb('other_id', '=', artworkId)]))
      .where((eb) => eb.or([eb('artwork_id', 'in', others), eb('other_id', 'in', others)]))
      .execute();
  }
}

/** The person's latest likes, saves and purchases (not cancelled), newest first, `limit` of each. */
async function latestEngagements(db: Db, userId: string, limit: number): Promise<Engagement[]> {
  const [likes, saves, orders] = await Promise.all([
    db
      .selectFrom('likes')
      .select(['artwork_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('wishlist_items')
      .select(['artwork_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    boughtRows(db, userId, limit),
  ]);
  const all: Engagement[] = [
    ...likes.map((row) => ({ artworkId: row.artwork_id, kind: 'liked' as const, at: row.created_at })),
    ...saves.map((row) => ({ artworkId: row.artwork_id, kind: 'saved' as const, at: row.created_at })),
    ...orders,
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}

async function boughtRows(db: Db, userId: string, limit: number): Promise<Engagement[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['artwork_id', 'created_at'])
    .where('buyer_id', '=', userId)
    .where('artwork_id', 'is not', null)
    .where('status', '<>', 'cancelled')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ artworkId: row.artwork_id as string, kind: 'bought' as const, at: row.created_at }));
}

/** What seeds a person's recommendations: their latest likes, saves, purchases and views, SEEDS_PER_KIND each. */
export async function seedsOf(db: Db, userId: string): Promise<Engagement[]> {
  const [engagements, views] = await Promise.all([
    latestEngagements(db, userId, SEEDS_PER_KIND),
    db
      .selectFrom('recent_views')
      .select(['artwork_id', 'viewed_at'])
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .limit(SEEDS_PER_KIND)
      .execute(),
  ]);
  return [
    ...engagements,
    ...views.map((row) => ({ artworkId: row.artwork_id, kind: 'viewed' as const, at: row.viewed_at })),
  ];
}

/**
 * The best NEIGHBOURS_PER_SEED neighbours of each seed: one statement of one index range per seed (artwork_pairs_best),
 * so a popular work with thousands of neighbours costs what a quiet one does.
 */
export async function neighboursOf(db: Db, seedIds: readonly string[]): Promise<Neighbour[]> {
  const ids = [...new Set(seedIds)];
  if (ids.length === 0) return [];
  const best = (id: string, index: number) =>
    db
      .selectFrom(
        db
          .selectFrom('artwork_pairs')
          .select(['artwork_id', 'other_id', 'score'])
          .where('artwork_id', '=', id)
          .orderBy('score', 'desc')
          .orderBy('other_id')
          .limit(NEIGHBOURS_PER_SEED)
          .as(`n${index}`),
      )
      .selectAll();
  let query = best(ids[0] as string, 0);
  ids.slice(1).forEach((id, index) => {
    query = query.unionAll(best(id, index + 1));
  });
  const rows = await query.execute();
  return rows.map((row) => ({ seedId: row.artwork_id, artworkId: row.other_id, score: Number(row.score) }));
}

/** Works that `viewer` may see among `ids`, with their artist and title (a candidate's facts for the mix). */
export async function visibleBasics(
  db: Db,
  viewer: NonNullable<Viewer>,
  ids: readonly string[],
): Promise<Map<string, { artistId: string; title: string; username: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('artworks')
    .innerJoin('users', 'users.id', 'artworks.artist_id')
    .select(['artworks.id', 'artworks.artist_id', 'artworks.title', 'users.username'])
    .where('artworks.id', 'in', unique)
    .where(visibleArtworks(viewer))
    .where(noBlockWith(viewer.id, 'artworks.artist_id'))
    .execute();
  return new Map(rows.map((row) => [row.id, { artistId: row.artist_id, title: row.title, username: row.username }]));
}

/** Of `ids`, those the person liked, saved or bought (not cancelled): never recommended again. */
export async function engagedAmong(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('likes')
    .select('artwork_id')
    .where('user_id', '=', userId)
    .where('artwork_id', 'in', unique)
    .unionAll(
      db
        .selectFrom('wishlist_items')
        .select('artwork_id')
        .where('user_id', '=', userId)
        .where('artwork_id', 'in', unique),
    )
    .execute();
  return new Set(rows.map((row) => row.artwork_id));
}

/** Of `ids`, those the person bought (an order not cancelled): never in For you at all. */
export async function boughtAmong(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('artwork_id')
    .where('buyer_id', '=', userId)
    .where('artwork_id', 'in', unique)
    .where('status', '<>', 'cancelled')
    .execute();
  return new Set(rows.map((row) => row.artwork_id as string));
}

/**
 * The newest works of the artists the person follows: the FOLLOWED_ARTISTS latest followed, WORKS_PER_FOLLOWED
 * each, one index range per artist (artworks_artist), newest first overall.
 */
export async function followedWorks(db: Db, viewer: NonNullable<Viewer>): Promise<Pick[]> {
  const followees = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(['follows.followee_id', 'users.username'])
    .where('follows.follower_id', '=', viewer.id)
    .orderBy('follows.created_at', 'desc')
    .limit(FOLLOWED_ARTISTS)
    .execute();
  if (followees.length === 0) return [];
  const works = (artistId: string, index: number) =>
    db
      .selectFrom(
        db
          .selectFrom('artworks')
          .select(['artworks.id', 'artworks.artist_id', 'artworks.created_at'])
          .where('artworks.artist_id', '=', artistId)
          .where(visibleArtworks(viewer))
          .orderBy('artworks.created_at', 'desc')
          .orderBy('artworks.id', 'desc')
          .limit(WORKS_PER_FOLLOWED)
          .as(`f${index}`),
      )
      .selectAll();
  let query = works(followees[0]?.followee_id as string, 0);
  followees.slice(1).forEach((row, index) => {
    query = query.unionAll(works(row.followee_id, index + 1));
  });
  const usernames = new Map(followees.map((row) => [row.followee_id, row.username]));
  const rows = await query.execute();
  return rows
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .map((row) => ({
      artworkId: row.id,
      artistId: row.artist_id,
      reason: { kind: 'follow' as const, username: usernames.get(row.artist_id) ?? '' },
    }));
}

/** "Popular in …": of each picked medium's MEDIUM_CANDIDATES newest works, the most trending first. */
export async function mediumWorks(
  db: Db,
  viewer: NonNullable<Viewer>,
  mediums: readonly ArtMedium[],
): Promise<Pick[][]> {
  return Promise.all(
    mediums.map(async (medium) => {
      const newest = db
        .selectFrom('artworks')
        .select(['artworks.id', 'artworks.artist_id', 'artworks.created_at'])
        .where('artworks.medium', '=', medium)
        .where('artworks.artist_id', '<>', viewer.id)
        .where(visibleArtworks(viewer))
        .orderBy('artworks.created_at', 'desc')
        .orderBy('artworks.id', 'desc')
        .limit(MEDIUM_CANDIDATES)
        .as('newest');
      const rows = await db
        .selectFrom(newest)
        .leftJoin('artwork_trend', 'artwork_trend.artwork_id', 'newest.id')
        .select(['newest.id', 'newest.artist_id', 'newest.created_at', 'artwork_trend.score'])
        .execute();
      return rows
        .sort(
          (a, b) =>
            Number(b.score ?? 0) - Number(a.score ?? 0) ||
            b.created_at.localeCompare(a.created_at) ||
            b.id.localeCompare(a.id),
        )
        .map((row) => ({ artworkId: row.id, artistId: row.artist_id, reason: { kind: 'medium' as const, medium } }));
    }),
  );
}

/**
 * The trending works `viewer` may see, most first: one walk down artwork_trend_score. `after` is the last row of
 * the page before (its score and id).
 */
export async function trendingRows(
  db: Db,
  viewer: Viewer,
  limit: number,
  after: { score: number; id: string } | null,
): Promise<{ id: string; artistId: string; score: number }[]> {
  let query = db
    .selectFrom('artwork_trend')
    .innerJoin('artworks', 'artworks.id', 'artwork_trend.artwork_id')
    .select(['artworks.id', 'artworks.artist_id', 'artwork_trend.score'])
    .where(visibleArtworks(viewer));
  if (viewer) query = query.where(noBlockWith(viewer.id, 'artworks.artist_id'));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('artwork_trend.score', '<', after.score),
        eb.and([eb('artwork_trend.score', '=', after.score), eb('artwork_trend.artwork_id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('artwork_trend.score', 'desc')
    .orderBy('artwork_trend.artwork_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, artistId: row.artist_id, score: Number(row.score) }));
}

/** The most liked works `viewer` may see (artworks_popular): what stands in when too little is trending. */
export async function popularRows(db: Db, viewer: NonNullable<Viewer>, limit: number) {
  const rows = await db
    .selectFrom('artworks')
    .select(['artworks.id', 'artworks.artist_id'])
    .where(visibleArtworks(viewer))
    .where(noBlockWith(viewer.id, 'artworks.artist_id'))
    .orderBy('artworks.like_count', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, artistId: row.artist_id }));
}

// ── Trending's inputs and its table (the job in trending-job.ts) ──────────────────────────────────────────────

/** Engagement since `since` (an ISO time), counted per artwork, kind and UTC day. */
export async function trendInputs(db: Db, since: string): Promise<TrendInput[]> {
  const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const count = sql<number>`count(*)`;
  const [likes, saves, sales, views] = await Promise.all([
    db
      .selectFrom('likes')
      .select(['artwork_id', day('created_at').as('day'), count.as('n')])
      .where('created_at', '>=', since)
      .groupBy(['artwork_id', day('created_at')])
      .execute(),
    db
      .selectFrom('wishlist_items')
      .select(['artwork_id', day('created_at').as('day'), count.as('n')])
      .where('created_at', '>=', since)
      .groupBy(['artwork_id', day('created_at')])
      .execute(),
    db
      .selectFrom('orders')
      .select(['artwork_id', day('created_at').as('day'), count.as('n')])
      .where('created_at', '>=', since)
      .where('artwork_id', 'is not', null)
      .where('status', '<>', 'cancelled')
      .groupBy(['artwork_id', day('created_at')])
      .execute(),
    db
      .selectFrom('artwork_views_daily')
      .select(['artwork_id', 'day', 'views as n'])
      .where('day', '>=', since.slice(0, 10))
      .execute(),
  ]);
  const rows = (kind: TrendInput['kind'], list: { artwork_id: string | null; day: string; n: number | string }[]) =>
    list.map((row) => ({ artworkId: row.artwork_id as string, kind, day: row.day, count: Number(row.n) }));
  return [...rows('like', likes), ...rows('save', saves), ...rows('sale', sales), ...rows('view', views)];
}

const TREND_CHUNK = 400;

/** Replaces the trending table with `scores`, in one transaction (readers see the old list or the new one). */
export async function replaceTrend(db: Db, scores: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...scores].map(([artwork_id, score]) => ({ artwork_id, score }));
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('artwork_trend').execute();
    for (let i = 0; i < rows.length; i += TREND_CHUNK) {
      const chunk = rows.slice(i, i + TREND_CHUNK);
      // Only works that still exist: one deleted since the counts were read would break the foreign key.
      const alive = new Set(
        (
          await tx
            .selectFrom('artworks')
            .select('id')
            .where(
              'id',
              'in',
              chunk.map((row) => row.artwork_id),
            )
            .execute()
        ).map((row) => row.id),
      );
      const kept = chunk.filter((row) => alive.has(row.artwork_id));
      if (kept.length > 0) await tx.insertInto('artwork_trend').values(kept).execute();
    }
  });
}

// ── A signed-in person's views ────────────────────────────────────────────────────────────────────────────────

/** Keeps the newest view of each (person, artwork); called by the views' flush, in its transaction. */
export async function recordRecentViews(
  tx: Tx,
  views: readonly { userId: string; artworkId: string; at: string }[],
): Promise<void> {
  const latest = new Map<string, { user_id: string; artwork_id: string; viewed_at: string }>();
  for (const view of views) {
    const key = `${view.userId}|${view.artworkId}`;
    const known = latest.get(key);
    if (!known || known.viewed_at < view.at) {
      latest.set(key, { user_id: view.userId, artwork_id: view.artworkId, viewed_at: view.at });
    }
  }
  const rows = [...latest.values()].sort(
    (a, b) => a.user_id.localeCompare(b.user_id) || a.artwork_id.localeCompare(b.artwork_id),
  );
  for (let i = 0; i < rows.length; i += TREND_CHUNK) {
    await tx
      .insertInto('recent_views')
      .values(rows.slice(i, i + TREND_CHUNK))
      .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doUpdateSet({ viewed_at: sql`excluded.viewed_at` }))
      .execute();
  }
}

/** Forgets views older than RECENT_VIEWS_DAYS before `now`. */
export async function pruneRecentViews(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RECENT_VIEWS_DAYS * 24 * 3600 * 1000).toISOString();
  await db.deleteFrom('recent_views').where('viewed_at', '<', before).execute();
}

// ── Onboarding ────────────────────────────────────────────────────────────────────────────────────────────────

export async function onboardingOf(db: Db, userId: string): Promise<{ onboarded: boolean; mediums: ArtMedium[] }> {
  const [user, mediums] = await Promise.all([
    db.selectFrom('users').select('onboarded_at').where('id', '=', userId).executeTakeFirst(),
    pickedMediums(db, userId),
  ]);
  return { onboarded: user?.onboarded_at != null, mediums };
}

/** The mediums the person picked, in the contract's order. */
export async function pickedMediums(db: Db, userId: string): Promise<ArtMedium[]> {
  const rows = await db.selectFrom('user_mediums').select('medium').where('user_id', '=', userId).execute();
  const picked = new Set(rows.map((row) => row.medium));
  return ART_MEDIUMS.filter((medium) => picked.has(medium));
}

/** Replaces the person's picks and marks them asked, in one transaction. */
export async function savePicks(db: Db, userId: string, mediums: readonly ArtMedium[]): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('user_mediums').where('user_id', '=', userId).execute();
    if (mediums.length > 0) {
      await tx
        .insertInto('user_mediums')
        .values(mediums.map((medium) => ({ user_id: userId, medium, created_at: now })))
        .execute();
    }
    await tx
      .updateTable('users')
      .set({ onboarded_at: sql`coalesce(onboarded_at, ${now})` })
      .where('id', '=', userId)
      .execute();
  });
}

// ── Artists to follow, and artists one may like ───────────────────────────────────────────────────────────────

const ARTIST_CANDIDATE_WORKS = 300;

export interface ArtistRow {
  id: string;
  username: string;
  name: string;
  profile_image: string | null;
  followers_count: number;
}

/**
 * People (not suspended) among `ids`, but `viewer` and anyone with a block between them (and, with
 * `unfollowedBy`, anyone that person follows already).
 */
export async function artistsAmong(
  db: Db,
  ids: readonly string[],
  viewerId: string | null,
  options: { unfollowedBy?: string } = {},
): Promise<ArtistRow[]> {
  const unique = [...new Set(ids)].filter((id) => id !== viewerId);
  if (unique.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'profile_image', 'followers_count'])
    .where('id', 'in', unique)
    .where('suspended_at', 'is', null);
  if (viewerId) query = query.where(noBlockWith(viewerId, 'users.id'));
  if (options.unfollowedBy) {
    const follower = options.unfollowedBy;
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('follows')
            .select('follows.followee_id')
            .where('follows.follower_id', '=', follower)
            .whereRef('follows.followee_id', '=', 'users.id'),
        ),
      ),
    );
  }
  return query.execute();
}

/** The artists of the newest works in `mediums` (ARTIST_CANDIDATE_WORKS works at most), with their mediums. */
export async function artistsInMediums(
  db: Db,
  mediums: readonly string[],
): Promise<{ artistId: string; medium: string }[]> {
  if (mediums.length === 0) return [];
  const rows = await db
    .selectFrom('artworks')
    .select(['artworks.artist_id', 'artworks.medium'])
    .where('artworks.medium', 'in', [...mediums])
    .where(visibleArtworks(null))
    .orderBy('artworks.created_at', 'desc')
    .limit(ARTIST_CANDIDATE_WORKS)
    .execute();
  return rows.map((row) => ({ artistId: row.artist_id, medium: row.medium as string }));
}

/** The artists of the most trending works (ARTIST_CANDIDATE_WORKS at most), most trending first. */
export async function trendingArtists(db: Db): Promise<string[]> {
  const rows = await trendingRows(db, null, ARTIST_CANDIDATE_WORKS, null);
  return rows.map((row) => row.artistId);
}

/** An artist's newest works (at most 20) and the mediums they work in. */
export async function artistWorks(db: Db, artistId: string): Promise<{ ids: string[]; mediums: string[] }> {
  const rows = await db
    .selectFrom('artworks')
    .select(['artworks.id', 'artworks.medium'])
    .where('artworks.artist_id', '=', artistId)
    .where(visibleArtworks(null))
    .orderBy('artworks.created_at', 'desc')
    .limit(20)
    .execute();
  return {
    ids: rows.map((row) => row.id),
    mediums: [...new Set(rows.map((row) => row.medium).filter((medium): medium is string => medium !== null))],
  };
}

/** The artists of `ids` (artwork ids), by artwork. */
export async function artistsOfWorks(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('artworks')
    .select(['id', 'artist_id'])
    .where('id', 'in', unique)
    .where(visibleArtworks(null))
    .execute();
  return new Map(rows.map((row) => [row.id, row.artist_id]));
}

export type { EngagementKind };
