import {
  type ArtMedium,
  FOR_YOU_MAX,
  FOR_YOU_MAX_RUN,
  SIMILAR_ARTISTS_LIMIT,
  SUGGESTED_ARTISTS_LIMIT,
  type SuggestedArtist,
  TRENDING_HALF_LIFE_DAYS,
  type UserSummary,
} from '@kala/contract';
import type { Db } from '../../db/database';
import type { Engagement, EngagementKind, Neighbour, Pick, TrendInput } from './foryou.types';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/paging';
import type { Viewer } from '../../lib/visibility';
import {
  type ArtistRow,
  artistsAmong,
  artistsInMediums,
  artistsOfWorks,
  artistWorks,
  boughtAmong,
  engagedAmong,
  followedWorks,
  mediumWorks,
  neighboursOf,
  pickedMediums,
  popularRows,
  seedsOf,
  trendingArtists,
  trendingRows,
  visibleBasics,
} from './foryou.repository';

// For you (docs/decisions/0042-for-you.md): what a person's home recommends and why. The rules live here, free of
// SQL; the reads are in foryou.repository.ts.

export type { Engagement, EngagementKind, Neighbour, Pick, TrendInput } from './foryou.types';

/** How much each kind of engagement says about a person's taste: buying most, a passing view least. */
const SEED_WEIGHT: Record<EngagementKind, number> = { bought: 3, saved: 2, liked: 2, viewed: 1 };
/** A seed's weight halves every this many days: what someone liked last week says more than last year's. */
const SEED_HALF_LIFE_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Ranks the neighbours of a person's seeds: each candidate's score is the sum, over the seeds it neighbours, of
 * the pair's score × the seed's kind weight × the seed's recency. Its reason is the seed that gave it the most
 * ("Because you liked …"). Seeds themselves are never candidates.
 */
export function rankRelated(
  seeds: readonly Engagement[],
  neighbours: readonly Neighbour[],
  now: Date,
): { artworkId: string; seed: Engagement; score: number }[] {
  const seedWeight = new Map<string, { seed: Engagement; weight: number }>();
  for (const seed of seeds) {
    const age = Math.max(0, now.getTime() - Date.parse(seed.at)) / DAY_MS;
    const weight = SEED_WEIGHT[seed.kind] * 0.5 ** (age / SEED_HALF_LIFE_DAYS);
    const known = seedWeight.get(seed.artworkId);
    // A work liked and saved counts once, as its strongest engagement.
    if (!known || known.weight < weight) seedWeight.set(seed.artworkId, { seed, weight });
  }
  const totals = new Map<string, { score: number; best: number; seed: Engagement }>();
  for (const neighbour of neighbours) {
    if (seedWeight.has(neighbour.artworkId)) continue;
    const from = seedWeight.get(neighbour.seedId);
    if (!from) continue;
    const part = neighbour.score * from.weight;
    const entry = totals.get(neighbour.artworkId);
    if (!entry) totals.set(neighbour.artworkId, { score: part, best: part, seed: from.seed });
    else {
      entry.score += part;
      if (part > entry.best) {
        entry.best = part;
        entry.seed = from.seed;
      }
    }
  }
  return [...totals]
    .map(([artworkId, entry]) => ({ artworkId, seed: entry.seed, score: entry.score }))
    .sort((a, b) => b.score - a.score || a.artworkId.localeCompare(b.artworkId));
}

/**
 * The order the sources take turns in: the followed artists and what was learned from the person lead, their
 * picked mediums and what is trending keep the mix open to new things. A source with nothing left is skipped.
 */
const TURNS = ['follow', 'related', 'medium', 'follow', 'related', 'trending'] as const;
type Source = (typeof TURNS)[number];

/**
 * One list from the sources, taking turns (TURNS), each work once (with the most personal reason proposed), leaving out what `excluded` says (the person's own works, what they bought), at most `max` long, then
 * reordered for variety (withVariety).
 */
export function mixSources(
  sources: Record<Source, readonly Pick[]>,
  excluded: (pick: Pick) => boolean,
  max: number = FOR_YOU_MAX,
): Pick[] {
  const queues: Record<Source, Pick[]> = {
    follow: [...sources.follow],
    related: [...sources.related],
    medium: [...sources.medium],
    trending: [...sources.trending],
  };
  // A work more than one source proposes keeps the most personal reason: a followed artist, then what was learned,
  // then a picked medium, then trending.
  const earlier = new Set<string>();
  for (const source of ['follow', 'related', 'medium', 'trending'] as const) {
    queues[source] = queues[source].filter((pick) => !earlier.has(pick.artworkId));
    for (const pick of queues[source]) earlier.add(pick.artworkId);
  }
  const seen = new Set<string>();
  const mixed: Pick[] = [];
  // Enough for the variety pass to have a choice beyond the `max` it keeps.
  const wanted = max + 20;
  let turn = 0;
  while (mixed.length < wanted && TURNS.some((source) => queues[source].length > 0)) {
    const queue = queues[TURNS[turn % TURNS.length] as Source];
    turn += 1;
    while (queue.length > 0) {
      const pick = queue.shift() as Pick;
      if (seen.has(pick.artworkId) || excluded(pick)) continue;
      seen.add(pick.artworkId);
      mixed.push(pick);
      break;
    }
  }
  return withVariety(mixed, FOR_YOU_MAX_RUN).slice(0, max);
}

