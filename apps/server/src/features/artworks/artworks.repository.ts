import {
  type Artwork,
  type ArtworkFacts,
  type ArtworkListQuery,
  DEFAULT_SHIPPING_PROFILE,
  type IndianState,
  PRICE_BANDS,
  type PriceBand,
  READY_TO_SHIP_DAYS,
  type SortOption,
} from '@kala/contract';
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  SqliteAdapter,
  type SqlBool,
  sql,
} from 'kysely';
import type { Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { newId } from '../../lib/ids';
import { OPEN_OFFER_STATUSES } from '../offers/offers.repository';
import { preparedRead } from '../../db/prepared';
import type { ArtworkImagesTable, ArtworksTable, Database } from '../../db/schema';
import { toImageJson } from '../../lib/images';
import { placesOfState } from '../../lib/india-places';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import { type CursorValue, decodeCursor, encodeCursor, invalidCursor, pageLimit, takePage } from '../../lib/paging';
import {
  type Viewer,
  type ViewerKind,
  viewerKind,
  viewerOfKind,
  visibleArtworkRows,
  visibleArtworks,
} from '../../lib/visibility';
import { noBlockWith } from '../blocks/blocks.repository';
import { FACT_COLUMNS, type FactColumns, factsFromColumns, factsToColumns } from './artwork-facts';

// ── Artwork rows: an artwork with its artist, as one query returns them ──────

/** An image of an artwork as a card needs it. */
export type ImageRow = Pick<ArtworkImagesTable, 'id' | 'hash' | 'widths' | 'width' | 'height'>;

/** The artworks columns a card shows. */
const CARD_COLUMNS = [
  'id',
  'artist_id',
  'title',
  'description',
  'tags',
  'category',
  'location',
  'price_paise',
  'quantity',
  'for_sale',
  'is_sold',
  'like_count',
  'comment_count',
  'review_count',
  'rating_sum',
  'created_at',
  'unlisted_at',
  'alt_text',
] as const;

/** An artworks row joined with the artist's public fields: all a card needs but images and viewer state. */
export type ArtworkRow = Pick<Selectable<ArtworksTable>, (typeof CARD_COLUMNS)[number]> &
  Partial<FactColumns> & {
    artist_username: string;
    artist_profile_image: string | null;
    artist_offers_pickup: number;
    artist_location: string;
    /** Read with the row for a signed-in viewer (selectArtworkRows with a viewer): 1 or true when so. */
    viewer_liked?: SqlBool;
    viewer_wished?: SqlBool;
    viewer_in_cart?: SqlBool;
    /**
     * The artwork's images, main image first, read with the row (selectArtworkRows with `images`): a JSON array
     * of ImageRow, as text from SQLite and already parsed by pg from PostgreSQL.
     */
    images?: string | ImageRow[];
  };

/** What selectArtworkRows reads besides the artwork and its artist. */
export interface ArtworkRowOptions {
  /** The signed-in viewer whose like, wishlist and cart state each row carries. */
  viewerId?: string | null;
  /** Each row carries its images. */
  images?: boolean;
  /** Each row carries its art facts (issue 34): the detail and the upload's and edit's answers; list cards do not. */
  facts?: boolean;
}

/**
 * The base query of every artwork list: artworks joined with their artist, selecting ArtworkRow. Callers add
 * joins (wishlist), filters, order and limit; the rows then go to loadArtworkCards. What a card shows besides
 * its row, a signed-in viewer's like, wishlist and cart state and the artwork's images, can come with each row
 * (issue 21): loadArtworkCards would otherwise read each with one more statement. Here, for reads that do not
 * sort (one artwork, artworks by id); a page that is sorted takes them from withCardExtras.
 */
export function selectArtworkRows(db: Db, { viewerId = null, images = false, facts = false }: ArtworkRowOptions = {}) {
  return db
    .selectFrom('artworks')
    .innerJoin('users as artist', 'artist.id', 'artworks.artist_id')
    .select([
      ...CARD_COLUMNS.map((column) => `artworks.${column}` as const),
      'artist.username as artist_username',
      'artist.profile_image as artist_profile_image',
      'artist.offers_pickup as artist_offers_pickup',
      'artist.location as artist_location',
    ])
    .$if(viewerId !== null, (query) => query.select(viewerStateOf(viewerId as string, 'artworks.id')))
    .$if(images, (query) => query.select(imagesOf(db, 'artworks.id').as('images')))
    .$if(facts, (query) => query.select(FACT_COLUMNS));
}

type ArtworkRowsQuery<O> = SelectQueryBuilder<Database & { artist: Database['users'] }, 'artworks' | 'artist', O>;

/** A page's order as its rows' columns: [column, direction], the last one unique (the id). */
export type PageOrder = readonly (readonly [column: keyof ArtworkRow | 'near_rank', direction: 'asc' | 'desc'])[];

/**
 * The rows of `page` (selectArtworkRows with its filters, order and limit) with each one's images and, for a
 * signed-in viewer, their state, in `order` (the page's own): one statement for a page of cards (issue 21). They
 * are read by an outer query over the page rather than in it, because SQLite computes a sorted read's columns
 * before it sorts, for every row it sorts: all of an artist's artworks for a price sort, every followed artist's
 * on the feed's per-artist read, where only the page's rows are shown (at 100,000 artworks an artist's page by
 * price took 0.33 ms with them inside, 0.25 ms outside, 0.20 ms without). The outer order costs nothing: both
 * engines see the page is already in it.
 */
export function withCardExtras<O extends ArtworkRow>(
  db: Db,
  page: ArtworkRowsQuery<O>,
  order: PageOrder,
  viewerId: string | null,
) {
  let query = db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select(imagesOf(db, 'page.id').as('images'))
    .$if(viewerId !== null, (outer) => outer.select(viewerStateOf(viewerId as string, 'page.id')));
  for (const [column, direction] of order) query = query.orderBy(sql.ref(`page.${column}`), direction);
  return query;
}

/** Whether the viewer likes the artwork `id` names, has it in their wishlist and in their cart: an index lookup each. */
function viewerStateOf(viewerId: string, id: string) {
  const mine = (table: 'likes' | 'wishlist_items' | 'cart_items') =>
    sql<SqlBool>`exists (select 1 from ${sql.table(table)} as mine where mine.user_id = ${viewerId} and mine.artwork_id = ${sql.ref(id)})`;
  return [
    mine('likes').as('viewer_liked'),
    mine('wishlist_items').as('viewer_wished'),
    mine('cart_items').as('viewer_in_cart'),
  ];
}

/**
 * The images of the artwork `id` names as one JSON array, main image first, from the unique (artwork_id,
 * position) index. The order is the aggregate's own ORDER BY on both engines: Kysely's jsonArrayFrom aggregates
 * an ordered subquery, an order neither engine promises to keep (and it measured no faster on SQLite).
 */
function imagesOf(db: Db, id: string): RawBuilder<string | ImageRow[]> {
  const ref = sql.ref(id);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return sql`(select json_group_array(json_object('id', i.id, 'hash', i.hash, 'widths', i.widths, 'width', i.width, 'height', i.height) order by i.position) from artwork_images as i where i.artwork_id = ${ref})`;
  }
  // json_agg over no rows is null, where SQLite's json_group_array answers [].
  return sql`(select coalesce(json_agg(json_build_object('id', i.id, 'hash', i.hash, 'widths', i.widths, 'width', i.width, 'height', i.height) order by i.position), '[]') from artwork_images as i where i.artwork_id = ${ref})`;
}

