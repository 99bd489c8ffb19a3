import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../../config';

/** What Kala asks of a payment gateway; Razorpay's SDK answers it (tests point it at a local stand-in). */
export interface PaymentGateway {
  readonly keyId: string;
  readonly checkoutUrl: string;
  /** A gateway order for the exact amount; the buyer's Checkout pays it. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number; currency: string }>;
  /** Refunds part (or all) of a captured payment; `processed` when the gateway says it already went through. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: string }>;
  /** The refund of this payment whose notes hold all of `notes` (one Kala asked for earlier), or null. */
  findRefund(paymentId: string, notes: Record<string, string>): Promise<{ id: string; status: string } | null>;
  /** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

// The SDK's signature helpers compare with `===`; these compare in constant time, so an attacker timing
// the answers learns nothing about the expected signature.
function hmacMatches(secret: string, payload: string | Buffer, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  return given !== null && timingSafeEqual(expected, given);
}

/**
 * The SDK has no option for its host: its constructor fixes https://api.razorpay.com in an axios instance
 * (`api.rq`). A test's stand-in is reached by changing that instance's baseURL; the check below makes an SDK
 * upgrade that moves it fail at start instead of silently calling the real API from a test.
 */
function pointAt(client: Razorpay, apiUrl: string): void {
  const rq = (client.api as unknown as { rq?: { defaults?: { baseURL?: string } } }).rq;
  if (!rq?.defaults || typeof rq.defaults.baseURL !== 'string') {
    throw new Error('razorpay SDK: cannot set the API URL (the SDK changed); RAZORPAY_API_URL cannot be honoured');
  }
  rq.defaults.baseURL = apiUrl;
}

const gateways = new WeakMap<RazorpayConfig, PaymentGateway>();

/** The gateway for this configuration (one SDK client per config), or null when online payment is off. */
export function paymentGateway(config: RazorpayConfig | null): PaymentGateway | null {
  if (!config) return null;
  const known = gateways.get(config);
  if (known) return known;
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  if (config.apiUrl !== 'https://api.razorpay.com') pointAt(client, config.apiUrl);
  const gateway: PaymentGateway = {
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    async refund({ paymentId, amountPaise, notes }) {
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, notes });
      return { id: refund.id, status: String(refund.status) };
    },
    async findRefund(paymentId, notes) {
      // A payment has a handful of refunds at most (partial refunds of one checkout); 100 is the API's page.
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const wanted = Object.entries(notes);
      const found = items.find((refund) => {
        const held = (refund.notes ?? {}) as Record<string, unknown>;
        return wanted.every(([key, value]) => held[key] === value);
      });
      return found ? { id: found.id, status: String(found.status) } : null;
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      hmacMatches(config.keySecret, `${orderId}|${paymentId}`, signature),
    webhookSignatureValid: (rawBody, signature) => hmacMatches(config.webhookSecret, rawBody, signature),
  };
  gateways.set(config, gateway);
  return gateway;
}
