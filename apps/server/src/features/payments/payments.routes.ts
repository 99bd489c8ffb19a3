import { createHash } from 'node:crypto';
import { ERR, orderSchema, paymentVerifyBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { handleWebhook, verifyPayment } from './payments.service';

// Online payment (Razorpay): the browser's verify call after Checkout, and the gateway's webhook, which also
// ends an order paid when the browser never came back.
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { gateway } = deps;

  app.post(
    '/api/auth/payments/verify',
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: paymentVerifyBodySchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => verifyPayment(deps, currentUser(request).id, request.body, request.log),
  );

  await app.register(async (webhooks) => {
    // The signature is over the exact bytes sent: this route keeps JSON bodies raw (only in this scope).
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhooks.post(
      '/api/webhooks/razorpay',
      { schema: { tags: ['payments'], response: { 200: z.object({ status: z.string() }) } } },
      async (request) => {
        if (!gateway) throw notFound('Route');
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw badRequest(ERR.badRequest);
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !gateway.webhookSignatureValid(raw, signature)) {
          throw unauthorized(ERR.webhookSignatureInvalid);
        }
        // Razorpay names each event in X-Razorpay-Event-Id; a redelivery carries the same id (and body).
        const header = request.headers['x-razorpay-event-id'];
        const eventId = typeof header === 'string' && header ? header : createHash('sha256').update(raw).digest('hex');
        return { status: await handleWebhook({ ...deps, gateway }, eventId, raw, request.log) };
      },
    );
  });
};
