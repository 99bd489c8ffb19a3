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
  /** Razorpay Route, where artists are paid (decision 0034): the linked account and its onboarding. */
  route: RouteGateway;
}

/** An individual artist's Route linked account, as POST /v2/accounts takes it. */
export interface LinkedAccountInput {
  /** Kala's reference (at most 20 characters). */
  referenceId: string;
  email: string;
  phone: string;
  legalName: string;
  pan: string;
  gstin: string | null;
  address: { street: string; city: string; state: string; pincode: string };
}

/** What Route's product configuration says of itself: its id and activation_status. */
export interface RouteProduct {
  id: string;
  activationStatus: string;
}

export interface RouteGateway {
  createLinkedAccount(input: LinkedAccountInput): Promise<{ id: string }>;
  /** The stakeholders of a linked account (one for an individual), to adopt one made by an earlier attempt. */
  stakeholders(accountId: string): Promise<{ id: string }[]>;
  createStakeholder(
    accountId: string,
    input: { name: string; email: string; phone: string; pan: string },
  ): Promise<{ id: string }>;
  /** Asks for the Route product on the account, terms accepted. */
  requestRouteProduct(accountId: string): Promise<RouteProduct>;
  /** Sets (or changes) the bank account the product settles to. */
  setSettlementAccount(
    accountId: string,
    productId: string,
    bank: { accountNumber: string; ifsc: string; beneficiaryName: string },
  ): Promise<RouteProduct>;
  /** A transfer from a captured payment to a linked account (POST /v1/payments/:id/transfers), held until released. */
  createTransfer(
    paymentId: string,
    input: { account: string; amountPaise: number; notes: Record<string, string>; onHold: boolean },
  ): Promise<RouteTransfer>;
  /** The transfer of this payment whose notes hold all of `notes` (one Kala asked for earlier), or null. */
  findTransfer(paymentId: string, notes: Record<string, string>): Promise<RouteTransfer | null>;
  /** Puts a transfer's settlement on hold, or releases it (PATCH /v1/transfers/:id). */
  setTransferHold(transferId: string, onHold: boolean): Promise<RouteTransfer>;
  /** Takes part (or all) of a transfer back from the linked account (POST /v1/transfers/:id/reversals). */
  reverseTransfer(
    transferId: string,
    input: { amountPaise: number; notes: Record<string, string> },
  ): Promise<{ id: string; amount: number }>;
  /** The reversal of this transfer whose notes hold all of `notes`, or null (GET /v1/transfers/:id/reversals). */
  findReversal(transferId: string, notes: Record<string, string>): Promise<{ id: string; amount: number } | null>;
  /** The transfers a linked account's settlement paid out (GET /v1/transfers?recipient_settlement_id=), all pages. */
  settlementTransfers(settlementId: string): Promise<SettlementOfTransfer[]>;
  /** One transfer, with where its settlement is (GET /v1/transfers/:id). */
  fetchTransfer(transferId: string): Promise<SettlementOfTransfer>;
}

/** What Kala reads of a transfer's settlement to the linked account's bank (decision 0044). */
export interface SettlementOfTransfer {
  id: string;
  /** The linked account it went to (acc_…). */
  recipient: string;
  amount: number;
  amountReversed: number;
  /** pending, on_hold or settled (null for a failed transfer). */
  settlementStatus: string | null;
  /** The settlement that paid it out (setl_…), once settled. */
  settlementId: string | null;
}

/** What Kala reads of a Route transfer. */
export interface RouteTransfer {
  id: string;
  status: string;
  amount: number;
  onHold: boolean;
}

const toSettlement = (transfer: {
  id: string;
  recipient: string;
  amount: number | string;
  amount_reversed?: number | string | null;
  settlement_status?: string | null;
  recipient_settlement_id?: string | null;
}): SettlementOfTransfer => ({
  id: transfer.id,
  recipient: String(transfer.recipient),
  amount: Number(transfer.amount),
  amountReversed: Number(transfer.amount_reversed ?? 0),
  settlementStatus: transfer.settlement_status ?? null,
  settlementId: transfer.recipient_settlement_id ?? null,
});

/** The API's largest page of a collection. */
const PAGE = 100;

const notesHold = (held: unknown, wanted: Record<string, string>) => {
  const notes = (held && typeof held === 'object' && !Array.isArray(held) ? held : {}) as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => notes[key] === value);
};

const toTransfer = (transfer: { id: string; status: string; amount: number | string; on_hold?: unknown }) => ({
  id: transfer.id,
  status: String(transfer.status),
  amount: Number(transfer.amount),
  onHold: transfer.on_hold === true || transfer.on_hold === 1,
});

/**
 * Razorpay refused the request (a 4xx with its error object): its `description` is meant to be shown, and
 * never repeats a value that was sent. Anything else that fails (no answer, a 5xx) is thrown as it came.
 */
export class GatewayRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly field: string | undefined,
  ) {
    super(description);
  }
}

