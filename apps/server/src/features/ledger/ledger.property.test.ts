import { ledgerCheckSchema, onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, restartedApp, type TestApp } from '../../../test/helpers';
import { type RazorpayStandIn, startRazorpayStandIn } from '../../../test/razorpay-stand-in';
import { nowIso } from '../../lib/ids';
import { SHIPPING } from '../checkout/checkout.fixtures';
import { releaseExpiredHolds, retryRefunds } from '../payments/payments.service';

// Issue 37 item 5 as a property (docs/decisions/0035-ledger.md): random sequences of checkouts (online and on
// delivery, one or two lines), payments by verify and by webhook (each possibly reported twice), failed payments,
// cancellations by the buyer, the artist and an admin (refunds processed at once or later), refund webhooks, cash
// collected, shipping and delivery, the hold and refund sweeps, and restarts (a new app on the same database), over
// many orders. After every step, for every order: what the buyer paid = what the artist earned + Kala's fee + what
// was refunded, the ledger's refunds are the gateway's, and the admin's check agrees (no order named).

type Who = 'buyer' | 'artist' | 'admin';
type Action =
  | { kind: 'checkout'; online: boolean; artworks: number[] }
  | { kind: 'pay'; order: number; via: 'verify' | 'webhook'; twice: boolean }
  | { kind: 'failed'; order: number }
  | { kind: 'cancel'; order: number; who: Who; refundAtOnce: boolean }
  | { kind: 'refundProcessed'; order: number }
  | { kind: 'cashCollected'; order: number; who: 'artist' | 'admin' }
  | { kind: 'ship'; order: number }
  | { kind: 'deliver'; order: number }
  | { kind: 'sweep'; refundsProcessed: boolean }
  | { kind: 'restart' };

