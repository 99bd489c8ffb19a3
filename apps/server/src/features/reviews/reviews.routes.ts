import { ERR, idSchema, pageQuerySchema, reviewBodySchema, reviewSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findArtworkBasics } from '../artworks/artworks.repository';
import { setNextLink } from '../../lib/paging';
import { refuseIfBlocked } from '../blocks/blocks.service';
import { notifyArtworkResponse } from '../notifications/notifications.service';
import { addReview, listReviews } from './reviews.repository';

// Reviews (spec §7): only artworks for sale can be reviewed (the tab shows only then), never your own,
// once per person.
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/reviews/artwork/:id',
    {
      schema: {
        tags: ['reviews'],
        params: z.object({ id: idSchema }),
        querystring: pageQuerySchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      const artwork = await db
        .selectFrom('artworks')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!artwork) throw notFound('Artwork');
      const page = await listReviews(db, request.params.id, request.query.limit, request.query.cursor, request.user);
      setNextLink(request, reply, page.next);
      return page.reviews;
    },
  );

  app.post(
    '/api/auth/reviews',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        body: reviewBodySchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { artworkId, rating, comment } = request.body;
      const artwork = await findArtworkBasics(db, artworkId);
      if (!artwork) throw notFound('Artwork');
      if (artwork.for_sale !== 1) throw badRequest(ERR.notForSale);
      if (artwork.artist_id === me.id) throw forbidden(ERR.ownArtworkReview);
      await refuseIfBlocked(db, me.id, artwork.artist_id);
      const review = await addReview(db, { artworkId, reviewerId: me.id, rating, comment });
      if (!review) throw conflict(ERR.alreadyReviewed);
      await notifyArtworkResponse(deps, 'review', me.id, artworkId, request.log);
      return reply.status(201).send(review);
    },
  );
};
