import {
  adminListQuerySchema,
  adminUserCreateBodySchema,
  adminUserSchema,
  adminUserUpdateBodySchema,
  idSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { findUserById } from '../users/users.repository';
import { fieldsOf, writeAudit } from './admin-audit.repository';
import { listAdminUserRows, toAdminUser } from './admin-users.repository';
import { createUserAsAdmin, deleteUserAsAdmin, updateUserAsAdmin } from './admin-users.service';

const userParams = z.object({ id: idSchema });
const asAdmin = [{ bearer: [] }];

// Admin User Management (docs/product.md#screens-and-routes, docs/product.md#api-calls). /api/admin/* is admin-only by
// URL (plugins/auth.ts). Bodies may be JSON, urlencoded or multipart (formFieldsToBody), like the other account forms.
// Every change is written to the audit log (issue 17); the fields are named, never their values (a password among
// them).
export const adminUsersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/admin/users',
    {
      config: { wholeList: 'admin' },
      schema: {
        tags: ['admin'],
        security: asAdmin,
        querystring: adminListQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const { limit, cursor } = listPage(request);
      const page = await listAdminUserRows(db, q, limit, cursor);
      setNextLink(request, reply, page.next);
      return page.rows.map(toAdminUser);
    },
  );

  app.post(
    '/api/admin/register',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['admin'],
        security: asAdmin,
        body: adminUserCreateBodySchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await createUserAsAdmin(db, request.body);
      await writeAudit(db, currentUser(request), 'user.create', { type: 'user', id: user.id }, { name: user.username });
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/admin/update/users/:id',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['admin'],
        security: asAdmin,
        params: userParams,
        body: adminUserUpdateBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const user = await updateUserAsAdmin(deps, admin, request.params.id, request.body);
      const details = { name: user.username, fields: fieldsOf(request.body) };
      await writeAudit(db, admin, 'user.update', { type: 'user', id: user.id }, details);
      return user;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags: ['admin'], security: asAdmin, params: userParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const admin = currentUser(request);
      const name = (await findUserById(db, request.params.id))?.username ?? null;
      await deleteUserAsAdmin(deps, admin, request.params.id);
      await writeAudit(db, admin, 'user.delete', { type: 'user', id: request.params.id }, { name });
      return reply.status(204).send(null);
    },
  );
};
