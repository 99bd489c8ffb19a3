import { feesSchema, idSchema, ledgerCheckSchema, ledgerCorrectionBodySchema, ledgerEntrySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { checkLedger, correctLedger, feesInForce, orderLedger } from './ledger.service';

const orderParams = z.object({ id: idSchema });
const entries = z.array(ledgerEntrySchema);
const asAdmin = [{ bearer: [] }];

// Kala's fee and the ledger (docs/payments.md "Kala's fee and the ledger"): the fee in force (public: the artist's
// "You receive" while pricing), and for admins the ledger check, an order's entries and a correction of them.
// /api/admin/* is admin-only by URL (plugins/auth.ts).
export const ledgerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get('/api/fees', { schema: { tags: ['orders'], response: { 200: feesSchema } } }, async () =>
    feesInForce(config.platformFeeBasisPoints),
  );

  app.get(
    '/api/admin/ledger/check',
    { schema: { tags: ['admin'], security: asAdmin, response: { 200: ledgerCheckSchema } } },
    async () => checkLedger(db),
  );

  app.get(
    '/api/admin/orders/:id/ledger',
    { schema: { tags: ['admin'], security: asAdmin, params: orderParams, response: { 200: entries } } },
    async (request) => orderLedger(db, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/ledger-corrections',
    {
      schema: {
        tags: ['admin'],
        security: asAdmin,
        params: orderParams,
        body: ledgerCorrectionBodySchema,
        response: { 201: entries },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await correctLedger(db, user, request.params.id, request.body);
      return reply.code(201).send(result);
    },
  );
};
