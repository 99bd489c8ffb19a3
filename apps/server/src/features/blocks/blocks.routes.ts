import { blockListSchema, blockStatusSchema, personRefSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { listBlocked } from './blocks.repository';
import { blockPerson, unblockPerson } from './blocks.service';

const params = z.object({ userId: personRefSchema });
const signedIn = [{ bearer: [] }];

// Blocks (issue 17): in effect both ways (blocks.service.ts refuseIfBlocked, and the lists that leave people out).
export const blocksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/auth/blocks/:userId',
    {
      schema: {
        tags: ['users'],
        security: signedIn,
        params,
        response: { 200: blockStatusSchema, 201: blockStatusSchema },
      },
    },
    async (request, reply) => {
      const { status, added } = await blockPerson(db, currentUser(request).id, request.params.userId);
      return reply.status(added ? 201 : 200).send(status);
    },
  );

  app.delete(
    '/api/auth/blocks/:userId',
    { schema: { tags: ['users'], security: signedIn, params, response: { 200: blockStatusSchema } } },
    async (request) => unblockPerson(db, currentUser(request).id, request.params.userId),
  );

  app.get(
    '/api/auth/blocks',
    { schema: { tags: ['users'], security: signedIn, response: { 200: blockListSchema } } },
    async (request) => ({ users: await listBlocked(db, currentUser(request).id) }),
  );
};
