import { adminPayoutsQuerySchema, adminPayoutsSchema, idSchema, transferActionBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { adminPayouts, holdByHand, releaseByHand } from './transfers.service';

const transferParams = z.object({ id: idSchema });
const asAdmin = [{ bearer: [] }];

// The admin's payouts view (issue 37 item 9, docs/payments.md "Transfers to artists"): every transfer's state and
// what artists owe, and a transfer released or held by hand with the reason (audited). /api/admin/* is admin-only
// by URL (plugins/auth.ts).
export const transfersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/payouts',
    {
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPayoutsSchema },
      },
    },
    async (request) => adminPayouts(deps.db, request.query.state),
  );

  // Release or hold one transfer by hand; each answers the view as it now is.
  for (const [action, act] of [
    ['release', releaseByHand],
    ['hold', holdByHand],
  ] as const) {
    app.post(
      `/api/admin/payouts/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          security: asAdmin,
          params: transferParams,
          body: transferActionBodySchema,
          response: { 200: adminPayoutsSchema },
        },
      },
      async (request) => {
        await act(deps, currentUser(request), request.params.id, request.body.reason);
        return adminPayouts(deps.db);
      },
    );
  }
};
