import { PAYMENT_STATUSES } from '@kala/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { postCheckout } from '../checkout/checkout.fixtures';
import { type PlacedOrders, PaymentSteps, type Who } from '../payments/payments.fixtures';
import { releaseExpiredHolds } from '../payments/payments.service';

// Issue 32 finding 1 as a property: random sequences of what a buyer, the artist, an admin and the gateway can do
// (through the app's routes, the sweep, and the Razorpay stand-in's signatures) never leave an online order
// showing paid without a payment the gateway took, nor cancelled with the gateway's money kept (no refund asked).
// Each run is a fresh buyer and fresh artworks on one app; the invariants are checked after every step.

type Action =
  | { kind: 'checkout'; online: boolean; artwork: number }
  | { kind: 'pay'; order: number; via: 'verify' | 'webhook' }
  | { kind: 'forgedVerify'; order: number }
  | { kind: 'failed'; order: number }
  | { kind: 'refundProcessed'; order: number }
  | { kind: 'setPayment'; order: number; who: 'artist' | 'admin'; route: 'sale' | 'admin'; status: string }
  | { kind: 'cancel'; order: number; who: Who }
  | { kind: 'ship'; order: number; who: 'artist' | 'admin' }
  | { kind: 'sweep' };

const index = fc.nat({ max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('checkout' as const), online: fc.boolean(), artwork: fc.nat({ max: 2 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      order: index,
      via: fc.constantFrom('verify' as const, 'webhook' as const),
    }),
  },
  fc.record({ kind: fc.constant('forgedVerify' as const), order: index }),
  fc.record({ kind: fc.constant('failed' as const), order: index }),
  fc.record({ kind: fc.constant('refundProcessed' as const), order: index }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('setPayment' as const),
      order: index,
      who: fc.constantFrom('artist' as const, 'admin' as const),
      route: fc.constantFrom('sale' as const, 'admin' as const),
      status: fc.constantFrom(...PAYMENT_STATUSES),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: index,
      who: fc.constantFrom<Who>('buyer', 'artist', 'admin'),
    }),
  },
  fc.record({
    kind: fc.constant('ship' as const),
    order: index,
    who: fc.constantFrom('artist' as const, 'admin' as const),
  }),
  fc.record({ kind: fc.constant('sweep' as const) }),
);

describe('payment authority under random sequences of actions', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('no online order is paid without a gateway payment, nor cancelled with the money kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
        const buyer = await createUser(t);
        const artworks = await Promise.all(
          [1200, 750.5, 3000].map((price) => createArtwork(t, artist.id, { forSale: true, price, quantity: 2 })),
        );
        const people: Record<Who, TestUser> = { buyer, artist, admin };
        // The steps on payments, and what the model of the gateway knows: each gateway order's amount and the one
        // payment it captured.
        const steps = new PaymentSteps(() => t, gateway, people);
        const { placed } = steps;
        let now = Date.now();

        for (const step of actions) {
          const order = 'order' in step ? placed.pick(step.order) : undefined;
          switch (step.kind) {
            case 'checkout': {
              const artwork = artworks[step.artwork];
              if (!artwork) break;
              const added = await t.app.inject({
                method: 'POST',
                url: '/api/auth/cart',
                headers: buyer.auth,
                payload: { artworkId: artwork.id },
              });
              if (added.statusCode !== 201) break;
              const res = await postCheckout(t, buyer, { body: step.online ? { paymentMethod: 'online' } : {} });
              expect(res.statusCode).toBeLessThan(500);
              if (res.statusCode !== 201) break;
              placed.add(step.online, res.json());
              // A line the checkout refused stays in the cart; clear it so the next checkout is of its own line.
              await t.deps.db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
              break;
            }
            case 'forgedVerify': {
              const known = placed.gatewayOrder(order?.id);
              if (!known) break;
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/auth/payments/verify',
                headers: buyer.auth,
                payload: {
                  razorpay_order_id: known.id,
                  razorpay_payment_id: 'pay_forged',
                  razorpay_signature: 'ab'.repeat(32),
                },
              });
              expect(res.statusCode).toBe(400);
              break;
            }
            case 'setPayment': {
              if (!order) break;
              const res = await t.app.inject({
                method: 'PATCH',
                url: step.route === 'sale' ? `/api/auth/sales/${order.id}` : `/api/admin/orders/${order.id}`,
                headers: people[step.who].auth,
                payload: { paymentStatus: step.status },
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'ship': {
              if (!order) break;
              const res = await t.app.inject({
                method: 'PATCH',
                url: `/api/${step.who === 'admin' ? 'admin/orders' : 'auth/sales'}/${order.id}`,
                headers: people[step.who].auth,
                payload: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'sweep': {
              now += 31 * 60_000;
              await releaseExpiredHolds(t.deps.db, new Date(now));
              break;
            }
            default:
              // Paying, a payment failing, a refund reported processed, a cancellation.
              await steps.take(step);
          }
          await checkInvariants(placed);
        }
      }),
      { numRuns: 12, seed: 3201, endOnFailure: true },
    );
  });

  async function checkInvariants(placed: PlacedOrders) {
    const orders = placed.all;
    if (orders.length === 0) return;
    const rows = await t.deps.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method', 'payment_status', 'refund_status'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    for (const row of rows) {
      if (row.payment_method !== 'online') continue;
      const taken = placed.gatewayOrder(row.id)?.paymentId ?? null;
      const refunds = gateway.calls.filter(
        (c) => c.path.endsWith('/refund') && (c.body.notes as Record<string, unknown>)?.kala_order_id === row.id,
      );
      const where = `order ${row.id}: ${JSON.stringify(row)}`;
      // Shown paid (or refunded) only when the gateway took a payment for it.
      if (row.payment_status === 'paid' || row.payment_status === 'refunded') expect(taken, where).not.toBeNull();
      // Shown refunded only when the gateway was asked for that refund.
      if (row.payment_status === 'refunded') expect(refunds.length, where).toBeGreaterThan(0);
      // Cancelled with the gateway's money: the refund was asked for, once.
      if (row.status === 'cancelled' && taken !== null) {
        expect(refunds.length, where).toBe(1);
        expect(row.refund_status, where).not.toBeNull();
      }
      // Never refunded twice, whatever happened.
      expect(refunds.length, where).toBeLessThanOrEqual(1);
    }
  }
});
