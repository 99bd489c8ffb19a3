import { type OrderStatus, SCREEN } from '@kala/contract';
import { Store } from 'lucide-react';
import { cn } from '../lib/cn';
import { BADGE_TONE } from './badge-tones';

const TONE: Record<OrderStatus, string> = {
  placed: BADGE_TONE.sky,
  shipped: BADGE_TONE.violet,
  delivered: BADGE_TONE.green,
  cancelled: BADGE_TONE.muted,
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
