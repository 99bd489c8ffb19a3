import { artworkSchema, idSchema, pageQuerySchema, wishlistBodySchema, wishlistResultSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { ownCardPage } from '../artworks/own-card-page';
import { addToWishlist, removeFromWishlist, wishlistRows } from './wishlist.repository';

const signedIn = [{ bearer: [] }];

// The wishlist (docs/product.md#api-calls, plus removal: docs/product.md#beyond-the-original-client). Saving answers
// 201 the first time and 200 after that.
export const wishlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/auth/wishlist',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['wishlist'],
        security: signedIn,
        body: wishlistBodySchema,
        response: { 200: wishlistResultSchema, 201: wishlistResultSchema },
      },
    },
    async (request, reply) => {
      const { artworkId } = request.body;
      const added = await addToWishlist(db, currentUser(request).id, artworkId);
      if (added === null) throw notFound('Artwork');
      return reply.status(added ? 201 : 200).send({ artworkId, isWishList: true });
    },
  );

  app.get(
    '/api/auth/wishlist',
    {
      config: { wholeList: 'public' },
      schema: {
        tags: ['wishlist'],
        security: signedIn,
        querystring: pageQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request, reply) => ownCardPage(db, request, reply, wishlistRows),
  );

  app.delete(
    '/api/auth/wishlist/:artworkId',
    {
      schema: {
        tags: ['wishlist'],
        security: signedIn,
        params: z.object({ artworkId: idSchema }),
        response: { 200: wishlistResultSchema },
      },
    },
    async (request) => {
      const { artworkId } = request.params;
      if (!(await removeFromWishlist(db, currentUser(request).id, artworkId))) throw notFound('Artwork');
      return { artworkId, isWishList: false };
    },
  );
};
