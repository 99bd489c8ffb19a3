import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app: hashed assets cached for a year, index.html for every client route. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // A wildcard route finds files added by a later build; a missing file falls through to index.html below.
      wildcard: true,
      index: 'index.html',
      // The build wrote `.br` and `.gz` beside each text file (apps/web/build-plugins.ts): sent as they are, with
      // Vary: Accept-Encoding; the rest is compressed per request by @fastify/compress.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${url}`, code: 'not_found' });
  });
}
