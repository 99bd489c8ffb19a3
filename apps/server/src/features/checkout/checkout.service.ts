import {
  type CheckoutPriceChanged,
  type DeliveryMethod,
  ERR,
  formatRupees,
  ONLINE_PAYMENT_HOLD_MINUTES,
  type OnlinePayment,
  type Order,
  type PaymentMethod,
  platformFeePaise,
  type ShippingAddress,
} from '@kala/contract';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/database';
import { uniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';
import { paiseToRupees } from '../../lib/money';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  unauthorized,
} from '../../lib/errors';
import { agreedOffers, expireOpenOffers, takeAgreedOffer } from '../offers/offers.repository';
import { ordersOfCheckout, toOrders } from '../orders/orders.repository';
import { recordPlaced } from '../orders/orders.service';
import { gatewayPaymentOf, releaseCheckout } from '../payments/payments.service';
import { recordGatewayOrder } from '../payments/payments.repository';
import type { PaymentGateway } from '../payments/razorpay.gateway';
import {
  artworkAvailability,
  buyerOf,
  claimCheckoutKey,
  findCheckoutByKey,
  firstWithoutPickup,
  insertOrders,
  takeCart,
  takeStock,
} from './checkout.repository';
import { recordPairs } from '../foryou/foryou.repository';
import { rememberAddress } from '../addresses/addresses.service';
import { parcelsOf, shippingByArtwork } from '../shipping/shipping.service';

export interface CheckoutResult {
  checkoutId: string;
  orders: Order[];
  /** The gateway order to pay, for an online checkout. */
  payment: OnlinePayment | null;
  /** True when this idempotency key was used before: the orders are those of the first checkout. */
  replayed: boolean;
  /** Offers (issue 19) that expired because this checkout sold their artwork out: to be told to both people. */
  expiredOfferIds: string[];
}

export interface CheckoutOptions {
  shown?: ShownPrices;
  paymentMethod?: PaymentMethod;
  /** 'pickup' (issue 19): only when every artist in the cart offers local pickup. Default 'ship'. */
  delivery?: DeliveryMethod;
}

/** Kala's fee in force for new orders, in basis points (config PLATFORM_FEE_PERCENT). */
export interface FeeInForce {
  feeBasisPoints: number;
}

/** Thrown inside the transaction when the key is already taken, so that nothing of this attempt remains. */
class KeyAlreadyUsed extends Error {}

/** What the buyer was shown, in rupees: the cart's total and each artwork's unit price (either may be missing). */
export interface ShownPrices {
  expectedTotal?: number;
  expectedPrices?: Record<string, number>;
  /** The shipping shown (issue 34 item 3). */
  expectedShipping?: number;
}

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * Checks out the buyer's whole cart: one order per cart line, all or nothing, in one transaction.
 *
 * Never oversells: each line takes its stock with one conditional UPDATE (`... where quantity >= q`) whose
 * affected-row count decides. PostgreSQL (READ COMMITTED) re-checks that condition against the latest
 * committed row after waiting for a concurrent writer; SQLite runs one writer at a time. Any line that cannot
 * be had throws, which rolls back every line before it, the cart and the checkout record.
 *
 * Idempotent: the checkout row's unique key (user_id, idempotency_key) is claimed first. A retry with the same
 * key (even one running at the same moment, which waits on that key) finds it taken and answers the orders of
 * the checkout that holds it.
 */
export async function checkout(
  deps: Pick<AppDeps, 'db' | 'gateway'> & FeeInForce,
  buyerId: string,
  shipping: ShippingAddress,
  idempotencyKey: string,
  { shown = {}, paymentMethod = 'cod', delivery = 'ship' }: CheckoutOptions = {},
): Promise<CheckoutResult> {
  // The gateway is required for 'online'; null when Razorpay is not configured.
  const { db, gateway } = deps;
  if (paymentMethod === 'online' && !gateway) throw badRequest(ERR.onlinePaymentUnavailable);
  let checkoutId: string;
  let expiredOfferIds: string[];
  try {
    ({ checkoutId, expiredOfferIds } = await db
      .transaction()
      .execute((tx) =>
        placeOrders(tx, buyerId, shipping, idempotencyKey, shown, paymentMethod, delivery, deps.feeBasisPoints),
      ));
  } catch (error) {
    // A unique violation aborts a PostgreSQL transaction, so the earlier checkout is read after the rollback.
    if (!(error instanceof KeyAlreadyUsed) && uniqueViolation(error) === null) throw error;
    const earlier = await findCheckoutByKey(db, buyerId, idempotencyKey);
    if (!earlier) throw error;
    const orders = await toOrders(db, await ordersOfCheckout(db, earlier.id));
    // A replayed online checkout answers the same gateway order.
    return {
      checkoutId: earlier.id,
      orders,
      payment: await gatewayPaymentOf(deps, earlier.id),
      replayed: true,
      expiredOfferIds: [],
    };
  }
  const payment = gateway && paymentMethod === 'online' ? await openPayment({ db, gateway }, checkoutId) : null;
  return {
    checkoutId,
    orders: await toOrders(db, await ordersOfCheckout(db, checkoutId)),
    payment,
    replayed: false,
    expiredOfferIds,
  };
}

