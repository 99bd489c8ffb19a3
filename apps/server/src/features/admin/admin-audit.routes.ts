import { adminListQuerySchema, auditEntrySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import { listAuditRows, toAuditEntry } from './admin-audit.repository';

// GET /api/admin/audit (issue 17): every admin action, newest first, keyset-paged like the other admin lists
// (?q= finds an admin, an action or a target). /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminAuditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: adminListQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      const { limit, cursor } = listPage(request);
      const page = await listAuditRows(db, q, limit, cursor);
      setNextLink(request, reply, page.next);
      return page.rows.map(toAuditEntry);
    },
  );
};
