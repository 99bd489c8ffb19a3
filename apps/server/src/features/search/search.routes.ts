import { type Artwork, artworkSchema, artworkSearchQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { searchArtworkCards, searchWholeArtworkCards } from './search.repository';

// GET /api/artworks/search?query= (docs/product.md#api-calls): artwork cards, best match first; usable without
// login. Each card also carries artistid (docs/product.md#entities-and-fields: "also artistid in search"). A blank
// query answers []. With `limit` (Kala's app asks for ARTWORK_SEARCH_MAX_RESULTS) the best that many, at most
// ARTWORK_SEARCH_MAX_RESULTS; without it, for clients that read the body as the whole list, every match, in
// parts of the whole-list cap behind `Link: rel="next"` (docs/decisions/0022-whole-lists.md).
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
      const { query, limit, medium, size, orientation, priceBand, colour, framed, readyToShip } = request.query;
      // Issue 38: the art filters narrow the matches, as on the listing.
      const filter = { medium, size, orientation, priceBand, colour, framed, readyToShip };
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
};
