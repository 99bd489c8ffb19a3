import { idSchema, pageQuerySchema, reviewBodySchema, reviewSchema, reviewUpdateBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { deleteOwnReview, editOwnReview, listArtworkReviews, ownReview, postReview } from './reviews.service';

// Reviews (docs/product.md#api-calls): only artworks for sale can be reviewed (the tab shows only then), never your
// own, once per person; the author may read back, rewrite or delete their own.
export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/reviews/artwork/:id',
    {
      config: { wholeList: 'public' },
      schema: {
        tags: ['reviews'],
        params: z.object({ id: idSchema }),
        querystring: pageQuerySchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      const page = await listArtworkReviews(db, request.params.id, listPage(request), request.user);
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
      const review = await postReview(deps, currentUser(request).id, request.body, request.log);
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/auth/reviews/artwork/:id',
    {
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: { 200: reviewSchema.nullable() },
      },
    },
    async (request) => ownReview(db, request.params.id, currentUser(request).id),
  );

  app.put(
    '/api/auth/reviews/:reviewId',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: z.object({ reviewId: idSchema }),
        body: reviewUpdateBodySchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => editOwnReview(db, request.params.reviewId, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/auth/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: z.object({ reviewId: idSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOwnReview(db, request.params.reviewId, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
