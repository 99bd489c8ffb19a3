import type { OrderCertificate } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { BadgeCheck, Download } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { OrderDocumentCard } from './order-document-card';
import { useCertificateDownloadMutation, useCertificateNameMutation } from './orders.api';

/**
 * The certificate of authenticity of a paid original (docs/certificates.md), on the buyer's order and the artist's
 * sale: its number, the PDF to download, its public page, and for the buyer the choice to show their name on it.
 */
export function CertificateCard({
  orderId,
  certificate,
  isBuyer,
}: {
  orderId: string;
  certificate: OrderCertificate;
  isBuyer: boolean;
}) {
  const download = useCertificateDownloadMutation(orderId);
  const name = useCertificateNameMutation(orderId);
  const hintId = useId();
  const text = SCREEN.certificate;
  const shown = name.isPending && name.variables !== undefined ? name.variables : certificate.showBuyerName;
  return (
    <OrderDocumentCard
      icon={BadgeCheck}
      heading={text.heading}
      text={text.orderText}
      details={
        <p className="text-sm">
          <span className="text-muted-foreground">{text.number}: </span>
          <span className="font-mono font-medium" data-testid="certificate-number">
            {certificate.number}
          </span>
        </p>
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={() => download.mutate()} loading={download.isPending} className="w-full sm:w-fit">
          <Download aria-hidden="true" className="size-4" />
          {text.download}
        </Button>
        <Link
          to={paths.verify(certificate.number)}
          className="inline-flex min-h-11 items-center justify-center rounded-sm px-2 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-9"
        >
          {text.publicPage}
        </Link>
      </div>
      {isBuyer ? (
        <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
          <div>
            <p className="font-medium">{text.showName}</p>
            <p id={hintId} className="text-sm text-muted-foreground">
              {text.showNameHint}
            </p>
          </div>
          <Switch
            aria-label={text.showName}
            aria-describedby={hintId}
            checked={shown}
            disabled={name.isPending}
            onCheckedChange={(on) => name.mutate(on)}
          />
        </div>
      ) : null}
    </OrderDocumentCard>
  );
}
