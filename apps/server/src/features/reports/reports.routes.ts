import { ERR, reportBodySchema, reportSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { perPersonPerMinute } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { fileReport, findTargetOwner } from './reports.repository';

const signedIn = [{ bearer: [] }];
/** Reports one person may file per minute; more answer 429. */
export const REPORTS_PER_MINUTE = 20;

const targetNames = { artwork: 'Artwork', comment: 'Comment', review: 'Review', user: 'User', message: 'Message' };

// Reports (issue 17): a signed-in person flags an item for the moderators. Filing the same report twice, by the
// same person while it is open, changes nothing and answers 200 with the report already on file.
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const reportsPerUser = perPersonPerMinute(app, config.rateLimits, 'report-user', REPORTS_PER_MINUTE);

  app.post(
    '/api/auth/reports',
    {
      preHandler: reportsPerUser,
      schema: {
        tags: ['reports'],
        security: signedIn,
        body: reportBodySchema,
        response: { 200: reportSchema, 201: reportSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      const body = request.body;
      const owner = await findTargetOwner(db, me, body.targetType, body.targetId);
      if (!owner) throw notFound(targetNames[body.targetType]);
      if (owner === me) throw badRequest(ERR.cannotReportOwn);
      const { report, created } = await fileReport(db, me, owner, body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );
};
