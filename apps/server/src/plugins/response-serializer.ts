import { artworkSchema, conversationSchema, notificationSchema } from '@kala/contract';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON. Every answer is encoded through its zod response schema (which checks it and drops
 * fields the schema does not name), except, in production, the lists of the hot signed-in reads: artwork cards
 * (listing, detail, feed, search, profiles, wishlist), notifications and the chat inbox.
 *
 * Why: checking 24 cards against the schema costs about three times their JSON.stringify (measured with
 * `npm run bench`; docs/benchmarks.md), the largest single cost of a listing request; for the notifications list
 * and the inbox the check was about a tenth of the request (issue 21). Each of these has exactly one producer
 * (loadArtworkCards, toNotifications, listConversations) that builds every field explicitly from typed rows, so
 * the check can only fail on a programming error, and no private column can reach the answer; tests and
 * development (NODE_ENV other than production) keep checking every answer, so such an error fails the suite
 * before it ships. Every other schema keeps its check in production too: those answers come from many places,
 * and there the check also keeps private fields out.
 */
export function responseSerializerCompiler(options: { checkAll: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!options.checkAll && isBuiltByOneProducer(route.schema)) return (data) => JSON.stringify(data);
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  };
}

const ONE_PRODUCER: ReadonlySet<unknown> = new Set([artworkSchema, notificationSchema, conversationSchema]);

/**
 * One of those schemas, an array of one, or a union of those (the detail, which may answer a person's artworks).
 */
function isBuiltByOneProducer(schema: unknown): boolean {
  if (schema instanceof z.ZodUnion) return schema.options.every(isBuiltByOneProducer);
  return ONE_PRODUCER.has(schema) || (schema instanceof z.ZodArray && ONE_PRODUCER.has(schema.element));
}
