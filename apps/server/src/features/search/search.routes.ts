import {
  type Artwork,
  type ArtworkSearchQuery,
  artworkFacetsSchema,
  artworkSchema,
  artworkSearchQuerySchema,
  POPULAR_TAGS_SHOWN,
  SEARCH_ARTISTS_SHOWN,
  searchAnswerSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { countFacets } from '../artworks/facets.repository';
import { blockedEitherWay } from '../blocks/blocks.repository';
import { searchUsers } from '../users/users.repository';
import {
  matchingArtworkIds,
  planSearch,
  popularTags,
  searchArtworkCards,
  searchWholeArtworkCards,
} from './search.repository';

/** The filters of a search query (issue 38): the art filters and the listing's others. */
const filterOf = (query: ArtworkSearchQuery) => {
  const { medium, size, orientation, priceBand, colour, framed, readyToShip } = query;
  const { category, location, minPrice, maxPrice, forSale } = query;
  return {
    medium,
    size,
    orientation,
    priceBand,
    colour,
    framed,
    readyToShip,
    category,
    location,
    minPrice,
    maxPrice,
    forSale,
  };
};

// GET /api/artworks/search?query= (docs/product.md#api-calls): artwork cards, best match first; usable without
// login. Each card also carries artistid (docs/product.md#entities-and-fields: "also artistid in search"). A blank
// query answers []. With `limit` (Kala's app asks for ARTWORK_SEARCH_MAX_RESULTS) the best that many, at most
// ARTWORK_SEARCH_MAX_RESULTS; without it, for clients that read the body as the whole list, every match, in
// parts of the whole-list cap behind `Link: rel="next"` (docs/decisions/0022-whole-lists.md).
// Issue 38 item 3 (docs/decisions/0037-search-in-the-language-people-type.md): words are matched with their
// equivalent spellings (Devanagari and Latin), and a word the index does not know by its correction.
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dialect }) => {
  app.get(
    '/api/artworks/search',
    {
      config: { publicCache: true, wholeList: 'public' },
      schema: {
        tags: ['artworks'],
        querystring: artworkSearchQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request, reply) => {
      // Nothing a moderator hid, nor a suspended artist's, nor, for a signed-in viewer, the artworks of people
      // with a block between them (issue 17).
      const { query, limit } = request.query;
      // Issue 38: the filters narrow the matches, as on the listing.
      const filter = filterOf(request.query);
      let cards: Artwork[];
      if (limit === undefined) {
        const part = await searchWholeArtworkCards(db, dialect, query, request.user, listPage(request), filter);
        setNextLink(request, reply, part.next);
        cards = part.cards;
      } else {
        cards = (await searchArtworkCards(db, dialect, query, request.user, filter)).slice(0, limit);
      }
      return cards.map((card) => ({ ...card, artistid: card.artistId }));
    },
  );

  // The search page's one answer (issue 38 item 3): the best artworks as above, the people whose name matches,
  // "Did you mean" and, when nothing is found, the most used tags. /api/artworks/search keeps its list answer for
  // the clients written to it.
  app.get(
    '/api/search',
    {
      config: { publicCache: true },
      schema: { tags: ['artworks'], querystring: artworkSearchQuerySchema, response: { 200: searchAnswerSchema } },
    },
    async (request) => {
      const { query, limit } = request.query;
      const plan = await planSearch(db, dialect, query);
      const [cards, people] = await Promise.all([
        searchArtworkCards(db, dialect, plan, request.user, filterOf(request.query)),
        searchUsers(db, query, { limit: SEARCH_ARTISTS_SHOWN + 5 }),
      ]);
      const artworks = cards.slice(0, limit).map((card) => ({ ...card, artistid: card.artistId }));
      // A signed-in viewer does not find people with a block between them (issue 17).
      const hidden = request.user ? await blockedEitherWay(db, request.user.id) : new Set<string>();
      const artists = people.users.filter((person) => !hidden.has(person.id)).slice(0, SEARCH_ARTISTS_SHOWN);
      return {
        artworks,
        artists,
        didYouMean: artworks.length > 0 ? plan.corrected : null,
        popularTags: artworks.length === 0 && query.trim() !== '' ? await popularTags(db, POPULAR_TAGS_SHOWN) : [],
      };
    },
  );

  // The search page's filter panel: how many of the query's matches each option would show (decision 0032's
  // counts, narrowed to the matches).
  app.get(
    '/api/search/facets',
    {
      config: { publicCache: true },
      schema: { tags: ['artworks'], querystring: artworkSearchQuerySchema, response: { 200: artworkFacetsSchema } },
    },
    async (request) => {
      const plan = await planSearch(db, dialect, request.query.query);
      return countFacets(db, filterOf(request.query), request.user, matchingArtworkIds(dialect, plan));
    },
  );
};
