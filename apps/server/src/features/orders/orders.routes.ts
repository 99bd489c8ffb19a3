import { idSchema, orderSchema, pageQuerySchema, paymentStatusUpdateBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { setNextLink } from '../artworks/paging';
import { findOrderRow, listOrderRows, setPaymentStatus, toOrders } from './orders.repository';

const orderList = z.array(orderSchema);
const signedIn = [{ bearer: [] }];

// The buyer's 'My orders' and the artist's 'Sales' (design.md), newest first, paged with ?limit=&cursor= and a
// Link header. Both carry the shipping address: the artist ships the piece.
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/orders',
    { schema: { tags: ['orders'], security: signedIn, querystring: pageQuerySchema, response: { 200: orderList } } },
    async (request, reply) => {
      const page = await listOrderRows(
        db,
        { buyerId: currentUser(request).id },
        request.query.limit,
        request.query.cursor,
      );
      setNextLink(request, reply, page.next);
      return toOrders(db, page.rows);
    },
  );

  app.get(
    '/api/auth/sales',
    { schema: { tags: ['orders'], security: signedIn, querystring: pageQuerySchema, response: { 200: orderList } } },
    async (request, reply) => {
      const page = await listOrderRows(
        db,
        { artistId: currentUser(request).id },
        request.query.limit,
        request.query.cursor,
      );
      setNextLink(request, reply, page.next);
      return toOrders(db, page.rows);
    },
  );

  // Pay on delivery: the artist collects the money, so the artist marks the sale paid (or failed, refunded).
  app.patch(
    '/api/auth/sales/:id',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['orders'],
        security: signedIn,
        params: z.object({ id: idSchema }),
        body: paymentStatusUpdateBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await setPaymentStatus(db, id, request.body.paymentStatus, currentUser(request).id);
      const row = updated ? await findOrderRow(db, id) : undefined;
      if (!row) throw notFound('Order');
      const [order] = await toOrders(db, [row]);
      return order as z.infer<typeof orderSchema>;
    },
  );
};
