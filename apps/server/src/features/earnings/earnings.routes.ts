import { earningsQuerySchema, earningsSchema, statementQuerySchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { artistEarnings, monthStatement, type Statement } from './earnings.service';
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

  // The month's statement as a file: one Statement feeds both formats, so the two never disagree.
  const statementRoute = (
    format: 'pdf' | 'csv',
    type: string,
    summary: string,
    render: (statement: Statement) => Promise<Buffer> | string,
  ) =>
    app.get(
      `/api/auth/earnings/statement.${format}`,
      { schema: { tags: ['payouts'], summary, security: signedIn, querystring: statementQuerySchema } },
      async (request, reply) => {
        const statement = await monthStatement(db, currentUser(request).id, request.query.month);
        return sendDownload(reply, type, `kala-statement-${statement.month}.${format}`, await render(statement));
      },
    );
  statementRoute('pdf', 'application/pdf', "The month's statement of earnings as a PDF", (statement) =>
    renderStatementPdf(statement, new Date().toISOString()),
  );
  statementRoute('csv', 'text/csv; charset=utf-8', "The month's statement of earnings as CSV", renderStatementCsv);
};
