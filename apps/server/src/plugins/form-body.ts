import type { FastifyInstance } from 'fastify';
import { fieldsFromEntries } from '../lib/form-fields';

/**
 * application/x-www-form-urlencoded bodies (HTML forms, curl -d): Fastify parses only JSON and text by itself.
 * Values stay strings, as in a multipart form; the routes' zod schemas turn them into numbers or booleans.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, fieldsFromEntries(new URLSearchParams(body as string)));
  });
}
