import { type Order, SCREEN } from '@kala/contract';
import { formatPrice } from '../../ui/price';
import { cn } from '../../lib/cn';

/**
 * What a sale gives its artist (issue 37 item 2): the artwork price, the shipping, Kala's fee at the percent in
 * force when it was placed, and what the artist receives. Figures from the server (the order's payout).
 */
export function PayoutSummary({ order, className }: { order: Order; className?: string }) {
  const { payout } = order;
  const artworkPrice = order.totalAmount - order.shippingAmount;
  const rows: [string, string][] = [
    [SCREEN.payout.priceLabel, formatPrice(artworkPrice)],
    ...(order.shippingAmount > 0
      ? [[SCREEN.payout.shippingLabel, formatPrice(order.shippingAmount)] as [string, string]]
      : []),
    [SCREEN.payout.feeLabel(payout.feePercent), `−${formatPrice(payout.fee)}`],
  ];
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm tabular-nums', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents text-muted-foreground">
          <dt>{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
      <div className="contents font-semibold">
        <dt>{SCREEN.payout.receivedLabel}</dt>
        <dd className="text-right">{formatPrice(payout.artistReceives)}</dd>
      </div>
    </dl>
  );
}
