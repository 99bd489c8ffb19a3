import {
  auditEntrySchema,
  feesSchema,
  ledgerCheckSchema,
  ledgerEntrySchema,
  onlineCheckoutResponseSchema,
  type Order,
  orderSchema,
} from '@kala/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork, createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import {
  createTestApp,
  createTestAppWithStandIn,
  restartedApp,
  schemaChangesInTurn,
  type TestApp,
} from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { newId, nowIso } from '../../lib/ids';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';
import { documentOf } from '../invoices/invoices.service';
import { deliverWebhook, verifyPayment } from '../payments/payments.fixtures';
import { PAYOUT_DETAILS, putPayoutAccount } from '../payouts/payouts.fixtures';
import { appendEntries, artistBalance } from './ledger.repository';
import { cancelAs, collectCash } from '../orders/orders.fixtures';

// Kala's fee and the ledger (issue 37 items 2 and 5, docs/decisions/0035-ledger.md): the fee recorded with each
// order, the entries each movement of money writes (once), and the check that names an order that does not add up.

describe("Kala's fee and the ledger", () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let admin: TestUser;
  let events = 0;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    artist = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    // ₹80 shipping to anywhere, on the artist's one parcel per checkout.
    await setShippingProfile(t, artist.id, { flatPaise: 8000 });
  });
  afterAll(() => t.close());
  afterEach(() => gateway.reset());

  const entriesOf = async (orderId: string) =>
    (
      await t.deps.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_paise', 'ref'])
        .where('order_id', '=', orderId)
        .orderBy('kind')
        .execute()
    ).map((row) => ({ kind: row.kind, amount: Number(row.amount_paise), ref: row.ref }));
  const orderRow = (id: string) =>
    t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const check = async () =>
    ledgerCheckSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth })).json(),
    );
  const webhook = (event: Record<string, unknown>, eventId = `evt_ledger_${++events}`) =>
    deliverWebhook(t, gateway, event, eventId);
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
  });

  async function checkoutOnline(buyer: TestUser, artworkIds: string[]) {
    for (const id of artworkIds) await addToCart(t, buyer, id);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
    return onlineCheckoutResponseSchema.parse(res.json());
  }
  async function payByVerify(buyer: TestUser, gatewayOrderId: string, paymentId: string) {
    return verifyPayment(t, gateway, buyer, gatewayOrderId, paymentId);
  }

  it('GET /api/fees answers the fee in force (10% by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fees' });
    expect(res.statusCode).toBe(200);
    expect(feesSchema.parse(res.json())).toEqual({ feePercent: 10, feeBasisPoints: 1000 });
  });

  it('records the fee in force with the order, on the artwork price only, and a later change keeps it', async () => {
    const buyer = await createUser(t);
    // ₹1234.55 × 2 = 246910 paise; 10% = 24691; shipping ₹80 carries no fee.
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 1234.55, quantity: 5 });
    await addToCart(t, buyer, artwork.id, 2);
    const res = await postCheckout(t, buyer);
    expect(res.statusCode).toBe(201);
    const [order] = z.array(orderSchema).parse(res.json());
    const row = await orderRow(order?.id as string);
    expect({ bps: row.fee_bps, fee: Number(row.fee_paise), shipping: Number(row.shipping_paise) }).toEqual({
      bps: 1000,
      fee: 24691,
      shipping: 8000,
    });
    expect(order?.payout).toEqual({ feePercent: 10, fee: 246.91, artistReceives: 2469.1 + 80 - 246.91 });

    // The setting changes to 7.25% (a restart with PLATFORM_FEE_PERCENT=7.25): the old order keeps 10%, a new one
    // is placed at 7.25%, rounded half up (7.25% of 123455 paise is 8950.4875 → 8950).
    const changed = await restartedApp(t, { platformFeeBasisPoints: 725 });
    try {
      expect((await changed.app.inject({ method: 'GET', url: '/api/fees' })).json()).toEqual({
        feePercent: 7.25,
        feeBasisPoints: 725,
      });
      await addToCart(t, buyer, artwork.id, 1);
      const again = await changed.app.inject({
        method: 'POST',
        url: '/api/auth/checkout',
        headers: buyer.auth,
        payload: { name: 'Ravi', address: '12 MG Road', city: 'Bengaluru', pincode: '560038', phone: '9812345678' },
      });
      expect(again.statusCode).toBe(201);
      const [later] = z.array(orderSchema).parse(again.json());
      expect(later?.payout).toMatchObject({ feePercent: 7.25, fee: 89.5 });
      const sales = z
        .array(orderSchema)
        .parse((await changed.app.inject({ method: 'GET', url: '/api/auth/sales', headers: artist.auth })).json());
      expect(sales.find((sale) => sale.id === order?.id)?.payout).toEqual(order?.payout);
    } finally {
      await changed.close();
    }
  });

  it('pay on delivery: collected cash writes the sale, its shipping and the fee owed on cash, once', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 500, quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    const [order] = (await postCheckout(t, buyer)).json() as Order[];
    const id = order?.id as string;
    expect(await entriesOf(id)).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      expect((await collectCash(t, artist, id)).statusCode).toBe(200);
    }
    expect(await entriesOf(id)).toEqual([
      { kind: 'fee_owed_on_cash', amount: -5000, ref: '' },
      { kind: 'sale', amount: 50000, ref: '' },
      { kind: 'shipping', amount: 8000, ref: '' },
    ]);
  });

  it('pay on delivery by a GST-registered artist: the TCS its fee invoice states is owed with the fee, once', async () => {
    // Registered for GST (decision 0045): Kala's fee invoice states TCS on the sale, and the artist holds the cash.
    const registered = await createUser(t);
    expect((await putPayoutAccount(t, registered, PAYOUT_DETAILS)).statusCode).toBe(200);
    const collect = (id: string, who: 'artist' | 'admin') =>
      t.app.inject({
        method: 'PATCH',
        url: who === 'artist' ? `/api/auth/sales/${id}` : `/api/admin/orders/${id}`,
        headers: who === 'artist' ? registered.auth : admin.auth,
        payload: { paymentStatus: 'paid' },
      });
    const cashOrder = async () => {
      const buyer = await createUser(t);
      const artwork = await createArtwork(t, registered.id, { forSale: true, price: 500, quantity: 1 });
      await addToCart(t, buyer, artwork.id);
      const [order] = (await postCheckout(t, buyer)).json() as Order[];
      return { buyer, id: order?.id as string };
    };
    const { buyer, id } = await cashOrder();
    // Collected, saved again, and marked paid by an admin too: written once.
    for (const who of ['artist', 'artist', 'admin'] as const) expect((await collect(id, who)).statusCode).toBe(200);
    const feeInvoice = await t.deps.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', id)
      .where('role', '=', 'fee')
      .executeTakeFirstOrThrow();
    const tcs = documentOf(feeInvoice).tcs?.amountPaise ?? 0;
    expect(tcs).toBeGreaterThan(0);
    expect(documentOf(feeInvoice).notes).toContain(
      'The buyer paid the artist in cash on delivery: this fee and the TCS stated are owed to Kala.',
    );
    expect(await entriesOf(id)).toEqual([
      { kind: 'fee_owed_on_cash', amount: -5000, ref: '' },
      { kind: 'sale', amount: 50000, ref: '' },
      { kind: 'tcs_owed_on_cash', amount: -tcs, ref: '' },
    ]);
    // What the artist owes on cash: the fee and the TCS, kept back from their next online transfer.
    expect((await artistBalance(t.deps.db, registered.id)).owedOnCashPaise).toBe(5000 + tcs);
    // The check counts the TCS owed as TCS: paid = earned + fee + TCS + refunded.
    expect((await check()).mismatches.map((m) => m.orderId)).not.toContain(id);
    // Unbalanced on purpose (a stray ₹1 entry): the check names it, with the TCS owed among its sums.
    await appendEntries(
      t.deps.db,
      [{ orderId: id, artistId: registered.id, kind: 'sale', amountPaise: 100, ref: 'stray' }],
      nowIso(),
    );
    expect((await check()).mismatches.find((m) => m.orderId === id)).toEqual({
      orderId: id,
      title: expect.any(String),
      paid: 500,
      refunded: 0,
      ledger: { artistEarned: 500 - 50 - tcs / 100 + 1, kalaFee: 50, tcs: tcs / 100, refunded: 0 },
    });
    await appendEntries(
      t.deps.db,
      [{ orderId: id, artistId: registered.id, kind: 'correction', amountPaise: -100, ref: 'stray back' }],
      nowIso(),
    );
    expect((await check()).mismatches.map((m) => m.orderId)).not.toContain(id);

    // Cancelled after the cash was collected: as with the fee, nothing is given back (no money went through Kala).
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/auth/orders/${id}/cancel`, headers: buyer.auth });
    expect(cancelled.statusCode).toBe(200);
    expect((await entriesOf(id)).filter((entry) => entry.kind.endsWith('_owed_on_cash'))).toEqual([
      { kind: 'fee_owed_on_cash', amount: -5000, ref: '' },
      { kind: 'tcs_owed_on_cash', amount: -tcs, ref: '' },
    ]);
    // Cancelled before it was collected: nothing is owed, and it can no longer be marked collected.
    const unpaid = await cashOrder();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/auth/orders/${unpaid.id}/cancel`, headers: unpaid.buyer.auth }))
        .statusCode,
    ).toBe(200);
    expect((await collect(unpaid.id, 'artist')).statusCode).toBe(409);
    expect(await entriesOf(unpaid.id)).toEqual([]);
    expect((await artistBalance(t.deps.db, registered.id)).owedOnCashPaise).toBe(5000 + tcs);
    expect((await check()).mismatches.map((m) => m.orderId)).not.toContain(id);
  });

  it('paid online: sale, shipping and fee, written once however often the payment is reported', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 999.99, quantity: 1 });
    const { orders, payment } = await checkoutOnline(buyer, [artwork.id]);
    const id = orders[0]?.id as string;
    expect(payment.amount).toBe(99999 + 8000);
    // The webhook first, redelivered (same event id), reported again (a new event id), then the browser's verify twice.
    const event = captured(payment.orderId, 'pay_ledger_once', payment.amount);
    expect((await webhook(event, 'evt_ledger_dup')).statusCode).toBe(200);
    expect((await webhook(event, 'evt_ledger_dup')).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await payByVerify(buyer, payment.orderId, 'pay_ledger_once')).statusCode).toBe(200);
    expect((await payByVerify(buyer, payment.orderId, 'pay_ledger_once')).statusCode).toBe(200);
    // 10% of 99999 paise is 9999.9 → 10000.
    expect(await entriesOf(id)).toEqual([
      { kind: 'fee', amount: -10000, ref: '' },
      { kind: 'sale', amount: 99999, ref: '' },
      { kind: 'shipping', amount: 8000, ref: '' },
    ]);
  });

  it('a refund of the whole order gives the buyer everything back and Kala its fee, once', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 2000, quantity: 1 });
    const { orders, payment } = await checkoutOnline(buyer, [artwork.id]);
    const id = orders[0]?.id as string;
    expect((await payByVerify(buyer, payment.orderId, 'pay_ledger_refund')).statusCode).toBe(200);
    gateway.refundStatus = 'processed';
    const cancelled = await cancelAs(t, 'buyer', buyer, id);
    expect(cancelled.statusCode).toBe(200);
    const row = await orderRow(id);
    expect(row.payment_status).toBe('refunded');
    // Razorpay's refund.processed arrives after the answer did: nothing more.
    const processed = await webhook({
      event: 'refund.processed',
      payload: { refund: { entity: { id: row.refund_id, notes: { kala_order_id: id } } } },
    });
    expect(processed.statusCode).toBe(200);
    const refundId = row.refund_id as string;
    expect(await entriesOf(id)).toEqual([
      { kind: 'fee', amount: -20000, ref: '' },
      { kind: 'fee', amount: 20000, ref: refundId },
      { kind: 'refund', amount: -208000, ref: refundId },
      { kind: 'sale', amount: 200000, ref: '' },
      { kind: 'shipping', amount: 8000, ref: '' },
    ]);
  });

  it('a refund of part of a payment (one of its orders) touches that order alone', async () => {
    const buyer = await createUser(t);
    const first = await createArtwork(t, artist.id, { forSale: true, price: 300, quantity: 1 });
    const second = await createArtwork(t, artist.id, { forSale: true, price: 700, quantity: 1 });
    const { orders, payment } = await checkoutOnline(buyer, [first.id, second.id]);
    expect(payment.amount).toBe(30000 + 70000 + 8000);
    expect((await payByVerify(buyer, payment.orderId, 'pay_ledger_part')).statusCode).toBe(200);
    gateway.refundStatus = 'processed';
    const [kept, refunded] = orders as [Order, Order];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auth/orders/${refunded.id}/cancel`,
          headers: buyer.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const refundedRow = await orderRow(refunded.id);
    const keptRow = await orderRow(kept.id);
    expect(refundedRow.payment_status).toBe('refunded');
    expect(keptRow.payment_status).toBe('paid');
    const refundCalls = gateway.calls.filter(
      (call) => call.path.endsWith('/refund') && (call.body.notes as { kala_order_id?: string }).kala_order_id,
    );
    // The gateway refunded this order's total, part of the payment.
    expect(refundCalls.at(-1)?.body.amount).toBe(Number(refundedRow.total_paise));
    const sum = (entries: { amount: number }[]) => entries.reduce((total, entry) => total + entry.amount, 0);
    const refundedEntries = await entriesOf(refunded.id);
    const keptEntries = await entriesOf(kept.id);
    expect(refundedEntries.filter((entry) => entry.kind === 'refund')).toEqual([
      { kind: 'refund', amount: -Number(refundedRow.total_paise), ref: refundedRow.refund_id },
    ]);
    // The refunded order's artist keeps nothing of it; the other order is untouched.
    expect(sum(refundedEntries)).toBe(0);
    expect(keptEntries.some((entry) => entry.kind === 'refund')).toBe(false);
    expect(sum(keptEntries)).toBe(Number(keptRow.total_paise) - Number(keptRow.fee_paise));
    const result = await check();
    expect(result.mismatches.map((m) => m.orderId)).not.toContain(refunded.id);
    expect(result.mismatches.map((m) => m.orderId)).not.toContain(kept.id);
  });

  it("an artist's balances are sums of their entries", async () => {
    const other = await createUser(t);
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, other.id, { forSale: true, price: 1000, quantity: 2 });
    for (let i = 0; i < 2; i += 1) {
      await addToCart(t, buyer, artwork.id);
      const [order] = (await postCheckout(t, buyer)).json() as Order[];
      await collectCash(t, other, order?.id as string);
    }
    expect(await artistBalance(t.deps.db, other.id)).toEqual({
      earnedPaise: 2 * (100000 - 10000),
      feePaise: 20000,
      refundedPaise: 0,
      owedOnCashPaise: 20000,
      paidOutPaise: 0,
    });
  });

  it('the check says every order balances, names one that does not, and an admin correction mends it', async () => {
    const before = await check();
    expect(before).toMatchObject({ unbalanced: 0, mismatches: [] });
    const counted = await t.deps.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(before.orders).toBe(Number(counted.n));
    // Only admins see it.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: artist.auth })).statusCode,
    ).toBe(403);

    // A paid cash order whose sale was written twice (a bug, or a hand edit of the database).
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 400, quantity: 1 });
    await addToCart(t, buyer, artwork.id);
    const [order] = (await postCheckout(t, buyer)).json() as Order[];
    const id = order?.id as string;
    await collectCash(t, artist, id);
    await t.deps.db
      .insertInto('ledger_entries')
      .values({
        id: newId(),
        order_id: id,
        artist_id: artist.id,
        kind: 'sale',
        amount_paise: 40000,
        ref: 'bad',
        reason: null,
        admin_id: null,
        created_at: nowIso(),
      })
      .execute();
    const broken = await check();
    expect(broken.unbalanced).toBe(1);
    expect(broken.mismatches).toEqual([
      {
        orderId: id,
        title: order?.artwork.title,
        paid: 480,
        refunded: 0,
        ledger: { artistEarned: 400 + 400 + 80 - 40, kalaFee: 40, tcs: 0, refunded: 0 },
      },
    ]);

    // A correction needs a reason and an amount; then it takes the double sale back, and is audited.
    const url = `/api/admin/orders/${id}/ledger-corrections`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { amount: -400, reason: ' ' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { amount: 0, reason: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: artist.auth, payload: { amount: -400, reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${newId()}/ledger-corrections`,
          headers: admin.auth,
          payload: { amount: -400, reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const corrected = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.auth,
      payload: { amount: -400, reason: 'Sale written twice' },
    });
    expect(corrected.statusCode).toBe(201);
    const entries = z.array(ledgerEntrySchema).parse(corrected.json());
    expect(entries.find((entry) => entry.kind === 'correction')).toMatchObject({
      amount: -400,
      reason: 'Sale written twice',
    });
    expect(await check()).toMatchObject({ unbalanced: 0, mismatches: [] });
    // The order's entries, oldest first, as the admin reads them.
    const ledger = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/ledger`, headers: admin.auth });
    expect(
      z
        .array(ledgerEntrySchema)
        .parse(ledger.json())
        .map((entry) => [entry.kind, entry.amount]),
    ).toEqual([
      ['sale', 400],
      ['shipping', 80],
      ['fee_owed_on_cash', -40],
      ['sale', 400],
      ['correction', -400],
    ]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    const logged = z.array(auditEntrySchema).parse(audit.json());
    expect(logged[0]).toMatchObject({ action: 'ledger.correct', targetType: 'order', targetId: id });
    expect(logged[0]?.note).toMatch(/Sale written twice/);
  });

  it('the check names an order paid with no entries, and one refunded whose refund the ledger lacks', async () => {
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 250, quantity: 2 });
    await addToCart(t, buyer, artwork.id);
    const [paidOrder] = (await postCheckout(t, buyer)).json() as Order[];
    // Marked paid behind the ledger's back.
    await t.deps.db
      .updateTable('orders')
      .set({ payment_status: 'paid' })
      .where('id', '=', paidOrder?.id ?? '')
      .execute();
    const result = await check();
    expect(result.mismatches.map((m) => m.orderId)).toEqual([paidOrder?.id]);
    expect(result.mismatches[0]).toMatchObject({ paid: 330, ledger: { artistEarned: 0, kalaFee: 0, refunded: 0 } });
    // Refunded by hand: what the buyer paid still adds up (nothing is in the ledger), but the refund is missing.
    await t.deps.db
      .updateTable('orders')
      .set({ payment_status: 'refunded' })
      .where('id', '=', paidOrder?.id ?? '')
      .execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOrder?.id}/ledger-corrections`,
      headers: admin.auth,
      payload: { amount: 330, reason: 'Payment recorded by hand' },
    });
    const refunded = await check();
    expect(refunded.mismatches).toEqual([expect.objectContaining({ orderId: paidOrder?.id, refunded: 330 })]);
  });
});

