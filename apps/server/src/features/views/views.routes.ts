import { idSchema } from '@kala/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { ViewCounter } from './views.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's buffer of artwork views (views.service.ts); tests flush it by hand. */
    viewCounter: ViewCounter;
  }
}

const FLUSH_EVERY_MS = 5000;

/**
 * POST /api/artworks/{id}/view: the artwork page's beacon, sent once per page view (docs/decisions/0010).
 * Always 204 at once: the view is only buffered (never a database write on the request's path), and whether it
 * counted (a bot, the artist's own, a repeat today, an unknown artwork) is not the visitor's business.
 * A signed-in viewer sends their token, so the artist's own views and a person's repeat views are known.
 */
export function registerViews(app: FastifyInstance, { db, config }: AppDeps): void {
  const counter = new ViewCounter({ secret: config.jwtSecret });
  app.decorate('viewCounter', counter);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/artworks/:id/view',
    {
      schema: { tags: ['artworks'], params: z.object({ id: idSchema }), response: { 204: z.null() } },
      // Adds to the artist's figures only: the public read cache keeps its pages (plugins/public-read-cache.ts).
      config: { changesNoPublicRead: true },
    },
    async (request, reply) => {
      if (!config.viewCounting) return reply.status(204).send(null);
      counter.record({
        artworkId: request.params.id,
        userId: request.user?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );

  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    try {
      await counter.flush(db);
    } catch (error) {
      app.log.warn({ err: error, pending: counter.pending }, 'view flush failed; the next one retries');
    }
  };
  app.addHook('onReady', (done) => {
    timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
    done();
  });
  // On shutdown (server.ts closes the app before the database): the last few seconds of views are written.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
