import {
  artworkSchema,
  idSchema,
  listingsBulkBodySchema,
  listingsBulkResultSchema,
  myListingSchema,
  myListingsQuerySchema,
  priceChangeSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { readArtworkForm } from './artwork-images';
import { manageableArtwork } from './artworks.service';
import { listMyListings, listPriceChanges } from './manage.repository';
import { bulkChange, replaceImages } from './manage.service';

const signedIn = [{ bearer: [] }];
const artworkParams = z.object({ id: idSchema });

// Managing one's listings (issue 34, decision 0025): the studio's table, an edit's pictures, price history and
// changes to several at once. The edit of the fields and the delete are PATCH and DELETE /api/auth/artworks/{id}.
export const manageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/auth/studio/artworks',
    {
      schema: {
        tags: ['studio'],
        description: "The caller's own artworks in every state, searched by title, filtered by state and sorted.",
        security: signedIn,
        querystring: myListingsQuerySchema,
        response: { 200: z.array(myListingSchema) },
      },
    },
    async (request) => listMyListings(db, currentUser(request).id, request.query),
  );

  // Multipart: `order` (JSON array of image ids and `new:<n>`) and the new `files`.
  app.put(
    '/api/auth/artworks/:id/images',
    {
      schema: {
        tags: ['artworks'],
        description: 'The pictures in their new order, the first the cover: kept ones by id, new ones as new:<n>.',
        security: signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: artworkParams,
        response: { 200: artworkSchema },
      },
    },
    async (request) => {
      const form = await readArtworkForm(request, { requireMultipart: false });
      return replaceImages(deps, request.params.id, currentUser(request), form);
    },
  );

  app.get(
    '/api/auth/artworks/:id/price-history',
    {
      schema: {
        tags: ['artworks'],
        description: "The artwork's price changes, newest first: its artist and admins only.",
        security: signedIn,
        params: artworkParams,
        response: { 200: z.array(priceChangeSchema) },
      },
    },
    async (request) => {
      await manageableArtwork(db, request.params.id, currentUser(request));
      return listPriceChanges(db, request.params.id);
    },
  );

  app.post(
    '/api/auth/artworks/bulk',
    {
      schema: {
        tags: ['artworks'],
        description: 'Unlist, relist or change the price (by a whole percentage) of several of your artworks.',
        security: signedIn,
        body: listingsBulkBodySchema,
        response: { 200: listingsBulkResultSchema },
      },
    },
    async (request) => ({ changed: await bulkChange(deps, currentUser(request).id, request.body) }),
  );
};
