import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { MEDIA_NAME_PATTERN } from '../../lib/images';
import { notFound } from '../../plugins/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

// Image variants by content-hash name. A name is its content, so it is cached for a year and its ETag is the
// name itself: a revalidating browser gets 304 without the file being read.
export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { media }) => {
  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'An image variant (/media/<content-hash>-<width>.webp)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only exact `<sha256>-<width>.webp` names reach the storage: no '..', no slashes, nothing else.
      if (!MEDIA_NAME_PATTERN.test(name)) throw notFound('Image');
      const etag = `"${name.slice(0, -'.webp'.length)}"`;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const data = await media.get(name);
      if (!data) {
        reply.removeHeader('Cache-Control').removeHeader('ETag');
        throw notFound('Image');
      }
      return reply.type('image/webp').send(data);
    },
  );
};
