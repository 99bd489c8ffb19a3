import { commentBodySchema, commentSchema, idSchema, pageQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { perPersonPerMinute } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { deleteOwnComment, listArtworkComments, postComment } from './comments.service';

const signedIn = [{ bearer: [] }];
/** Comments one person may post per minute; more answer 429. */
export const COMMENTS_PER_MINUTE = 10;

// Comments on an artwork (docs/product.md#api-calls): read by anyone, posted by a signed-in user, deleted by their
// author.
export const commentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // Spam: per person, whatever address they post from.
  const commentsPerUser = perPersonPerMinute(app, config.rateLimits, 'comment-user', COMMENTS_PER_MINUTE);

  app.get(
    '/api/artworks/:id/comments',
    {
      config: { wholeList: 'public' },
      schema: {
        tags: ['comments'],
        params: z.object({ id: idSchema }),
        querystring: pageQuerySchema,
        response: { 200: z.array(commentSchema) },
      },
    },
    async (request, reply) => {
      // A signed-in viewer does not see the comments of people with a block between them (issue 17), nor hidden ones.
      const page = await listArtworkComments(db, request.params.id, listPage(request), request.user);
      setNextLink(request, reply, page.next);
      return page.comments;
    },
  );

  // The spec's client sends artwork_id in the body too; the path names the artwork.
  app.post(
    '/api/auth/comments/:artworkId',
    {
      preValidation: formFieldsToBody,
      preHandler: commentsPerUser,
      schema: {
        tags: ['comments'],
        security: signedIn,
        params: z.object({ artworkId: idSchema }),
        body: commentBodySchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      const comment = await postComment(deps, request.params.artworkId, me, request.body.content, request.log);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/auth/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        security: signedIn,
        params: z.object({ commentId: idSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOwnComment(db, request.params.commentId, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
