import { studioQuerySchema, studioSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { loadStudio, studioPeriod } from './studio.repository';

// The artist studio (/me/studio, issue 19): my reach and sales over a period of IST days. Signed in by URL
// (/api/auth/*); every figure is about the caller's own artworks, so there is nothing else to check.
export const studioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/studio',
    {
      schema: {
        tags: ['studio'],
        security: [{ bearer: [] }],
        querystring: studioQuerySchema,
        response: { 200: studioSchema },
      },
    },
    async (request) => loadStudio(db, currentUser(request).id, studioPeriod(request.query)),
  );
};
