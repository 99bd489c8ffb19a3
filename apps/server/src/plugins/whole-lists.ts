import { PAGE_SIZE } from '@kala/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perPersonPerMinute } from '../lib/rate-limit';
import type { Page } from '../lib/paging';

/**
 * Whole lists (docs/decisions/0022-whole-lists.md). Kala's own app pages every list with `?limit=&cursor=`; a
 * client written to the plain-list API asks without `limit` and reads the body as the whole list. So a route that
 * opts in with `config: { wholeList: 'public' | 'admin' }`, asked without `limit`, answers every row up to the
 * cap of its kind, in the list's own order, and only a longer list gets `Link: rel="next"` (whose URL, still
 * without `limit`, goes on in pages of the cap). Asked with `limit` it pages as before.
 *
 * A whole list costs up to the cap's worth of rows where a page costs 24, so such requests count against a rate
 * limit of their own (per person when signed in, per address otherwise). Anonymous ones the public read cache
 * answers first (plugins/public-read-cache.ts): those reach neither the database nor this limit.
 */

export type WholeListKind = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Asked without `limit`, the list answers whole, up to the cap of this kind (plugins/whole-lists.ts). */
    wholeList?: WholeListKind;
  }
  interface FastifyInstance {
    wholeListCaps: Readonly<Record<WholeListKind, number>>;
  }
}

/** Whole-list requests one person (or address) may make per minute; more answer 429. */
export const WHOLE_LISTS_PER_MINUTE = 60;

interface PageParams {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** Asked without a page size: the whole list (or, with only a cursor, the next cap-sized part of it). */
const asksWhole = (query: unknown) => (query as PageParams | undefined)?.limit === undefined;

export function registerWholeLists(
  app: FastifyInstance,
  options: { caps: Readonly<Record<WholeListKind, number>>; rateLimits: boolean },
): void {
  app.decorate('wholeListCaps', options.caps);
  const wholeListsPerPerson = perPersonPerMinute(app, options.rateLimits, 'whole-list', WHOLE_LISTS_PER_MINUTE);
  // preHandler: after validation (the query is read) and after the public read cache had its chance.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.wholeList || !asksWhole(request.query)) return;
    await wholeListsPerPerson(request, reply);
  });
}

/**
 * The page a list request asks for: its `limit` and `cursor`; without `limit`, the cap of the route's whole-list
 * kind (PAGE_SIZE.default on a route that does not answer whole lists).
 */
export function listPage(request: FastifyRequest): Page {
  const { limit, cursor } = request.query as PageParams;
  if (limit !== undefined) return { limit, cursor };
  const kind = request.routeOptions.config?.wholeList;
  return { limit: kind ? request.server.wholeListCaps[kind] : PAGE_SIZE.default, cursor };
}
