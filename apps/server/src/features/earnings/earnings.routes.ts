import { earningsQuerySchema, earningsSchema, statementQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { artistEarnings, monthStatement } from './earnings.service';
import { renderStatementCsv } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';

const signedIn = [{ bearer: [] }];

// The artist's earnings (issue 37 item 6, docs/payments.md "The artist's earnings"): the signed-in person's own
// ledger entries month by month, and the month's statement as PDF and CSV. Nobody reads another's.
export const earningsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/earnings',
    {
      schema: {
        tags: ['payouts'],
        summary: "A month of the artist's ledger entries (of one kind when asked) and the month's totals",
        security: signedIn,
        querystring: earningsQuerySchema,
        response: { 200: earningsSchema },
      },
    },
    async (request) => artistEarnings(db, currentUser(request).id, request.query, new Date()),
  );

  app.get(
    '/api/auth/earnings/statement.pdf',
    {
      schema: {
        tags: ['payouts'],
        summary: "The month's statement of earnings as a PDF",
        security: signedIn,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const statement = await monthStatement(db, currentUser(request).id, request.query.month);
      const pdf = await renderStatementPdf(statement, new Date().toISOString());
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="kala-statement-${statement.month}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/auth/earnings/statement.csv',
    {
      schema: {
        tags: ['payouts'],
        summary: "The month's statement of earnings as CSV",
        security: signedIn,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const statement = await monthStatement(db, currentUser(request).id, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="kala-statement-${statement.month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(renderStatementCsv(statement));
    },
  );
};