/**
 * The gateway order for the held orders' exact total, asked for after the orders' transaction commits (no
 * network call holds database locks). If the gateway cannot be reached, the orders are cancelled again (their
 * stock returns) and the buyer is told nothing was ordered.
 */
async function openPayment(
  { db, gateway }: Pick<AppDeps, 'db'> & { gateway: PaymentGateway },
  checkoutId: string,
): Promise<OnlinePayment> {
  const rows = await ordersOfCheckout(db, checkoutId);
  const amountPaise = rows.reduce((sum, row) => sum + row.total_paise, 0);
  let order: { id: string; amount: number; currency: string };
  try {
    order = await gateway.createOrder({ amountPaise, receipt: checkoutId, notes: { kala_checkout_id: checkoutId } });
  } catch {
    await releaseCheckout(db, checkoutId);
    throw serviceUnavailable(ERR.paymentGatewayUnavailable);
  }
  const now = nowIso();
  await recordGatewayOrder(db, checkoutId, order.id, amountPaise, now);
  return { provider: 'razorpay', keyId: gateway.keyId, orderId: order.id, amount: amountPaise, currency: 'INR' };
}

async function placeOrders(
  tx: Tx,
  buyerId: string,
  shipping: ShippingAddress,
  idempotencyKey: string,
  shown: ShownPrices,
  paymentMethod: PaymentMethod,
  delivery: DeliveryMethod,
  feeBasisPoints: number,
): Promise<{ checkoutId: string; expiredOfferIds: string[] }> {
  const now = nowIso();
  // An online order holds its stock while the buyer pays; the sweep releases it when the time runs out.
  const holdExpiresAt =
    paymentMethod === 'online' ? new Date(Date.parse(now) + ONLINE_PAYMENT_HOLD_MINUTES * 60_000).toISOString() : null;
  const checkoutId = newId();
  if (!(await claimCheckoutKey(tx, { id: checkoutId, buyerId, idempotencyKey, at: now }))) throw new KeyAlreadyUsed();

  const buyer = await buyerOf(tx, buyerId);
  if (!buyer) throw unauthorized();

  // The cart is emptied first, and its lines are what that delete returns: of two checkouts of the same cart at
  // once (a double click without an idempotency key), the second waits on these rows and then finds none, so the
  // cart is bought once. A failure below rolls the delete back with everything else.
  const taken = await takeCart(tx, buyerId);
  if (taken.length === 0) throw badRequest(ERR.cartEmpty);
  // Lines in artwork-id order: concurrent multi-line checkouts then lock artworks in the same order and
  // cannot deadlock one another.
  const lines = taken.sort((a, b) => (a.artwork_id < b.artwork_id ? -1 : a.artwork_id > b.artwork_id ? 1 : 0));
  if (delivery === 'pickup')
    await refuseWithoutPickup(
      tx,
      lines.map((line) => line.artwork_id),
    );

  // Issue 19: prices this buyer agreed in chat, for lines of one piece; each is used once, by this checkout.
  const agreed = await agreedOffers(
    tx,
    buyerId,
    lines.filter((line) => line.quantity === 1).map((line) => line.artwork_id),
    now,
  );
  const soldOut: string[] = [];
  const orders = [];
  for (const line of lines) {
    const taken = await takeStock(tx, line.artwork_id, line.quantity, buyerId, now);
    if (!taken) throw await whyNotAvailable(tx, line.artwork_id, buyerId);
    if (taken.is_sold === 1) soldOut.push(line.artwork_id);
    const agreedOffer = line.quantity === 1 ? agreed.get(line.artwork_id) : undefined;
    // The agreed price, never above the list price; a concurrent checkout that used the offer first wins it.
    const offer = agreedOffer && (await takeAgreedOffer(tx, agreedOffer.id, now)) ? agreedOffer : undefined;
    const unitPrice = offer ? Math.min(offer.amount_paise, taken.price_paise) : taken.price_paise;
    orders.push({
      id: newId(),
      checkout_id: checkoutId,
      buyer_id: buyerId,
      artist_id: taken.artist_id,
      artwork_id: line.artwork_id,
      artwork_title: taken.title,
      unit_price_paise: unitPrice,
      quantity: line.quantity,
      total_paise: unitPrice * line.quantity,
      payment_status: 'pending',
      buyer_username: buyer.username,
      buyer_name: buyer.name,
      buyer_location: buyer.location,
      shipping_name: shipping.name,
      shipping_address: shipping.address,
      shipping_city: shipping.city,
      shipping_pincode: shipping.pincode,
      shipping_phone: shipping.phone,
      shipping_state: shipping.state ?? '',
      created_at: now,
      updated_at: now,
      payment_method: paymentMethod,
      delivery_method: delivery,
      hold_expires_at: holdExpiresAt,
      offer_id: offer?.id ?? null,
      shipping_paise: 0,
      // Kala's fee (issue 37 item 2): the percent in force now, on the artwork price only, kept with the order.
      fee_bps: feeBasisPoints,
      fee_paise: platformFeePaise(unitPrice * line.quantity, feeBasisPoints),
    });
  }
  // Compared with the prices just taken, inside the transaction: the throw rolls back the stock, the cart and
  // the checkout key, so the buyer's confirmed retry (same key or a new one) is a checkout like any other.
  const changed = priceChange(orders, shown);
  if (changed) throw new AppError(409, 'conflict', ERR.checkoutPriceChanged, undefined, { priceChange: changed });
  // Shipping (issue 34 item 3, decision 0027): one parcel per artist, carried by one of the artist's lines and
  // inside its total, so the gateway amount, the receipt and the artist's revenue all include it.
  const carried = shippingByArtwork(
    await parcelsOf(
      tx,
      orders.map((order) => order.artwork_id),
      shipping.pincode,
      delivery,
      new Date(Date.parse(now)),
    ),
  );
  let shippingPaise = 0;
  for (const order of orders) {
    const paise = carried.get(order.artwork_id) ?? 0;
    order.shipping_paise = paise;
    order.total_paise += paise;
    shippingPaise += paise;
  }
  if (shown.expectedShipping !== undefined && rupeesToPaise(shown.expectedShipping) !== shippingPaise)
    throw new AppError(
      409,
      'conflict',
      ERR.checkoutShippingChanged(formatRupees(paiseToRupees(shippingPaise))),
      undefined,
      { shippingChange: { shipping: paiseToRupees(shippingPaise) } },
    );
  await insertOrders(tx, orders);
  // For you learns from a purchase as it is placed (docs/decisions/0042-for-you.md).
  for (const order of orders) if (order.artwork_id) await recordPairs(tx, buyerId, order.artwork_id, 1);
  // The address book (issue 35): the next checkout starts from this address.
  await rememberAddress(tx, buyerId, shipping);
  await recordPlaced(
    tx,
    orders.map((order) => order.id),
    buyerId,
    now,
  );
  // Sold out now: the artworks' open offers (others' pending or accepted ones) are over.
  const expiredOfferIds = await expireOpenOffers(tx, soldOut, now);
  return { checkoutId, expiredOfferIds };
}

