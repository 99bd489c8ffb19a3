// One artwork appears on many screens at once: the home feed, the listing, search results, a profile grid,
// the wishlist and its detail page. Every query whose data holds artwork cards starts its key with
// ARTWORKS_QUERY_KEY, so a like, a save or a purchase updates the card wherever it is cached, without
// refetching long lists page by page (docs/architecture.md#a-screen-from-route-to-cache: "mutations write the server's
// answer into the cache").

import {
  type ArtMedium,
  type Artwork,
  CACHE,
  type ColourSwatch,
  type Orientation,
  type PriceBand,
  type SizeBand,
  type SortOption,
} from '@kala/contract';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiPage, NOT_PARSED_ON_FIRST_LOAD, type Page } from '../../lib/api-client';
import { applyOptimistic, type Rollback } from '../../lib/optimistic';
import { shellSchema } from '../../lib/shell-schema';

/**
 * Every query whose data holds artwork cards starts with this key, so a like, a save or a purchase updates the
 * card wherever it is cached (see below).
 */
export const ARTWORKS_QUERY_KEY = ['artworks'] as const;
/** GET /api/auth/wishlist: saving or removing changes which artworks it holds, so it is refetched. */
export const WISHLIST_QUERY_KEY = [...ARTWORKS_QUERY_KEY, 'wishlist'] as const;

/** The listing's server-side filters (GET /api/artworks query); undefined means "any". */
export interface ArtworkFilters {
  category?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  /** Kala (issue 18): exactly this tag, as /tags/{tag} lists them. */
  tag?: string;
  forSale?: boolean;
  /** Near the signed-in viewer (GET /api/artworks?near=me). */
  near?: 'me';
  sort?: SortOption;
  /** The art filters (issue 38, docs/decisions/0032-art-filters-and-colour.md): contract keys. */
  medium?: ArtMedium;
  size?: SizeBand;
  orientation?: Orientation;
  priceBand?: PriceBand;
  colour?: ColourSwatch;
  framed?: boolean;
  readyToShip?: boolean;
}

/** A listing of artworks with these filters (Discover, a tag; the filter panel's counts add 'facets'). */
export const artworkListKey = (filters: ArtworkFilters) => [...ARTWORKS_QUERY_KEY, 'list', filters] as const;

/** One artwork's own query: its page, and a cart line whose artwork did not come with the cart. */
export const artworkKey = (id: string) => [...ARTWORKS_QUERY_KEY, 'detail', id] as const;

/**
 * GET /api/artworks/{id}, cached once under the artworks key whichever screen shows it. When id names a person
 * rather than an artwork, the server answers their artworks (a list, docs/product.md#api-calls): that is no artwork, so
 * a 404.
 */
export function artworkQuery(id: string) {
  return queryOptions({
    queryKey: artworkKey(id),
    queryFn: async ({ signal }): Promise<Artwork> => {
      const answer = await api.get(`/artworks/${encodeURIComponent(id)}`, {
        signal,
        schema: shellSchema('artworkOrArtworksSchema'),
      });
      if (Array.isArray(answer)) throw new ApiError(404, { code: 'not_found' });
      return answer;
    },
    staleTime: CACHE.artworkDetails,
  });
}

export type ArtworkPatch = Partial<Artwork> | ((artwork: Artwork) => Partial<Artwork>);

function isArtwork(value: unknown): value is Artwork {
  return typeof value === 'object' && value !== null && 'id' in value && 'images' in value && 'artist' in value;
}

function isInfinitePages(value: unknown): value is InfiniteData<Page<Artwork>> {
  return typeof value === 'object' && value !== null && Array.isArray((value as { pages?: unknown }).pages);
}

function patchList(list: Artwork[], id: string, patch: ArtworkPatch): Artwork[] {
  let changed = false;
  const next = list.map((artwork) => {
    if (artwork.id !== id) return artwork;
    changed = true;
    return { ...artwork, ...(typeof patch === 'function' ? patch(artwork) : patch) };
  });
  // The same array when nothing matched: queries that do not hold this artwork do not re-render.
  return changed ? next : list;
}

