import type { OrderInvoice } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { Download, FileText } from 'lucide-react';
import { Button } from '../../ui/button';
import { formatPrice } from '../../ui/price';
import { OrderDocumentCard } from './order-document-card';
import { useInvoiceDownloadMutation } from './orders.api';

/**
 * The invoices of a paid order (issue 37 item 7, docs/taxes.md), on the buyer's order and the artist's sale: the
 * artist's invoice to the buyer (a tax invoice or a bill of supply) for both, and Kala's fee invoice for the
 * artist. Each is the PDF issued when the order was paid; once it is refunded, the credit notes against them
 * follow, each to whoever sees its invoice.
 */
export function InvoicesCard({
  orderId,
  invoices,
  isBuyer,
}: {
  orderId: string;
  invoices: OrderInvoice[];
  isBuyer: boolean;
}) {
  const download = useInvoiceDownloadMutation(orderId);
  const text = SCREEN.invoices;
  return (
    <OrderDocumentCard icon={FileText} heading={text.heading} text={isBuyer ? text.orderText : text.saleText}>
      <ul className="flex flex-col divide-y divide-border">
        {invoices.map((invoice) => {
          const name = text.kind[invoice.kind];
          return (
            <li
              key={invoice.number}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{name}</span>
                <span className="text-sm text-muted-foreground">
                  <span className="font-mono" data-testid="invoice-number">
                    {invoice.number}
                  </span>{' '}
                  · {formatPrice(invoice.totalPaise / 100)}
                </span>
              </div>
              <Button
                variant="outline"
                onClick={() => download.mutate(invoice.kind)}
                loading={download.isPending && download.variables === invoice.kind}
                className="w-full sm:w-fit"
              >
                <Download aria-hidden="true" className="size-4" />
                {text.download(name)}
              </Button>
            </li>
          );
        })}
      </ul>
    </OrderDocumentCard>
  );
}