/**
 * The list in its order, but never more than `maxRun` works of one artist in a row: when the next would be one
 * too many, the first later work by someone else comes first. Works that cannot be placed (only one artist is
 * left) are dropped rather than break the rule.
 */
export function withVariety<T extends { artistId: string }>(items: readonly T[], maxRun: number): T[] {
  const pending = [...items];
  const out: T[] = [];
  const tooMany = (candidate: T) =>
    out.length >= maxRun && out.slice(-maxRun).every((item) => item.artistId === candidate.artistId);
  while (pending.length > 0) {
    const index = pending.findIndex((candidate) => !tooMany(candidate));
    if (index < 0) break;
    out.push(pending.splice(index, 1)[0] as T);
  }
  return out;
}

const TRENDING_CANDIDATES = 60;

/**
 * The For you mix of a signed-in person, in order, with reasons: their followed artists' newest works; works
 * that people who engaged with what they liked, saved, bought or viewed also engaged with; the popular works of
 * the mediums they picked; trending works. Never their own works nor what they bought; nothing they already liked
 * or saved is recommended to them again (their followed artists' works show anyway). A person with none of these
 * (a new account that skipped the picks) gets what is trending.
 */
export async function forYouPicks(db: Db, viewer: NonNullable<Viewer>, now: Date = new Date()): Promise<Pick[]> {
  const [seeds, follow, mediums, trending] = await Promise.all([
    seedsOf(db, viewer.id),
    followedWorks(db, viewer),
    pickedMediums(db, viewer.id),
    trendingRows(db, viewer, TRENDING_CANDIDATES, null),
  ]);
  const [neighbours, byMedium] = await Promise.all([
    neighboursOf(
      db,
      seeds.map((seed) => seed.artworkId),
    ),
    mediumWorks(db, viewer, mediums),
  ]);
  const ranked = rankRelated(seeds, neighbours, now).slice(0, FOR_YOU_MAX);
  const basics = await visibleBasics(db, viewer, [
    ...ranked.map((row) => row.artworkId),
    ...seeds.map((seed) => seed.artworkId),
  ]);
  const related: Pick[] = [];
  for (const row of ranked) {
    const work = basics.get(row.artworkId);
    if (!work) continue;
    // The work that led here, named by its title as the person may see it now.
    const title = basics.get(row.seed.artworkId)?.title;
    if (title === undefined) continue;
    related.push({
      artworkId: row.artworkId,
      artistId: work.artistId,
      reason: { kind: row.seed.kind, artworkId: row.seed.artworkId, title },
    });
  }
  // Too little trending (a quiet week, a new site): the most liked works stand in, said to be popular.
  const popular = trending.length < TRENDING_CANDIDATES ? await popularRows(db, viewer, TRENDING_CANDIDATES) : [];
  const trendingPicks: Pick[] = [
    ...trending.map((row) => ({ artworkId: row.id, artistId: row.artistId, reason: { kind: 'trending' as const } })),
    ...popular.map((row) => ({ artworkId: row.id, artistId: row.artistId, reason: { kind: 'popular' as const } })),
  ];
  const fromMediums = interleave(byMedium);
  const recommended = [...related, ...fromMediums, ...trendingPicks].map((pick) => pick.artworkId);
  const everything = [...follow.map((pick) => pick.artworkId), ...recommended];
  const [bought, engaged] = await Promise.all([
    boughtAmong(db, viewer.id, everything),
    engagedAmong(db, viewer.id, recommended),
  ]);
  return mixSources(
    { follow, related, medium: fromMediums, trending: trendingPicks },
    (pick) =>
      pick.artistId === viewer.id ||
      bought.has(pick.artworkId) ||
      (pick.reason.kind !== 'follow' && engaged.has(pick.artworkId)),
  );
}

/** Several ranked lists as one, taking each list's next in turn (every picked medium shows early). */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) out.push(list[index] as T);
  }
  return out;
}

/**
 * One page of the mix: `limit` works from the cursor's place (the mix is worked out again for each page, so a
 * page reflects what the person did since the last; a work that moved may show twice or be passed over, and the
 * home's cards are keyed by id).
 */
export async function forYouPage(
  db: Db,
  viewer: NonNullable<Viewer>,
  limit: number,
  cursor: string | undefined,
): Promise<{ picks: Pick[]; next: string | null }> {
  let offset = 0;
  if (cursor !== undefined) {
    const [at] = decodeCursor(cursor, ['number']);
    offset = Number(at);
    if (!Number.isInteger(offset) || offset < 0 || offset > FOR_YOU_MAX) throw invalidCursor();
  }
  const picks = await forYouPicks(db, viewer);
  const page = picks.slice(offset, offset + limit);
  const end = offset + page.length;
  return { picks: page, next: end < picks.length ? encodeCursor([end]) : null };
}

