import type { OrderDetail } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { ArrowLeft, type LucideIcon, Store, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { formatDate } from '../../lib/format-date';
import { formatPrice } from '../../ui/price';
import { PayoutSummary } from './payout-summary';
import { PageSpinner } from '../../ui/spinner';
import { OrderThumbnail } from './order-thumbnail';
import { OrderStatusBadge, PickupBadge } from '../../ui/order-status-badge';
import { orderDetailQuery, useOrderStepMutation } from './orders.api';
import { PaymentStatusBadge } from './payment-status-badge';
import { CancelSaleForm, ShipForm } from '../../ui/sale-step-forms';
import { ShippingAddressBlock } from './shipping-address';
import { CertificateCard } from './certificate-card';
import { InvoicesCard } from './invoices-card';
import { paths } from '../../lib/paths';

const pageClasses = 'mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 md:py-10';
const when = (iso: string) => formatDate(parseISO(iso), 'dateTime');

/**
 * One order (issue 16): its status, tracking and timeline, and the steps this viewer may take now — the buyer
 * cancels while placed or confirms it arrived; the artist marks it shipped or cancels the sale with a reason.
 */
export function OrderPage({ id }: { id: string }) {
  const { token, username } = useAuth();
  const query = useQuery(orderDetailQuery(id, token));
  if (query.isPending) return <PageSpinner label={SCREEN.orders.loadingOrder} showLabel />;
  if (query.isError) {
    return (
      <div className={pageClasses}>
        <ErrorState title={SCREEN.orders.orderError} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const order = query.data;
  const isBuyer = order.buyer.username === username;
  return (
    <div className={pageClasses}>
      <Link
        to={isBuyer ? paths.orders : paths.sales}
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isBuyer ? SCREEN.orders.backToOrders : SCREEN.orders.backToSales}
      </Link>
      <Card className="flex gap-4 p-4 sm:p-5">
        <OrderThumbnail image={order.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="font-display text-2xl font-semibold tracking-tight">{order.artwork.title}</h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {SCREEN.orders.quantity(order.quantity)} · {formatPrice(order.totalAmount)}
            {order.shippingAmount > 0 ? ` (${SCREEN.shipping.cost(formatPrice(order.shippingAmount))})` : null}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            {order.deliveryMethod === 'pickup' ? <PickupBadge /> : null}
          </div>
        </div>
      </Card>
      {isBuyer ? null : (
        <Card className="p-4 sm:p-5">
          <PayoutSummary order={order} />
        </Card>
      )}
      {order.tracking ? (
        <DeliveryFact
          icon={Truck}
          label={SCREEN.orders.tracking}
          value={SCREEN.orders.trackingLine(order.tracking.courier, order.tracking.trackingNumber)}
        />
      ) : null}
      {order.deliveryMethod === 'pickup' && order.artist ? (
        <DeliveryFact
          icon={Store}
          label={SCREEN.orders.localPickup}
          value={
            !order.pickupCity
              ? SCREEN.orders.localPickup
              : isBuyer
                ? SCREEN.orders.pickupFrom(order.artist.username, order.pickupCity)
                : SCREEN.orders.pickupFromYou(order.pickupCity)
          }
        />
      ) : null}
      {order.cancelReason ? (
        <p className="text-sm text-muted-foreground">{SCREEN.orders.cancelReason(order.cancelReason)}</p>
      ) : null}
      <Card className="flex flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {order.deliveryMethod !== 'pickup'
            ? SCREEN.sales.shipTo
            : isBuyer
              ? SCREEN.checkout.contactDetails
              : SCREEN.orders.buyerContact}
        </p>
        <ShippingAddressBlock shipping={order.shipping} />
      </Card>
      {order.invoices.length > 0 ? (
        <InvoicesCard orderId={order.id} invoices={order.invoices} isBuyer={isBuyer} />
      ) : null}
      {order.certificate ? (
        <CertificateCard orderId={order.id} certificate={order.certificate} isBuyer={isBuyer} />
      ) : null}
      <OrderSteps order={order} isBuyer={isBuyer} />
      <Card className="p-4 sm:p-5">
        <h2 id="order-timeline" className="mb-4 text-lg font-semibold">
          {SCREEN.orders.timeline}
        </h2>
        <ol aria-labelledby="order-timeline" className="flex flex-col gap-4 border-l-2 border-border pl-4">
          {order.timeline.map((event) => (
            // One event of a type per moment: a step happens once.
            <li key={`${event.type}-${event.at}`} className="flex flex-col">
              <span className="font-medium">{SCREEN.orders.event[event.type]}</span>
              <span className="text-sm text-muted-foreground">
                <time dateTime={event.at}>{when(event.at)}</time> · {SCREEN.orders.by(event.actor.username)}
              </span>
              {event.note ? (
                <span className="text-sm text-muted-foreground">
                  {event.type === 'paid' ? SCREEN.orders.paymentReference(event.note) : event.note}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** How the order comes to the buyer (its tracking, or the pickup), on a card of its own. */
function DeliveryFact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
        <p className="font-medium">{value}</p>
      </div>
    </Card>
  );
}

function OrderSteps({ order, isBuyer }: { order: OrderDetail; isBuyer: boolean }) {
  const step = useOrderStepMutation(order.id);
  const { actions } = order;
  if (!actions.cancel && !actions.ship && !actions.confirmDelivery && !actions.collect) return null;
  const pending = step.isPending;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      {actions.confirmDelivery ? (
        <Button onClick={() => step.mutate({ kind: 'delivered' })} loading={pending} className="w-full sm:w-fit">
          {pending ? SCREEN.orders.confirming : SCREEN.orders.received}
        </Button>
      ) : null}
      {actions.ship ? (
        <ShipForm
          pending={pending}
          onShip={(values) => step.mutate({ kind: 'ship', ...values })}
          className="sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:[&>button]:mt-7"
        />
      ) : null}
      {actions.collect ? (
        <Button onClick={() => step.mutate({ kind: 'collect' })} loading={pending} className="w-full sm:w-fit">
          {SCREEN.orders.markCollected}
        </Button>
      ) : null}
      {actions.cancel && isBuyer ? (
        <CancelOrderButton
          paid={order.paymentStatus === 'paid'}
          pending={pending}
          onCancel={() => step.mutate({ kind: 'cancel' })}
        />
      ) : null}
      {actions.cancel && !isBuyer ? (
        <CancelSaleForm
          pending={pending}
          onCancel={(values) => step.mutate({ kind: 'cancelSale', ...values })}
          className="sm:flex-row sm:items-start sm:[&>button]:mt-7"
        />
      ) : null}
    </Card>
  );
}

/** The buyer's cancel, confirmed first: it cannot be undone, and a paid order is refunded. */
function CancelOrderButton({ paid, pending, onCancel }: { paid: boolean; pending: boolean; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} className="w-full sm:w-fit">
        {SCREEN.orders.cancel}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SCREEN.orders.cancelConfirmTitle}</DialogTitle>
          <DialogDescription>
            {paid ? SCREEN.orders.cancelConfirmPaid : SCREEN.orders.cancelConfirmText}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {SCREEN.orders.keepOrder}
          </Button>
          <Button variant="destructive" loading={pending} onClick={onCancel}>
            {SCREEN.orders.confirmCancel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
