import { isPaid, PAYMENT_STATUSES, type PaymentStatus, SCREEN } from '@kala/contract';
import { cn } from '../../lib/cn';
import { BADGE_TONE } from '../../ui/badge-tones';

const known = (status: string): status is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(status);

/** docs/product.md#states-and-transitions "Payment status": 'paid' (any case) green, every other value yellow. */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus | string; className?: string }) {
  const paid = isPaid(status);
  return (
    <span
      data-paid={paid}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold capitalize',
        paid ? BADGE_TONE.green : BADGE_TONE.amber,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', paid ? 'bg-green-600' : 'bg-amber-500')} />
      <span className="sr-only">{SCREEN.orders.paymentStatus}: </span>
      {/* The status in the reader's language; a spec-era value outside the four is shown as it came. */}
      <span>{known(status) ? SCREEN.admin.paymentStatuses[status] : status}</span>
    </span>
  );
}
