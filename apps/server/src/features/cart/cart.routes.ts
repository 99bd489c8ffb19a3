import { addToCartBodySchema, cartItemSchema, idSchema, updateCartItemBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { deleteCartLine } from './cart.repository';
import { addToCart, getCart, updateCartItem } from './cart.service';

const itemParams = z.object({ itemId: idSchema });
const signedIn = [{ bearer: [] }];

// The buyer's cart (docs/product.md#api-calls GET/POST /auth/cart; docs/product.md#beyond-the-original-client: real
// quantities within stock, remove). Prices are never taken from the client: the cart holds artworks and quantities,
// checkout reads prices.
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/cart',
    { schema: { tags: ['cart'], security: signedIn, response: { 200: z.array(cartItemSchema) } } },
    async (request) => getCart(db, currentUser(request).id),
  );

  app.post(
    '/api/auth/cart',
    {
      preValidation: formFieldsToBody,
      schema: { tags: ['cart'], security: signedIn, body: addToCartBodySchema, response: { 201: cartItemSchema } },
    },
    async (request, reply) => {
      const { artworkId, quantity } = request.body;
      const item = await addToCart(db, currentUser(request).id, artworkId, quantity);
      return reply.status(201).send(item);
    },
  );

  app.patch(
    '/api/auth/cart/:itemId',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['cart'],
        security: signedIn,
        params: itemParams,
        body: updateCartItemBodySchema,
        response: { 200: cartItemSchema },
      },
    },
    async (request) => updateCartItem(db, currentUser(request).id, request.params.itemId, request.body.quantity),
  );

  app.delete(
    '/api/auth/cart/:itemId',
    { schema: { tags: ['cart'], security: signedIn, params: itemParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const removed = await deleteCartLine(db, currentUser(request).id, request.params.itemId);
      if (!removed) throw notFound('Cart item');
      return reply.status(204).send(null);
    },
  );
};
