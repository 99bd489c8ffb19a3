import { idSchema, type InvoiceRole } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { renderInvoicePdf } from './invoice-pdf';
import { printableInvoice } from './invoices.service';

const signedIn = [{ bearer: [] }];
const orderParams = z.object({ id: idSchema });

// Invoices (docs/taxes.md): the sale's invoice for the order's buyer, its artist and admins; Kala's fee invoice
// for the artist and admins. PDFs drawn from the document stored when the order was paid.
export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const pdfRoute = (url: string, role: InvoiceRole, summary: string) =>
    app.get(
      url,
      { schema: { tags: ['invoices'], summary, security: signedIn, params: orderParams } },
      async (request, reply) => {
        const invoice = await printableInvoice(db, request.params.id, role, currentUser(request));
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .send(await renderInvoicePdf(invoice));
      },
    );
  pdfRoute(
    '/api/auth/orders/:id/invoice.pdf',
    'sale',
    "The order's invoice from the artist to the buyer, as a PDF (its buyer, its artist or an admin)",
  );
  pdfRoute(
    '/api/auth/orders/:id/fee-invoice.pdf',
    'fee',
    "Kala's invoice for its fee on the order to the artist, as a PDF (its artist or an admin)",
  );
};