/** The cached value with artwork `id` patched, in any of the shapes the screens cache. */
export function patchArtworkData<T>(data: T, id: string, patch: ArtworkPatch): T {
  if (Array.isArray(data)) return (data.every(isArtwork) ? patchList(data, id, patch) : data) as T;
  if (isArtwork(data)) {
    return (data.id === id ? { ...data, ...(typeof patch === 'function' ? patch(data) : patch) } : data) as T;
  }
  if (isInfinitePages(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!Array.isArray(page?.items)) return page;
      const items = patchList(page.items, id, patch);
      if (items !== page.items) changed = true;
      return items === page.items ? page : { ...page, items };
    });
    return (changed ? { ...data, pages } : data) as T;
  }
  return data;
}

/** Applies `patch` to artwork `id` in every cached query under ARTWORKS_QUERY_KEY. */
export function patchCachedArtwork(queryClient: QueryClient, id: string, patch: ArtworkPatch): void {
  queryClient.setQueriesData({ queryKey: ARTWORKS_QUERY_KEY }, (data: unknown) => patchArtworkData(data, id, patch));
}

/**
 * patchCachedArtwork before the server has confirmed the change (lib/optimistic.ts), with the way to undo it. Only
 * the queries that hold the artwork have their requests on the way cancelled: another list's first page, still
 * loading, is not held up by a like.
 */
export function patchCachedArtworkOptimistically(
  queryClient: QueryClient,
  id: string,
  patch: ArtworkPatch,
): Promise<Rollback> {
  return applyOptimistic<unknown>(
    queryClient,
    { queryKey: ARTWORKS_QUERY_KEY, predicate: (query) => artworkIn(query.state.data, id) !== undefined },
    (data) => patchArtworkData(data, id, patch),
  );
}

/** Artwork `id` in one query's data (the detail, or a card in a list), if it is there. */
function artworkIn(data: unknown, id: string): Artwork | undefined {
  if (isArtwork(data)) return data.id === id ? data : undefined;
  const lists = Array.isArray(data) ? [data] : isInfinitePages(data) ? data.pages.map((page) => page.items) : [];
  for (const list of lists) {
    const found = Array.isArray(list) ? list.find((artwork) => isArtwork(artwork) && artwork.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The artwork as some cached query holds it (the detail, or a card in a list), to show at once. */
export function findCachedArtwork(queryClient: QueryClient, id: string): Artwork | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: ARTWORKS_QUERY_KEY })) {
    const found = artworkIn(data, id);
    if (found) return found;
  }
  return undefined;
}

type PageQuery = Record<string, string | number | boolean | undefined>;

/** How a list of artwork cards is asked for and kept. */
interface PagedArtworksOptions {
  query?: PageQuery;
  staleTime?: number;
  firstPageUnparsed?: boolean;
  /** The answer's schema in lib.schemas.ts: For you's cards carry their reason (forYouListSchema). */
  schema?: 'artworkListSchema' | 'forYouListSchema';
}

/**
 * An infinite list of artwork cards at `path` (docs/product.md#api-conventions: `?limit=&cursor=`, the next page in the
 * Link header): each page asks for the cursor the previous page's Link gave. `queryKey` must start with
 * ARTWORKS_QUERY_KEY.
 */
export function pagedArtworksQuery(queryKey: readonly unknown[], path: string, options: PagedArtworksOptions = {}) {
  return pagedQuery<Artwork>(queryKey, path, options);
}

/** pagedArtworksQuery for cards of type T (an Artwork with more: For you's reason). */
export function pagedQuery<T extends Artwork>(
  queryKey: readonly unknown[],
  path: string,
  {
    query = {},
    staleTime = CACHE.default,
    firstPageUnparsed = false,
    schema = 'artworkListSchema',
  }: PagedArtworksOptions = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiPage<T>(path, {
        query: { ...query, cursor: pageParam },
        signal,
        schema: (firstPageUnparsed && pageParam === undefined
          ? NOT_PARSED_ON_FIRST_LOAD
          : shellSchema(schema)) as never,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    staleTime,
  });
}

export type PagedArtworksQuery = ReturnType<typeof pagedArtworksQuery>;

/** The cards of every page loaded so far, in order; an artwork seen on an earlier page is not repeated. */
export function artworksOf<T extends Artwork = Artwork>(data: InfiniteData<Page<T>> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<string>();
  const artworks: T[] = [];
  for (const page of data.pages) {
    for (const artwork of page.items) {
      if (seen.has(artwork.id)) continue;
      seen.add(artwork.id);
      artworks.push(artwork);
    }
  }
  return artworks;
}
