import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Artwork,
  type CheckoutOptions,
  type DeliveryMethod,
  type OnlineCheckoutResponse,
  type OnlinePayment,
  type Order,
  type PaymentMethod,
  type SavedAddress,
  type ShippingAddress,
  ERR,
  MSG,
  orderNumber,
  SCREEN,
} from '@kala/contract';
import { ArrowLeft, Banknote, CircleCheck, CreditCard, type LucideIcon, Store, Truck } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { cartShippingQuery } from '../../lib/cart-shipping.api';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import { ShippingParcels } from '../../ui/shipping-parcels';
import { unitPrice } from '../../lib/offers';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CartEmpty, CartLoadFailed } from '../../ui/cart-states';
import { OrderSummary, OrderSummaryNote } from '../../ui/order-summary';
import { formatPrice } from '../../ui/price';
import { PageSpinner } from '../../ui/spinner';
import { Thumbnail } from '../../ui/thumbnail';
import {
  newIdempotencyKey,
  type PriceChange,
  payWithRazorpay,
  priceChangeOf,
  shippingChangeOf,
  usePlaceOrderMutation,
  verifyPayment,
} from './checkout.api';
import { toast } from '../../lib/toast';
import { AddressFields, type AddressForm, type AddressFormOutput, addressFormSchema } from './address-fields';
import { SavedAddresses } from './saved-addresses';
import { addressesQuery, shippingOf } from './addresses.api';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

/** A cart line as checkout shows it. */
export interface CheckoutLine {
  id: string;
  quantity: number;
  /** Missing when the cart could not bring the artwork (the cart page deals with that). */
  artwork?: Artwork;
  /** The price agreed in chat for this buyer (issue 19), when there is one. */
  agreedPrice?: number | null | undefined;
}

