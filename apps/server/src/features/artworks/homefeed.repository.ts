import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { afterKey, type ArtworkRow, type PageOrder, selectArtworkRows, withCardExtras } from './artworks.repository';
import { visibleArtworkRows } from '../../lib/visibility';
import { decodeCursor, encodeCursor, invalidCursor, pageLimit, takePage } from '../../lib/paging';
import { noBlockWith } from '../blocks/blocks.repository';

// The signed-in home feed is one list read in phases, never showing the viewer's own artworks:
//   1. artworks of the people I follow, newest first;
//   2. then other people's artworks from the last POPULAR_WINDOW_DAYS, most liked first (ties newest first);
//   3. then everyone else's older artworks, newest first, so the feed never runs dry.
// A page may span phases. Its cursor holds the phase of its last row, that row's sort key and id, and the
// cutoff between "recent" and "older" fixed when the first page was read, so every artwork appears exactly
// once across pages even while time passes. The feed is therefore never empty while anyone else has posted.

export const POPULAR_WINDOW_DAYS = 30;

type Phase = 'following' | 'popular' | 'older';
const PHASES: readonly Phase[] = ['following', 'popular', 'older'];

interface FeedPosition {
  phase: Phase;
  cutoff: string;
  after: { key: string | number; id: string } | null;
}

// How many of the followed artists' artworks the first phase may read through the per-artist index before the
// newest-first scan is the cheaper way (see followingIsLarge).
export const PER_ARTIST_READ_LIMIT = 2000;

function followeesOf(db: Db, viewerId: string) {
  return db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId);
}

/**
 * Which way the "following" phase reads, so its cost does not grow with the catalogue. Per followed artist
 * (index artworks_artist) reads every artwork of theirs and sorts: right for a few artists or a few artworks,
 * but in proportion to the catalogue for someone following prolific artists. Newest first (index
 * artworks_recent), keeping the followed artists' artworks, stops after a page: right when they are a visible
 * share of all artworks, but it would read the whole table for someone following two quiet artists.
 * PostgreSQL's planner weighs the two itself for each viewer. SQLite's picks per artist for everyone, so there
 * the choice is made here: a capped count of the followed artists' artworks (at most PER_ARTIST_READ_LIMIT
 * index entries) says which.
 */
async function followingIsLarge(db: Db, viewerId: string): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return false;
  const known = planMemo.get(viewerId);
  if (known && Date.now() - known.at < PLAN_MEMO_MS) return known.large;
  const large = await countsAsLarge(db, viewerId);
  // Oldest first in a Map: dropping the first entry keeps the memo bounded.
  if (planMemo.size >= PLAN_MEMO_SIZE) planMemo.delete(planMemo.keys().next().value as string);
  planMemo.delete(viewerId);
  planMemo.set(viewerId, { large, at: Date.now() });
  return large;
}

// The count costs a statement on every page, about a quarter of the feed's database time (issue 21), and its
// answer only picks the faster of two reads of the same rows: a stale one can cost time, never a wrong page.
// So each viewer's answer is kept for a minute, in this process, for the most recent PLAN_MEMO_SIZE viewers.
const PLAN_MEMO_MS = 60_000;
const PLAN_MEMO_SIZE = 10_000;
const planMemo = new Map<string, { large: boolean; at: number }>();