/** The SDK rejects with `{ statusCode, error: { description, field } }` for an answer; this makes a 4xx a refusal. */
async function refusals<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const answer = error as { statusCode?: unknown; error?: { description?: unknown; field?: unknown } };
    if (typeof answer?.statusCode === 'number' && answer.statusCode >= 400 && answer.statusCode < 500) {
      const description = typeof answer.error?.description === 'string' ? answer.error.description : 'Bad request';
      const field = typeof answer.error?.field === 'string' ? answer.error.field : undefined;
      throw new GatewayRefusal(answer.statusCode, description, field);
    }
    throw error;
  }
}

/** Razorpay's Route states for our State names: upper case, as its examples write them ('KARNATAKA'). */
const gatewayState = (state: string) => state.toUpperCase();

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
    route: {
      async createLinkedAccount(input) {
        const account = await refusals(
          client.accounts.create({
            email: input.email,
            phone: input.phone,
            type: 'route',
            reference_id: input.referenceId,
            legal_business_name: input.legalName,
            business_type: 'individual',
            contact_name: input.legalName,
            profile: {
              // Artists sell their own work: Razorpay's category for arts and crafts sellers.
              category: 'ecommerce',
              subcategory: 'arts_and_collectibles',
              addresses: {
                registered: {
                  street1: input.address.street,
                  street2: input.address.city,
                  city: input.address.city,
                  state: gatewayState(input.address.state),
                  postal_code: input.address.pincode,
                  country: 'IN',
                },
              },
            },
            legal_info: input.gstin ? { pan: input.pan, gst: input.gstin } : { pan: input.pan },
          }),
        );
        return { id: account.id };
      },
      async stakeholders(accountId) {
        const { items } = await refusals(client.stakeholders.all(accountId));
        return items.map((item) => ({ id: item.id }));
      },
      async createStakeholder(accountId, { name, email, phone, pan }) {
        const stakeholder = await refusals(
          client.stakeholders.create(accountId, { name, email, phone: { primary: phone }, kyc: { pan } }),
        );
        return { id: stakeholder.id };
      },
      async requestRouteProduct(accountId) {
        const product = await refusals(
          client.products.requestProductConfiguration(accountId, { product_name: 'route', tnc_accepted: true }),
        );
        return { id: product.id, activationStatus: String(product.activation_status) };
      },
      async setSettlementAccount(accountId, productId, bank) {
        const product = await refusals(
          client.products.edit(accountId, productId, {
            settlements: {
              account_number: bank.accountNumber,
              ifsc_code: bank.ifsc,
              beneficiary_name: bank.beneficiaryName,
            },
            tnc_accepted: true,
          }),
        );
        return { id: product.id, activationStatus: String(product.activation_status) };
      },
      async createTransfer(paymentId, { account, amountPaise, notes, onHold }) {
        const { items } = await refusals(
          client.payments.transfer(paymentId, {
            transfers: [{ account, amount: amountPaise, currency: 'INR', notes, on_hold: onHold }],
          }),
        );
        const [made] = items;
        if (!made) throw new Error('Razorpay answered a transfer request with no transfer');
        return toTransfer(made);
      },
      async findTransfer(paymentId, notes) {
        const { items } = await refusals(client.payments.fetchTransfer(paymentId));
        const found = items.find((transfer) => notesHold(transfer.notes, notes));
        return found ? toTransfer(found) : null;
      },
      async setTransferHold(transferId, onHold) {
        return toTransfer(await refusals(client.transfers.edit(transferId, { on_hold: onHold })));
      },
      async reverseTransfer(transferId, { amountPaise, notes }) {
        // The SDK's type lists only `amount`; the API takes `notes` too (Razorpay's "Reverse a Transfer").
        const params = { amount: amountPaise, notes } as { amount: number };
        const reversal = await refusals(client.transfers.reverse(transferId, params));
        return { id: reversal.id, amount: Number(reversal.amount) };
      },
      async findReversal(transferId, notes) {
        // The SDK has no call for a transfer's reversals: its own request helper asks the documented endpoint.
        const { items } = await refusals(
          client.api.get<unknown, { items: { id: string; amount: number; notes: unknown }[] }>({
            url: `/transfers/${transferId}/reversals`,
          }),
        );
        const found = items.find((reversal) => notesHold(reversal.notes, notes));
        return found ? { id: found.id, amount: Number(found.amount) } : null;
      },
      async settlementTransfers(settlementId) {
        // A settlement of one artist's account covers their transfers of a day or so; pages of 100 until a short one.
        const all: SettlementOfTransfer[] = [];
        for (let skip = 0; ; skip += PAGE) {
          const { items } = await refusals(
            client.transfers.all({ recipient_settlement_id: settlementId, count: PAGE, skip }),
          );
          all.push(...items.map(toSettlement));
          if (items.length < PAGE) return all;
        }
      },
      async fetchTransfer(transferId) {
        return toSettlement(await refusals(client.transfers.fetch(transferId)));
      },
    },
  };
  gateways.set(config, gateway);
  return gateway;
}
