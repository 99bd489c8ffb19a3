import { type InvoiceDocument, ledgerCheckSchema, type Order } from '@kala/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, restartedApp, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { SHIPPING } from '../checkout/checkout.fixtures';
import { deliverWebhook, PaymentSteps, type Who } from '../payments/payments.fixtures';
import { releaseExpiredHolds, retryRefunds } from '../payments/payments.service';
import { findPayoutAccount } from '../payouts/payouts.repository';
import { putPayoutAccount } from '../payouts/payouts.fixtures';
import { settleTransfers } from '../transfers/transfers.service';

// Issue 37 item 5 as a property (docs/decisions/0035-ledger.md): random sequences of checkouts (online and on
// delivery, one or two lines), payments by verify and by webhook (each possibly reported twice), failed payments,
// cancellations by the buyer, the artist and an admin (refunds processed at once or later), refund webhooks, cash
// collected, shipping and delivery, the hold and refund sweeps, and restarts (a new app on the same database), over
// many orders. After every step, for every order: what the buyer paid = what the artist earned + Kala's fee + the
// TCS (the artist is registered for GST: decision 0045) + what was refunded, the TCS kept (online) or owed (cash) is
// what the fee invoice prints (none once refunded), the ledger's refunds are the gateway's, and the admin's check agrees.
// Transfers to the artist (decision 0039) join in: the artist's linked account is activated at a random step (until
// then transfers wait), answers to transfer requests are lost, transfer webhooks arrive (processed, failed), the
// sweep releases after delivery days later, an admin holds and releases by hand, and cash sales leave a fee and a
// TCS owed that the next transfer keeps back. After every step also: Kala paid out of each order (transfers, reversals and
// the fee kept back) its whole share or nothing while it is paid, nothing once refunded or paid in cash; the
// gateway holds at most one transfer per order, carrying what the ledger says was sent less what was reversed; and
// the artist never owes less than nothing.

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
  | { kind: 'restart' }
  | { kind: 'activate' }
  | { kind: 'loseTransferAnswer' }
  | { kind: 'transferWebhook'; order: number; event: 'processed' | 'failed' }
  | { kind: 'transferSweep'; days: number }
  | { kind: 'byHand'; order: number; action: 'release' | 'hold' };

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
  fc.record({ kind: fc.constant('activate' as const) }),
  fc.record({ kind: fc.constant('loseTransferAnswer' as const) }),
  fc.record({
    kind: fc.constant('transferWebhook' as const),
    order: index,
    event: fc.constantFrom('processed' as const, 'failed' as const),
  }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transferSweep' as const), days: fc.nat({ max: 20 }) }) },
  fc.record({
    kind: fc.constant('byHand' as const),
    order: index,
    action: fc.constantFrom('release' as const, 'hold' as const),
  }),
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
    ({ t, gateway } = await createTestAppWithStandIn({ platformFeeBasisPoints: 1250 }));
    current = t;
    artist = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    // Shipping is charged (₹45.50 a parcel), so the fee's exclusion of it is exercised.
    await setShippingProfile(t, artist.id, { flatPaise: 4550, returnsDays: 7 });
    // The artist's linked account is made (under review): transfers wait until an 'activate' step.
    expect((await putPayoutAccount(t, artist)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  const inject = (options: InjectOptions) => current.app.inject(options);
  const webhook = (event: Record<string, unknown>, eventId = `evt_ledger_prop_${++events}`) =>
    deliverWebhook(current, gateway, event, eventId);

  it('what the buyer paid = what the artist earned + Kala fee + TCS + refunded, for every order after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 22 }), async (actions) => {
        const buyer = await createUser(t);
        const artworks = await Promise.all(
          [1200, 750.55, 3000.05, 99.99].map((price) =>
            createArtwork(t, artist.id, { forSale: true, price, quantity: 3 }),
          ),
        );
        const people: Record<Who, TestUser> = { buyer, artist, admin };
        const steps = new PaymentSteps(() => current, gateway, people);
        const { placed } = steps;
        let now = Date.now();

        for (const step of actions) {
          const order = 'order' in step ? placed.pick(step.order) : undefined;
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
              if (res.statusCode === 201) placed.add(step.online, res.json());
              break;
            }
            case 'cancel': {
              if (!order) break;
              // The refund the cancellation asks for is processed at once, or reported later.
              gateway.refundStatus = step.refundAtOnce ? 'processed' : 'pending';
              await steps.take(step);
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
              await settleTransfers(current.deps, new Date(now));
              break;
            }
            case 'activate': {
              const account = (await findPayoutAccount(t.deps.db, artist.id))?.gateway_account_id;
              if (!account) break;
              expect((await webhook(gateway.routeEvent(account, 'activated'))).statusCode).toBe(200);
              break;
            }
            case 'loseTransferAnswer': {
              gateway.loseNextAnswerTo = /^POST \/v1\/payments\/[^/]+\/transfers$/;
              break;
            }
            case 'transferWebhook': {
              if (!order) break;
              const made = gateway
                .transfers()
                .find((item) => (item.notes as { kala_order_id?: string }).kala_order_id === order.id);
              if (!made || made.status === 'failed' || made.amount_reversed > 0) break;
              expect((await webhook(gateway.transferEvent(made.id, step.event))).statusCode).toBe(200);
              if (step.event === 'failed') reached.add('transfer:failed');
              break;
            }
            case 'transferSweep': {
              await settleTransfers(current.deps, new Date(now + step.days * 24 * 3600 * 1000));
              break;
            }
            case 'byHand': {
              if (!order) break;
              const row = await t.deps.db
                .selectFrom('transfers')
                .select('id')
                .where('order_id', '=', order.id)
                .executeTakeFirst();
              if (!row) break;
              const res = await inject({
                method: 'POST',
                url: `/api/admin/payouts/${row.id}/${step.action}`,
                headers: admin.auth,
                payload: { reason: 'Checked with the buyer' },
              });
              expect(res.statusCode).toBeLessThan(500);
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
            default:
              // Paying (each way possibly reported twice), a payment failing, a refund reported processed.
              await steps.take(step);
              break;
          }
          await checkLedger(placed.all);
        }
      }),
      { numRuns: 16, seed: 3701, endOnFailure: true },
    );
    expect([...reached].sort()).toEqual(
      expect.arrayContaining([
        'cod:paid',
        'cod:pending',
        'online:failed',
        'online:paid',
        'online:refunded',
        'restart',
        'transfer:pending:1',
        'transfer:made:1',
        'transfer:made:0',
        'tcs:kept',
        'tcs:owed',
      ]),
    );
    // About 20 s alone on either engine with the transfers' steps; the margin is for a machine busy with others.
  }, 240_000);

  async function checkLedger(orders: readonly Order[]) {
    if (orders.length === 0) return;
    const ids = orders.map((o) => o.id);
    const [rows, entries, transfers, feeInvoices] = await Promise.all([
      t.deps.db
        .selectFrom('orders')
        .select(['id', 'payment_method', 'payment_status', 'total_paise', 'fee_paise', 'refund_id'])
        .where('id', 'in', ids)
        .execute(),
      t.deps.db
        .selectFrom('ledger_entries')
        .select(['order_id', 'kind', 'amount_paise'])
        .where('order_id', 'in', ids)
        .execute(),
      t.deps.db.selectFrom('transfers').selectAll().where('order_id', 'in', ids).execute(),
      t.deps.db
        .selectFrom('invoices')
        .select(['order_id', 'document'])
        .where('order_id', 'in', ids)
        .where('role', '=', 'fee')
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
      const earned = sumOf(null) - sumOf(['transfer', 'reversal', 'fee_owed_settled', 'hold_release']);
      const fee = 0 - sumOf(['fee', 'fee_owed_on_cash']);
      const refunded = 0 - sumOf(['refund']);
      // The TCS collected for the government (decision 0045): the artist is registered (PAYOUT_DETAILS has a GSTIN).
      // Kept back from an online sale, owed by the artist on a cash sale.
      const tcs = 0 - sumOf(['tcs', 'tcs_owed_on_cash']);
      const where = `order ${row.id}: ${JSON.stringify({ row, own })}`;
      expect(earned + fee + tcs + refunded, where).toBe(paid);
      // What is kept (online) or owed (cash) is what the order's fee invoice prints, while the sale stands paid;
      // nothing once it is refunded (given back with the sale: transfers.test shows it step by step).
      const invoice = feeInvoices.find((item) => item.order_id === row.id);
      const printed = invoice ? ((JSON.parse(invoice.document) as InvoiceDocument).tcs?.amountPaise ?? 0) : 0;
      if (row.payment_status === 'paid') {
        expect(tcs, where).toBe(printed);
        const cash = row.payment_method === 'cod';
        expect(0 - sumOf([cash ? 'tcs_owed_on_cash' : 'tcs']), where).toBe(printed);
        if (tcs > 0) reached.add(cash ? 'tcs:owed' : 'tcs:kept');
      } else {
        expect(tcs, where).toBe(0);
      }
      // The ledger's refund is the gateway's: the whole order once Razorpay says it is processed, else none.
      expect(refunded, where).toBe(row.payment_status === 'refunded' ? Number(row.total_paise) : 0);
      // Never a negative fee, nor an entry written twice.
      expect(fee, where).toBeGreaterThanOrEqual(0);

      // Transfers: what Kala paid out of this order is its whole share once its transfer is made, the fee it kept
      // back while it waits to be made (or asked for again), and nothing once refunded (the reversal is asked
      // for with the refund), failed, or paid in cash.
      const paidOut = sumOf(['transfer', 'reversal', 'fee_owed_settled']);
      const transfer = transfers.find((item) => item.order_id === row.id);
      const share = Number(row.total_paise) - Number(row.fee_paise) - tcs;
      if (row.payment_method === 'online' && row.payment_status === 'paid' && transfer) {
        const expected =
          transfer.state === 'made'
            ? share
            : transfer.state === 'pending' || transfer.state === 'requesting'
              ? Number(transfer.deducted_paise ?? 0)
              : 0;
        expect(paidOut, where).toBe(expected);
        reached.add(`transfer:${transfer.state}:${transfer.on_hold}`);
      } else {
        expect(paidOut, where).toBe(0);
      }
      // At the gateway: at most one transfer per order, carrying what the ledger says was sent and taken back.
      const atGateway = gateway
        .transfers()
        .filter((item) => (item.notes as { kala_order_id?: string }).kala_order_id === row.id);
      expect(atGateway.length, where).toBeLessThanOrEqual(1);
      const [made] = atGateway;
      if (made && made.status !== 'failed' && transfer?.state === 'made') {
        expect(made.amount - made.amount_reversed, where).toBe(sumOf(['transfer', 'reversal']));
      }
    }
    // The artist never owes Kala less than nothing on cash sales (the fee and the TCS).
    const owed = (
      await t.deps.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_paise'])
        .where('artist_id', '=', artist.id)
        .where('kind', 'in', ['fee_owed_on_cash', 'tcs_owed_on_cash', 'fee_owed_settled'])
        .execute()
    ).reduce((sum, entry) => sum - Number(entry.amount_paise), 0);
    expect(owed).toBeGreaterThanOrEqual(0);
    const check = ledgerCheckSchema.parse(
      (await inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth })).json(),
    );
    expect(check.mismatches).toEqual([]);
  }
});
