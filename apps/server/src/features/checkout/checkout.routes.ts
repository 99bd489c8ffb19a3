import {
  checkoutBodySchema,
  checkoutOptionsSchema,
  idempotencyKeySchema,
  onlineCheckoutResponseSchema,
  orderSchema,
  VALIDATION,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { validationFailed } from '../../lib/errors';
import { publishOffers } from '../offers/offers.service';
import { checkout } from './checkout.service';
import { notifyOrdersPlaced } from '../notifications/notifications.service';

/** The key from the `Idempotency-Key` header, else the body; without one, this attempt is its own checkout. */
function idempotencyKeyOf(request: FastifyRequest, bodyKey: string | undefined): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return bodyKey ?? newId();
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? undefined : header);
  if (!parsed.success) throw validationFailed({ idempotencyKey: VALIDATION.checkout.idempotencyKeyInvalid });
  return parsed.data;
}

// Checkout (docs/product.md#beyond-the-original-client): the whole cart becomes orders in one transaction, shipped to
// the given address and paid on delivery ('pending' until marked paid). A cart that no longer costs what the buyer was
// shown answers 409 with checkoutPriceChangedSchema's body.
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { gateway } = deps;
  // How a buyer may pay here: the checkout screen offers online payment only when this says so.
  app.get(
    '/api/checkout/options',
    { schema: { tags: ['checkout'], response: { 200: checkoutOptionsSchema } } },
    async () => {
      return {
        payOnDelivery: true as const,
        online: gateway
          ? { provider: 'razorpay' as const, keyId: gateway.keyId, checkoutScriptUrl: gateway.checkoutUrl }
          : null,
      };
    },
  );

  app.post(
    '/api/auth/checkout',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        body: checkoutBodySchema,
        response: { 201: z.union([z.array(orderSchema), onlineCheckoutResponseSchema]) },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, expectedTotal, expectedShipping, expectedPrices, paymentMethod, delivery, ...shipping } =
        request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      const feeBasisPoints = deps.config.platformFeeBasisPoints;
      const result = await checkout({ ...deps, feeBasisPoints }, currentUser(request).id, shipping, key, {
        shown: { expectedTotal, expectedShipping, expectedPrices },
        paymentMethod,
        delivery,
      });
      // Issue 19: offers on artworks this checkout sold out have expired; both people's screens hear of it.
      if (result.expiredOfferIds.length > 0) await publishOffers(deps, result.expiredOfferIds);
      // A retry answers as the first attempt did; the header tells a client (or a log) it was a replay.
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      // A pay-on-delivery sale is told at once; an online one once it is paid (payments.service markPaid).
      if (!result.replayed && !result.payment) await notifyOrdersPlaced(deps, result.checkoutId, request.log);
      // Pay on delivery answers the list of orders, as before; online adds the gateway order to pay. (A key
      // replayed from a pay-on-delivery checkout answers as that checkout did.)
      if (result.payment) return reply.status(201).send({ orders: result.orders, payment: result.payment });
      return reply.status(201).send(result.orders);
    },
  );
};
