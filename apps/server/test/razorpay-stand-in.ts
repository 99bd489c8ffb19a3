// A local stand-in for Razorpay's HTTP API (test code only; the product talks to the real API): the calls Kala
// makes through the official SDK (orders, payment refunds, and Route's linked accounts, stakeholders and product
// configuration), answered the way Razorpay documents them, plus the signatures a real Checkout and webhook would
// carry. It also serves a checkout.js that behaves like Razorpay
// Checkout's handler contract, for the end-to-end suite.
import { createHmac, randomInt } from 'node:crypto';
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
  /** Route: the linked accounts made, with their stakeholders and product configuration. */
  linkedAccounts(): LinkedAccount[];
  /** What editing the Route product's settlement account answers as its activation_status. */
  routeActivation: string;
  /**
   * The next answer to a call matching `METHOD /path` (exactly, e.g. 'POST /v2/accounts', or a pattern) is lost
   * after the call is carried out: the connection drops, as when Kala stops or times out mid-call.
   */
  loseNextAnswerTo: string | RegExp | null;
  /**
   * A Route webhook as Razorpay sends it when an account's product changes state (`product.route.<status>`), or
   * with `kind: 'account'` an `account.<status>` event; `createdAt` in Unix seconds (now by default).
   */
  routeEvent(
    accountId: string,
    status: string,
    options?: { kind?: 'product' | 'account'; createdAt?: number },
  ): Record<string, unknown>;
  /** Route transfers made (POST /v1/payments/:id/transfers), by id, with their reversals. */
  transfers(): RouteTransfer[];
  /** What a new transfer's status is in the answer ('processed' at once, or 'pending' until transfer.processed). */
  transferStatus: 'processed' | 'pending';
  /**
   * A `transfer.processed` or `transfer.failed` webhook for a transfer made here, as Razorpay sends it (the transfer
   * entity in payload.transfer.entity, with its notes); a failed one is marked failed.
   */
  transferEvent(transferId: string, event: 'processed' | 'failed'): Record<string, unknown>;
  /**
   * Razorpay settles a linked account to its bank: every transfer to it that is released and not settled yet gets
   * settlement_status `settled` and a new `setl_…` as its recipient_settlement_id (as GET /v1/transfers shows it),
   * and the `settlement.processed` event is answered, for `deliver` (null when there is nothing to settle).
   */
  settleAccount(accountId: string): Record<string, unknown> | null;
  /** POSTs a signed delivery of `event` to `url`, with a fresh X-Razorpay-Event-Id, as Razorpay delivers it. */
  deliver(url: string, event: Record<string, unknown>): Promise<number>;
  /**
   * Puts the settings above (mode, refundStatus, loseNextRefundAnswer, routeActivation, loseNextAnswerTo,
   * transferStatus) back as the stand-in starts, for a test that follows one that changed them; what it holds
   * (orders, payments, refunds, accounts, transfers) stays.
   */
  reset(): void;
}

export interface RouteTransfer extends Record<string, unknown> {
  id: string;
  source: string;
  recipient: string;
  amount: number;
  amount_reversed: number;
  on_hold: boolean;
  status: string;
  notes: unknown;
  reversals: Record<string, unknown>[];
}

