import type { Order } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { useOrderStepMutation } from './orders.api';
import { CancelSaleForm, ShipForm } from '../../ui/sale-step-forms';

/**
 * Mark shipped (or, for a local pickup, Mark collected) and Cancel sale on a Sales card, each in a dialog. Offered while the sale is placed; shipping waits
 * for an online payment to arrive (the server's rule: it answers 409 otherwise, and says why).
 */
export function SaleSteps({ order }: { order: Order }) {
  const step = useOrderStepMutation(order.id);
  const [open, setOpen] = useState<'ship' | 'collect' | 'cancel' | null>(null);
  // Sales is drawn by the server: a tap before the app ran opens its dialog once it does (lib/early-taps.ts).
  const early = {
    collect: `sale-collect:${order.id}`,
    ship: `sale-ship:${order.id}`,
    cancel: `sale-cancel:${order.id}`,
  };
  useEarlyTap(early.collect, () => setOpen('collect'));
  useEarlyTap(early.ship, () => setOpen('ship'));
  useEarlyTap(early.cancel, () => setOpen('cancel'));
  if (order.status !== 'placed') return null;
  const shippable = order.paymentMethod === 'cod' || order.paymentStatus === 'paid';
  const pickup = order.deliveryMethod === 'pickup';
  const close = () => setOpen(null);
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      {shippable && pickup ? (
        <Dialog open={open === 'collect'} onOpenChange={onOpenChange}>
          <Button size="sm" onClick={() => setOpen('collect')} {...earlyTapProps(early.collect)}>
            {SCREEN.orders.markCollected}
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{SCREEN.orders.markCollected}</DialogTitle>
              <DialogDescription>{SCREEN.orders.collectHint(order.artwork.title)}</DialogDescription>
            </DialogHeader>
            <Button
              loading={step.isPending}
              onClick={() => step.mutate({ kind: 'collect' }, { onSuccess: close })}
              className="w-full sm:w-fit sm:self-end"
            >
              {SCREEN.orders.markCollected}
            </Button>
          </DialogContent>
        </Dialog>
      ) : null}
      {shippable && !pickup ? (
        <Dialog open={open === 'ship'} onOpenChange={onOpenChange}>
          <Button size="sm" onClick={() => setOpen('ship')} {...earlyTapProps(early.ship)}>
            {SCREEN.orders.markShipped}
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{SCREEN.orders.markShipped}</DialogTitle>
              <DialogDescription>{SCREEN.sales.shipHint(order.artwork.title)}</DialogDescription>
            </DialogHeader>
            <ShipForm
              pending={step.isPending}
              onShip={(values) => step.mutate({ kind: 'ship', ...values }, { onSuccess: close })}
            />
          </DialogContent>
        </Dialog>
      ) : null}
      <Dialog open={open === 'cancel'} onOpenChange={onOpenChange}>
        <Button size="sm" variant="outline" onClick={() => setOpen('cancel')} {...earlyTapProps(early.cancel)}>
          {SCREEN.orders.cancelSale}
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{SCREEN.orders.cancelSale}</DialogTitle>
            <DialogDescription>{SCREEN.sales.cancelHint(order.buyer.username)}</DialogDescription>
          </DialogHeader>
          <CancelSaleForm
            pending={step.isPending}
            onCancel={(values) => step.mutate({ kind: 'cancelSale', ...values }, { onSuccess: close })}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
