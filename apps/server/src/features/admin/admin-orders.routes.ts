import {
  type AdminOrder,
  adminOrderSchema,
  adminOrdersQuerySchema,
  idSchema,
  saleUpdateBodySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { notFound } from '../../lib/errors';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { currentUser } from '../../plugins/auth';
import type { Db } from '../../db/database';
import {
  artistNamesOf,
  deleteOrder,
  findOrderRow,
  listOrderRows,
  type OrderRow,
  toOrders,
} from '../orders/orders.repository';
import { updateSale } from '../orders/orders.service';
import { auditOrderUpdate, writeAudit } from './admin-audit.repository';

const orderParams = z.object({ id: idSchema });

/** The orders with who sells each (issue 35: the admin's table shows the artist beside the buyer). */
async function adminOrders(db: Db, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  const [orders, artists] = await Promise.all([toOrders(db, rows), artistNamesOf(db, rows)]);
  return orders.map((order, index) => {
    const artistId = rows[index]?.artist_id;
    const username = artistId ? artists.get(artistId) : undefined;
    return { ...order, artist: username ? { username } : null };
  });
}
const asAdmin = [{ bearer: [] }];

// Admin Order Management (docs/product.md#screens-and-routes, docs/product.md#api-calls): every order, newest first
// (searchable with ?q=, like the users and artworks tables); delete; the payment status Kala adds, and every fulfilment
// step an artist can take. /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/admin/orders',
    {
      config: { wholeList: 'admin' },
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminOrdersQuerySchema,
        response: { 200: z.array(adminOrderSchema) },
      },
    },
    async (request, reply) => {
      const page = await listOrderRows(db, 'all', listPage(request), request.query.q, request.query.status);
      setNextLink(request, reply, page.next);
      return adminOrders(db, page.rows);
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
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const order = await updateSale(deps, request.params.id, admin, request.body, 'admin', request.log);
      await auditOrderUpdate(db, admin, order, request.body);
      const row = await findOrderRow(db, order.id);
      if (!row) throw notFound('Order');
      const [withArtist] = await adminOrders(db, [row]);
      return withArtist ?? { ...order, artist: null };
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
