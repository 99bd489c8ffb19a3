import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { cartShippingQuery, useBuyerPincode } from '../../lib/cart-shipping.api';
import { PincodeForm } from '../../ui/pincode-form';
import { ShippingParcels } from '../../ui/shipping-parcels';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CartEmpty, CartLoadFailed } from '../../ui/cart-states';
import { OrderSummary, OrderSummaryNote } from '../../ui/order-summary';
import { PageSpinner } from '../../ui/spinner';
import { type CartLine, cartQueryOptions, cartSubtotal, lineState } from './cart.api';
import { CartItemRow } from './cart-item-row';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

const pageClasses = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8';

/**
 * docs/product.md#cart: loading, error, empty or the lines with an order summary;
 * docs/product.md#beyond-the-original-client makes it real.
 */
export function CartPage() {
  const { userId } = useAuth();
  const cart = useQuery(cartQueryOptions(userId));

  if (cart.isPending) return <PageSpinner label={SCREEN.cart.loading} showLabel />;
  if (cart.isError) {
    return (
      <div className={pageClasses}>
        <CartLoadFailed onRetry={() => void cart.refetch()} />
      </div>
    );
  }

  const lines = cart.data;
  if (lines.length === 0) {
    return (
      <div className={pageClasses}>
        <CartEmpty />
      </div>
    );
  }

  return (
    <div className={pageClasses}>
      <PageHeader title={SCREEN.cart.title} subtitle={SCREEN.cart.subtitle} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Card className="px-4 sm:px-6">
          <ul className="divide-y divide-border">
            {lines.map((line) => (
              <CartItemRow key={line.id} line={line} />
            ))}
          </ul>
        </Card>
        <CartSummary lines={lines} />
      </div>
    </div>
  );
}

/** Order Summary: Subtotal from real prices, Shipping for the buyer's pincode, Total, and the way to checkout. */
function CartSummary({ lines }: { lines: readonly CartLine[] }) {
  const subtotal = cartSubtotal(lines);
  const count = lines.reduce((sum, line) => sum + (lineState(line).problem === null ? line.quantity : 0), 0);
  // Checkout takes the whole cart: any line that cannot be bought as it stands stops it.
  const blocked = lines.some((line) => line.artwork === undefined || lineState(line).problem !== null);
  // Shipping (issue 34 item 3): for the buyer's pincode, one parcel per artist.
  const { token } = useAuth();
  const { pincode, choose } = useBuyerPincode();
  const shipping = useQuery(cartShippingQuery(token, pincode));
  const refused =
    shipping.error instanceof ApiError ? (shipping.error.serverMessage ?? SCREEN.shipping.quoteError) : null;
  return (
    <OrderSummary
      subtotal={subtotal}
      itemCount={count}
      shipping={shipping.data ? shipping.data.shipping : null}
      shippingDetail={
        <div className="flex flex-col gap-2">
          {shipping.data ? <ShippingParcels shipping={shipping.data} /> : null}
          <PincodeForm initial={pincode} onSubmit={choose} pending={shipping.isFetching} error={refused} />
        </div>
      }
    >
      {blocked ? <OrderSummaryNote role="note">{SCREEN.cart.blocked}</OrderSummaryNote> : null}
      <div className="flex flex-col gap-2">
        {blocked ? (
          <Button size="lg" className="w-full" disabled>
            {SCREEN.cart.proceedToCheckout}
          </Button>
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link to={paths.checkout}>{SCREEN.cart.proceedToCheckout}</Link>
          </Button>
        )}
        <Button asChild variant="ghost" className="w-full">
          <Link to={paths.products}>
            <ArrowLeft aria-hidden="true" />
            {SCREEN.cart.continueShopping}
          </Link>
        </Button>
      </div>
      <ul className="flex flex-col gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          {SCREEN.checkout.payOnDelivery}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {SCREEN.checkout.payOnDeliveryHint}
        </li>
      </ul>
    </OrderSummary>
  );
}
