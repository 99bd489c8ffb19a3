import { payoutAccountBodySchema, payoutAccountSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { getPayoutAccount, savePayoutAccount } from './payouts.service';

const signedIn = [{ bearer: [] }];

// Payout details (issue 37 item 1, decision 0034): the signed-in artist's own, and nobody else's. The webhook
// that keeps the account's state current is the payments one (/api/webhooks/razorpay).
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/auth/payout-account',
    { schema: { tags: ['payouts'], security: signedIn, response: { 200: payoutAccountSchema } } },
    async (request) => getPayoutAccount(deps, currentUser(request).id),
  );

  app.put(
    '/api/auth/payout-account',
    {
      schema: {
        tags: ['payouts'],
        security: signedIn,
        body: payoutAccountBodySchema,
        response: { 200: payoutAccountSchema },
      },
    },
    async (request) => savePayoutAccount(deps, currentUser(request).id, request.body, request.log),
  );
};
