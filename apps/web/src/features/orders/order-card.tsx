import type { Order } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { parseISO } from 'date-fns';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatDate } from '../../lib/format-date';
import { formatPrice } from '../../ui/price';
import { OrderThumbnail } from './order-thumbnail';
import type { OrdersKind } from './orders.api';
import { OrderStatusBadge, PickupBadge } from '../../ui/order-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';
import { PayoutSummary } from './payout-summary';
import { SaleSteps } from './sale-steps';
import { ShippingAddressBlock } from './shipping-address';
import { paths } from '../../lib/paths';

export interface OrderCardProps {
  order: Order;
  kind: OrdersKind;
  /** Sales only: the artist marks a pay-on-delivery sale paid. */
  onMarkPaid?: (orderId: string) => void;
  marking?: boolean;
}

/** One order: image, title, quantity, total, date and payment status; a sale adds the buyer and address. */
export function OrderCard({ order, kind, onMarkPaid, marking = false }: OrderCardProps) {
  const href = order.artworkId ? paths.artwork(order.artworkId) : null;
  // India's date: the orders and sales pages are drawn by the server (lib/india-time.ts).
  const date = formatDate(parseISO(order.createdAt), 'date', 'india');
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex gap-4">
        <OrderThumbnail image={order.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="line-clamp-2 font-semibold leading-snug">
                {href ? (
                  <Link to={href} className="underline-offset-4 hover:underline focus-visible:underline">
                    {order.artwork.title}
                  </Link>
                ) : (
                  order.artwork.title
                )}
              </h2>
              <p className="mt-0.5 text-sm text-muted-foreground">
                <time dateTime={order.createdAt}>{SCREEN.orders.orderedOn(date)}</time>
              </p>
            </div>
            <div className="flex flex-col items-end gap-1.5">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
              {order.deliveryMethod === 'pickup' ? <PickupBadge /> : null}
            </div>
          </div>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-1">
            <p className="text-sm text-muted-foreground tabular-nums">
              {SCREEN.orders.quantity(order.quantity)} · {SCREEN.cart.each(formatPrice(order.artwork.price))}
              {order.shippingAmount > 0 ? ` · ${SCREEN.shipping.cost(formatPrice(order.shippingAmount))}` : null}
            </p>
            <p className="font-display text-lg font-semibold tabular-nums">
              <span className="sr-only">{SCREEN.cart.total}: </span>
              <span>{formatPrice(order.totalAmount)}</span>
            </p>
          </div>
          <Link
            to={paths.order(order.id)}
            className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {SCREEN.orders.viewOrder}
          </Link>
        </div>
      </div>

      {kind === 'sales' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {order.deliveryMethod === 'pickup' ? SCREEN.orders.pickupBuyerContact : SCREEN.sales.shipTo}
            </p>
            <ShippingAddressBlock shipping={order.shipping} />
            <p className="text-xs text-muted-foreground">{SCREEN.sales.buyer(order.buyer.username)}</p>
          </div>
          <PayoutSummary order={order} className="sm:min-w-56" />
          <div className="flex flex-col gap-2 sm:items-end">
            {onMarkPaid && order.paymentStatus === 'pending' && order.paymentMethod === 'cod' ? (
              <Button size="sm" onClick={() => onMarkPaid(order.id)} loading={marking} className="sm:self-end">
                {marking ? SCREEN.sales.marking : SCREEN.sales.markAsPaid}
              </Button>
            ) : null}
            <SaleSteps order={order} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
