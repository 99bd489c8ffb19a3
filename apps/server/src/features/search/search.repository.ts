import { ARTWORK_SEARCH_MAX_RESULTS, type Artwork } from '@kala/contract';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { decodeCursor, encodeCursor, invalidCursor, type Page } from '../../lib/paging';
import {
  type Viewer,
  type ViewerKind,
  viewerKind,
  viewerOfKind,
  visibleArtworkRows,
  visibleArtworks,
} from '../../lib/visibility';
import {
  type ArtworkListFilter,
  type FilterName,
  filteredArtworkIds,
  filteredArtworks,
  filterValues,
  loadArtworkCards,
  loadVisibleArtworkCards,
  selectArtworkRows,
} from '../artworks/artworks.repository';
import { noBlockWith } from '../blocks/blocks.repository';
import { isKnownTerm, SEARCH_TERM_GROUPS, spellingsOf, TERM_SPELLINGS, withinOneEdit } from './terms';

// Artwork search over the full-text index of migration 0002 (FTS5 on SQLite, tsvector + GIN on PostgreSQL):
// title, tags, description, category and artist username, best match first (a title match outranks a
// description match). The user's text never reaches the query language: it is cut into word tokens, and each
// becomes a quoted term (a whole word, or a prefix when whole words find too little, so "sun" finds "Sunset");
// quotes, brackets or operators are just separators.

// Enough words for any real query; bounds the work a pasted essay could cause.
const MAX_TOKENS = 8;
// Ranking every match of a common word ("lotus": 13 % of the artworks) costs in proportion to the catalogue
// (over 100 ms at 100,000 artworks). Only the newest SEARCH_CANDIDATES matches are ranked, five answers' worth:
// the cost stays flat as the catalogue grows (docs/benchmarks.md), every match of a rarer query is still
// ranked, and a common word finds the best of what was added recently, which is what someone browsing by a
// word wants.
export const SEARCH_CANDIDATES = 200;
const MAX_TOKEN_LENGTH = 50;

/**
 * The words of a query: runs of letters, digits and combining marks (Devanagari vowel signs are marks),
 * lowercased, deduplicated. Tokens without a letter or digit (a stray accent) are dropped.
 */
export function searchTokens(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const tokens = words.filter((word) => /[\p{L}\p{N}]/u.test(word)).map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(tokens)].slice(0, MAX_TOKENS);
}

/**
 * What a query searches for: each word as a group of spellings, any of which may match (the word, its
 * equivalents in the table of terms.ts, both ways), and, when a word was corrected, the query as corrected.
 */
export interface SearchPlan {
  groups: string[][];
  /** The words with each correction made, or null when none was. */
  corrected: string | null;
}

/** The words of a query, each corrected when the index knows it not and expanded to its spellings. */
export async function planSearch(db: Db, dialect: Dialect, query: string): Promise<SearchPlan> {
  const tokens = searchTokens(query);
  const known = await indexKnows(db, dialect, tokens.map(spellingsOf));
  let correctedAny = false;
  const words: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const fixed = known[index] ? null : await correction(db, dialect, token);
    if (fixed !== null) correctedAny = true;
    words.push(fixed ?? token);
  }
  return { groups: words.map(spellingsOf), corrected: correctedAny ? words.join(' ') : null };
}

// The vocabulary of the index (migration 0039): FTS5's own on SQLite, search_terms on PostgreSQL.
const vocabulary = (dialect: Dialect) => sql.table(dialect === 'sqlite' ? 'artworks_fts_terms' : 'search_terms');
/** The first string after every string that starts with `prefix`, in code point order. */
const pastPrefix = (prefix: string) => {
  const points = [...prefix];
  const last = points.pop() ?? '';
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
};