export interface CheckoutPageProps {
  lines: readonly CheckoutLine[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  subtotal: number;
  /** Lines that cannot be bought as they stand (sold out, stock lower than the quantity): back to the cart. */
  unavailable: ReadonlySet<string>;
  /** The orders were placed: refresh the cart, the orders and the artworks. */
  onPlaced: (orders: Order[]) => void;
  /** The server refused the cart as it stands (409: sold out, not enough stock; 400: empty). */
  onCartRefused: () => void;
  /** A price changed since the buyer looked: the page shows the new figures; the cart is fetched again. */
  onPricesChanged?: () => void;
  /** Online payment, when the server offers it (GET /api/checkout/options); else pay on delivery alone. */
  online?: CheckoutOptions['online'];
}

const FORM_ID = 'checkout-form';
// The cart as it stands cannot be checked out: 409 sold out or short of stock, 400 empty, 403 own artwork,
// 404 an artwork deleted meanwhile. The cart page shows which line and what to do.
const REFUSED_CART = new Set([400, 403, 404, 409]);
const EMPTY: AddressForm = { name: '', address: '', city: '', state: '', pincode: '', phone: '' };
/** The address book's choice of a new address rather than a saved one. */
const NEW_ADDRESS = 'new';
const pageClasses = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8';
const pricePaise = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

/**
 * Checkout (docs/product.md#beyond-the-original-client): the shipping address, pay on delivery, the order summary and
 * Place order. One idempotency key per attempt, kept while the same attempt is retried after a failure without an
 * answer.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { lines, loading, failed, onRetry } = props;
  const [placed, setPlaced] = useState<Order[] | null>(null);
  // An online checkout holds the orders while the buyer pays: this page stays on the payment, whatever the cart.
  const [held, setHeld] = useState<HeldPayment | null>(null);

  // Placing the orders empties the cart; the confirmation stays.
  if (placed) return <OrderPlaced orders={placed} />;
  const onPaid = (orders: Order[]) => {
    setHeld(null);
    setPlaced(orders);
    props.onPlaced(orders);
  };
  if (held) return <PaymentPanel held={held} onPaid={onPaid} />;
  if (loading) return <PageSpinner label={SCREEN.cart.loading} showLabel />;
  if (failed || !lines) {
    return (
      <div className={pageClasses}>
        <CartLoadFailed onRetry={onRetry} />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className={pageClasses}>
        <CartEmpty />
      </div>
    );
  }
  const onPlaced = (orders: Order[]) => {
    setPlaced(orders);
    props.onPlaced(orders);
  };
  return <CheckoutForm {...props} lines={lines} onPlaced={onPlaced} onHeld={setHeld} />;
}

interface HeldPayment {
  scriptUrl: string;
  payment: OnlinePayment;
  prefill: { name: string; contact: string };
}

/** Paying online: Razorpay Checkout opens at once; a failed or closed payment can be tried again. */
function PaymentPanel({ held, onPaid }: { held: HeldPayment; onPaid: (orders: Order[]) => void }) {
  const [state, setState] = useState<'paying' | 'failed'>('paying');
  const started = useRef(false);
  const pay = useCallback(async () => {
    setState('paying');
    try {
      const answer = await payWithRazorpay(held.scriptUrl, held.payment, held.prefill);
      const orders = await verifyPayment(answer);
      toast.success(SCREEN.checkout.paymentSucceeded);
      onPaid(orders);
    } catch {
      setState('failed');
    }
  }, [held, onPaid]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pay();
  }, [pay]);
  return (
    <div className={pageClasses}>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-6 text-center sm:p-10">
        <div className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{SCREEN.checkout.payTitle}</h1>
          <p className="font-display text-3xl font-semibold tabular-nums">{formatPrice(held.payment.amount / 100)}</p>
        </div>
        {state === 'paying' ? (
          <p role="status" className="text-muted-foreground">
            {SCREEN.checkout.paying}
          </p>
        ) : (
          <>
            <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {SCREEN.checkout.paymentFailed}
            </p>
            <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
              <Button size="lg" onClick={() => void pay()}>
                {SCREEN.checkout.retryPayment}
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.orders}>{SCREEN.checkout.viewMyOrders}</Link>
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

function CheckoutForm({
  lines,
  subtotal,
  unavailable,
  onPlaced,
  onCartRefused,
  onPricesChanged,
  onHeld,
  online = null,
}: CheckoutPageProps & { lines: readonly CheckoutLine[]; onHeld: (held: HeldPayment) => void }) {
  const { profile, token } = useAuth();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrderMutation();
  // The address book (issue 35): the default address is chosen until the buyer picks another or a new one.
  const addresses = useQuery(addressesQuery(token));
  const saved: readonly SavedAddress[] = addresses.data ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = saved.find((address) => address.id === choice) ?? (choice === null ? saved[0] : undefined);
  const [method, setMethod] = useState<PaymentMethod>('cod');
  // Local pickup (issue 19, decision 0017): offered when every artist in the cart offers it.
  const pickup = pickupOf(lines);
  const [chosenDelivery, setDelivery] = useState<DeliveryMethod>('ship');
  const delivery: DeliveryMethod = pickup.possible ? chosenDelivery : 'ship';
  // One key per attempt: a retry after no answer (network, 5xx) resends it, so the orders are made once.
  const attemptKey = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's new figures after a refused price: Place order then confirms exactly these.
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const form = useForm<AddressForm, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: EMPTY,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = form;
  // Shipping (issue 34 item 3): to the pincode of the address in use, one parcel per artist; pickup ships nothing.
  const queryClient = useQueryClient();
  const typedPincode = useWatch({ control: form.control, name: 'pincode' });
  const shipPincode = (chosen ? chosen.pincode : typedPincode)?.trim() || null;
  const shippingQuote = useQuery(cartShippingQuery(token, shipPincode, delivery));
  const shownShipping = shippingQuote.data && shippingQuote.data.pincode === shipPincode ? shippingQuote.data : null;

  // The signed-in user's details fill the form once loaded, unless the user has started typing.
  useEffect(() => {
    if (!profile || isDirty) return;
    reset({
      name: profile.name ?? '',
      address: '',
      city: profile.location ?? '',
      state: '',
      pincode: profile.pincode ? String(profile.pincode) : '',
      phone: profile.phone ?? '',
    });
  }, [profile, isDirty, reset]);

  const place = (shipping: ShippingAddress) => {
    attemptKey.current ??= newIdempotencyKey();
    setFailure(null);
    placeOrder.mutate(
      {
        shipping,
        idempotencyKey: attemptKey.current,
        paymentMethod: online ? method : 'cod',
        delivery,
        ...shownFigures(lines, subtotal, priceChange),
        // Not yet quoted: 0, so that the server names the shipping (409) rather than charge one not shown.
        expectedShipping:
          shownShipping && shownShipping.pincode === shipping.pincode.trim() ? shownShipping.shipping : 0,
      },
      {
        onSuccess: (result) => {
          attemptKey.current = null;
          setPriceChange(null);
          if (Array.isArray(result)) {
            toastPlaced(result, navigate);
            onPlaced(result);
            return;
          }
          const held = result as OnlineCheckoutResponse;
          if (online) {
            const prefill = { name: shipping.name, contact: shipping.phone };
            onHeld({ scriptUrl: online.checkoutScriptUrl, payment: held.payment, prefill });
          }
        },
        onError: (error) => {
          const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
          // The server answered: nothing was placed, and the next try is a new attempt.
          if (answered) attemptKey.current = null;
          const message = errorMessage(error, MSG.checkout.failed);
          const changed = priceChangeOf(error);
          if (changed) {
            setPriceChange(changed);
            onPricesChanged?.();
            return;
          }
          toast.error(message);
          if (shippingChangeOf(error) !== null) {
            void queryClient.invalidateQueries({ queryKey: [...CART_QUERY_KEY, 'shipping'] });
            setFailure(message);
            return;
          }
          if (error instanceof ApiError && REFUSED_CART.has(error.status) && error.code !== 'validation_failed') {
            onCartRefused();
            return;
          }
          if (error instanceof ApiError) {
            for (const [field, text] of Object.entries(error.fields)) {
              if (field in EMPTY) setError(field as keyof ShippingAddress, { message: text });
            }
          }
          setFailure(message);
        },
      },
    );
  };
  const submitNew = handleSubmit((shipping) => place(shipping));
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!chosen) return void submitNew(event);
    event.preventDefault();
    place(shippingOf(chosen));
  };

  const pending = placeOrder.isPending;
  const blocked = unavailable.size > 0;

  return (
    <div className={pageClasses}>
      <PageHeader
        title={SCREEN.checkout.title}
        subtitle={SCREEN.checkout.subtitle}
        above={
          <Link
            to={paths.cart}
            className="mb-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {SCREEN.checkout.backToCart}
          </Link>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-5 text-lg font-semibold">
              {delivery === 'pickup' ? SCREEN.checkout.contactDetails : SCREEN.checkout.shippingAddress}
            </h2>
            {saved.length > 0 ? (
              <SavedAddresses
                addresses={saved}
                chosenId={chosen?.id ?? NEW_ADDRESS}
                newId={NEW_ADDRESS}
                onChoose={setChoice}
                disabled={pending}
              />
            ) : null}
            {chosen ? null : (
              <div className={cn(saved.length > 0 && 'mt-5 border-t border-border pt-5')}>
                <AddressFields form={form} disabled={pending} />
                <p className="mt-4 text-sm text-muted-foreground">{SCREEN.checkout.savedForNextTime}</p>
              </div>
            )}
          </Card>

          {pickup.offered ? (
            <ChoiceCard legend={SCREEN.checkout.delivery}>
              <Choice
                name="delivery"
                value="ship"
                checked={delivery === 'ship'}
                onChange={setDelivery}
                title={SCREEN.checkout.deliveryShip}
                hint={SCREEN.checkout.deliveryShipHint}
                icon={Truck}
              />
              <Choice
                name="delivery"
                value="pickup"
                checked={delivery === 'pickup'}
                onChange={setDelivery}
                disabled={!pickup.possible}
                title={SCREEN.checkout.deliveryPickup}
                hint={
                  pickup.possible
                    ? SCREEN.checkout.deliveryPickupHint(pickup.cities.join(', '))
                    : SCREEN.checkout.pickupUnavailable
                }
                icon={Store}
              />
            </ChoiceCard>
          ) : null}

          <ChoiceCard legend={SCREEN.checkout.payment}>
            {online ? (
              <Choice
                name="payment"
                value="online"
                checked={method === 'online'}
                onChange={setMethod}
                title={SCREEN.checkout.payOnline}
                hint={SCREEN.checkout.payOnlineHint}
                icon={CreditCard}
              />
            ) : null}
            <Choice
              name="payment"
              value="cod"
              checked={method === 'cod' || !online}
              onChange={setMethod}
              title={SCREEN.checkout.payOnDelivery}
              hint={SCREEN.checkout.payOnDeliveryHint}
              icon={Banknote}
            />
          </ChoiceCard>
        </form>

        <OrderSummary
          subtotal={subtotal}
          shipping={delivery === 'pickup' ? 0 : shownShipping ? shownShipping.shipping : null}
          shippingDetail={
            shownShipping && delivery === 'ship' ? <ShippingParcels shipping={shownShipping} /> : undefined
          }
          lines={
            <ul className="flex flex-col gap-4">
              {lines.map((line) =>
                line.artwork ? (
                  <li key={line.id} className={cn('flex items-center gap-3', unavailable.has(line.id) && 'opacity-60')}>
                    <Thumbnail
                      image={line.artwork.images[0]}
                      alt=""
                      sizes="56px"
                      className="size-14 rounded-lg ring-1 ring-border"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{line.artwork.title}</p>
                      <p className="text-xs text-muted-foreground tabular-nums">
                        {line.quantity} × {formatPrice(unitPrice(line))}
                      </p>
                    </div>
                    <p className={cn('text-sm font-semibold tabular-nums', unavailable.has(line.id) && 'line-through')}>
                      {formatPrice(pricePaise(unitPrice(line), line.quantity))}
                    </p>
                  </li>
                ) : null,
              )}
            </ul>
          }
        >
          {blocked ? (
            <OrderSummaryNote role="note">
              {SCREEN.cart.blocked}{' '}
              <Link to={paths.cart} className="font-semibold underline underline-offset-4">
                {SCREEN.checkout.backToCart}
              </Link>
            </OrderSummaryNote>
          ) : null}
          {failure ? <OrderSummaryNote role="alert">{failure}</OrderSummaryNote> : null}
          {priceChange ? <PriceChanged change={priceChange} /> : null}
          <Button type="submit" form={FORM_ID} size="lg" className="w-full" loading={pending} disabled={blocked}>
            {pending
              ? SCREEN.checkout.placingOrder
              : priceChange
                ? SCREEN.checkout.confirmNewTotal(formatPrice(priceChange.total))
                : SCREEN.checkout.placeOrder}
          </Button>
        </OrderSummary>
      </div>
    </div>
  );
}

/** Local pickup is offered when any artist in the cart offers it, and possible when all of them do. */
function pickupOf(lines: readonly CheckoutLine[]) {
  const artworks = lines.flatMap((line) => (line.artwork ? [line.artwork] : []));
  const offering = artworks.filter((artwork) => artwork.offersPickup === true);
  const cities = [...new Set(offering.flatMap((artwork) => (artwork.pickupCity ? [artwork.pickupCity] : [])))];
  return {
    offered: offering.length > 0,
    possible: artworks.length > 0 && offering.length === artworks.length,
    cities,
  };
}

/** A card of radio choices, named by its legend (the delivery, the payment). */
function ChoiceCard({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="mb-4 text-lg font-semibold">{legend}</legend>
        <div className="flex flex-col gap-3">{children}</div>
      </fieldset>
    </Card>
  );
}

function Choice<T extends string>(props: {
  name: string;
  value: T;
  checked: boolean;
  onChange: (value: T) => void;
  title: string;
  hint: string;
  icon: LucideIcon;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 p-4',
        props.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        props.checked ? 'border-primary bg-accent/40' : 'border-border',
      )}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={() => props.onChange(props.value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-primary"
      />
      <span className="flex flex-1 flex-col gap-1">
        <span id={`${id}-title`} className="font-medium">
          {props.title}
        </span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </span>
      </span>
      <props.icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
    </label>
  );
}

/** What the buyer is agreeing to pay: the figures on screen, or the new ones the server answered and they saw. */
function shownFigures(lines: readonly CheckoutLine[], subtotal: number, change: PriceChange | null) {
  if (change) {
    return {
      expectedTotal: change.total,
      expectedPrices: Object.fromEntries(change.lines.map((line) => [line.artworkId, line.newPrice])),
    };
  }
  const expectedPrices: Record<string, number> = {};
  for (const line of lines) if (line.artwork) expectedPrices[line.artwork.id] = unitPrice(line);
  return { expectedTotal: subtotal, expectedPrices };
}

/** The server's new figures: each changed line before → after, and the total the next click places. */
function PriceChanged({ change }: { change: PriceChange }) {
  const changed = change.lines.filter((line) => line.oldPrice !== line.newPrice);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl bg-amber-100 px-3 py-3 text-sm text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
    >
      <p className="font-semibold">{SCREEN.checkout.priceChangedTitle}</p>
      <p>{ERR.checkoutPriceChanged}</p>
      <ul className="flex flex-col gap-1">
        {changed.map((line) => (
          <li key={line.artworkId} className="tabular-nums">
            {line.oldPrice === null
              ? `${line.title}: ${formatPrice(line.newPrice)}`
              : SCREEN.checkout.priceChangedLine(line.title, formatPrice(line.oldPrice), formatPrice(line.newPrice))}
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-semibold tabular-nums">
        <span>{SCREEN.checkout.priceChangedNewTotal}</span>
        <span>{formatPrice(change.total)}</span>
      </p>
    </div>
  );
}

/** The toast after placing (issue 35): which order was placed, and the way to it. */
function toastPlaced(orders: readonly Order[], navigate: (to: string) => void) {
  const [only] = orders;
  if (orders.length === 1 && only) {
    toast.success(MSG.checkout.orderPlacedNumber(orderNumber(only.id)), {
      action: { label: SCREEN.checkout.viewOrder, onClick: () => navigate(paths.order(only.id)) },
    });
    return;
  }
  toast.success(MSG.checkout.ordersPlacedNumber(orders.length), {
    action: { label: SCREEN.checkout.viewMyOrders, onClick: () => navigate(paths.orders) },
  });
}

/** The confirmation: what was ordered, each order's number linking to it, and the way to My orders. */
function OrderPlaced({ orders }: { orders: readonly Order[] }) {
  const total = orders.reduce((sum, order) => sum + Math.round(order.totalAmount * 100), 0) / 100;
  return (
    <div className={pageClasses}>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-5 p-6 text-center sm:p-10">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{MSG.checkout.orderPlaced}</h1>
          <p className="text-muted-foreground">
            {orders.every((order) => order.paymentStatus === 'paid')
              ? SCREEN.checkout.paidText
              : orders.every((order) => order.deliveryMethod === 'pickup')
                ? SCREEN.checkout.pickupPlacedText
                : SCREEN.checkout.placedText}
          </p>
        </div>
        <ul className="flex w-full flex-col gap-3 rounded-2xl border border-border p-4 text-left">
          {orders.map((order) => (
            <li key={order.id} className="flex items-center gap-3">
              <Thumbnail image={order.image} alt="" sizes="48px" className="size-12 rounded-lg ring-1 ring-border" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{order.artwork.title}</p>
                <p className="text-xs text-muted-foreground">
                  <Link
                    to={paths.order(order.id)}
                    className="font-medium text-primary underline underline-offset-4 tabular-nums"
                  >
                    {SCREEN.checkout.orderNumber(orderNumber(order.id))}
                  </Link>
                  {' · '}
                  {SCREEN.orders.quantity(order.quantity)}
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums">{formatPrice(order.totalAmount)}</p>
            </li>
          ))}
          <li className="flex justify-between border-t border-border pt-3 font-semibold">
            <span>{SCREEN.cart.total}</span>
            <span className="tabular-nums">{formatPrice(total)}</span>
          </li>
        </ul>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.orders}>{SCREEN.checkout.viewMyOrders}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.products}>{SCREEN.cart.continueShopping}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
