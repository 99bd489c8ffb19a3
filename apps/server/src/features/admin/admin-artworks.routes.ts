import { adminListQuerySchema, artworkSchema, idSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { findArtworkRow, loadArtworkCards } from '../artworks/artworks.repository';
import { fieldsOf, writeAudit } from './admin-audit.repository';
import { removeArtwork } from '../artworks/artworks.service';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { hiddenArtworkIds, listAdminArtworkRows } from './admin-artworks.repository';
import { readArtworkForm } from '../artworks/artwork-images';
import { createArtworkAsAdmin, updateArtworkAsAdmin } from './admin-artworks.service';

const artworkParams = z.object({ id: idSchema });
const asAdmin = [{ bearer: [] }];

// Admin Artwork Management (docs/product.md#screens-and-routes, docs/product.md#api-calls). Rows are the artwork card
// every screen gets (loadArtworkCards): the table reads id, title, description, price, quantity, tags, category,
// isSold, artist.username, artistId, createdAt and images from it. /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminArtworksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/artworks',
    {
      config: { wholeList: 'admin' },
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminListQuerySchema,
        response: { 200: z.array(artworkSchema) },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const { limit, cursor } = listPage(request);
      const page = await listAdminArtworkRows(db, q, limit, cursor);
      setNextLink(request, reply, page.next);
      const [cards, hidden] = await Promise.all([
        loadArtworkCards(db, page.rows, null),
        hiddenArtworkIds(
          db,
          page.rows.map((row) => row.id),
        ),
      ]);
      return cards.map((card) => ({ ...card, hidden: hidden.has(card.id) }));
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
      const admin = currentUser(request);
      const artwork = await createArtworkAsAdmin(deps, form, admin.id);
      const target = { type: 'artwork', id: artwork.id } as const;
      await writeAudit(db, admin, 'artwork.create', target, { name: artwork.title });
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
    async (request) => {
      const form = await readArtworkForm(request, { requireMultipart: false });
      const artwork = await updateArtworkAsAdmin(deps, form, request.params.id);
      const fields = [...fieldsOf(form.fields), ...(form.files.length > 0 ? ['images'] : [])];
      const target = { type: 'artwork', id: artwork.id } as const;
      await writeAudit(db, currentUser(request), 'artwork.update', target, { name: artwork.title, fields });
      return artwork;
    },
  );

  app.delete(
    '/api/admin/artworks/:id',
    { schema: { tags: ['admin'], security: asAdmin, params: artworkParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const name = (await findArtworkRow(db, request.params.id))?.title ?? null;
      if (!(await removeArtwork(deps, request.params.id))) throw notFound('Artwork');
      const target = { type: 'artwork', id: request.params.id } as const;
      await writeAudit(db, currentUser(request), 'artwork.delete', target, { name });
      return reply.status(204).send(null);
    },
  );
};