/**
 * The main image of the artwork `id` names as one JSON object (null when it has none), from the same index, for a
 * row that shows one picture of an artwork (a notification).
 */
export function mainImageOf(db: Db, id: string): RawBuilder<string | ImageRow | null> {
  const ref = sql.ref(id);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return sql`(select json_object('id', i.id, 'hash', i.hash, 'widths', i.widths, 'width', i.width, 'height', i.height) from artwork_images as i where i.artwork_id = ${ref} order by i.position limit 1)`;
  }
  return sql`(select json_build_object('id', i.id, 'hash', i.hash, 'widths', i.widths, 'width', i.width, 'height', i.height) from artwork_images as i where i.artwork_id = ${ref} order by i.position limit 1)`;
}

/** The images a row carries, or undefined when it was read without them. */
function carriedImages(row: ArtworkRow): ImageRow[] | undefined {
  if (row.images === undefined) return undefined;
  return typeof row.images === 'string' ? (JSON.parse(row.images) as ImageRow[]) : row.images;
}

export async function findArtworkRow(db: Db, id: string): Promise<ArtworkRow | undefined> {
  return selectArtworkRows(db).where('artworks.id', '=', id).executeTakeFirst();
}

/**
 * The artwork's row, and whether a moderator hid it, or suspended its artist, from `viewer` (its page answers 404
 * then), in one statement: the artwork page read them in two (issue 21).
 */
export async function findArtworkRowFor(
  db: Db,
  id: string,
  viewer: Viewer,
): Promise<{ row: ArtworkRow; hidden: boolean } | undefined> {
  const [found] = await artworkRowFor(db, { id, viewerId: viewer?.id ?? '' }, viewerKind(viewer));
  if (!found) return undefined;
  // SQLite answers the condition as 1 or 0, PostgreSQL as a boolean.
  const { visible, ...row } = found;
  return { row, hidden: !visible };
}

// Prepared (issue 21): the artwork page is the most read statement, and its plan, by primary key, is the same for
// every artwork, so PostgreSQL may keep one.
const artworkRowFor = preparedRead(
  (db, { id, viewerId }: { id: string; viewerId: string }, kind: ViewerKind) =>
    selectArtworkRows(db, { viewerId: kind === 'visitor' ? null : viewerId, images: true, facts: true })
      .select(visibleArtworkRows(viewerOfKind(kind, viewerId)).as('visible'))
      .where('artworks.id', '=', id),
  { named: true },
);

