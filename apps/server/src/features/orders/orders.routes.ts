import {
  cancelOrderBodySchema,
  idSchema,
  orderDetailSchema,
  orderSchema,
  pageQuerySchema,
  saleUpdateBodySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { auditOrderUpdate } from '../admin/admin-audit.repository';
import { listOrderRows, toOrders } from './orders.repository';
import { cancelOrder, markDelivered, orderDetail, updateSale } from './orders.service';

const orderList = z.array(orderSchema);
const signedIn = [{ bearer: [] }];
const orderParams = z.object({ id: idSchema });

// The buyer's 'My orders' and the artist's 'Sales' (docs/product.md#api-conventions), newest first, paged with
// ?limit=&cursor= and a Link header. Both carry the shipping address: the artist ships the piece. One order (buyer, its
// artist or an admin; anyone else 404) with its timeline, and the steps of its life (orders.service.ts): the buyer
// cancels while placed or confirms delivery; the artist ships or cancels. An admin may take any step here too, and is
// audited as on the admin routes.
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/auth/orders',
    { schema: { tags: ['orders'], security: signedIn, querystring: pageQuerySchema, response: { 200: orderList } } },
    async (request, reply) => {
      const page = await listOrderRows(db, { buyerId: currentUser(request).id }, listPage(request));
      setNextLink(request, reply, page.next);
      return toOrders(db, page.rows);
    },
  );

  app.get(
    '/api/auth/sales',
    { schema: { tags: ['orders'], security: signedIn, querystring: pageQuerySchema, response: { 200: orderList } } },
    async (request, reply) => {
      const page = await listOrderRows(db, { artistId: currentUser(request).id }, listPage(request));
      setNextLink(request, reply, page.next);
      return toOrders(db, page.rows);
    },
  );

  app.get(
    '/api/auth/orders/:id',
    { schema: { tags: ['orders'], security: signedIn, params: orderParams, response: { 200: orderDetailSchema } } },
    async (request) => orderDetail(deps, request.params.id, currentUser(request)),
  );

  app.post(
    '/api/auth/orders/:id/cancel',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['orders'],
        security: signedIn,
        params: orderParams,
        body: cancelOrderBodySchema.optional(),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await cancelOrder(deps, request.params.id, user, request.body?.reason, request.log);
      await auditOrderUpdate(db, user, order, { status: 'cancelled', ...request.body });
      return order;
    },
  );

  app.post(
    '/api/auth/orders/:id/delivered',
    { schema: { tags: ['orders'], security: signedIn, params: orderParams, response: { 200: orderSchema } } },
    async (request) => {
      const user = currentUser(request);
      const order = await markDelivered(deps, request.params.id, user, request.log);
      await auditOrderUpdate(db, user, order, { status: 'delivered' });
      return order;
    },
  );

  // The artist's side of a sale: the payment status collected on delivery (spec-era), or a fulfilment step.
  app.patch(
    '/api/auth/sales/:id',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['orders'],
        security: signedIn,
        params: orderParams,
        body: saleUpdateBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await updateSale(deps, request.params.id, user, request.body, 'sale', request.log);
      await auditOrderUpdate(db, user, order, request.body);
      return order;
    },
  );
};
