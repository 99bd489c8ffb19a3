import { idSchema, likeResultSchema, likeStatusSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { notifyLike } from '../notifications/notifications.service';
import { hasLiked, likeArtwork, unlikeArtwork } from './likes.repository';

const params = z.object({ id: idSchema });
const signedIn = [{ bearer: [] }];

// Likes (docs/product.md#api-calls). Like and unlike answer the state after the call, so the client settles its
// optimistic count.
export const likesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/api/auth/likes/:id',
    { schema: { tags: ['likes'], security: signedIn, params, response: { 200: likeResultSchema } } },
    async (request) => {
      const me = currentUser(request).id;
      const result = await likeArtwork(db, me, request.params.id);
      if (!result) throw notFound('Artwork');
      if (result.added) await notifyLike(deps, me, request.params.id, request.log);
      return result.like;
    },
  );

  app.delete(
    '/api/auth/likes/:id',
    { schema: { tags: ['likes'], security: signedIn, params, response: { 200: likeResultSchema } } },
    async (request) => {
      const result = await unlikeArtwork(db, currentUser(request).id, request.params.id);
      if (!result) throw notFound('Artwork');
      return result;
    },
  );

  app.get(
    '/api/auth/likes/:id/status',
    { schema: { tags: ['likes'], security: signedIn, params, response: { 200: likeStatusSchema } } },
    async (request) => {
      const liked = await hasLiked(db, currentUser(request).id, request.params.id);
      if (liked === null) throw notFound('Artwork');
      return { has_liked: liked };
    },
  );
};