describe('migration 0037 on orders paid before the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes their sale, shipping and refund entries, no fee, so the check balances from the start', async () => {
    const artist = await createUser(t);
    const buyer = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const ids: string[] = [];
    for (const price of [500, 800, 1200]) {
      const artwork = await createArtwork(t, artist.id, { forSale: true, price, quantity: 1 });
      await addToCart(t, buyer, artwork.id);
      const [order] = (await postCheckout(t, buyer)).json() as Order[];
      ids.push(order?.id as string);
    }
    const [paid, refunded, pending] = ids as [string, string, string];
    // As the orders stood before migration 0037: paid, one with shipping; refunded; unpaid.
    await t.deps.db
      .updateTable('orders')
      .set({ payment_status: 'paid', shipping_paise: 6000, total_paise: 56000 })
      .where('id', '=', paid)
      .execute();
    await t.deps.db
      .updateTable('orders')
      .set({ payment_status: 'refunded', refund_id: 'rfnd_old' })
      .where('id', '=', refunded)
      .execute();
    const { down, up } = await import('../../db/migrations/0037-ledger');
    // Its down drops ledger_entries: in turn with the other test files' migrations (test/helpers.ts).
    await schemaChangesInTurn(async () => {
      await down(t.deps.db as never);
      await up(t.deps.db as never);
    });

    const entries = await t.deps.db
      .selectFrom('ledger_entries')
      .select(['order_id', 'kind', 'amount_paise', 'ref'])
      .orderBy('order_id')
      .orderBy('kind')
      .execute();
    expect(entries.map((e) => ({ ...e, amount_paise: Number(e.amount_paise) }))).toEqual([
      { order_id: paid, kind: 'sale', amount_paise: 50000, ref: '' },
      { order_id: paid, kind: 'shipping', amount_paise: 6000, ref: '' },
      { order_id: refunded, kind: 'refund', amount_paise: -80000, ref: 'rfnd_old' },
      { order_id: refunded, kind: 'sale', amount_paise: 80000, ref: '' },
    ]);
    expect(entries.some((e) => e.order_id === pending)).toBe(false);
    const orders = await t.deps.db.selectFrom('orders').select(['fee_bps', 'fee_paise']).execute();
    expect(orders.every((o) => o.fee_bps === 0 && Number(o.fee_paise) === 0)).toBe(true);
    const check = ledgerCheckSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth })).json(),
    );
    expect(check).toMatchObject({ orders: 3, unbalanced: 0 });
  });
});
