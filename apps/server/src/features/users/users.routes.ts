import {
  artistSearchResponseSchema,
  followListSchema,
  followStatusSchema,
  personRefSchema,
  SEARCH_QUERY_MAX_LENGTH,
  userProfileSchema,
  VALIDATION,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import {
  findUserByIdOrUsername,
  isFollowing,
  listFollowers,
  listFollowing,
  searchUsers,
  toUserProfile,
} from './users.repository';
import { setFollowing } from './users.service';

const personParams = z.object({ id: personRefSchema });

// People: public profiles, following, follower lists and artist search.
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/user/:usernameOrId',
    {
      schema: {
        tags: ['users'],
        params: z.object({ usernameOrId: personRefSchema }),
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const user = await findUserByIdOrUsername(db, request.params.usernameOrId);
      if (!user) throw notFound('User');
      const viewer = request.user;
      const isSelf = viewer?.id === user.id;
      return toUserProfile(user, {
        // Age, pincode and phone are for the owner and admins only.
        personal: isSelf || viewer?.role === 'admin',
        isFollowing: viewer && !isSelf ? await isFollowing(db, viewer.id, user.id) : false,
      });
    },
  );

  app.post(
    '/api/auth/:id/follow',
    {
      schema: {
        tags: ['users'],
        description: 'Follows the person {id} names: their id or their username.',
        security: [{ bearer: [] }],
        params: personParams,
        response: { 200: followStatusSchema },
      },
    },
    async (request) => setFollowing(deps, currentUser(request), request.params.id, true, request.log),
  );

  app.delete(
    '/api/auth/:id/unfollow',
    {
      schema: {
        tags: ['users'],
        description: 'Stops following the person {id} names: their id or their username.',
        security: [{ bearer: [] }],
        params: personParams,
        response: { 200: followStatusSchema },
      },
    },
    async (request) => setFollowing(deps, currentUser(request), request.params.id, false, request.log),
  );

  app.get(
    '/api/auth/me/followers',
    { schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: followListSchema } } },
    async (request) => ({ users: await listFollowers(db, currentUser(request).id) }),
  );

  app.get(
    '/api/auth/me/following',
    { schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: followListSchema } } },
    async (request) => ({ users: await listFollowing(db, currentUser(request).id) }),
  );

  app.get(
    '/api/search/user',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({
          query: z
            .string()
            .max(SEARCH_QUERY_MAX_LENGTH, VALIDATION.common.tooLong('Search', SEARCH_QUERY_MAX_LENGTH))
            .default(''),
        }),
        response: { 200: artistSearchResponseSchema },
      },
    },
    async (request) => searchUsers(db, request.query.query),
  );
};
