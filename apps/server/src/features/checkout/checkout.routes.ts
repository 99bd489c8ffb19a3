import { checkoutBodySchema, idempotencyKeySchema, orderSchema, VALIDATION } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { validationFailed } from '../../plugins/errors';
import { checkout } from './checkout.service';

/** The key from the `Idempotency-Key` header, else the body; without one, this attempt is its own checkout. */
function idempotencyKeyOf(request: FastifyRequest, bodyKey: string | undefined): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return bodyKey ?? newId();
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? undefined : header);
  if (!parsed.success) throw validationFailed({ idempotencyKey: VALIDATION.checkout.idempotencyKeyInvalid });
  return parsed.data;
}

// Checkout (design.md): the whole cart becomes orders in one transaction, shipped to the given address and
// paid on delivery ('pending' until marked paid). A cart that no longer costs what the buyer was shown
// answers 409 with checkoutPriceChangedSchema's body.
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/auth/checkout',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        body: checkoutBodySchema,
        response: { 201: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, expectedTotal, expectedPrices, ...shipping } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      const result = await checkout(db, currentUser(request).id, shipping, key, { expectedTotal, expectedPrices });
      // A retry answers as the first attempt did; the header tells a client (or a log) it was a replay.
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(result.orders);
    },
  );
};
