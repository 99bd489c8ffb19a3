import { idSchema, type InvoiceRole } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { renderInvoicePdf } from './invoice-pdf';
import { printableDocument } from './invoices.service';

const signedIn = [{ bearer: [] }];
const orderParams = z.object({ id: idSchema });

// Invoices (docs/taxes.md): the sale's invoice for the order's buyer, its artist and admins; Kala's fee invoice
// for the artist and admins. PDFs drawn from the document stored when the order was paid. A refunded order's credit
// notes, each to whoever may see the invoice it is against.
export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const pdfRoute = (url: string, role: InvoiceRole, summary: string, document: 'invoice' | 'credit note' = 'invoice') =>
    app.get(
      url,
      { schema: { tags: ['invoices'], summary, security: signedIn, params: orderParams } },
      async (request, reply) => {
        const invoice = await printableDocument(db, request.params.id, role, currentUser(request), document);
        const filename = `${invoice.number.replaceAll('/', '-')}.pdf`;
        return sendDownload(reply, 'application/pdf', filename, await renderInvoicePdf(invoice));
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
  pdfRoute(
    '/api/auth/orders/:id/credit-note.pdf',
    'sale',
    "The artist's credit note against the order's invoice, issued when it was refunded, as a PDF (as the invoice)",
    'credit note',
  );
  pdfRoute(
    '/api/auth/orders/:id/fee-credit-note.pdf',
    'fee',
    "Kala's credit note against its fee invoice, issued when the order was refunded, as a PDF (as the fee invoice)",
    'credit note',
  );
};
