// Test fixtures for invoices and credit notes: Kala as a registered supplier, an artist's payout details with or
// without a GSTIN, an original to sell, and an order paid online through the Razorpay stand-in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import { expect } from 'vitest';
import { createArtwork, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { loadConfig } from '../../config';
import { nowIso } from '../../lib/ids';
import { seal } from '../../lib/secret-box';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';
import { capturedEvent, deliverWebhook } from '../payments/payments.fixtures';

/** A GSTIN registered in Karnataka (29) whose check character is right. */
export const KARNATAKA_GSTIN = '29ABCPE1234F1Z7';
/** Kala's own, in Karnataka too (a valid check character). */
export const KALA_GSTIN = '29AAACK1234A1Z6';

/**
 * An app whose Kala is a registered supplier, from the environment as a deployment sets it (docs/taxes.md; the
 * rates are the defaults), paid through a Razorpay stand-in; its close() stops both.
 */
export async function startTaxedApp(): Promise<{ t: TestApp; gateway: RazorpayStandIn }> {
  const { taxes } = loadConfig(
    {
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
      KALA_LEGAL_NAME: 'Kala Art Marketplace Pvt Ltd',
      KALA_ADDRESS: '1 Residency Road; Bengaluru 560025',
      KALA_STATE: 'Karnataka',
      KALA_GSTIN,
    },
    { dataDir: mkdtempSync(path.join(tmpdir(), 'kala-taxes-')) },
  );
  return createTestAppWithStandIn({ publicUrl: 'https://kala.example', taxes });
}

/** Payout details as the payouts page saves them (decision 0034), without asking Razorpay for an account. */
export async function savePayoutDetails(t: TestApp, artist: TestUser, legalName: string, gstin: string | null) {
  const key = t.config.payoutDetailsKey;
  const now = nowIso();
  await t.deps.db
    .insertInto('payout_accounts')
    .values({
      user_id: artist.id,
      legal_name: legalName,
      pan_sealed: seal(key, 'ABCPE1234F', artist.id),
      pan_last4: '234F',
      account_sealed: seal(key, '123456789012', artist.id),
      account_last4: '9012',
      ifsc: 'HDFC0001234',
      gstin_sealed: gstin ? seal(key, gstin, artist.id) : null,
      gstin_last4: gstin ? gstin.slice(-4) : null,
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      reference_id: `ref_${artist.id.slice(-8)}`,
      account_claimed_at: null,
      gateway_account_id: null,
      stakeholder_id: null,
      product_id: null,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** An original for sale, one of it, in `medium` (its HSN code follows the medium). */
export async function originalWork(t: TestApp, artist: TestUser, medium: string | null = 'oil', price = 11_800) {
  const created = await createArtwork(t, artist.id, { forSale: true, price, quantity: 1 });
  await t.deps.db.updateTable('artworks').set({ medium, edition: 'original' }).where('id', '=', created.id).execute();
  return created;
}

/** Checks `buyer`'s cart out with `artworkId` in it, shipping to `state`; an online checkout's payment with it. */
export async function checkoutOne(
  t: TestApp,
  buyer: TestUser,
  artworkId: string,
  method: 'online' | 'cod' = 'online',
  state = 'Karnataka',
) {
  await addToCart(t, buyer, artworkId);
  const res = await postCheckout(t, buyer, { body: { paymentMethod: method, state } });
  expect(res.statusCode, res.body).toBe(201);
  return method === 'online'
    ? onlineCheckoutResponseSchema.parse(res.json())
    : { orders: res.json() as Order[], payment: null };
}

let webhookEvents = 0;
/** A webhook event id no other delivery of this worker has used. */
export function nextEventId(): string {
  webhookEvents += 1;
  return `evt_invoices_${webhookEvents}`;
}

/** Checks out `artworkId` online for `buyer` and delivers the capture, as Razorpay would; the order, paid. */
export async function payOnline(
  t: TestApp,
  gateway: RazorpayStandIn,
  buyer: TestUser,
  artworkId: string,
  state = 'Karnataka',
): Promise<Order> {
  const { orders, payment } = await checkoutOne(t, buyer, artworkId, 'online', state);
  if (!payment) throw new Error('no payment');
  const eventId = nextEventId();
  const res = await deliverWebhook(
    t,
    gateway,
    capturedEvent(payment.orderId, `pay_${eventId}`, payment.amount),
    eventId,
  );
  expect(res.statusCode).toBe(200);
  return orders[0] as Order;
}

/** The order's invoices, the sale's first. */
export const invoicesOf = (t: TestApp, orderId: string) =>
  t.deps.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('role', 'desc').execute();
