import { adminListQuerySchema, idSchema, orderSchema, saleUpdateBodySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { notFound } from '../../lib/errors';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { currentUser } from '../../plugins/auth';
import { paymentGateway } from '../payments/razorpay.gateway';
import { deleteOrder, listOrderRows, toOrders } from '../orders/orders.repository';
import { updateSale } from '../orders/orders.service';
import { auditOrderUpdate, fieldsOf, writeAudit } from './admin-audit.repository';

const orderParams = z.object({ id: idSchema });
const asAdmin = [{ bearer: [] }];

// Admin Order Management (spec §2, §7): every order, newest first (searchable with ?q=, like the users and
// artworks tables); delete; the payment status Kala adds, and every fulfilment step an artist can take.
// /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, realtime }) => {
  const gateway = paymentGateway(config.razorpay);
  app.get(
    '/api/admin/orders',
    {
      config: { wholeList: 'admin' },
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminListQuerySchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const page = await listOrderRows(db, 'all', listPage(request), request.query.q);
      setNextLink(request, reply, page.next);
      return toOrders(db, page.rows);
    },
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['admin'],
        security: asAdmin,
        params: orderParams,
        body: saleUpdateBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const order = await updateSale(
        db,
        realtime,
        gateway,
        request.params.id,
        admin,
        request.body,
        'admin',
        request.log,
      );
      await auditOrderUpdate(db, admin, order, fieldsOf(request.body));
      return order;
    },
  );

  // Removes the record only; the stock it took is not given back (see deleteOrder).
  app.delete(
    '/api/admin/orders/:id',
    { schema: { tags: ['admin'], security: asAdmin, params: orderParams, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await deleteOrder(db, request.params.id))) throw notFound('Order');
      await writeAudit(db, currentUser(request), 'order.delete', { type: 'order', id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