/**
 * For each word's spellings, whether some word of the index starts with one of them (a whole word, or one being
 * typed). One statement for all the words of a query: a query of five words costs what a query of one does.
 *
 * One range of the vocabulary per spelling, each in an `exists` of its own: SQLite reads FTS5's vocabulary by a
 * range only when the range is the whole condition, and ranges joined by `or` made it read the whole vocabulary,
 * counting every word's matches (about 200 ms at a million artworks for "peacock", whose spellings are four).
 */
async function indexKnows(db: Db, dialect: Dialect, groups: readonly (readonly string[])[]): Promise<boolean[]> {
  if (groups.length === 0) return [];
  const columns = groups.map((spellings, index) => {
    const ranges = spellings.map((spelling) => {
      const word = indexWords(spelling)[0] ?? spelling;
      return sql`exists (select 1 from ${vocabulary(dialect)} where term >= ${word} and term < ${pastPrefix(word)})`;
    });
    return sql`(${sql.join(ranges, sql` or `)}) as ${sql.ref(`known${index}`)}`;
  });
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns)}`.execute(db);
  // PostgreSQL answers true or false, SQLite 1 or 0.
  return groups.map((_, index) => Number(rows[0]?.[`known${index}`] ?? 0) === 1);
}

// Shorter words have too many neighbours one letter away ("sun", "son", "sin"): they are left as typed.
const MIN_CORRECTED_LENGTH = 4;
// Bounds the words read for one correction (the filters below leave far fewer).
const MAX_CORRECTION_CANDIDATES = 5000;

/**
 * The word of the index or of the term table one edit from `word` (Damerau: a transposition counts as one), or
 * null. The table's spellings come first (answered as their group's usual spelling), then the index's words in
 * code point order, so both engines choose alike.
 *
 * The index's words are read by ranges of its vocabulary's index, never whole: a word one edit away starts with
 * the typed word's first two letters (the edit is further on), or its first and third (the second letter left out
 * or swapped with the third), or its first letter followed by anything and then the typed word's rest (the second
 * letter replaced, or one put before it); or it is the typed word without its first letter, or with the first two
 * swapped. A wrong first letter (replaced, or one added before it) is not looked for: it would mean reading every
 * word, and people rarely mistype the first letter.
 */
async function correction(db: Db, dialect: Dialect, word: string): Promise<string | null> {
  const w = [...word];
  if (w.length < MIN_CORRECTED_LENGTH || isKnownTerm(word) || /^\p{N}+$/u.test(word)) return null;
  const table = TERM_SPELLINGS.filter((spelling) => withinOneEdit(word, spelling));
  if (table.length > 0) return groupHead(table[0] as string);
  const [first, second, third] = w as [string, string, string];
  const rest = (from: number) => w.slice(from).join('');
  const startsWith = (prefix: string) => sql`(term >= ${prefix} and term < ${pastPrefix(prefix)})`;
  const { rows } = await sql<{ term: string }>`
    select term from ${vocabulary(dialect)}
    where (${startsWith(first)} and length(term) between ${w.length - 1} and ${w.length + 1} and (
        ${startsWith(first + second)} or ${startsWith(first + third)} or substr(term, 3) in (${rest(2)}, ${rest(1)})
      ))
      or term in (${rest(1)}, ${second + first + rest(2)})
    order by term
    limit ${sql.lit(MAX_CORRECTION_CANDIDATES)}`.execute(db);
  const near = rows.map((row) => row.term).filter((term) => term !== word && withinOneEdit(word, term));
  near.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return near[0] ?? null;
}

/** A table spelling's group's usual spelling (its first). */
function groupHead(spelling: string): string {
  const group = SEARCH_TERM_GROUPS.find((members) =>
    members.some((member) => member.normalize('NFKC').toLowerCase() === spelling),
  );
  return group?.[0] ?? spelling;
}

/**
 * The cards of the best-matching artworks that `viewer` may see, best first: every word must match somewhere (as
 * itself or an equivalent spelling), as a whole word or, when whole words do not fill an answer with what the
 * viewer may see, as a word prefix. A word the index does not know is searched as corrected (planSearch). `search`
 * is the query as typed, or as already planned (the search page plans it once, for its "Did you mean" too).
 */
export async function searchArtworkCards(
  db: Db,
  dialect: Dialect,
  search: string | SearchPlan,
  viewer: Viewer,
  filter: ArtworkListFilter = {},
): Promise<Artwork[]> {
  const plan = typeof search === 'string' ? await planSearch(db, dialect, search) : search;
  const tokens = plan.groups;
  if (tokens.length === 0) return [];
  const limit = ARTWORK_SEARCH_MAX_RESULTS;

  if (dialect === 'sqlite') {
    // The art filters (issue 38) narrow the candidates before they are ranked.
    const ids = filteredArtworkIds(db, filter);
    // Whole words first: an exact term is walked lazily, newest first, and the walk stops at the candidate
    // limit, so its cost does not depend on how many artworks contain the word. A prefix ("sun" for "Sunset")
    // makes FTS5 gather every match of every word with that prefix first, in proportion to the catalogue; it
    // is only needed when whole words do not fill an answer (a word still being typed, a rare word).
    const exact = await rankFts(db, tokens, 'word', limit, ids);
    // Fewer whole-word matches than an answer holds: their cards cannot fill one either.
    if (exact.length >= limit) {
      const cards = await loadVisibleArtworkCards(db, exact, viewer);
      if (cards.length >= limit) return cards;
    }
    return loadVisibleArtworkCards(db, await rankFts(db, tokens, 'prefix', limit, ids), viewer);
  }

  // The same order on PostgreSQL, so both engines answer alike, ranked in the statement that reads the cards
  // (issue 21: one statement, one round trip). Quoting keeps any operator characters literal (tokens hold none);
  // 'token':* is a prefix term.
  const { values, set } = filterValues(filter);
  const rankedCards = async (mode: 'word' | 'prefix') => {
    const tsquery = toTsquery(tokens, mode);
    const rows = await rankedCardRows(
      db,
      { ...values, tsquery, viewerId: viewer?.id ?? '' },
      { viewer: viewerKind(viewer), filters: set.join() },
    );
    return loadArtworkCards(db, rows, viewer?.id ?? null);
  };
  const exact = await rankedCards('word');
  if (exact.length >= limit) return exact;
  return rankedCards('prefix');
}

/**
 * One part of the whole list of matches, for a client that asks without `limit` (docs/decisions/0022-whole-lists.md):
 * ranking every match of a common word at once would cost in proportion to the catalogue, so the matches are
 * taken newest first in windows of `page.limit` (the cap), and each window is ranked within itself, best first.
 * The cursor says where the next window starts, so every match is answered exactly once across the parts, and
 * each part costs what one window does. Whole words as in searchArtworkCards: when they do not fill the first
 * window (all of them fit), the window holds prefix matches instead, which include them.
 */
export async function searchWholeArtworkCards(
  db: Db,
  dialect: Dialect,
  query: string,
  viewer: Viewer,
  page: Page,
  filter: ArtworkListFilter = {},
): Promise<{ cards: Artwork[]; next: string | null }> {
  const tokens = (await planSearch(db, dialect, query)).groups;
  if (tokens.length === 0) return { cards: [], next: null };
  const size = page.limit;
  const fetch = dialect === 'sqlite' ? sqliteWindow : postgresWindow;
  const ids = filteredArtworkIds(db, filter);

  let window: SearchWindow;
  if (page.cursor !== undefined) {
    window = await fetch(db, tokens, size, decodeWindowCursor(page.cursor, dialect), ids);
  } else {
    window = await fetch(db, tokens, size, { mode: 'word', after: null }, ids);
    if (window.ids.length < size) window = await fetch(db, tokens, size, { mode: 'prefix', after: null }, ids);
  }
  const cards = await loadVisibleArtworkCards(db, window.ids, viewer);
  return { cards, next: window.ids.length < size ? null : encodeCursor([window.mode, ...window.last]) };
}

type SearchMode = 'word' | 'prefix';
/** Where a window starts: after the FTS rowid (SQLite) or the (created_at, id) pair (PostgreSQL) of the last one. */
interface WindowStart {
  mode: SearchMode;
  after: readonly (string | number)[] | null;
}
interface SearchWindow {
  mode: SearchMode;
  /** The window's artworks, best first. */
  ids: string[];
  /** The newest-first key of the window's oldest match: where the next window starts. */
  last: (string | number)[];
}

function decodeWindowCursor(cursor: string, dialect: Dialect): WindowStart {
  const shape = dialect === 'sqlite' ? (['string', 'number'] as const) : (['string', 'string', 'string'] as const);
  const [mode, ...after] = decodeCursor(cursor, shape);
  if (mode !== 'word' && mode !== 'prefix') throw invalidCursor();
  return { mode, after };
}

/** The ids of the artworks that pass a search's filters (filteredArtworkIds), or null without filters. */
type FilteredIds = ReturnType<typeof filteredArtworkIds>;
// A query inside sql`` compiles in its own parentheses: `in (${ids})` would be a list of one scalar subquery.
const amongIds = (column: string, ids: FilteredIds) => (ids === null ? sql`` : sql`and ${sql.ref(column)} in ${ids}`);

/** One window of a whole list's matches (searchWholeArtworkCards): each engine reads it its own way. */
type WindowReader = (
  db: Db,
  tokens: WordGroups,
  size: number,
  start: WindowStart,
  ids: FilteredIds,
) => Promise<SearchWindow>;

const sqliteWindow: WindowReader = async (db, tokens, size, start, ids) => {
  const match = ftsMatch(tokens, start.mode);
  const after = start.after === null ? sql`` : sql`and rowid > ${start.after[0]}`;
  const { rows } = await sql<FtsCandidate & { rowid: number }>`
    select rowid, artwork_id, title, tags, category, username from artworks_fts
    where artworks_fts match ${match} ${after} ${amongIds('artwork_id', ids)}
    order by rowid
    limit ${sql.lit(size)}`.execute(db);
  const last = rows.at(-1);
  return { mode: start.mode, ids: rankCandidates(rows, tokens, start.mode, size), last: last ? [last.rowid] : [] };
};

const postgresWindow: WindowReader = async (db, tokens, size, start, ids) => {
  const tsquery = toTsquery(tokens, start.mode);
  const after = start.after === null ? sql`` : sql`and (created_at, id) < (${start.after[0]}, ${start.after[1]})`;
  const { rows } = await sql<{ id: string; created_at: string; rank: number }>`
    select id, created_at, ts_rank(search_vector, to_tsquery('simple', ${tsquery})) as rank from artworks
    where search_vector @@ to_tsquery('simple', ${tsquery}) ${after} ${amongIds('id', ids)}
    order by created_at desc, id desc
    limit ${sql.lit(size)}`.execute(db);
  const last = rows.at(-1);
  // The order of rankedCardRows: rank, then the newer.
  const ranked = [...rows].sort(
    (a, b) => b.rank - a.rank || compareDesc(a.created_at, b.created_at) || compareDesc(a.id, b.id),
  );
  return { mode: start.mode, ids: ranked.map((row) => row.id), last: last ? [last.created_at, last.id] : [] };
};

type FilterValuesOf<F extends (...args: never[]) => { values: unknown }> = ReturnType<F>['values'];

const compareDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * A word's spellings, any of which may match; each word must. The first is the word as typed, the only one matched
 * as a prefix too (a word still being typed): its equivalents are whole words ("mor" for मोर must not find "morning").
 */
type WordGroups = readonly (readonly string[])[];

const ftsMatch = (groups: WordGroups, mode: SearchMode) =>
  // Spellings hold no quotes, so a quoted one means nothing but itself; "word"* is a prefix phrase.
  groups
    .map((group) => {
      const terms = group.map((term, index) => (mode === 'word' || index > 0 ? `"${term}"` : `"${term}"*`));
      return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
    })
    // Explicit: FTS5 takes no implicit AND after a bracketed group.
    .join(' AND ');

/** The same on PostgreSQL: quoting keeps any operator characters literal (spellings hold none); 'word':* a prefix. */
const toTsquery = (groups: WordGroups, mode: SearchMode) =>
  groups
    .map((group) => {
      const terms = group.map((term, index) => (mode === 'word' || index > 0 ? `'${term}'` : `'${term}':*`));
      return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
    })
    .join(' & ');

/**
 * PostgreSQL: the best ARTWORK_SEARCH_MAX_RESULTS of the newest SEARCH_CANDIDATES artworks matching a tsquery,
 * by ts_rank, as card rows (images and the viewer's state) of those the viewer may see, as
 * loadVisibleArtworkCards reads them. Prepared, not named: how a term's matches are best found depends on how
 * common the term is.
 */
const rankedCardRows = preparedRead(
  (
    db,
    values: FilterValuesOf<typeof filterValues> & { tsquery: string; viewerId: string },
    shape: { viewer: ViewerKind; filters: string },
  ) => {
    const { tsquery, viewerId } = values;
    const viewer = viewerOfKind(shape.viewer, viewerId);
    // The art filters (issue 38) narrow the candidates before they are ranked; which are set is the shape.
    const set = shape.filters === '' ? [] : (shape.filters.split(',') as FilterName[]);
    const among =
      set.length === 0
        ? sql``
        : sql`and id in ${filteredArtworks(db, null, values, set).clearSelect().select('artworks.id')}`;
    const ranked = sql<{ id: string; rank: number; created_at: string }>`(
      select id, created_at, ts_rank(search_vector, to_tsquery('simple', ${tsquery})) as rank from (
        select id, search_vector, created_at from artworks
        where search_vector @@ to_tsquery('simple', ${tsquery}) ${among}
        order by created_at desc, id desc
        limit ${sql.lit(SEARCH_CANDIDATES)}
      ) as candidates
      order by rank desc, created_at desc, id desc
      limit ${sql.lit(ARTWORK_SEARCH_MAX_RESULTS)}
    )`;
    let query = selectArtworkRows(db, { viewerId: viewer?.id ?? null, images: true })
      .innerJoin(ranked.as('ranked'), 'ranked.id', 'artworks.id')
      .where(visibleArtworkRows(viewer));
    if (viewer) query = query.where(noBlockWith(viewer.id, 'artworks.artist_id'));
    return query.orderBy('ranked.rank', 'desc').orderBy('artworks.created_at', 'desc').orderBy('artworks.id', 'desc');
  },
);

// Where a word is found says how well an artwork matches: title above tags and artist, above category, above
// description. These are PostgreSQL's weights A-D (migration 0002) on ts_rank's default scale.
const COLUMN_WEIGHTS = [
  ['title', 1],
  ['tags', 0.4],
  ['username', 0.4],
  ['category', 0.2],
] as const;
const DESCRIPTION_WEIGHT = 0.1;

interface FtsCandidate {
  artwork_id: string;
  title: string;
  tags: string;
  category: string;
  username: string;
}

/**
 * The `limit` best of the newest SEARCH_CANDIDATES artworks whose index entry holds every token (as a word, or
 * as a word prefix). FTS5 walks matches in ascending rowid, which is newest first (migration 0003).
 *
 * They are ranked here rather than with FTS5's bm25(), whose word rarity factor counts every match of each
 * word in the whole index on every query (milliseconds at a million artworks, growing with the catalogue).
 * The score is PostgreSQL's ts_rank without normalisation, so both engines order alike: for each token, the
 * weight of the best column it appears in (the description when it is in none of the short ones), plus a
 * little for each further occurrence; ties go to the newer artwork.
 */
async function rankFts(db: Db, tokens: WordGroups, mode: 'word' | 'prefix', limit: number, ids: FilteredIds = null) {
  const match = ftsMatch(tokens, mode);
  const { rows } = await sql<FtsCandidate>`
    select artwork_id, title, tags, category, username from artworks_fts
    where artworks_fts match ${match} ${amongIds('artwork_id', ids)}
    order by rowid
    limit ${SEARCH_CANDIDATES}`.execute(db);
  return rankCandidates(rows, tokens, mode, limit);
}

/** The ids of the `limit` best `rows`, by the score rankFts describes. */
function rankCandidates(
  rows: readonly FtsCandidate[],
  tokens: WordGroups,
  mode: 'word' | 'prefix',
  limit: number,
): string[] {
  const folded = tokens.map((group) => group.map((token) => indexWords(token)[0] ?? token));
  const hits = (word: string, group: readonly string[]) =>
    group.some((token, index) => (mode === 'word' || index > 0 ? word === token : word.startsWith(token)));
  const scored = rows.map((row) => {
    const columns = COLUMN_WEIGHTS.map(([column, weight]) => ({ words: indexWords(row[column]), weight }));
    let score = 0;
    for (const token of folded) {
      let best = DESCRIPTION_WEIGHT;
      let extra = 0;
      for (const { words, weight } of columns) {
        let count = 0;
        for (const word of words) if (hits(word, token)) count++;
        if (count > 0) {
          best = Math.max(best, weight);
          extra += (count - 1) * weight * 0.1;
        }
      }
      score += best + extra;
    }
    return { id: row.artwork_id, score };
  });
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return scored.slice(0, limit).map((entry) => entry.id);
}

/** The words of an indexed text as FTS5's unicode61 tokenizer (remove_diacritics 2) sees them, near enough. */
function indexWords(text: string): string[] {
  // Most titles, tags and names are plain ASCII: nothing to fold, and ranking folds 800 texts per search.
  const folded = ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        // Accents on Latin letters (the combining diacritics block); Devanagari vowel signs are another block.
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
        .toLowerCase();
  return folded.match(WORD) ?? [];
}

const ASCII = /^\p{ASCII}*$/u;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

// Issue 38 item 3: what an empty answer offers instead of a dead end.
/** How many of the newest artworks the popular tags are counted over: the cost stays flat as the catalogue grows. */
export const POPULAR_TAGS_WINDOW = 1000;

/**
 * The `limit` tags most used by the newest POPULAR_TAGS_WINDOW artworks anyone may see, most used first (ties by
 * name), each in the spelling its first use has; tags differing only in case count as one.
 */
export async function popularTags(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('artworks')
    .select('artworks.tags')
    .where(visibleArtworks(null))
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(POPULAR_TAGS_WINDOW)
    .execute();
  const counts = new Map<string, { tag: string; count: number }>();
  for (const row of rows) {
    const tags = new Set<string>();
    for (const tag of parseTagList(row.tags)) tags.add(tag);
    for (const tag of tags) {
      const key = tag.toLowerCase();
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || (a.tag.toLowerCase() < b.tag.toLowerCase() ? -1 : 1))
    .slice(0, limit)
    .map((entry) => entry.tag);
}

function parseTagList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/**
 * The ids of every artwork matching a planned search (as word prefixes, which include whole words), as a subquery
 * for the facet counts of the search page. Counts every match, not only the ranked candidates.
 */
export function matchingArtworkIds(dialect: Dialect, plan: SearchPlan) {
  // A blank query matches nothing, as search answers nothing: every option counts 0.
  if (plan.groups.length === 0) return sql<{ id: string }>`(select '' where 1 = 0)`;
  if (dialect === 'sqlite') {
    return sql<{
      id: string;
    }>`(select artwork_id from artworks_fts where artworks_fts match ${ftsMatch(plan.groups, 'prefix')})`;
  }
  return sql<{
    id: string;
  }>`(select id from artworks where search_vector @@ to_tsquery('simple', ${toTsquery(plan.groups, 'prefix')}))`;
}
