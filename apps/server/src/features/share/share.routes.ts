import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { robotsTxt, sitemapFileXml, sitemapXml } from './sitemap';
import { SITEMAP_FILE_LIMIT } from './sitemap.repository';

// For crawlers, not the API: kept out of the OpenAPI document. A crawler reads them rarely; an hour's cache keeps a
// busy one from rereading the catalogue.
const CACHE = 'public, max-age=3600';

export const shareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const limit = SITEMAP_FILE_LIMIT;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(db, config.publicUrl, limit)),
  );

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const xml = await sitemapFileXml(db, config.publicUrl, request.params.name, limit);
      if (xml === null) throw notFound('Sitemap');
      return reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)),
  );
};
