import { artworkSchema, artworkSearchQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { searchArtworkCards } from './search.repository';

// GET /api/artworks/search?query= (docs/product.md#api-calls): up to 40 artwork cards, best match first; usable without
// login. Each card also carries artistid (docs/product.md#entities-and-fields: "also artistid in search"). A blank
// query answers [].
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dialect }) => {
  app.get(
    '/api/artworks/search',
    {
      config: { publicCache: true },
      schema: {
        tags: ['artworks'],
        querystring: artworkSearchQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request) => {
      // Nothing a moderator hid, nor a suspended artist's, nor, for a signed-in viewer, the artworks of people
      // with a block between them (issue 17).
      const cards = await searchArtworkCards(db, dialect, request.query.query, request.user);
      return cards.map((card) => ({ ...card, artistid: card.artistId }));
    },
  );
};
