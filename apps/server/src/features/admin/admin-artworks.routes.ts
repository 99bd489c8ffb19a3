import { adminListQuerySchema, artworkSchema, idSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { loadArtworkCards } from '../artworks/artworks.repository';
import { removeArtwork } from '../artworks/artworks.service';
import { setNextLink } from '../../lib/paging';
import { listAdminArtworkRows } from './admin-artworks.repository';
import { readArtworkForm } from '../artworks/artwork-images';
import { createArtworkAsAdmin, updateArtworkAsAdmin } from './admin-artworks.service';

const artworkParams = z.object({ id: idSchema });
const asAdmin = [{ bearer: [] }];

// Admin Artwork Management (spec §2, §7). Rows are the artwork card every screen gets (loadArtworkCards): the
// table reads id, title, description, price, quantity, tags, category, isSold, artist.username, artistId,
// createdAt and images from it. /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminArtworksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/artworks',
    {
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminListQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const page = await listAdminArtworkRows(db, q, limit, cursor);
      setNextLink(request, reply, page.next);
      return loadArtworkCards(db, page.rows, null);
    },
  );

  // Multipart (files beside the fields): read and checked by the service, so no body schema here.
  app.post(
    '/api/admin/artworks',
    {
      schema: {
        tags: ['admin'],
        security: asAdmin,
        consumes: ['multipart/form-data'],
        response: { 201: artworkSchema },
      },
    },
    async (request, reply) => {
      const form = await readArtworkForm(request, { requireMultipart: false });
      const artwork = await createArtworkAsAdmin(deps, form, currentUser(request).id);
      return reply.status(201).send(artwork);
    },
  );

  app.patch(
    '/api/admin/update/artworks/:id',
    {
      schema: {
        tags: ['admin'],
        security: asAdmin,
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        params: artworkParams,
        response: { 200: artworkSchema },
      },
    },
    async (request) =>
      updateArtworkAsAdmin(deps, await readArtworkForm(request, { requireMultipart: false }), request.params.id),
  );

  app.delete(
    '/api/admin/artworks/:id',
    { schema: { tags: ['admin'], security: asAdmin, params: artworkParams, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await removeArtwork(deps, request.params.id))) throw notFound('Artwork');
      return reply.status(204).send(null);
    },
  );
};
