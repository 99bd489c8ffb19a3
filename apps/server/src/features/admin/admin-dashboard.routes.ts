import { adminDashboardSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { loadDashboard } from './admin-dashboard.repository';

// The admin dashboard (/admin/admin_dashboard): totals and 30-day series from the real tables.
// /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminDashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminDashboardSchema } } },
    async () => loadDashboard(db),
  );
};
