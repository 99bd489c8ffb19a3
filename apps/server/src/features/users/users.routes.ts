import {
  artistSearchResponseSchema,
  followListSchema,
  followStatusSchema,
  NEARBY_ARTISTS_LIMIT,
  nearbyArtistsSchema,
  personRefSchema,
  userProfileSchema,
  userSearchQuerySchema,
  pageQuerySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { blockBetween, blockedEitherWay } from '../blocks/blocks.repository';
import {
  findPlaceOf,
  findUserByIdOrUsername,
  isFollowing,
  listArtistsInCity,
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
      const viewer = request.user;
      // A suspended person's profile is not public (issue 32): to all but admins it is as if they did not exist.
      if (!user || (user.suspended_at !== null && viewer?.role !== 'admin')) throw notFound('User');
      const isSelf = viewer?.id === user.id;
      const profile = toUserProfile(user, {
        // Age, pincode and phone are for the owner and admins only.
        personal: isSelf || viewer?.role === 'admin',
        isFollowing: viewer && !isSelf ? await isFollowing(db, viewer.id, user.id) : false,
      });
      // Whether I blocked them (their blocking me is not shown); only for another signed-in person.
      if (!viewer || isSelf) return profile;
      return { ...profile, isBlocked: (await blockBetween(db, viewer.id, user.id)) === 'mine' };
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

  // The signed-in person's followers and the people they follow, most recent first, paged like any list.
  for (const [list, read] of [
    ['followers', listFollowers],
    ['following', listFollowing],
  ] as const) {
    app.get(
      `/api/auth/me/${list}`,
      {
        config: { wholeList: 'public' },
        schema: {
          tags: ['users'],
          security: [{ bearer: [] }],
          querystring: pageQuerySchema,
          response: { 200: followListSchema },
        },
      },
      async (request, reply) => {
        const page = await read(db, currentUser(request).id, listPage(request));
        setNextLink(request, reply, page.next);
        return { users: page.users };
      },
    );
  }

  // Kala (issue 19): the home page's "Artists in {city}".
  app.get(
    '/api/auth/artists/nearby',
    { schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: nearbyArtistsSchema } } },
    async (request) => {
      const me = currentUser(request);
      const city = (await findPlaceOf(db, me.id))?.location.trim() ?? '';
      if (city === '') return { city, artists: [] };
      return { city, artists: await listArtistsInCity(db, city.toLowerCase(), me.id, NEARBY_ARTISTS_LIMIT) };
    },
  );

  app.get(
    '/api/search/user',
    {
      // Without `limit`, the whole list of matches (docs/decisions/0022-whole-lists.md); Kala's app asks for
      // USER_SEARCH_MAX_RESULTS.
      config: { wholeList: 'public' },
      schema: {
        tags: ['users'],
        querystring: userSearchQuerySchema,
        response: { 200: artistSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const found = await searchUsers(db, request.query.query, listPage(request));
      setNextLink(request, reply, found.next);
      // A signed-in viewer does not find people with a block between them (issue 17).
      const hidden = request.user ? await blockedEitherWay(db, request.user.id) : new Set<string>();
      return found.users.filter((person) => !hidden.has(person.id));
    },
  );
};
