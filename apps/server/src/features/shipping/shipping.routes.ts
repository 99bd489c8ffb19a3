import {
  artworkShippingQuerySchema,
  artworkShippingSchema,
  cartShippingQuerySchema,
  cartShippingSchema,
  idSchema,
  shippingProfileBodySchema,
  shippingProfileSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { rupeesToPaise } from '../../lib/money';
import { currentUser } from '../../plugins/auth';
import { getCart } from '../cart/cart.service';
import { getShippingProfile, quoteArtwork, quoteCart, setShippingProfile } from './shipping.service';

const signedIn = [{ bearer: [] }];

// Shipping, delivery and returns (issue 34 item 3, decision 0027): the artist's profile, the artwork page's quote
// (public, cached like every public read: decision 0005) and the cart's figures for a pincode.
export const shippingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/shipping-profile',
    { schema: { tags: ['shipping'], security: signedIn, response: { 200: shippingProfileSchema } } },
    async (request) => getShippingProfile(db, currentUser(request).id),
  );

  app.put(
    '/api/auth/shipping-profile',
    {
      schema: {
        tags: ['shipping'],
        security: signedIn,
        body: shippingProfileBodySchema,
        response: { 200: shippingProfileSchema },
      },
    },
    async (request) => setShippingProfile(db, currentUser(request).id, request.body),
  );

  app.get(
    '/api/artworks/:id/shipping',
    {
      schema: {
        tags: ['shipping'],
        params: z.object({ id: idSchema }),
        querystring: artworkShippingQuerySchema,
        response: { 200: artworkShippingSchema },
      },
    },
    // Signed in, the artist (and an admin) gets the quote of an unlisted or hidden work too: their own page shows it.
    async (request) => quoteArtwork(db, request.user ?? null, request.params.id, request.query.pincode),
  );

  app.get(
    '/api/auth/cart/shipping',
    {
      schema: {
        tags: ['cart'],
        security: signedIn,
        querystring: cartShippingQuerySchema,
        response: { 200: cartShippingSchema },
      },
    },
    async (request) => {
      const cart = await getCart(db, currentUser(request).id);
      const lines = cart.map((item) => ({
        artworkId: item.artworkId,
        unitPricePaise: rupeesToPaise(item.agreedPrice ?? item.artwork.price),
        quantity: item.quantity,
      }));
      return quoteCart(db, lines, request.query.pincode, request.query.delivery);
    },
  );
};