/** One page of the trending works, most first; the cursor holds the last row's score and id. */
export async function trendingPage(
  db: Db,
  viewer: Viewer,
  limit: number,
  cursor: string | undefined,
): Promise<{ ids: string[]; next: string | null }> {
  let after: { score: number; id: string } | null = null;
  if (cursor !== undefined) {
    const [score, id] = decodeCursor(cursor, ['number', 'string']);
    if (!Number.isFinite(Number(score))) throw invalidCursor();
    after = { score: Number(score), id: String(id) };
  }
  const rows = await trendingRows(db, viewer, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    ids: page.map((row) => row.id),
    next: rows.length > limit && last ? encodeCursor([last.score, last.id]) : null,
  };
}

// ── Trending ──────────────────────────────────────────────────────────────────────────────────────────────────

/** What each engagement is worth to trending, before its decay. */
export const TREND_WEIGHT: Record<TrendInput['kind'], number> = { view: 1, like: 3, save: 4, sale: 8 };
/** Engagement older than this many half-lives (under 1 % of its worth) is not read. */
export const TREND_WINDOW_HALF_LIVES = 7;

/**
 * Each artwork's time-decayed engagement at `now`: the sum of its likes, saves, sales and views, each weighted
 * (TREND_WEIGHT) and halved every TRENDING_HALF_LIFE_DAYS since its day (taken at its middle).
 */
export function trendScores(inputs: readonly TrendInput[], now: Date): Map<string, number> {
  const scores = new Map<string, number>();
  for (const input of inputs) {
    if (!input.artworkId) continue;
    const middle = Date.parse(`${input.day}T12:00:00.000Z`);
    const age = Math.max(0, now.getTime() - middle) / DAY_MS;
    const worth = TREND_WEIGHT[input.kind] * input.count * 0.5 ** (age / TRENDING_HALF_LIFE_DAYS);
    scores.set(input.artworkId, (scores.get(input.artworkId) ?? 0) + worth);
  }
  return scores;
}

// ── Artists ───────────────────────────────────────────────────────────────────────────────────────────────────

const toSummary = (row: ArtistRow): UserSummary => ({
  id: row.id,
  username: row.username,
  name: row.name,
  profileImage: row.profile_image,
});

/**
 * Artists to follow after registering: the artists of the newest works in the picked mediums (those with most of
 * them first, then the most followed), or, without picks, the artists of what is trending. Never the person,
 * anyone they follow already, or anyone with a block between them.
 */
export async function suggestedArtists(
  db: Db,
  viewerId: string,
  mediums: readonly ArtMedium[],
): Promise<SuggestedArtist[]> {
  const works = mediums.length > 0 ? await artistsInMediums(db, mediums) : [];
  const counts = new Map<string, { works: number; mediums: Set<string> }>();
  for (const work of works) {
    const entry = counts.get(work.artistId) ?? { works: 0, mediums: new Set<string>() };
    entry.works += 1;
    entry.mediums.add(work.medium);
    counts.set(work.artistId, entry);
  }
  const order = works.length > 0 ? [...counts.keys()] : await trendingArtists(db);
  const rows = await artistsAmong(db, order, viewerId, { unfollowedBy: viewerId });
  const rank = (row: ArtistRow) => counts.get(row.id)?.works ?? 0;
  const position = new Map(order.map((id, index) => [id, order.indexOf(id) === index ? index : order.indexOf(id)]));
  return rows
    .sort(
      (a, b) =>
        rank(b) - rank(a) ||
        b.followers_count - a.followers_count ||
        (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0),
    )
    .slice(0, SUGGESTED_ARTISTS_LIMIT)
    .map((row) => ({
      ...toSummary(row),
      followers: row.followers_count,
      mediums: mediums.filter((medium) => counts.get(row.id)?.mediums.has(medium)),
    }));
}

/**
 * "Artists you may like" on an artist's profile: the artists of the works people engaged with together with
 * theirs (co-occurrence, summed by artist), then artists working in the same mediums, most followed first. Never
 * the artist, nor the viewer, nor anyone with a block between them and the viewer.
 */
export async function similarArtists(db: Db, artistId: string, viewer: Viewer): Promise<UserSummary[]> {
  const own = await artistWorks(db, artistId);
  const neighbours = await neighboursOf(db, own.ids);
  const artists = await artistsOfWorks(
    db,
    neighbours.map((row) => row.artworkId),
  );
  const byArtist = new Map<string, number>();
  for (const row of neighbours) {
    const artist = artists.get(row.artworkId);
    if (!artist || artist === artistId) continue;
    byArtist.set(artist, (byArtist.get(artist) ?? 0) + row.score);
  }
  const sameMedium = (await artistsInMediums(db, own.mediums))
    .map((row) => row.artistId)
    .filter((id) => id !== artistId);
  const rows = await artistsAmong(db, [...byArtist.keys(), ...sameMedium, artistId], viewer?.id ?? null);
  return rows
    .filter((row) => row.id !== artistId)
    .sort((a, b) => (byArtist.get(b.id) ?? 0) - (byArtist.get(a.id) ?? 0) || b.followers_count - a.followers_count)
    .slice(0, SIMILAR_ARTISTS_LIMIT)
    .map(toSummary);
}
