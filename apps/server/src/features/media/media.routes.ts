import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { MEDIA_NAME_PATTERN } from '../../lib/images';
import { notFound } from '../../lib/errors';
import { loadShareImage } from './share-image';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

// Image variants by content-hash name, and each picture's share image (share-image.ts). A name is its content, so
// it is cached for a year and its ETag is the name itself: a revalidating browser gets 304 without the file being
// read.
export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, media }) => {
  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'An image variant (/media/<content-hash>-<width>.webp) or share image (/media/<content-hash>-og.jpg)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only exact `<sha256>-<width>.webp` and `<sha256>-og.jpg` names reach the storage: no '..', no slashes.
      if (!MEDIA_NAME_PATTERN.test(name)) throw notFound('Image');
      const share = name.endsWith('-og.jpg');
      const etag = `"${name.slice(0, name.lastIndexOf('.'))}"`;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const data = share ? await loadShareImage({ db, media }, name.slice(0, 64)) : await media.get(name);
      if (!data) {
        reply.removeHeader('Cache-Control').removeHeader('ETag');
        throw notFound('Image');
      }
      return reply.type(share ? 'image/jpeg' : 'image/webp').send(data);
    },
  );
};
