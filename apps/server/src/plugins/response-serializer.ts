import { artworkSchema } from '@kala/contract';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON. Every answer is encoded through its zod response schema (which checks it and drops
 * fields the schema does not name), except, in production, the artwork cards of the hot read routes (listing,
 * detail, feed, search, profiles, wishlist).
 *
 * Why: checking 24 cards against the schema costs about three times their JSON.stringify (measured with
 * `npm run bench`; docs/benchmarks.md), the largest single cost of a listing request. Cards have exactly one
 * producer, loadArtworkCards, which builds every field explicitly from typed rows, so the check can only fail
 * on a programming error; tests and development (NODE_ENV other than production) keep checking every card on
 * every answer, so such an error fails the suite before it ships. Every other schema keeps its check in
 * production too: those answers come from many places, and there the check also keeps private fields out.
 */
export function responseSerializerCompiler(options: { checkAll: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!options.checkAll && isArtworkCards(route.schema)) return (data) => JSON.stringify(data);
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  };
}

/** artworkSchema itself, an array of it, or a union of those (the detail, which may answer a person's artworks). */
function isArtworkCards(schema: unknown): boolean {
  if (schema instanceof z.ZodUnion) return schema.options.every(isArtworkCards);
  return schema === artworkSchema || (schema instanceof z.ZodArray && schema.element === artworkSchema);
}