async function countsAsLarge(db: Db, viewerId: string): Promise<boolean> {
  const { n } = await db
    .selectFrom(
      db
        .selectFrom('artworks')
        .select('artworks.id')
        .where('artworks.artist_id', 'in', followeesOf(db, viewerId))
        .limit(PER_ARTIST_READ_LIMIT)
        .as('sample'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) >= PER_ARTIST_READ_LIMIT;
}

function phaseQuery(
  db: Db,
  viewer: { id: string; role: string },
  phase: Phase,
  cutoff: string,
  after: FeedPosition['after'],
  newestFirst: boolean,
) {
  const viewerId = viewer.id;
  const followees = followeesOf(db, viewerId);
  // Nothing a moderator hid, nor a suspended artist's (issue 17).
  let query = selectArtworkRows(db).where(visibleArtworkRows(viewer));
  if (phase === 'following') {
    // `artist_id || ''` is the same value but no index applies to it, so the newest-first index drives the read.
    query = newestFirst
      ? query.where(sql<string>`artworks.artist_id || ''`, 'in', followees)
      : query.where('artworks.artist_id', 'in', followees);
  } else {
    query = query
      .where('artworks.artist_id', '!=', viewerId)
      .where('artworks.artist_id', 'not in', followees)
      // Nobody with a block between them and the viewer (issue 17); blocking ended follows, so phase 1 needs none.
      .where(noBlockWith(viewerId, 'artworks.artist_id'))
      .where('artworks.created_at', phase === 'popular' ? '>=' : '<', cutoff);
  }
  const column = phase === 'popular' ? 'artworks.like_count' : 'artworks.created_at';
  if (after) query = query.where((eb) => afterKey(eb, column, 'desc', after.key, after.id));
  return query.orderBy(column, 'desc').orderBy('artworks.id', 'desc');
}

const keyOf = (row: ArtworkRow, phase: Phase) => (phase === 'popular' ? row.like_count : row.created_at);

function readCursor(cursor: string | undefined): FeedPosition {
  if (cursor === undefined) {
    const cutoff = new Date(Date.now() - POPULAR_WINDOW_DAYS * 24 * 3600 * 1000).toISOString();
    return { phase: 'following', cutoff, after: null };
  }
  const [phase, cutoff, key, id] = decodeCursor(cursor, ['string', 'string', 'string', 'string']);
  // Keys travel as strings so one shape serves every phase; the popular phase's key is a like count.
  if (!PHASES.includes(phase as Phase)) throw invalidCursor();
  const numeric = phase === 'popular';
  if (numeric && !/^\d+$/.test(key as string)) throw invalidCursor();
  return {
    phase: phase as Phase,
    cutoff: cutoff as string,
    after: { key: numeric ? Number(key) : (key as string), id: id as string },
  };
}

/** One page of the viewer's home feed and the cursor of the next. At most four queries a page. */
export async function homeFeedRows(
  db: Db,
  viewer: { id: string; role: string },
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  const start = readCursor(cursor);
  const found: { row: ArtworkRow; phase: Phase }[] = [];
  let after = start.after;
  const newestFirst = start.phase === 'following' && (await followingIsLarge(db, viewer.id));
  // One row beyond the page tells whether a next page exists.
  for (let index = PHASES.indexOf(start.phase); index < PHASES.length; index += 1) {
    const phase = PHASES[index] as Phase;
    const wanted = limit + 1 - found.length;
    const rows = await feedPhasePage(
      db,
      { viewerId: viewer.id, cutoff: start.cutoff, afterKey: after?.key ?? '', afterId: after?.id ?? '' },
      { phase, newestFirst, after: after !== null, limit: wanted, admin: viewer.role === 'admin' },
    );
    for (const row of rows) found.push({ row, phase });
    if (rows.length === wanted) break;
    after = null;
  }
  const page = takePage(found, limit, ({ row, phase }) =>
    encodeCursor([phase, start.cutoff, String(keyOf(row, phase)), row.id]),
  );
  return { rows: page.rows.map(({ row }) => row), next: page.next };
}

/**
 * One phase's rows with their images and the viewer's state. Prepared (issue 21), but not named: PostgreSQL's
 * generic plan for the followed artists' works reads all of them where a plan for the viewer at hand stops after a
 * page (docs/benchmarks.md), so it keeps planning each run.
 */
const feedPhasePage = preparedRead(
  (
    db,
    values: { viewerId: string; cutoff: string; afterKey: string | number; afterId: string },
    shape: { phase: Phase; newestFirst: boolean; after: boolean; limit: number; admin: boolean },
  ) => {
    const viewer = { id: values.viewerId, role: shape.admin ? 'admin' : 'user' };
    const after = shape.after ? { key: values.afterKey, id: values.afterId } : null;
    const page = phaseQuery(db, viewer, shape.phase, values.cutoff, after, shape.newestFirst).limit(
      pageLimit(shape.limit),
    );
    const order: PageOrder = [
      [shape.phase === 'popular' ? 'like_count' : 'created_at', 'desc'],
      ['id', 'desc'],
    ];
    return withCardExtras(db, page, order, values.viewerId);
  },
);
