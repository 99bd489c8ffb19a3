import {
  artworkSchema,
  forYouListSchema,
  onboardingBodySchema,
  onboardingSchema,
  pageQuerySchema,
  personRefSchema,
  similarArtistsSchema,
  suggestedArtistsQuerySchema,
  suggestedArtistsSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { loadVisibleArtworkCards } from '../artworks/artworks.repository';
import { findPersonId } from '../users/users.repository';
import { onboardingOf, savePicks } from './foryou.repository';
import { forYouPage, similarArtists, suggestedArtists, trendingPage } from './foryou.service';

const signedIn = [{ bearer: [] }];

// For you (docs/product.md#for-you, docs/decisions/0042-for-you.md): a signed-in person's mix with its reasons,
// trending for everyone, the picks after registering and the artists to follow, "Artists you may like".
export const forYouRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/auth/foryou',
    {
      schema: {
        tags: ['artworks'],
        security: signedIn,
        querystring: pageQuerySchema,
        response: { 200: forYouListSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { limit, cursor } = listPage(request);
      const page = await forYouPage(db, me, limit, cursor);
      setNextLink(request, reply, page.next);
      const cards = await loadVisibleArtworkCards(
        db,
        page.picks.map((pick) => pick.artworkId),
        me,
      );
      const reasons = new Map(page.picks.map((pick) => [pick.artworkId, pick.reason]));
      return cards.flatMap((card) => {
        const reason = reasons.get(card.id);
        return reason ? [{ ...card, reason }] : [];
      });
    },
  );

  app.get(
    '/api/artworks/trending',
    {
      schema: { tags: ['artworks'], querystring: pageQuerySchema, response: { 200: z.array(artworkSchema) } },
    },
    async (request, reply) => {
      const { limit, cursor } = listPage(request);
      const page = await trendingPage(db, request.user, limit, cursor);
      setNextLink(request, reply, page.next);
      return loadVisibleArtworkCards(db, page.ids, request.user);
    },
  );

  app.get(
    '/api/auth/onboarding',
    { schema: { tags: ['users'], security: signedIn, response: { 200: onboardingSchema } } },
    async (request) => onboardingOf(db, currentUser(request).id),
  );

  app.put(
    '/api/auth/onboarding',
    {
      schema: { tags: ['users'], security: signedIn, body: onboardingBodySchema, response: { 200: onboardingSchema } },
    },
    async (request) => {
      const me = currentUser(request).id;
      await savePicks(db, me, request.body.mediums);
      return onboardingOf(db, me);
    },
  );

  app.get(
    '/api/auth/onboarding/artists',
    {
      schema: {
        tags: ['users'],
        security: signedIn,
        querystring: suggestedArtistsQuerySchema,
        response: { 200: suggestedArtistsSchema },
      },
    },
    async (request) => ({
      artists: await suggestedArtists(db, currentUser(request).id, request.query.mediums),
    }),
  );

  app.get(
    '/api/users/:userId/similar-artists',
    {
      schema: {
        tags: ['users'],
        params: z.object({ userId: personRefSchema }),
        response: { 200: similarArtistsSchema },
      },
    },
    async (request) => {
      const artistId = await findPersonId(db, request.params.userId);
      if (!artistId) throw notFound('User');
      return { artists: await similarArtists(db, artistId, request.user) };
    },
  );
};
