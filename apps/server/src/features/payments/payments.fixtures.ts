// Test fixtures for online payment: Razorpay's events and a webhook delivery as Razorpay posts it, signed by the
// stand-in; Checkout's verify; and, for the tests of random steps, the orders they placed and the steps they take
// on those orders' payments.
import { onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { cancelAs } from '../orders/orders.fixtures';

/** Posts `event` to the webhook with the stand-in's signature (or `signature`, to forge one) and the event id. */
export function deliverWebhook(
  t: Pick<TestApp, 'app'>,
  gateway: RazorpayStandIn,
  event: Record<string, unknown>,
  eventId: string,
  signature?: string,
) {
  const signed = gateway.webhook(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? signed.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: signed.body,
  });
}

/**
 * Posts Checkout's verify as the buyer's browser does after paying: the gateway order, the payment, and the
 * signature Razorpay gives over both.
 */
export function verifyPayment(
  t: Pick<TestApp, 'app'>,
  gateway: RazorpayStandIn,
  buyer: { auth: Record<string, string> },
  gatewayOrderId: string,
  paymentId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/payments/verify',
    headers: buyer.auth,
    payload: {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: gateway.paymentSignature(gatewayOrderId, paymentId),
    },
  });
}

/** Razorpay's payment.captured event for the gateway order `orderId`. */
export const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
});

/** Razorpay's payment.failed event: the bank declined a payment for the gateway order `orderId`. */
export const failedEvent = (orderId: string) => ({
  event: 'payment.failed',
  payload: { payment: { entity: { id: 'pay_failed', order_id: orderId, amount: 1, error_description: 'Declined' } } },
});

/** Razorpay's refund.processed event for the refund `refundId` of Kala's order `orderId`. */
export const refundProcessedEvent = (refundId: string, orderId: string) => ({
  event: 'refund.processed',
  payload: { refund: { entity: { id: refundId, notes: { kala_order_id: orderId }, status: 'processed' } } },
});

/** The refund Kala asked the gateway for on the order, if it asked for one. */
export async function refundIdOf(t: Pick<TestApp, 'deps'>, orderId: string): Promise<string | null> {
  const row = await t.deps.db.selectFrom('orders').select('refund_id').where('id', '=', orderId).executeTakeFirst();
  return row?.refund_id ?? null;
}

/** What the gateway knows of one of its orders: the amount, and the one payment it captured (none yet: null). */
export interface GatewayOrder {
  id: string;
  amount: number;
  paymentId: string | null;
}

/**
 * What a test of random steps knows of the orders its checkouts placed: each order, and for one paid online the
 * gateway order it is paid through. Steps name an order by any number (`pick`), so every step finds one.
 */
export class PlacedOrders {
  readonly all: Order[] = [];
  private readonly gatewayOrders = new Map<string, GatewayOrder>();
  private readonly gatewayOrderOf = new Map<string, string>();

  /** Keeps the orders of a checkout's 201 answer; an online checkout's with the gateway order they share. */
  add(online: boolean, body: unknown): void {
    if (!online) {
      this.all.push(...(body as Order[]));
      return;
    }
    const { orders, payment } = onlineCheckoutResponseSchema.parse(body);
    this.gatewayOrders.set(payment.orderId, { id: payment.orderId, amount: payment.amount, paymentId: null });
    for (const order of orders) {
      this.all.push(order);
      this.gatewayOrderOf.set(order.id, payment.orderId);
    }
  }

  /** The order at `index`, counting round; none before the first checkout. */
  pick(index: number): Order | undefined {
    return this.all.length === 0 ? undefined : this.all[index % this.all.length];
  }

  /** The gateway order an online order is paid through (none for an order paid on delivery). */
  gatewayOrder(orderId: string | undefined): GatewayOrder | undefined {
    return this.gatewayOrders.get(this.gatewayOrderOf.get(orderId ?? '') ?? '');
  }
}

export type Who = 'buyer' | 'artist' | 'admin';

/** The steps of a random sequence that act on an order's payment, the same in every property test. */
export type PaymentStep =
  | { kind: 'pay'; order: number; via: 'verify' | 'webhook'; twice?: boolean }
  | { kind: 'failed'; order: number }
  | { kind: 'refundProcessed'; order: number }
  | { kind: 'cancel'; order: number; who: Who };

let stepEvents = 0;

/**
 * One buyer's random steps (the property tests of payment authority and of the ledger): the orders their
 * checkouts placed, and the steps on those orders' payments, taken as the buyer, the artist, an admin and Razorpay
 * would take them. Each step on an order that is not there (yet), or cannot take it, does nothing.
 */
export class PaymentSteps {
  readonly placed = new PlacedOrders();

  constructor(
    /** The app in use: the test's, or the one that replaced it at a restart. */
    private readonly app: () => Pick<TestApp, 'app' | 'deps'>,
    private readonly gateway: RazorpayStandIn,
    private readonly people: Record<Who, { auth: Record<string, string> }>,
  ) {}

  async take(step: PaymentStep): Promise<void> {
    const order = this.placed.pick(step.order);
    const known = this.placed.gatewayOrder(order?.id);
    switch (step.kind) {
      case 'pay': {
        if (!known) return;
        // A gateway order is paid once; the same payment may reach Kala by both ways, in any order. Twice: Razorpay
        // delivers the same event again, or the browser posts its verify again.
        known.paymentId ??= `pay_${known.id.replace(/\W/g, '')}`;
        const eventId = this.nextEventId();
        for (let i = 0; i < (step.twice ? 2 : 1); i += 1) {
          const res =
            step.via === 'verify'
              ? await verifyPayment(this.app(), this.gateway, this.people.buyer, known.id, known.paymentId)
              : await this.webhook(capturedEvent(known.id, known.paymentId, known.amount), eventId);
          expect(res.statusCode).toBe(200);
        }
        return;
      }
      case 'failed': {
        if (!known || known.paymentId) return;
        expect((await this.webhook(failedEvent(known.id))).statusCode).toBe(200);
        return;
      }
      case 'refundProcessed': {
        if (!order) return;
        // Only a refund the gateway really made can be reported processed.
        const refundId = await refundIdOf(this.app(), order.id);
        if (refundId) expect((await this.webhook(refundProcessedEvent(refundId, order.id))).statusCode).toBe(200);
        return;
      }
      case 'cancel': {
        if (!order) return;
        const res = await cancelAs(this.app(), step.who, this.people[step.who], order.id);
        expect(res.statusCode).toBeLessThan(500);
        return;
      }
    }
  }

  private webhook(event: Record<string, unknown>, eventId = this.nextEventId()) {
    return deliverWebhook(this.app(), this.gateway, event, eventId);
  }

  private nextEventId(): string {
    stepEvents += 1;
    return `evt_step_${stepEvents}`;
  }
}