/**
 * The cards of `ids` that `viewer` may see, in the order of `ids` (for lists read by id first: search). One
 * statement reads each card's row with its images and the viewer's state, and leaves out what a moderator hid,
 * a suspended artist's (issue 17) and, for a signed-in viewer, the artworks of people with a block between them,
 * so that a search on SQLite is two statements in all (issue 21).
 */
export async function loadVisibleArtworkCards(db: Db, ids: readonly string[], viewer: Viewer): Promise<Artwork[]> {
  if (ids.length === 0) return [];
  let query = selectArtworkRows(db, { viewerId: viewer?.id ?? null, images: true })
    .where('artworks.id', 'in', [...new Set(ids)])
    .where(visibleArtworkRows(viewer));
  if (viewer) query = query.where(noBlockWith(viewer.id, 'artworks.artist_id'));
  const rows = await query.execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inOrder = ids.map((id) => byId.get(id)).filter((row): row is (typeof rows)[number] => row !== undefined);
  return loadArtworkCards(db, inOrder, viewer?.id ?? null);
}

const BASICS = ['id', 'artist_id', 'for_sale', 'price_paise', 'quantity', 'is_sold'] as const;

/**
 * The few columns the like, comment, review, wishlist and edit checks need, or undefined for an unknown id. An
 * artwork its author deleted after a moderator hid it is kept for admins only (issue 32): unknown here.
 */
