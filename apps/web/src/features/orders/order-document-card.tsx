import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../ui/card';

/**
 * A paper of a paid order (its certificate, its invoices), on the buyer's order and the artist's sale: the paper's
 * icon, heading and a line on it, what else its header says (`details`), then the ways to get it (`children`).
 */
export function OrderDocumentCard({
  icon: Icon,
  heading,
  text,
  details,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  text: string;
  details?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" aria-labelledby={headingId} role="region">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {heading}
          </h2>
          <p className="text-sm text-muted-foreground">{text}</p>
          {details}
        </div>
      </div>
      {children}
    </Card>
  );
}
