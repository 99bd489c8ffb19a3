import { ERR, idSchema, moderationItemSchema, moderationTargetSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type AuthUser, currentUser } from '../../plugins/auth';
import { appError, badRequest, conflict, notFound } from '../../lib/errors';
import { endSessions } from '../auth/account.service';
import { writeAudit } from './admin-audit.repository';
import { guardSuspension } from './admin-users.service';
import { deletedByAuthor, loadQueue, resolveReports, setHidden, setSuspended } from './admin-moderation.repository';

const security = [{ bearer: [] }];
const targetNames = { artwork: 'Artwork', comment: 'Comment', review: 'Review', user: 'User', message: 'Message' };
const userParams = z.object({ id: idSchema });

// Moderation (issue 17): the queue of open reports and what a moderator does about them. Every action is
// written to the audit log. /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminModerationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, realtime } = deps;

  /**
   * Suspends or restores an account: a suspension ends every token and socket of theirs at once, everywhere.
   * Never oneself, nor the last admin who is not suspended (guardSuspension).
   */
  async function suspend(actor: AuthUser, userId: string, suspended: boolean): Promise<string> {
    const username = await setSuspended(db, userId, suspended, (tx) =>
      guardSuspension(tx, deps.dialect, actor, userId),
    );
    if (username === null) throw notFound('User');
    if (suspended) await endSessions(db, realtime, userId);
    return username;
  }

  app.get(
    '/api/admin/reports',
    { schema: { tags: ['admin'], security, response: { 200: z.array(moderationItemSchema) } } },
    async () => loadQueue(db),
  );

  app.post(
    '/api/admin/reports/dismiss',
    { schema: { tags: ['admin'], security, body: moderationTargetSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const admin = currentUser(request);
      const closed = await resolveReports(db, request.body, 'dismissed', admin.id);
      if (closed === 0) throw appError('not_found', ERR.noOpenReports);
      const { targetType, targetId } = request.body;
      await writeAudit(db, admin, 'report.dismiss', { type: targetType, id: targetId }, { reports: closed });
      return reply.code(204).send(null);
    },
  );

  // Hiding a person suspends them; a chat message cannot be hidden (its sender can be suspended).
  for (const hidden of [true, false]) {
    app.post(
      hidden ? '/api/admin/moderation/hide' : '/api/admin/moderation/unhide',
      { schema: { tags: ['admin'], security, body: moderationTargetSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        const admin = currentUser(request);
        const { targetType, targetId } = request.body;
        let name: string | null = null;
        if (targetType === 'message') throw badRequest(ERR.messageCannotBeHidden);
        if (targetType === 'user') {
          name = await suspend(admin, targetId, hidden);
        } else if (!hidden && (await deletedByAuthor(db, targetType, targetId))) {
          throw conflict(ERR.authorDeletedHidden);
        } else if (!(await setHidden(db, targetType, targetId, hidden))) {
          throw notFound(targetNames[targetType]);
        }
        if (hidden) await resolveReports(db, request.body, 'actioned', admin.id);
        const action =
          targetType === 'user'
            ? hidden
              ? 'user.suspend'
              : 'user.unsuspend'
            : hidden
              ? 'content.hide'
              : 'content.unhide';
        await writeAudit(db, admin, action, { type: targetType, id: targetId }, { name });
        return reply.code(204).send(null);
      },
    );
  }

  for (const suspended of [true, false]) {
    app.route({
      method: suspended ? 'POST' : 'DELETE',
      url: '/api/admin/users/:id/suspension',
      schema: { tags: ['admin'], security, params: userParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        const admin = currentUser(request);
        const { id } = request.params as z.infer<typeof userParams>;
        const username = await suspend(admin, id, suspended);
        if (suspended) await resolveReports(db, { targetType: 'user', targetId: id }, 'actioned', admin.id);
        const action = suspended ? 'user.suspend' : 'user.unsuspend';
        await writeAudit(db, admin, action, { type: 'user', id }, { name: username });
        return reply.code(204).send(null);
      },
    });
  }
};