/** The new figures when the lines do not cost what the buyer was shown, else null. */
function priceChange(
  lines: readonly { artwork_id: string; artwork_title: string; quantity: number; unit_price_paise: number }[],
  { expectedTotal, expectedPrices }: ShownPrices,
): CheckoutPriceChanged['priceChange'] | null {
  const total = lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0);
  const shownPrice = (artworkId: string) => {
    const rupees = expectedPrices && Object.hasOwn(expectedPrices, artworkId) ? expectedPrices[artworkId] : undefined;
    return rupees === undefined ? null : rupeesToPaise(rupees);
  };
  const totalDiffers = expectedTotal !== undefined && rupeesToPaise(expectedTotal) !== total;
  const lineDiffers = lines.some((line) => {
    const shown = shownPrice(line.artwork_id);
    return shown !== null && shown !== line.unit_price_paise;
  });
  if (!totalDiffers && !lineDiffers) return null;
  return {
    lines: lines.map((line) => {
      const shown = shownPrice(line.artwork_id);
      return {
        artworkId: line.artwork_id,
        title: line.artwork_title,
        quantity: line.quantity,
        oldPrice: shown === null ? null : paiseToRupees(shown),
        newPrice: paiseToRupees(line.unit_price_paise),
      };
    }),
    expectedTotal: expectedTotal === undefined ? null : paiseToRupees(rupeesToPaise(expectedTotal)),
    total: paiseToRupees(total),
  };
}

/** Local pickup (decision 0017) needs every line's artist to offer it: the first that does not is named (409). */
async function refuseWithoutPickup(tx: Tx, artworkIds: readonly string[]): Promise<void> {
  const without = await firstWithoutPickup(tx, artworkIds);
  if (without) throw conflict(ERR.checkoutPickupUnavailable(without.title, without.username));
}

/** Why a cart line's artwork could not be taken, as the error that names it (rolls the checkout back). */
async function whyNotAvailable(tx: Tx, artworkId: string, buyerId: string) {
  const artwork = await artworkAvailability(tx, artworkId);
  if (!artwork) return notFound('Artwork');
  if (artwork.artist_id === buyerId) return forbidden(ERR.ownArtwork);
  if (artwork.shown !== 1) return conflict(ERR.checkoutUnavailable(artwork.title));
  if (artwork.for_sale !== 1) return conflict(ERR.checkoutNotForSale(artwork.title));
  if (artwork.is_sold === 1 || artwork.quantity <= 0) return conflict(ERR.checkoutSoldOut(artwork.title));
  return conflict(ERR.checkoutNotEnoughStock(artwork.title, artwork.quantity));
}
