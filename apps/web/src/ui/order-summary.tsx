import { SCREEN } from '@kala/contract';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';
import { formatPrice } from './price';

export interface OrderSummaryProps {
  subtotal: number;
  /** How many items the subtotal counts, shown beside it (the cart shows it; checkout lists the lines). */
  itemCount?: number;
  /** What is being bought, above the totals. */
  lines?: ReactNode;
  /**
   * Shipping in rupees (issue 34 item 3): 0 shows Free; null means not known yet (no pincode); left out, Free as
   * the original client showed it. Added to the total.
   */
  shipping?: number | null;
  /** Under the shipping line: each artist's parcel, or the pincode box. */
  shippingDetail?: ReactNode;
  /** Notes and the way on, under the totals. */
  children: ReactNode;
}

/**
 * The Order Summary box of the cart and checkout: Subtotal, Shipping (issue 34 item 3: free or its price) and Total
 * (docs/product.md#beyond-the-original-client).
 */
export function OrderSummary({ subtotal, itemCount, lines, shipping, shippingDetail, children }: OrderSummaryProps) {
  const headingId = useId();
  const total = Math.round(subtotal * 100 + (shipping ?? 0) * 100) / 100;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 p-5 sm:p-6 lg:sticky lg:top-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {SCREEN.cart.orderSummary}
      </h2>
      {lines}
      <dl className={cn('flex flex-col gap-3 text-sm', lines !== undefined && 'border-t border-border pt-4')}>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            {SCREEN.cart.subtotal}
            {itemCount === undefined ? null : (
              <>
                {' '}
                <span className="text-xs">({SCREEN.cart.items(itemCount)})</span>
              </>
            )}
          </dt>
          <dd className="font-medium tabular-nums">{formatPrice(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{SCREEN.cart.shipping}</dt>
          {shipping === null ? (
            <dd className="text-muted-foreground">{SCREEN.shipping.toBeCalculated}</dd>
          ) : shipping === undefined || shipping === 0 ? (
            <dd className="font-medium text-success">{SCREEN.cart.free}</dd>
          ) : (
            <dd className="font-medium tabular-nums">{formatPrice(shipping)}</dd>
          )}
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">{SCREEN.cart.total}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums">{formatPrice(total)}</dd>
        </div>
      </dl>
      {shippingDetail}
      {children}
    </Card>
  );
}

/** A line in the summary that stops or failed the order: why, and what to do. */
export function OrderSummaryNote({ role, children }: { role: 'note' | 'alert'; children: ReactNode }) {
  return (
    <p role={role} className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}
