import {
  ERR,
  idSchema,
  type ModerationTarget,
  moderationHideSchema,
  moderationItemSchema,
  moderationTargetSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type AuthUser, currentUser } from '../../plugins/auth';
import { appError, badRequest, conflict, notFound } from '../../lib/errors';
import { endSessions } from '../auth/account.service';
import { writeAudit } from './admin-audit.repository';
import { guardSuspension } from './admin-users.service';
import {
  authorOf,
  closeReviewRequest,
  deletedByAuthor,
  type HideReason,
  loadQueue,
  resolveReports,
  setHidden,
  setSuspended,
} from './admin-moderation.repository';
import { notifyModeration } from '../notifications/notifications.service';
import { closeHoldAsPublished, decideHold, findHold } from '../artworks/lookalike.repository';
import { nowIso } from '../../lib/ids';

const security = [{ bearer: [] }];
const targetNames = { artwork: 'Artwork', comment: 'Comment', review: 'Review', user: 'User', message: 'Message' };
const userParams = z.object({ id: idSchema });

// Moderation (issue 17): the queue of open reports and what a moderator does about them. Every action is
// written to the audit log. /api/admin/* is admin-only by URL (plugins/auth.ts).
export const adminModerationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /**
   * Suspends or restores an account: a suspension ends every token and socket of theirs at once, everywhere.
   * Never oneself, nor the last admin who is not suspended (guardSuspension).
   */
  async function suspend(actor: AuthUser, userId: string, suspended: boolean): Promise<string> {
    const username = await setSuspended(db, userId, suspended, (tx) =>
      guardSuspension({ db: tx, dialect: deps.dialect }, actor, userId),
    );
    if (username === null) throw notFound('User');
    if (suspended) await endSessions(deps, userId);
    return username;
  }

  app.get(
    '/api/admin/reports',
    { schema: { tags: ['admin'], security, response: { 200: z.array(moderationItemSchema) } } },
    async () => loadQueue(db),
  );

  /** The author of a hidden artwork, comment or review hears what a moderator decided (decision 0028). */
  async function tellAuthor(
    request: { log: { error(obj: object, msg: string): void } },
    target: ModerationTarget,
    found: { authorId: string; artworkId: string },
    step: 'hidden' | 'restored' | 'kept',
    why?: HideReason,
  ) {
    if (target.targetType !== 'artwork' && target.targetType !== 'comment' && target.targetType !== 'review') return;
    await notifyModeration(
      deps,
      found.authorId,
      found.artworkId,
      { kind: target.targetType, step, ...(why ? { reason: why.reason, note: why.note } : {}) },
      request.log,
    );
  }

  app.post(
    '/api/admin/reports/dismiss',
    {
      schema: {
        tags: ['admin'],
        security,
        description:
          'Closes the open reports of an item, and its author’s open request for a review (the item stays hidden; ' +
          'the author is told).',
        body: moderationTargetSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const closed = await resolveReports(db, request.body, 'dismissed', admin.id);
      const requester = await closeReviewRequest(db, request.body, 'declined', admin.id);
      if (closed === 0 && requester === null) throw appError('not_found', ERR.noOpenReports);
      const { targetType, targetId } = request.body;
      if (closed > 0) {
        await writeAudit(db, admin, 'report.dismiss', { type: targetType, id: targetId }, { reports: closed });
      }
      if (requester !== null) {
        await writeAudit(db, admin, 'review.decline', { type: targetType, id: targetId });
        const found = await authorOf(db, targetType, targetId);
        if (found) await tellAuthor(request, request.body, found, 'kept');
      }
      return reply.code(204).send(null);
    },
  );

  // Hiding a person suspends them; a chat message cannot be hidden (its sender can be suspended). Hiding an
  // artwork, comment or review needs a reason, told to its author and kept in the audit log (decision 0028).
  app.post(
    '/api/admin/moderation/hide',
    { schema: { tags: ['admin'], security, body: moderationHideSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const admin = currentUser(request);
      const { targetType, targetId } = request.body;
      const target = { targetType, targetId };
      if (targetType === 'message') throw badRequest(ERR.messageCannotBeHidden);
      if (targetType === 'user') {
        const name = await suspend(admin, targetId, true);
        await resolveReports(db, target, 'actioned', admin.id);
        await writeAudit(db, admin, 'user.suspend', { type: targetType, id: targetId }, { name });
        return reply.code(204).send(null);
      }
      // The schema requires a reason for these kinds.
      const why = { reason: request.body.reason ?? 'other', note: request.body.note ?? '' };
      const found = await setHidden(db, targetType, targetId, true, why);
      if (!found) throw notFound(targetNames[targetType]);
      await resolveReports(db, target, 'actioned', admin.id);
      await writeAudit(db, admin, 'content.hide', { type: targetType, id: targetId }, { name: null, ...why });
      if (found.changed) await tellAuthor(request, target, found, 'hidden', why);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/moderation/unhide',
    { schema: { tags: ['admin'], security, body: moderationTargetSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const admin = currentUser(request);
      const { targetType, targetId } = request.body;
      if (targetType === 'message') throw badRequest(ERR.messageCannotBeHidden);
      if (targetType === 'user') {
        const name = await suspend(admin, targetId, false);
        await writeAudit(db, admin, 'user.unsuspend', { type: targetType, id: targetId }, { name });
        return reply.code(204).send(null);
      }
      if (await deletedByAuthor(db, targetType, targetId)) throw conflict(ERR.authorDeletedHidden);
      const found = await setHidden(db, targetType, targetId, false);
      if (!found) throw notFound(targetNames[targetType]);
      await closeReviewRequest(db, request.body, 'accepted', admin.id);
      // A held upload (decision 0041) shown with a plain Unhide is published: its hold leaves the queue.
      if (targetType === 'artwork') await closeHoldAsPublished(db, targetId, admin.id, nowIso());
      await writeAudit(db, admin, 'content.unhide', { type: targetType, id: targetId }, { name: null });
      if (found.changed) await tellAuthor(request, request.body, found, 'restored');
      return reply.code(204).send(null);
    },
  );

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

  // Issue 38 (decision 0041): an upload held as looking like another artist's work, decided by a moderator who
  // compared both side by side in the queue. Publish shows it; remove keeps it as evidence, out of everyone's sight
  // but the admins', for good. Either way its uploader is told; a second decision is a 409.
  for (const decision of ['publish', 'remove'] as const) {
    app.post(
      `/api/admin/holds/:id/${decision}`,
      {
        schema: {
          tags: ['admin'],
          security,
          description:
            decision === 'publish'
              ? 'Publishes an upload held as looking like another artist’s work (its artist is told).'
              : 'Removes an upload held as looking like another artist’s work (kept for admins; its artist is told).',
          params: userParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const admin = currentUser(request);
        const { id } = request.params;
        const hold = await findHold(db, id);
        if (!hold) throw notFound('Artwork');
        const status = decision === 'publish' ? 'published' : 'removed';
        if (!(await decideHold(db, id, status, admin.id, nowIso()))) throw conflict(ERR.holdNotOpen);
        await resolveReports(db, { targetType: 'artwork', targetId: id }, 'actioned', admin.id);
        await writeAudit(
          db,
          admin,
          decision === 'publish' ? 'hold.publish' : 'hold.remove',
          { type: 'artwork', id },
          {
            name: null,
          },
        );
        const found = await authorOf(db, 'artwork', id);
        if (found) {
          await tellAuthor(
            request,
            { targetType: 'artwork', targetId: id },
            found,
            decision === 'publish' ? 'restored' : 'hidden',
            decision === 'publish' ? undefined : { reason: 'copyright', note: '' },
          );
        }
        return reply.code(204).send(null);
      },
    );
  }
};