export interface LinkedAccount {
  account: Record<string, unknown> & { id: string };
  stakeholders: (Record<string, unknown> & { id: string })[];
  product: (Record<string, unknown> & { id: string; activation_status: string }) | null;
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

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id as Razorpay makes them: a prefix and 14 letters and digits (acc_GRWKk7qQsLnDjX). */
function razorpayId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}${id}`;
}

/** Razorpay's answer to a request it refuses, for `field`. */
function refusal(description: string, field?: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const BUSINESS_TYPES = ['individual', 'proprietorship', 'partnership', 'private_limited', 'public_limited', 'llp'];

/** What POST /v2/accounts refuses (Route's documented field rules), or null. */
function linkedAccountProblem(body: Record<string, unknown>): ReturnType<typeof refusal> | null {
  const email = textOf(body.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return refusal('The email must be a valid email address.', 'email');
  if (!/^\d{8,15}$/.test(textOf(body.phone))) return refusal('The phone must be between 8 and 15 digits.', 'phone');
  if (body.type !== 'route') return refusal('The type field is invalid.', 'type');
  if (textOf(body.reference_id).length > 20) {
    return refusal('The reference id may not be greater than 20 characters.', 'reference_id');
  }
  const name = textOf(body.legal_business_name);
  if (name.length < 4 || name.length > 200) {
    return refusal('The legal business name must be between 4 and 200 characters.', 'legal_business_name');
  }
  if (!BUSINESS_TYPES.includes(textOf(body.business_type))) {
    return refusal('Invalid business type', 'business_type');
  }
  const contact = textOf(body.contact_name);
  if (contact.length < 4 || contact.length > 255) {
    return refusal('The contact name must be between 4 and 255 characters.', 'contact_name');
  }
  const profile = asRecord(body.profile);
  if (!profile.category || !profile.subcategory) return refusal('The category field is required.', 'profile.category');
  const registered = asRecord(asRecord(profile.addresses).registered);
  for (const field of ['street1', 'city', 'state', 'postal_code', 'country']) {
    if (!textOf(registered[field])) {
      return refusal(`The ${field.replace('_', ' ')} field is required.`, `profile.addresses.registered.${field}`);
    }
  }
  if (!PAN.test(textOf(asRecord(body.legal_info).pan))) return refusal('Invalid pan', 'legal_info.pan');
  return null;
}

/** A transfer as the API shows it (the reversals are the stand-in's own record). */
function publicTransfer({ reversals: _reversals, ...transfer }: RouteTransfer): Record<string, unknown> {
  return transfer;
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
  // How the stand-in answers when it starts, and again after reset().
  const startSettings = () => ({
    mode: 'up' as 'up' | 'down',
    refundStatus: 'pending' as 'processed' | 'pending',
    loseNextRefundAnswer: false,
    routeActivation: 'under_review',
    loseNextAnswerTo: null as string | RegExp | null,
    transferStatus: 'processed' as 'processed' | 'pending',
    /** The next /test/pay (checkout.js) fails instead of paying. */
    failNextPayment: false,
  });
  const standIn = { calls: [] as StandInCall[], ...startSettings() };
  // The end-to-end suite runs in another process and in parallel: it asks (POST /test/fail-once) that the first
  // payment of a gateway order for one amount fails, and picks an amount no other test uses.
  const orderAmounts = new Map<string, number>();
  // The refunds made, by payment id, as GET /v1/payments/{id}/refunds lists them.
  const refundsOf = new Map<string, Record<string, unknown>[]>();
  const failOnceAmounts = new Set<number>();
  // Route: linked accounts by id, in the order they were made.
  const linked = new Map<string, LinkedAccount>();
  // Route transfers by id, in the order they were made.
  const transfers = new Map<string, RouteTransfer>();
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
    if (url.pathname === '/test/route-status') {
      // The end-to-end suite asks Razorpay to move an account on (named by its id or its email): the signed
      // webhook goes to `url`.
      const held =
        linked.get(String(body.account_id)) ??
        [...linked.values()].find((candidate) => body.email !== undefined && candidate.account.email === body.email);
      if (!held) {
        send(404, {});
        return;
      }
      send(200, {
        status: await standInApi.deliver(String(body.url), standInApi.routeEvent(held.account.id, String(body.status))),
      });
      return;
    }
    if (url.pathname === '/test/settle') {
      // The end-to-end suite asks Razorpay to settle an account (named by its id or its email) to its bank: the
      // signed settlement.processed goes to `url`.
      const held =
        linked.get(String(body.account_id)) ??
        [...linked.values()].find((candidate) => body.email !== undefined && candidate.account.email === body.email);
      const event = held ? standInApi.settleAccount(held.account.id) : null;
      if (!event) {
        send(404, {});
        return;
      }
      send(200, { status: await standInApi.deliver(String(body.url), event) });
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
    const answer = (status: number, json: unknown) => {
      const call = `${request.method} ${url.pathname}`;
      const lose = standIn.loseNextAnswerTo;
      if (lose !== null && (typeof lose === 'string' ? lose === call : lose.test(call))) {
        standIn.loseNextAnswerTo = null;
        request.socket.destroy();
        return;
      }
      send(status, json);
    };
    if (request.method === 'POST' && url.pathname === '/v2/accounts') {
      const problem = linkedAccountProblem(body);
      if (problem) {
        send(400, problem);
        return;
      }
      const account = {
        id: razorpayId('acc_'),
        type: 'route',
        status: 'created',
        email: body.email,
        profile: body.profile,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
        phone: body.phone,
        business_type: body.business_type,
        legal_business_name: body.legal_business_name,
        customer_facing_business_name: body.legal_business_name,
        reference_id: body.reference_id,
        contact_name: body.contact_name,
        legal_info: body.legal_info,
      };
      linked.set(account.id, { account, stakeholders: [], product: null });
      answer(200, account);
      return;
    }
    const routePath = /^\/v2\/accounts\/([^/]+)(?:\/(stakeholders|products)(?:\/([^/]+))?)?$/.exec(url.pathname);
    if (routePath) {
      const [, accountId, part, partId] = routePath;
      const held = linked.get(String(accountId));
      if (!held) {
        send(400, {
          error: { ...refusal('Linked account does not exist').error, reason: 'linked_account_id_does_not_exist' },
        });
        return;
      }
      if (!part && request.method === 'GET') {
        answer(200, held.account);
        return;
      }
      if (part === 'stakeholders' && !partId && request.method === 'GET') {
        answer(200, { entity: 'collection', count: held.stakeholders.length, items: held.stakeholders });
        return;
      }
      if (part === 'stakeholders' && !partId && request.method === 'POST') {
        if (!textOf(body.name)) {
          send(400, refusal('The name field is required.', 'name'));
          return;
        }
        if (!textOf(body.email)) {
          send(400, refusal('The email field is required.', 'email'));
          return;
        }
        const pan = textOf(asRecord(body.kyc).pan);
        if (pan && !PAN.test(pan)) {
          send(400, refusal('Invalid pan', 'kyc.pan'));
          return;
        }
        const stakeholder = {
          entity: 'stakeholder',
          id: razorpayId('sth_'),
          name: body.name,
          email: body.email,
          phone: body.phone ?? {},
          relationship: body.relationship ?? {},
          kyc: body.kyc ?? {},
          notes: body.notes ?? [],
        };
        held.stakeholders.push(stakeholder);
        answer(200, stakeholder);
        return;
      }
      if (part === 'products' && !partId && request.method === 'POST') {
        if (body.product_name !== 'route') {
          send(400, refusal('Invalid product name', 'product_name'));
          return;
        }
        if (body.tnc_accepted !== true) {
          send(400, refusal('The tnc accepted field is required.', 'tnc_accepted'));
          return;
        }
        // One Route configuration per account: asking again answers the one there is.
        if (!held.product) {
          const id = razorpayId('acc_prd_');
          const requirement = (field: string) => ({
            field_reference: `settlements.${field}`,
            resolution_url: `/accounts/${held.account.id}/products/${id}`,
            reason_code: 'field_missing',
            status: 'required',
          });
          held.product = {
            requested_configuration: [],
            active_configuration: { settlements: { account_number: null, ifsc_code: null, beneficiary_name: null } },
            requirements: [requirement('beneficiary_name'), requirement('account_number'), requirement('ifsc_code')],
            tnc: { id: razorpayId('tnc_'), accepted: true, accepted_at: Math.floor(Date.now() / 1000) },
            id,
            product_name: 'route',
            activation_status: 'needs_clarification',
            account_id: held.account.id,
            requested_at: Math.floor(Date.now() / 1000),
          };
        }
        answer(200, held.product);
        return;
      }
      if (part === 'products' && partId && held.product?.id === partId) {
        if (request.method === 'GET') {
          answer(200, held.product);
          return;
        }
        if (request.method === 'PATCH') {
          const settlements = asRecord(body.settlements);
          if (!/^\d{5,20}$/.test(textOf(settlements.account_number))) {
            send(400, refusal('The account number field is invalid.', 'settlements.account_number'));
            return;
          }
          if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(textOf(settlements.ifsc_code))) {
            send(400, refusal('Invalid IFSC Code', 'settlements.ifsc_code'));
            return;
          }
          if (!textOf(settlements.beneficiary_name)) {
            send(400, refusal('The beneficiary name field is required.', 'settlements.beneficiary_name'));
            return;
          }
          held.product = {
            ...held.product,
            active_configuration: { settlements },
            requirements: [],
            activation_status: standIn.routeActivation,
          };
          answer(200, held.product);
          return;
        }
      }
      send(400, refusal('The requested URL was not found on the server.'));
      return;
    }
    const paymentTransfers = /^\/v1\/payments\/([^/]+)\/transfers$/.exec(url.pathname);
    if (paymentTransfers) {
      const paymentId = String(paymentTransfers[1]);
      if (request.method === 'GET') {
        const items = [...transfers.values()].filter((transfer) => transfer.source === paymentId).map(publicTransfer);
        answer(200, { entity: 'collection', count: items.length, items });
        return;
      }
      if (request.method === 'POST') {
        const asked = Array.isArray(body.transfers) ? (body.transfers as unknown[]).map(asRecord) : [];
        if (asked.length === 0) {
          send(400, refusal('The transfers field is required.', 'transfers'));
          return;
        }
        const made: RouteTransfer[] = [];
        for (const item of asked) {
          const held = linked.get(textOf(item.account));
          if (!held) {
            send(400, refusal('The account id provided does not exist', 'account'));
            return;
          }
          if (held.product?.activation_status !== 'activated') {
            send(400, refusal('Transfer cannot be made to a Linked Account which is not activated', 'account'));
            return;
          }
          const amount = Number(item.amount);
          if (!Number.isInteger(amount) || amount < 100) {
            send(400, refusal('The amount must be at least INR 1.00.', 'amount'));
            return;
          }
          if (item.currency !== 'INR') {
            send(400, refusal('The selected currency is invalid.', 'currency'));
            return;
          }
          const onHold = item.on_hold === true || item.on_hold === 1 || item.on_hold === '1';
          made.push({
            id: razorpayId('trf_'),
            entity: 'transfer',
            status: standIn.transferStatus,
            source: paymentId,
            recipient: held.account.id,
            amount,
            currency: 'INR',
            amount_reversed: 0,
            fees: 0,
            tax: null,
            notes: item.notes ?? [],
            linked_account_notes: [],
            on_hold: onHold,
            on_hold_until: typeof item.on_hold_until === 'number' ? item.on_hold_until : null,
            settlement_status: onHold ? 'on_hold' : 'pending',
            recipient_settlement_id: null,
            created_at: Math.floor(Date.now() / 1000),
            processed_at: standIn.transferStatus === 'processed' ? Math.floor(Date.now() / 1000) : null,
            error: { code: null, description: null, reason: null, field: null, step: null, id: null, source: null },
            reversals: [],
          });
        }
        for (const transfer of made) transfers.set(transfer.id, transfer);
        answer(200, { entity: 'collection', count: made.length, items: made.map(publicTransfer) });
        return;
      }
    }
    if (request.method === 'GET' && url.pathname === '/v1/transfers') {
      // Fetch transfers (of a settlement with recipient_settlement_id), newest first, `count` (10 by default, at
      // most 100) from `skip`.
      const settlementId = url.searchParams.get('recipient_settlement_id');
      const count = Math.min(Number(url.searchParams.get('count') ?? 10) || 10, 100);
      const skip = Number(url.searchParams.get('skip') ?? 0) || 0;
      const items = [...transfers.values()]
        .filter((transfer) => settlementId === null || transfer.recipient_settlement_id === settlementId)
        .reverse()
        .slice(skip, skip + count)
        .map(publicTransfer);
      answer(200, { entity: 'collection', count: items.length, items });
      return;
    }
    const transferPath = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(url.pathname);
    if (transferPath) {
      const transfer = transfers.get(String(transferPath[1]));
      if (!transfer) {
        send(400, refusal('The id provided does not exist'));
        return;
      }
      if (!transferPath[2] && request.method === 'GET') {
        answer(200, publicTransfer(transfer));
        return;
      }
      if (!transferPath[2] && request.method === 'PATCH') {
        if (!('on_hold' in body)) {
          send(400, refusal('The on hold field is required.', 'on_hold'));
          return;
        }
        const onHold = body.on_hold === true || body.on_hold === 1 || body.on_hold === '1';
        transfer.on_hold = onHold;
        transfer.on_hold_until = onHold && typeof body.on_hold_until === 'number' ? body.on_hold_until : null;
        // A transfer settled already stays settled (its money is in the bank).
        if (transfer.settlement_status !== 'settled') transfer.settlement_status = onHold ? 'on_hold' : 'pending';
        answer(200, publicTransfer(transfer));
        return;
      }
      if (transferPath[2] && request.method === 'GET') {
        answer(200, { entity: 'collection', count: transfer.reversals.length, items: transfer.reversals });
        return;
      }
      if (transferPath[2] && request.method === 'POST') {
        const left = transfer.amount - transfer.amount_reversed;
        const amount = body.amount === undefined ? left : Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0) {
          send(400, refusal('The amount must be at least 1.', 'amount'));
          return;
        }
        if (amount > left) {
          send(400, refusal('The reversal amount provided is greater than amount not reversed.', 'amount'));
          return;
        }
        const reversal = {
          id: razorpayId('rvrsl_'),
          entity: 'reversal',
          transfer_id: transfer.id,
          amount,
          fee: 0,
          tax: 0,
          currency: 'INR',
          notes: body.notes ?? [],
          initiator_id: null,
          customer_refund_id: null,
          created_at: Math.floor(Date.now() / 1000),
        };
        transfer.reversals.push(reversal);
        transfer.amount_reversed += amount;
        transfer.status = transfer.amount_reversed === transfer.amount ? 'reversed' : 'partially_reversed';
        answer(200, reversal);
        return;
      }
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
  const signWebhook = (event: Record<string, unknown>) => {
    const text = JSON.stringify(event);
    return { body: text, signature: sign(WEBHOOK_SECRET, text) };
  };
  const standInApi = {
    routeEvent(accountId: string, status: string, options: { kind?: 'product' | 'account'; createdAt?: number } = {}) {
      const held = linked.get(accountId);
      const createdAt = options.createdAt ?? Math.floor(Date.now() / 1000);
      if (options.kind === 'account') {
        return {
          entity: 'event',
          account_id: accountId,
          event: `account.${status}`,
          contains: ['account'],
          payload: {
            account: {
              entity: { id: accountId.replace(/^acc_/, ''), entity: 'merchant', email: held?.account.email ?? null },
            },
          },
          created_at: createdAt,
        };
      }
      if (held?.product) held.product = { ...held.product, activation_status: status };
      return {
        entity: 'event',
        account_id: accountId,
        event: `product.route.${status}`,
        contains: ['merchant_product'],
        payload: {
          merchant_product: {
            entity: {
              id: held?.product?.id ?? razorpayId('acc_prd_'),
              merchant_id: accountId,
              activation_status: status,
            },
            data: [],
          },
        },
        created_at: createdAt,
      };
    },
    transferEvent(transferId: string, event: 'processed' | 'failed') {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`no transfer ${transferId}`);
      transfer.status = event;
      if (event === 'failed') {
        transfer.error = {
          code: 'BAD_REQUEST_ERROR',
          description: 'Transfer failed as the linked account is suspended',
          reason: 'linked_account_suspended',
          field: null,
          step: null,
          id: transfer.id,
          source: 'business',
        };
      }
      return {
        entity: 'event',
        account_id: transfer.recipient,
        event: `transfer.${event}`,
        contains: ['transfer'],
        payload: { transfer: { entity: publicTransfer(transfer) } },
        created_at: Math.floor(Date.now() / 1000),
      };
    },
    settleAccount(accountId: string) {
      const due = [...transfers.values()].filter(
        (transfer) =>
          transfer.recipient === accountId &&
          transfer.status !== 'failed' &&
          !transfer.on_hold &&
          transfer.settlement_status === 'pending',
      );
      const amount = due.reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
      if (due.length === 0 || amount <= 0) return null;
      const settlementId = razorpayId('setl_');
      for (const transfer of due) {
        transfer.settlement_status = 'settled';
        transfer.recipient_settlement_id = settlementId;
      }
      const createdAt = Math.floor(Date.now() / 1000);
      return {
        entity: 'event',
        account_id: accountId,
        event: 'settlement.processed',
        contains: ['settlement'],
        payload: {
          settlement: {
            entity: {
              id: settlementId,
              entity: 'settlement',
              amount,
              status: 'processed',
              fees: 0,
              tax: 0,
              utr: `${createdAt}${razorpayId('').slice(0, 6).toLowerCase()}`,
              created_at: createdAt,
            },
          },
        },
        created_at: createdAt,
      };
    },
    async deliver(target: string, event: Record<string, unknown>) {
      const signed = signWebhook(event);
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signed.signature,
          'x-razorpay-event-id': razorpayId(''),
        },
        body: signed.body,
      });
      return response.status;
    },
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    ...standInApi,
    linkedAccounts: () => [...linked.values()],
    transfers: () => [...transfers.values()],
    config: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: base,
      checkoutUrl: `${base}/v1/checkout.js`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    paymentSignature: (orderId: string, paymentId: string) => sign(KEY_SECRET, `${orderId}|${paymentId}`),
    webhook: signWebhook,
    reset: () => void Object.assign(standIn, startSettings()),
  });
}