const index = fc.nat({ max: 9 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      online: fc.boolean(),
      artworks: fc.uniqueArray(fc.nat({ max: 3 }), { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      order: index,
      via: fc.constantFrom('verify' as const, 'webhook' as const),
      twice: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('failed' as const), order: index }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: index,
      who: fc.constantFrom<Who>('buyer', 'artist', 'admin'),
      refundAtOnce: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('refundProcessed' as const), order: index }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cashCollected' as const),
      order: index,
      who: fc.constantFrom('artist' as const, 'admin' as const),
    }),
  },
  fc.record({ kind: fc.constant('ship' as const), order: index }),
  fc.record({ kind: fc.constant('deliver' as const), order: index }),
  fc.record({ kind: fc.constant('sweep' as const), refundsProcessed: fc.boolean() }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

describe('the ledger under random sequences of money movements', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let admin: TestUser;
  let events = 0;
  // The app in use: the first one, or the latest restart.
  let current: Pick<TestApp, 'app' | 'deps'>;
  let restarted: { close(): Promise<void> } | null = null;
  // What the sequences reached (payment method and status of each order checked, and restarts): not vacuous.
  const reached = new Set<string>();
  beforeAll(async () => {
    gateway = await startRazorpayStandIn();
    t = await createTestApp({ razorpay: gateway.config, platformFeeBasisPoints: 1250 });
    current = t;
    artist = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    // Shipping is charged (₹45.50 a parcel), so the fee's exclusion of it is exercised.
    await t.deps.db
      .insertInto('shipping_profiles')
      .values({
        user_id: artist.id,
        free: 0,
        city_paise: 4550,
        state_paise: 4550,
        india_paise: 4550,
        processing_days: 3,
        returns_days: 0,
        updated_at: nowIso(),
      })
      .execute();
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
    await gateway.close();
  });

  const inject = (options: InjectOptions) => current.app.inject(options);
  const webhook = (event: Record<string, unknown>, eventId = `evt_ledger_prop_${++events}`) => {
    const signed = gateway.webhook(event);
    return inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signed.signature,
        'x-razorpay-event-id': eventId,
      },
      payload: signed.body,
    });
  };

  it('what the buyer paid = what the artist earned + Kala fee + refunded, for every order after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 22 }), async (actions) => {
        const buyer = await createUser(t);
        const artworks = await Promise.all(
          [1200, 750.55, 3000.05, 99.99].map((price) =>
            createArtwork(t, artist.id, { forSale: true, price, quantity: 3 }),
          ),
        );
        const people: Record<Who, TestUser> = { buyer, artist, admin };
        const gatewayOrders = new Map<string, { amount: number; paymentId: string | null }>();
        const orderGatewayOrder = new Map<string, string>();
        const orders: Order[] = [];
        const pick = (i: number) => (orders.length === 0 ? undefined : orders[i % orders.length]);
        let now = Date.now();

        for (const step of actions) {
          const order = 'order' in step ? pick(step.order) : undefined;
          const gatewayOrderId = order ? orderGatewayOrder.get(order.id) : undefined;
          switch (step.kind) {
            case 'checkout': {
              let added = 0;
              for (const i of step.artworks) {
                const artwork = artworks[i];
                if (!artwork) continue;
                const res = await inject({
                  method: 'POST',
                  url: '/api/auth/cart',
                  headers: buyer.auth,
                  payload: { artworkId: artwork.id },
                });
                if (res.statusCode === 201) added += 1;
              }
              if (added === 0) break;
              const res = await inject({
                method: 'POST',
                url: '/api/auth/checkout',
                headers: buyer.auth,
                payload: { ...SHIPPING, ...(step.online ? { paymentMethod: 'online' } : {}) },
              });
              expect(res.statusCode).toBeLessThan(500);
              await t.deps.db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
              if (res.statusCode !== 201) break;
              if (step.online) {
                const { orders: placed, payment } = onlineCheckoutResponseSchema.parse(res.json());
                gatewayOrders.set(payment.orderId, { amount: payment.amount, paymentId: null });
                for (const o of placed) {
                  orders.push(o);
                  orderGatewayOrder.set(o.id, payment.orderId);
                }
              } else {
                orders.push(...(res.json() as Order[]));
              }
              break;
            }
            case 'pay': {
              const known = gatewayOrderId ? gatewayOrders.get(gatewayOrderId) : undefined;
              if (!gatewayOrderId || !known) break;
              known.paymentId ??= `pay_lp_${gatewayOrderId.replace(/\W/g, '')}`;
              const paymentId = known.paymentId;
              const eventId = `evt_ledger_prop_${++events}`;
              for (let i = 0; i < (step.twice ? 2 : 1); i += 1) {
                const res =
                  step.via === 'verify'
                    ? await inject({
                        method: 'POST',
                        url: '/api/auth/payments/verify',
                        headers: buyer.auth,
                        payload: {
                          razorpay_order_id: gatewayOrderId,
                          razorpay_payment_id: paymentId,
                          razorpay_signature: gateway.paymentSignature(gatewayOrderId, paymentId),
                        },
                      })
                    : await webhook(
                        {
                          event: 'payment.captured',
                          payload: {
                            payment: {
                              entity: { id: paymentId, order_id: gatewayOrderId, amount: known.amount },
                            },
                          },
                        },
                        // Twice: Razorpay's redelivery of the same event.
                        eventId,
                      );
                expect(res.statusCode).toBe(200);
              }
              break;
            }
            case 'failed': {
              if (!gatewayOrderId || gatewayOrders.get(gatewayOrderId)?.paymentId) break;
              const res = await webhook({
                event: 'payment.failed',
                payload: {
                  payment: {
                    entity: { id: 'pay_failed', order_id: gatewayOrderId, amount: 1, error_description: 'Declined' },
                  },
                },
              });
              expect(res.statusCode).toBe(200);
              break;
            }
            case 'cancel': {
              if (!order) break;
              gateway.refundStatus = step.refundAtOnce ? 'processed' : 'pending';
              const res =
                step.who === 'buyer'
                  ? await inject({
                      method: 'POST',
                      url: `/api/auth/orders/${order.id}/cancel`,
                      headers: buyer.auth,
                      payload: {},
                    })
                  : await inject({
                      method: 'PATCH',
                      url: `/api/${step.who === 'admin' ? 'admin/orders' : 'auth/sales'}/${order.id}`,
                      headers: people[step.who].auth,
                      payload: { status: 'cancelled', reason: 'Cannot send it' },
                    });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'refundProcessed': {
              if (!order) break;
              const row = await t.deps.db
                .selectFrom('orders')
                .select('refund_id')
                .where('id', '=', order.id)
                .executeTakeFirst();
              if (!row?.refund_id) break;
              const res = await webhook({
                event: 'refund.processed',
                payload: { refund: { entity: { id: row.refund_id, notes: { kala_order_id: order.id } } } },
              });
              expect(res.statusCode).toBe(200);
              break;
            }
            case 'cashCollected': {
              if (!order) break;
              const res = await inject({
                method: 'PATCH',
                url: step.who === 'admin' ? `/api/admin/orders/${order.id}` : `/api/auth/sales/${order.id}`,
                headers: people[step.who].auth,
                payload: { paymentStatus: 'paid' },
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'ship': {
              if (!order) break;
              const res = await inject({
                method: 'PATCH',
                url: `/api/auth/sales/${order.id}`,
                headers: artist.auth,
                payload: { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'deliver': {
              if (!order) break;
              const res = await inject({
                method: 'POST',
                url: `/api/auth/orders/${order.id}/delivered`,
                headers: buyer.auth,
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'sweep': {
              now += 31 * 60_000;
              gateway.refundStatus = step.refundsProcessed ? 'processed' : 'pending';
              await releaseExpiredHolds(current.deps.db, new Date(now));
              await retryRefunds(current.deps, undefined, new Date(now));
              break;
            }
            case 'restart': {
              const next = await restartedApp(t);
              await restarted?.close();
              restarted = next;
              current = next;
              reached.add('restart');
              break;
            }
          }
          await checkLedger(orders);
        }
      }),
      { numRuns: 16, seed: 3701, endOnFailure: true },
    );
    expect([...reached].sort()).toEqual(
      expect.arrayContaining(['cod:paid', 'cod:pending', 'online:failed', 'online:paid', 'online:refunded', 'restart']),
    );
    // About 10 s alone on either engine; the margin is for a machine busy with other suites.
  }, 120_000);

  async function checkLedger(orders: readonly Order[]) {
    if (orders.length === 0) return;
    const ids = orders.map((o) => o.id);
    const [rows, entries] = await Promise.all([
      t.deps.db
        .selectFrom('orders')
        .select(['id', 'payment_method', 'payment_status', 'total_paise', 'refund_id'])
        .where('id', 'in', ids)
        .execute(),
      t.deps.db
        .selectFrom('ledger_entries')
        .select(['order_id', 'kind', 'amount_paise'])
        .where('order_id', 'in', ids)
        .execute(),
    ]);
    for (const row of rows) {
      reached.add(`${row.payment_method}:${row.payment_status}`);
      const own = entries.filter((entry) => entry.order_id === row.id);
      const sumOf = (kinds: string[] | null) =>
        own
          .filter((entry) => kinds === null || kinds.includes(entry.kind))
          .reduce((sum, entry) => sum + Number(entry.amount_paise), 0);
      const paid = row.payment_status === 'paid' || row.payment_status === 'refunded' ? Number(row.total_paise) : 0;
      const earned = sumOf(null);
      const fee = 0 - sumOf(['fee', 'fee_owed_on_cash']);
      const refunded = 0 - sumOf(['refund']);
      const where = `order ${row.id}: ${JSON.stringify({ row, own })}`;
      expect(earned + fee + refunded, where).toBe(paid);
      // The ledger's refund is the gateway's: the whole order once Razorpay says it is processed, else none.
      expect(refunded, where).toBe(row.payment_status === 'refunded' ? Number(row.total_paise) : 0);
      // Never a negative fee, nor an entry written twice.
      expect(fee, where).toBeGreaterThanOrEqual(0);
    }
    const check = ledgerCheckSchema.parse(
      (await inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth })).json(),
    );
    expect(check.mismatches).toEqual([]);
  }
});