export function findArtworkBasics(db: Db, id: string) {
  return db
    .selectFrom('artworks')
    .select(BASICS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * findArtworkBasics with `shown` (1 or 0): whether everyone may see it (lib/visibility.ts, for a visitor). The
 * cart and offers sell only what is shown (issue 32): a moderator's hidden work, or a suspended artist's, is sold
 * to nobody, an admin included, as its page is gone for everyone but them.
 */
export function findArtworkForSale(db: Db, id: string) {
  return db
    .selectFrom('artworks')
    .select([...BASICS, sql<number>`case when ${visibleArtworks(null)} then 1 else 0 end`.as('shown')])
    .where('id', '=', id)
    .executeTakeFirst();
}

// ── Cards: rows → the contract's Artwork, in a fixed number of queries ─────────

/** Tags are stored as a JSON array of strings; anything else reads as no tags rather than failing a page. */
export function parseStoredTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export const storeTags = (tags: readonly string[]): string => JSON.stringify(tags);

/**
 * Everything the feed, grid, detail, wishlist, cart and admin screens show about artworks, in one place and
 * in a fixed number of queries however many artworks there are (never one per artwork):
 * 1 for artworks + artists (skipped when `input` already is rows), 1 for the images of all of them unless the
 * rows carry them, and for a signed-in viewer 1 for their likes, wishlist and cart among those ids unless the
 * rows carry those. Given ids, the rows are read with both, so the cards cost that one statement.
 * Given ids, cards come back in the ids' order; unknown ids are left out.
 */
export async function loadArtworkCards(
  db: Db,
  input: readonly ArtworkRow[] | readonly string[],
  viewerId: string | null,
): Promise<Artwork[]> {
  if (input.length === 0) return [];
  const rows = isIdList(input) ? await rowsInOrder(db, input, viewerId) : input;
  if (rows.length === 0) return [];

  // Rows read with the viewer's state (selectArtworkRows given the viewer) carry it: no statement for it then.
  const carried = viewerId !== null && rows.every((row) => row.viewer_liked !== undefined);
  const imagesByArtwork = new Map<string, ImageRow[]>();
  const imagesToRead: string[] = [];
  for (const row of rows) {
    const images = carriedImages(row);
    if (images) imagesByArtwork.set(row.id, images);
    else imagesToRead.push(row.id);
  }
  const [images, viewer] = await Promise.all([
    imagesToRead.length === 0
      ? []
      : db
          .selectFrom('artwork_images')
          .select(['id', 'artwork_id', 'hash', 'widths', 'width', 'height'])
          .where('artwork_id', 'in', [...new Set(imagesToRead)])
          .orderBy('artwork_id')
          .orderBy('position')
          .execute(),
    viewerId
      ? carried
        ? statesCarriedBy(rows)
        : viewerStates(db, viewerId, [...new Set(rows.map((row) => row.id))])
      : null,
  ]);
  for (const image of images) {
    const list = imagesByArtwork.get(image.artwork_id);
    if (list) list.push(image);
    else imagesByArtwork.set(image.artwork_id, [image]);
  }

  return rows.map((row) => {
    const card: Artwork = {
      id: row.id,
      title: row.title,
      description: row.description,
      price: paiseToRupees(row.price_paise),
      tags: parseStoredTags(row.tags),
      quantity: row.quantity,
      category: row.category,
      forSale: row.for_sale === 1,
      isSold: row.is_sold === 1,
      isWishList: viewer?.wished.has(row.id) ?? false,
      images: (imagesByArtwork.get(row.id) ?? []).map(toImageJson),
      artistId: row.artist_id,
      artist: { id: row.artist_id, username: row.artist_username, profileImage: row.artist_profile_image },
      createdAt: row.created_at,
      location: row.location,
      likes: row.like_count,
      comments: row.comment_count,
      how_many_like: { like_count: row.like_count },
      averageRating: row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : null,
      reviewCount: row.review_count,
      offersPickup: row.artist_offers_pickup === 1,
      pickupCity: row.artist_offers_pickup === 1 && row.artist_location.trim() !== '' ? row.artist_location : null,
    };
    // Only its artist and admins read an unlisted artwork (lib/visibility.ts), so only they see the flag.
    if (row.unlisted_at) card.unlisted = true;
    if (row.alt_text) card.altText = row.alt_text;
    if (row.medium !== undefined) card.facts = factsFromColumns(row as FactColumns);
    if (viewer) {
      card.has_liked = viewer.liked.has(row.id);
      card.isInCart = viewer.inCart.has(row.id);
    }
    return card;
  });
}

const isIdList = (input: readonly ArtworkRow[] | readonly string[]): input is readonly string[] =>
  typeof input[0] === 'string';

async function rowsInOrder(db: Db, ids: readonly string[], viewerId: string | null): Promise<ArtworkRow[]> {
  const rows = await selectArtworkRows(db, { viewerId, images: true, facts: true })
    .where('artworks.id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ArtworkRow => row !== undefined);
}

/** The viewer's state the rows were read with, in the shape viewerStates answers. */
function statesCarriedBy(rows: readonly ArtworkRow[]) {
  const ids = (flag: 'viewer_liked' | 'viewer_wished' | 'viewer_in_cart') =>
    new Set(rows.filter((row) => Boolean(row[flag])).map((row) => row.id));
  return { liked: ids('viewer_liked'), wished: ids('viewer_wished'), inCart: ids('viewer_in_cart') };
}

/** Which of `ids` the viewer likes, has in the wishlist and in the cart: one statement for the three. */
async function viewerStates(db: Db, viewerId: string, ids: string[]) {
  const among = (table: 'likes' | 'wishlist_items' | 'cart_items', kind: string) =>
    db
      .selectFrom(table)
      .select([sql<string>`${kind}`.as('kind'), 'artwork_id'])
      .where('user_id', '=', viewerId)
      .where('artwork_id', 'in', ids);
  const rows = await among('likes', 'like')
    .unionAll(among('wishlist_items', 'wish'))
    .unionAll(among('cart_items', 'cart'))
    .execute();
  const states = { liked: new Set<string>(), wished: new Set<string>(), inCart: new Set<string>() };
  for (const row of rows) {
    if (row.kind === 'like') states.liked.add(row.artwork_id);
    else if (row.kind === 'wish') states.wished.add(row.artwork_id);
    else states.inCart.add(row.artwork_id);
  }
  return states;
}

// ── Listing: filters, sorts, keyset paging ─────────────────────────────────────

export interface ArtworkListFilter {
  category?: string | undefined;
  location?: string | undefined;
  /** Rupees; a zero bound is already dropped by the contract (docs/product.md#validation-rules). */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Title contains this, case-insensitively. */
  q?: string | undefined;
  /** Has exactly this tag. */
  tag?: string | undefined;
  forSale?: boolean | undefined;
  artistId?: string | undefined;
  /** The art filters (issue 38, decision 0032): contract keys. */
  medium?: string | undefined;
  size?: string | undefined;
  orientation?: string | undefined;
  priceBand?: PriceBand | undefined;
  colour?: string | undefined;
  framed?: boolean | undefined;
  /** Leaves the artist within READY_TO_SHIP_DAYS (true), or not (false). */
  readyToShip?: boolean | undefined;
  /** Near a viewer (issue 19): their city first, then the rest of their state; never their own artworks. */
  near?: NearViewer | undefined;
}

/**
 * Where a viewer is: their profile's city, lower-cased and trimmed (an artwork's location is its artist's city), and
 * the state of their own pincode (the contract's stateOfPincode). Artworks are matched on their public location
 * only, never on the artist's pincode.
 */
export interface NearViewer {
  viewerId: string;
  city: string;
  state: IndianState | null;
}

/** 0 for an artwork in the viewer's city, 1 for one elsewhere in their state: the first key of a Near me page. */
const nearRank = (near: NearViewer) =>
  near.city === ''
    ? sql<number>`1`
    : sql<number>`case when lower(trim(artworks.location)) = ${near.city} then 0 else 1 end`;
const nearRankOf = (row: ArtworkRow, near: NearViewer) =>
  near.city !== '' && row.location.trim().toLowerCase() === near.city ? 0 : 1;

type SortColumn = 'artworks.created_at' | 'artworks.price_paise' | 'artworks.like_count';
/** A sort column as the page's rows name it. */
const rowColumn = (column: SortColumn) =>
  column.slice('artworks.'.length) as 'created_at' | 'price_paise' | 'like_count';

// Every order ends in id, so the (key, id) pair of the last row names a unique place to resume from, even when
// many artworks share a price or a like count. Key and id run the same direction, so the (key, id) indexes
// of migration 0001 serve each sort as a plain forward or backward scan.
const SORTS: Record<SortOption, { column: SortColumn; direction: 'asc' | 'desc'; key: 'string' | 'number' }> = {
  recent: { column: 'artworks.created_at', direction: 'desc', key: 'string' },
  price_asc: { column: 'artworks.price_paise', direction: 'asc', key: 'number' },
  price_desc: { column: 'artworks.price_paise', direction: 'desc', key: 'number' },
  popular: { column: 'artworks.like_count', direction: 'desc', key: 'number' },
};

const sortKey = (row: ArtworkRow, column: SortColumn): CursorValue =>
  column === 'artworks.created_at'
    ? row.created_at
    : column === 'artworks.price_paise'
      ? row.price_paise
      : row.like_count;

/** `(column, id)` after the cursor's `(key, id)` in the given direction, as one row-value comparison. */
export function afterKey(
  eb: ExpressionBuilder<Database & { artist: Database['users'] }, 'artworks' | 'artist'>,
  column: SortColumn,
  direction: 'asc' | 'desc',
  key: CursorValue,
  id: string,
): Expression<SqlBool> {
  return eb(eb.refTuple(column, 'artworks.id'), direction === 'desc' ? '<' : '>', eb.tuple(key, id));
}

// LIKE wildcards in the user's text match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of artworks with filters and a sort; `next` is the cursor of the following page, if any. */
export async function listArtworkRows(
  db: Db,
  filter: ArtworkListFilter,
  sort: SortOption,
  limit: number,
  cursor: string | undefined,
  viewer: Viewer = null,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  const { column, key } = SORTS[sort];
  const { values, set } = filterValues(filter);
  const { near } = filter;
  if (near !== undefined) {
    return nearPage(db, filteredArtworks(db, viewer, values, set), near, sort, limit, cursor, viewer?.id ?? null);
  }
  let after: { key: CursorValue; id: string } | null = null;
  if (cursor !== undefined) {
    const [cursorSort, cursorKey, cursorId] = decodeCursor(cursor, ['string', key, 'string']);
    if (cursorSort !== sort) throw invalidCursor();
    after = { key: cursorKey as CursorValue, id: cursorId as string };
  }
  const rows = await listingPage(
    db,
    { ...values, viewerId: viewer?.id ?? '', afterKey: after?.key ?? '', afterId: after?.id ?? '' },
    { filters: set.join(), sort, after: after !== null, limit, viewer: viewerKind(viewer) },
  );
  return takePage(rows, limit, (last) => encodeCursor([sort, sortKey(last, column), last.id]));
}

// Prepared (issue 21): the listing and every profile's grid read it. Named only without filters but the artist:
// then its plan is one index's walk in the sort's order whatever the values, where a filter's best plan depends on
// its value (a rare category by its index, a common one by the sort's), so PostgreSQL plans those on each run.
const listingPage = preparedRead(
  (
    db,
    values: FilterValues & { viewerId: string; afterKey: CursorValue; afterId: string },
    shape: { filters: string; sort: SortOption; after: boolean; limit: number; viewer: ViewerKind },
  ) => {
    const { column, direction } = SORTS[shape.sort];
    const viewer = viewerOfKind(shape.viewer, values.viewerId);
    const set = shape.filters === '' ? [] : (shape.filters.split(',') as FilterName[]);
    let query = filteredArtworks(db, viewer, values, set);
    if (shape.after) query = query.where((eb) => afterKey(eb, column, direction, values.afterKey, values.afterId));
    const page = query
      .orderBy(column, direction)
      .orderBy('artworks.id', direction)
      .limit(pageLimit(shape.limit + 1));
    const order: PageOrder = [
      [rowColumn(column), direction],
      ['id', direction],
    ];
    return withCardExtras(db, page, order, viewer?.id ?? null);
  },
  { named: ({ filters }) => filters === '' || filters === 'artistId' },
);

/** The listing's filters as its statement binds them: prices in paise, text as LIKE patterns. */
type FilterValues = {
  artistId: string;
  category: string;
  location: string;
  minPaise: number;
  maxPaise: number;
  forSale: number;
  tagPattern: string;
  titlePattern: string;
  medium: string;
  sizeBand: string;
  orientation: string;
  /** A price band's bounds in paise: from (included), below (left out; unset for the last band). */
  bandMinPaise: number;
  bandMaxPaise: number;
  colour: string;
  framed: number;
  readyDays: number;
  notReadyDays: number;
};
export type FilterName = keyof FilterValues;

/** The values of the filters `filter` sets, and which they are (unset ones hold a value no statement reads). */
export function filterValues(filter: ArtworkListFilter): { values: FilterValues; set: FilterName[] } {
  const band = filter.priceBand === undefined ? undefined : PRICE_BANDS[filter.priceBand];
  const values: FilterValues = {
    artistId: filter.artistId ?? '',
    category: filter.category ?? '',
    location: filter.location ?? '',
    minPaise: filter.minPrice === undefined ? 0 : rupeesToPaise(filter.minPrice),
    maxPaise: filter.maxPrice === undefined ? 0 : rupeesToPaise(filter.maxPrice),
    forSale: filter.forSale ? 1 : 0,
    tagPattern: filter.tag === undefined ? '' : tagPattern(filter.tag),
    titlePattern: filter.q === undefined ? '' : `%${escapeLike(filter.q.toLowerCase())}%`,
    medium: filter.medium ?? '',
    sizeBand: filter.size ?? '',
    orientation: filter.orientation ?? '',
    bandMinPaise: band === undefined ? 0 : rupeesToPaise(band.min),
    bandMaxPaise: band?.max == null ? 0 : rupeesToPaise(band.max),
    colour: filter.colour ?? '',
    framed: filter.framed ? 1 : 0,
    readyDays: READY_TO_SHIP_DAYS,
    notReadyDays: READY_TO_SHIP_DAYS,
  };
  const given: Record<FilterName, unknown> = {
    artistId: filter.artistId,
    category: filter.category,
    location: filter.location,
    minPaise: filter.minPrice,
    maxPaise: filter.maxPrice,
    forSale: filter.forSale,
    tagPattern: filter.tag,
    titlePattern: filter.q,
    medium: filter.medium,
    sizeBand: filter.size,
    orientation: filter.orientation,
    bandMinPaise: band,
    bandMaxPaise: band?.max ?? undefined,
    colour: filter.colour,
    framed: filter.framed,
    readyDays: filter.readyToShip === true ? true : undefined,
    notReadyDays: filter.readyToShip === false ? false : undefined,
  };
  return { values, set: FILTER_NAMES.filter((name) => given[name] !== undefined) };
}

/**
 * An artwork's processing time (decision 0027): its own, else its artist's profile's, else the default. Each is a
 * primary-key lookup; it is not a column of artworks because an artist's profile changes it for all their works.
 */
export const processingDays = sql<number>`coalesce((select s.processing_days from artwork_shipping as s where s.artwork_id = artworks.id), (select p.processing_days from shipping_profiles as p where p.user_id = artworks.artist_id), ${sql.lit(DEFAULT_SHIPPING_PROFILE.processingDays)})`;

/** Each filter as a condition on the listing's rows; it reads its value and never looks at it (db/prepared.ts). */
const FILTERS: Record<FilterName, (query: ArtworkRowsBase, values: FilterValues) => ArtworkRowsBase> = {
  artistId: (query, { artistId }) => query.where('artworks.artist_id', '=', artistId),
  category: (query, { category }) => query.where('artworks.category', '=', category),
  location: (query, { location }) => query.where('artworks.location', '=', location),
  minPaise: (query, { minPaise }) => query.where('artworks.price_paise', '>=', minPaise),
  maxPaise: (query, { maxPaise }) => query.where('artworks.price_paise', '<=', maxPaise),
  forSale: (query, { forSale }) => query.where('artworks.for_sale', '=', forSale),
  tagPattern: (query, { tagPattern }) => query.where(sql<SqlBool>`artworks.tags like ${tagPattern} escape '\\'`),
  titlePattern: (query, { titlePattern }) =>
    query.where(sql<SqlBool>`lower(artworks.title) like ${titlePattern} escape '\\'`),
  medium: (query, { medium }) => query.where('artworks.medium', '=', medium),
  sizeBand: (query, { sizeBand }) => query.where('artworks.size_band', '=', sizeBand),
  orientation: (query, { orientation }) => query.where('artworks.orientation', '=', orientation),
  bandMinPaise: (query, { bandMinPaise }) => query.where('artworks.price_paise', '>=', bandMinPaise),
  bandMaxPaise: (query, { bandMaxPaise }) => query.where('artworks.price_paise', '<', bandMaxPaise),
  // The artworks with this swatch among their main image's colours: checked per row from artwork_colours' primary
  // key (artwork_id, colour), while the page walks another filter's index newest first. As `id in (the swatch's
  // artworks)` SQLite built the list of every artwork of the swatch on each read, a third of the catalogue for
  // black: a cost that grew with the catalogue (117 ms at 10,000 artworks once analysed; migration 0044).
  colour: (query, { colour }) =>
    query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('artwork_colours')
          .select('artwork_colours.artwork_id')
          .whereRef('artwork_colours.artwork_id', '=', 'artworks.id')
          .where('artwork_colours.colour', '=', colour),
      ),
    ),
  framed: (query, { framed }) => query.where('artworks.framed', '=', framed),
  readyDays: (query, { readyDays }) => query.where(processingDays, '<=', readyDays),
  notReadyDays: (query, { notReadyDays }) => query.where(processingDays, '>', notReadyDays),
};
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

type ArtworkRowsBase = ReturnType<typeof selectArtworkRows>;

/** The artworks `viewer` may see that pass the filters named in `set`. */
export function filteredArtworks(db: Db, viewer: Viewer, values: FilterValues, set: readonly FilterName[]) {
  let query = selectArtworkRows(db).where(visibleArtworkRows(viewer));
  for (const name of set) query = FILTERS[name](query, values);
  return query;
}

/**
 * The ids of the artworks that pass `filter`, as a subquery (search narrows its matches by them, issue 38), or null
 * when it sets none. Who may see each is checked with the cards, as for any search.
 */
export function filteredArtworkIds(db: Db, filter: ArtworkListFilter) {
  const { values, set } = filterValues(filter);
  if (set.length === 0) return null;
  return filteredArtworks(db, null, values, set).clearSelect().select('artworks.id');
}

/** A Near me page: the viewer's city first, then their state, each in the chosen sort; the cursor holds the rank. */
async function nearPage(
  db: Db,
  filtered: ReturnType<typeof selectArtworkRows>,
  near: NearViewer,
  sort: SortOption,
  limit: number,
  cursor: string | undefined,
  viewerId: string | null,
): Promise<{ rows: ArtworkRow[]; next: string | null }> {
  const { column, direction, key } = SORTS[sort];
  const rank = nearRank(near);
  let query = filtered.where('artworks.artist_id', '!=', near.viewerId).where((eb) => {
    const places: Expression<SqlBool>[] = [];
    if (near.city !== '') places.push(eb(sql`lower(trim(artworks.location))`, '=', near.city));
    // The rest of the viewer's state, from the artwork's public location only: a listed city of the state, or
    // a location that names the state. Never the artist's pincode, which is private (lib/india-places.ts).
    if (near.state !== null) {
      const { cities, states } = placesOfState(near.state);
      if (cities.length > 0) places.push(eb(sql`lower(trim(artworks.location))`, 'in', cities));
      for (const state of states) places.push(eb(sql`lower(artworks.location)`, 'like', `%${state}%`));
    }
    if (places.length === 0) return eb.val(false);
    return eb.or(places);
  });
  if (cursor !== undefined) {
    const [cursorSort, cursorRank, cursorKey, cursorId] = decodeCursor(cursor, ['string', 'number', key, 'string']);
    if (cursorSort !== sort) throw invalidCursor();
    query = query.where((eb) =>
      eb.or([
        eb(rank, '>', cursorRank as number),
        eb.and([
          eb(rank, '=', cursorRank as number),
          afterKey(eb, column, direction, cursorKey as CursorValue, cursorId as string),
        ]),
      ]),
    );
  }
  const page = query
    .select(rank.as('near_rank'))
    .orderBy(rank)
    .orderBy(column, direction)
    .orderBy('artworks.id', direction)
    .limit(pageLimit(limit + 1));
  const order: PageOrder = [
    ['near_rank', 'asc'],
    [rowColumn(column), direction],
    ['id', direction],
  ];
  const rows = await withCardExtras(db, page, order, viewerId).execute();
  return takePage(rows, limit, (last) => encodeCursor([sort, nearRankOf(last, near), sortKey(last, column), last.id]));
}

/** The filter part of the listing query (the contract's parsed querystring). */
export function filterFromQuery(query: ArtworkListQuery): ArtworkListFilter {
  return {
    category: query.category,
    location: query.location,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    q: query.q,
    tag: query.tag,
    forSale: query.forSale,
    medium: query.medium,
    size: query.size,
    orientation: query.orientation,
    priceBand: query.priceBand,
    colour: query.colour,
    framed: query.framed,
    readyToShip: query.readyToShip,
  };
}

/**
 * The artwork has exactly this tag: tags are stored as a JSON array of strings, so its quoted JSON form inside that
 * text, on either engine ('kerala' does not match 'keralam').
 */
export function hasTag(tag: string) {
  return sql<SqlBool>`artworks.tags like ${tagPattern(tag)} escape '\\'`;
}

const tagPattern = (tag: string) => `%${escapeLike(JSON.stringify(tag))}%`;

// ── Writes ─────────────────────────────────────────────────────────────────────

/** A new artwork as the artist's upload and the admin's create make it (the upload is never sold). */
export interface NewArtwork {
  id: string;
  artistId: string;
  /** The artist's: the forms have no location, and the listing filters by where the artist is. */
  location: string;
  title: string;
  description: string;
  tags: readonly string[];
  category: string;
  price: number;
  quantity: number;
  forSale: boolean;
  isSold: boolean;
  /** Issue 34: the art facts; none when left out (the admin's create). */
  facts?: ArtworkFacts;
  /** Issue 40: '' or left out for none. */
  altText?: string;
}

export async function insertArtwork(db: Db, artwork: NewArtwork, now: string): Promise<void> {
  await db
    .insertInto('artworks')
    .values({
      id: artwork.id,
      artist_id: artwork.artistId,
      title: artwork.title,
      description: artwork.description,
      tags: storeTags(artwork.tags),
      category: artwork.category,
      location: artwork.location,
      price_paise: rupeesToPaise(artwork.price),
      quantity: artwork.quantity,
      for_sale: artwork.forSale ? 1 : 0,
      is_sold: artwork.isSold ? 1 : 0,
      ...(artwork.facts ? factsToColumns(artwork.facts) : {}),
      alt_text: artwork.altText || null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** An artwork's stored art facts (issue 34), for an edit that changes some of them. */
export async function findArtworkFacts(db: Db, id: string): Promise<ArtworkFacts> {
  const row = await db
    .selectFrom('artworks')
    .select(FACT_COLUMNS)
    .where('artworks.id', '=', id)
    .executeTakeFirstOrThrow();
  return factsFromColumns(row);
}

/** Image files of an artwork: what to delete from media storage once no row uses the hash any more. */
export function findImageFiles(db: Db, artworkId: string) {
  return db.selectFrom('artwork_images').select(['hash', 'widths']).where('artwork_id', '=', artworkId).execute();
}

/** Which of these hashes some artwork image still uses (content addressing lets artworks share files). */
export async function hashesInUse(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('artwork_images')
    .select('hash')
    .distinct()
    .where('hash', 'in', [...new Set(hashes)])
    .execute();
  return new Set(rows.map((row) => row.hash));
}

/** Keeps a price change in the append-only history; call it in the transaction that changes the price. */
export async function recordPriceChange(
  tx: Db,
  artworkId: string,
  oldPaise: number,
  newPaise: number,
  changedBy: string | null,
  now: string,
): Promise<void> {
  if (oldPaise === newPaise) return;
  await tx
    .insertInto('artwork_price_history')
    .values({
      id: newId(),
      artwork_id: artworkId,
      old_price_paise: oldPaise,
      new_price_paise: newPaise,
      changed_by: changedBy,
      changed_at: now,
    })
    .execute();
}

/** Where the artist says they are (an artwork's location is the artist's when it is uploaded), or undefined. */
export function artistLocation(db: Db, artistId: string) {
  return db.selectFrom('users').select('location').where('id', '=', artistId).executeTakeFirst();
}

/**
 * The changed columns of an artwork; `unlisted` (when given) unlists it, keeping the first moment it was
 * unlisted, or lists it again, clearing that.
 */
export async function updateArtworkRow(
  db: Db,
  artworkId: string,
  changes: Updateable<ArtworksTable>,
  unlisted: boolean | undefined,
  now: string,
): Promise<void> {
  let update = db.updateTable('artworks').set(changes).where('id', '=', artworkId);
  if (unlisted !== undefined) {
    // Unlisting keeps the first moment it was unlisted; listing again clears it.
    update = update.set((eb) => ({
      unlisted_at: unlisted ? eb.fn.coalesce('unlisted_at', eb.val(now)) : null,
    }));
  }
  await update.execute();
}

export async function artworkTitle(db: Db, artworkId: string): Promise<string | undefined> {
  return (await db.selectFrom('artworks').select('title').where('id', '=', artworkId).executeTakeFirst())?.title;
}

/** Whether any order (of any state) is for this artwork. */
export async function isInAnOrder(db: Db, artworkId: string): Promise<boolean> {
  const ordered = await db.selectFrom('orders').select('id').where('artwork_id', '=', artworkId).executeTakeFirst();
  return ordered !== undefined;
}

/** An artwork kept for its orders: deleted for everyone else, off sale, out of every cart and wishlist. */
export async function retireArtwork(tx: Tx, artworkId: string, now: string): Promise<void> {
  await tx
    .updateTable('artworks')
    .set((eb) => ({
      deleted_at: now,
      unlisted_at: eb.fn.coalesce('unlisted_at', eb.val(now)),
      for_sale: 0,
      updated_at: now,
    }))
    .where('id', '=', artworkId)
    .execute();
  await tx.deleteFrom('cart_items').where('artwork_id', '=', artworkId).execute();
  await tx.deleteFrom('wishlist_items').where('artwork_id', '=', artworkId).execute();
}

/** Everyone whose cart, wishlist or open offer holds the artwork (not its artist). */
export async function peopleHolding(db: Db, artworkId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select('user_id')
    .where('artwork_id', '=', artworkId)
    .union(db.selectFrom('wishlist_items').select('user_id').where('artwork_id', '=', artworkId))
    .union(
      db
        .selectFrom('offers')
        .select('buyer_id as user_id')
        .where('artwork_id', '=', artworkId)
        .where('status', 'in', [...OPEN_OFFER_STATUSES])
        .where('used_at', 'is', null),
    )
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}

/** Deletes the artwork's row (what hangs on it goes with it); false when there was none. */
export async function deleteArtworkRow(db: Db, artworkId: string): Promise<boolean> {
  const result = await db.deleteFrom('artworks').where('id', '=', artworkId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets columns of an artwork as given; false when there is no such artwork. */
export async function setArtworkColumns(
  db: Db,
  artworkId: string,
  changes: Updateable<ArtworksTable>,
): Promise<boolean> {
  const result = await db.updateTable('artworks').set(changes).where('id', '=', artworkId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes every picture row of an artwork (the files are the caller's to remove). */
export async function deleteImageRows(db: Db, artworkId: string): Promise<void> {
  await db.deleteFrom('artwork_images').where('artwork_id', '=', artworkId).execute();
}
