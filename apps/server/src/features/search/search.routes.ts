import { artworkSchema, artworkSearchQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { keepVisibleArtworks, loadArtworkCards } from '../artworks/artworks.repository';
import { blockedEitherWay } from '../blocks/blocks.repository';
import { searchArtworkIds } from './search.repository';

// GET /api/artworks/search?query= (spec §7): up to 40 artwork cards, best match first; usable without login.
// Each card also carries artistid (spec §3: "also artistid in search"). A blank query answers [].
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
      // Nothing a moderator hid, nor a suspended artist's (issue 17).
      const ids = await keepVisibleArtworks(db, await searchArtworkIds(db, dialect, request.query.query), request.user);
      const viewer = request.user?.id ?? null;
      const cards = await loadArtworkCards(db, ids, viewer);
      // A signed-in viewer does not find the artworks of people with a block between them (issue 17).
      const hidden = viewer ? await blockedEitherWay(db, viewer) : new Set<string>();
      return cards.filter((card) => !hidden.has(card.artistId)).map((card) => ({ ...card, artistid: card.artistId }));
    },
  );
};
