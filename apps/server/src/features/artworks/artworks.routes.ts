import {
  artworkListQuerySchema,
  artworkSchema,
  artworkUpdateBodySchema,
  idSchema,
  pageQuerySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { filterFromQuery, findArtworkRow, listArtworkRows, loadArtworkCards } from './artworks.repository';
import { gatherTags } from './artwork-images';
import { deleteOwnArtwork, updateArtwork, uploadArtwork } from './artworks.service';
import { homeFeedRows } from './homefeed.repository';
import { setNextLink } from './paging';

const artworkParams = z.object({ id: idSchema });
const artworkList = z.array(artworkSchema);
const signedIn = [{ bearer: [] }];

// Artworks: the listing, detail, a person's artworks, the home feed, and the artist's upload, edit and delete.
// Lists page with ?limit=&cursor= and a Link header (see paging.ts). The anonymous reads (listing, detail, a
// person's artworks) opt in to the public read cache (plugins/public-read-cache.ts).
export const artworksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/artworks',
    {
      config: { publicCache: true },
      schema: { tags: ['artworks'], querystring: artworkListQuerySchema, response: { 200: artworkList } },
    },
    async (request, reply) => {
      const { sort, limit, cursor } = request.query;
      const page = await listArtworkRows(db, filterFromQuery(request.query), sort, limit, cursor);
      setNextLink(request, reply, page.next);
      return loadArtworkCards(db, page.rows, request.user?.id ?? null);
    },
  );

  app.get(
    '/api/artworks/:id',
    {
      config: { publicCache: true },
      schema: { tags: ['artworks'], params: artworkParams, response: { 200: artworkSchema } },
    },
    async (request) => {
      const row = await findArtworkRow(db, request.params.id);
      if (!row) throw notFound('Artwork');
      const [card] = await loadArtworkCards(db, [row], request.user?.id ?? null);
      return card as z.infer<typeof artworkSchema>;
    },
  );

  // design.md: GET /api/artworks/{userId} would clash with the detail route, so a person's artworks live here.
  app.get(
    '/api/users/:userId/artworks',
    {
      config: { publicCache: true },
      schema: {
        tags: ['artworks'],
        params: z.object({ userId: idSchema }),
        querystring: artworkListQuerySchema,
        response: { 200: artworkList },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound('User');
      const { sort, limit, cursor } = request.query;
      const filter = { ...filterFromQuery(request.query), artistId: userId };
      const page = await listArtworkRows(db, filter, sort, limit, cursor);
      setNextLink(request, reply, page.next);
      return loadArtworkCards(db, page.rows, request.user?.id ?? null);
    },
  );

  app.get(
    '/api/auth/artworks/me',
    {
      schema: {
        tags: ['artworks'],
        security: signedIn,
        querystring: artworkListQuerySchema,
        response: { 200: artworkList },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { sort, limit, cursor } = request.query;
      const page = await listArtworkRows(
        db,
        { ...filterFromQuery(request.query), artistId: me.id },
        sort,
        limit,
        cursor,
      );
      setNextLink(request, reply, page.next);
      return loadArtworkCards(db, page.rows, me.id);
    },
  );

  app.get(
    '/api/auth/homefeed',
    {
      schema: { tags: ['artworks'], security: signedIn, querystring: pageQuerySchema, response: { 200: artworkList } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const page = await homeFeedRows(db, me.id, request.query.limit, request.query.cursor);
      setNextLink(request, reply, page.next);
      return loadArtworkCards(db, page.rows, me.id);
    },
  );

  // Multipart (spec §7): read and checked by the service, so no body schema here.
  app.post(
    '/api/auth/artworks',
    {
      schema: {
        tags: ['artworks'],
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 201: artworkSchema },
      },
    },
    async (request, reply) => {
      const artwork = await uploadArtwork(deps, request, currentUser(request).id);
      return reply.status(201).send(artwork);
    },
  );

  app.patch(
    '/api/auth/artworks/:id',
    {
      // JSON, urlencoded or multipart text fields alike, tags as in the upload.
      preValidation: async (request) => {
        await formFieldsToBody(request);
        request.body = gatherTags(request.body as Record<string, unknown>);
      },
      schema: {
        tags: ['artworks'],
        security: signedIn,
        params: artworkParams,
        body: artworkUpdateBodySchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => updateArtwork(deps, request.params.id, currentUser(request).id, request.body),
  );

  app.delete(
    '/api/auth/artworks/:id',
    { schema: { tags: ['artworks'], security: signedIn, params: artworkParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteOwnArtwork(deps, request.params.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
