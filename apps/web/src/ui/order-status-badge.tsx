import { type OrderStatus, SCREEN } from '@kala/contract';
import { Store } from 'lucide-react';
import { cn } from '../lib/cn';

const TONE: Record<OrderStatus, string> = {
  placed: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  shipped: 'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200',
  delivered: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300',
  cancelled: 'bg-muted text-muted-foreground',
};

/** Where the order is (issue 16): placed, shipped, delivered or cancelled. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        TONE[status],
        className,
      )}
    >
      <span className="sr-only">{SCREEN.orders.orderStatus}: </span>
      {SCREEN.orders.status[status]}
    </span>
  );
}

/** A local-pickup order (issue 19): collected from the artist, never shipped. */
export function PickupBadge({ className }: { className?: string }) {
  return (
    <span
      data-delivery="pickup"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-primary/40 px-2.5 py-1 text-xs font-semibold text-primary',
        className,
      )}
    >
      <Store aria-hidden="true" className="size-3.5" />
      {SCREEN.orders.localPickup}
    </span>
  );
}
