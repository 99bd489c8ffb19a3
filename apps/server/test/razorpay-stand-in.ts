// A local stand-in for Razorpay's HTTP API (test code only; the product talks to the real API): the calls Kala
// makes through the official SDK (orders, payment refunds), answered the way Razorpay documents them, plus the
// signatures a real Checkout and webhook would carry. It also serves a checkout.js that behaves like Razorpay
// Checkout's handler contract, for the end-to-end suite.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig } from '../src/config';

export interface StandInCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export interface RazorpayStandIn {
  config: RazorpayConfig;
  calls: StandInCall[];
  /** 'down' answers 503 to every API call (the gateway unreachable for Kala). */
  mode: 'up' | 'down';
  /** What a refund call answers as its status. */
  refundStatus: 'processed' | 'pending';
  /** The next refund is made, but its answer never reaches Kala (the connection drops, as on a timeout). */
  loseNextRefundAnswer: boolean;
  close(): Promise<void>;
  /** Razorpay Checkout's signature for a successful payment. */
  paymentSignature(orderId: string, paymentId: string): string;
  /** A webhook delivery: the raw body and its X-Razorpay-Signature. */
  webhook(event: Record<string, unknown>): { body: string; signature: string };
}

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

/** Kala's RAZORPAY_* settings for a stand-in on `base` (the end-to-end suite's server is started with these). */
export function standInEnv(base: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: base,
    RAZORPAY_CHECKOUT_URL: `${base}/v1/checkout.js`,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** The checkout.js the end-to-end suite loads: `new Razorpay(options).open()` pays (or fails) like Checkout. */
export const CHECKOUT_JS = `(function () {
  // The page's URL for /test/pay: where this script was loaded from, read while it runs.
  var src = document.currentScript.src;
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, fn) { this.handlers[event] = fn; };
  Razorpay.prototype.open = function () {
    var self = this;
    fetch(new URL('/test/pay', src), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: self.options.order_id })
    }).then(function (r) { return r.json(); }).then(function (answer) {
      if (answer.error) {
        if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: answer.error });
        if (self.options.modal && self.options.modal.ondismiss) self.options.modal.ondismiss();
      } else { self.options.handler(answer); }
    });
  };
  window.Razorpay = Razorpay;
})();`;

/** Starts the stand-in on `port` (any free one by default) of 127.0.0.1. */
export async function startRazorpayStandIn(port = 0): Promise<RazorpayStandIn> {
  let orders = 0;
  let refunds = 0;
  let payments = 0;
  const standIn = {
    calls: [] as StandInCall[],
    mode: 'up' as 'up' | 'down',
    refundStatus: 'pending' as 'processed' | 'pending',
    loseNextRefundAnswer: false,
    /** The next /test/pay (checkout.js) fails instead of paying. */
    failNextPayment: false,
  };
  // The end-to-end suite runs in another process and in parallel: it asks (POST /test/fail-once) that the first
  // payment of a gateway order for one amount fails, and picks an amount no other test uses.
  const orderAmounts = new Map<string, number>();
  // The refunds made, by payment id, as GET /v1/payments/{id}/refunds lists them.
  const refundsOf = new Map<string, Record<string, unknown>[]>();
  const failOnceAmounts = new Set<number>();
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(json));
    };
    if (url.pathname === '/v1/checkout.js') {
      response.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
      response.end(CHECKOUT_JS);
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'POST',
      });
      response.end();
      return;
    }
    if (url.pathname === '/test/fail-once') {
      failOnceAmounts.add(Number(body.amount));
      send(200, {});
      return;
    }
    if (url.pathname === '/test/pay') {
      // What Checkout hands its `handler` after a successful payment, signed as Razorpay signs it.
      const orderId = String(body.order_id);
      const amount = orderAmounts.get(orderId) ?? -1;
      if (standIn.failNextPayment || failOnceAmounts.has(amount)) {
        standIn.failNextPayment = false;
        failOnceAmounts.delete(amount);
        send(200, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', metadata: { order_id: orderId } },
        });
        return;
      }
      payments += 1;
      const paymentId = `pay_standin${payments}`;
      send(200, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(KEY_SECRET, `${orderId}|${paymentId}`),
      });
      return;
    }
    standIn.calls.push({
      method: request.method ?? '',
      path: url.pathname,
      body,
      authorization: request.headers.authorization,
    });
    if (request.headers.authorization !== expectedAuth) {
      send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      return;
    }
    if (standIn.mode === 'down') {
      send(503, { error: { code: 'SERVER_ERROR', description: 'The server is temporarily unavailable' } });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      orders += 1;
      orderAmounts.set(`order_standin${orders}`, Number(body.amount));
      send(200, {
        id: `order_standin${orders}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
      return;
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund) {
      refunds += 1;
      const made = {
        id: `rfnd_standin${refunds}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refund[1],
        notes: body.notes ?? [],
        status: standIn.refundStatus,
        speed_processed: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      const paymentId = String(refund[1]);
      refundsOf.set(paymentId, [...(refundsOf.get(paymentId) ?? []), made]);
      if (standIn.loseNextRefundAnswer) {
        standIn.loseNextRefundAnswer = false;
        request.socket.destroy();
        return;
      }
      send(200, made);
      return;
    }
    const listRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (request.method === 'GET' && listRefunds) {
      const items = refundsOf.get(String(listRefunds[1])) ?? [];
      send(200, { entity: 'collection', count: items.length, items });
      return;
    }
    send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    config: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: base,
      checkoutUrl: `${base}/v1/checkout.js`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    paymentSignature: (orderId: string, paymentId: string) => sign(KEY_SECRET, `${orderId}|${paymentId}`),
    webhook: (event: Record<string, unknown>) => {
      const text = JSON.stringify(event);
      return { body: text, signature: sign(WEBHOOK_SECRET, text) };
    },
  });
}
