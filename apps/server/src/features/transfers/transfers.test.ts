import {
  adminPayoutsSchema,
  ERR,
  earningsSchema,
  ledgerCheckSchema,
  payoutAccountSchema,
  SCREEN,
  tcsPaise,
  VALIDATION,
} from '@kala/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, setShippingProfile, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { nowIso } from '../../lib/ids';
import { statementOf } from '../earnings/earnings.fixtures';
import { documentOf } from '../invoices/invoices.service';
import { recordRefund } from '../ledger/ledger.service';
import { deliverWebhook } from '../payments/payments.fixtures';
import { findPayoutAccount } from '../payouts/payouts.repository';
import {
  getPayoutAccount,
  PAYOUT_DETAILS,
  PAYOUT_DETAILS_UNREGISTERED,
  putPayoutAccount,
} from '../payouts/payouts.fixtures';
import { cashOrder, inDays, paidOrder as paidOrderOf, shipAndDeliver as shipAndDeliverOf } from './transfers.fixtures';
import { makeTransfer, recordTransferReversal, reverseTransfersOf, settleTransfers } from './transfers.service';
import { cancelAs, collectCash } from '../orders/orders.fixtures';
import { pdfText } from '../../../test/pdf';

// Transfers to artists through Razorpay Route (issue 37 items 3, 4 and 9, docs/decisions/0039-transfers.md), on
// the local stand-in of Razorpay's API: made on hold when the payment is captured, released after delivery and the
// return window, reversed on refund, exactly once through lost answers and webhooks that come first, waiting for
// an inactive account, and keeping back the fee an artist owes on cash.

describe('transfers to artists (Razorpay Route, local stand-in)', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let admin: TestUser;
  let events = 0;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => gateway.reset());

  const webhook = (event: Record<string, unknown>) => deliverWebhook(t, gateway, event, `evt_transfers_${++events}`);
  const deps = () => ({ db: t.deps.db, gateway: t.deps.gateway });

  /**
   * An artist selling with ₹80 shipping and a `returnsDays` return window, their linked account made (and active);
   * not registered for GST unless `registered` (then Kala keeps the TCS back: decision 0045).
   */
  async function artistWith({ returnsDays = 7, active = true, registered = false } = {}) {
    const artist = await createUser(t);
    await setShippingProfile(t, artist.id, { flatPaise: 8000, returnsDays });
    const details = registered ? PAYOUT_DETAILS : PAYOUT_DETAILS_UNREGISTERED;
    expect((await putPayoutAccount(t, artist, details)).statusCode).toBe(200);
    if (active) await activate(artist);
    return artist;
  }
  async function activate(artist: TestUser) {
    const account = (await findPayoutAccount(t.deps.db, artist.id))?.gateway_account_id as string;
    expect((await webhook(gateway.routeEvent(account, 'activated'))).statusCode).toBe(200);
    return account;
  }

  /** A buyer pays online (Checkout's verify) for one ₹1000 work of `artist`: total ₹1080, fee ₹100, share ₹980. */
  const paidOrder = (artist: TestUser, price = 1000) =>
    paidOrderOf(t, gateway, artist, `pay_transfer${++events}`, price);
  const shipAndDeliver = (artist: TestUser, buyer: TestUser, orderId: string) =>
    shipAndDeliverOf(t, artist, buyer, orderId);
  const transferRow = (orderId: string) =>
    t.deps.db.selectFrom('transfers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const gatewayTransfersOf = (paymentId: string) => gateway.transfers().filter((item) => item.source === paymentId);
  const entries = async (orderId: string, kinds = ['transfer', 'hold_release', 'reversal', 'fee_owed_settled']) =>
    (
      await t.deps.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_paise'])
        .where('order_id', '=', orderId)
        .where('kind', 'in', kinds)
        .orderBy('created_at')
        .orderBy('kind')
        .execute()
    ).map((row) => `${row.kind} ${Number(row.amount_paise)}`);
  const balanced = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: admin.auth });
    expect(ledgerCheckSchema.parse(res.json())).toMatchObject({ unbalanced: 0 });
  };

  it('makes one transfer on hold when the payment is captured, of the share to the active linked account', async () => {
    const artist = await artistWith();
    const { orderId, paymentId } = await paidOrder(artist);
    const row = await transferRow(orderId);
    expect(row).toMatchObject({ state: 'made', on_hold: 1, returns_days: 7 });
    expect(Number(row.amount_paise)).toBe(108000 - 10000);
    const [made, ...more] = gatewayTransfersOf(paymentId);
    expect(more).toHaveLength(0);
    expect(made).toMatchObject({
      id: row.gateway_transfer_id,
      amount: 98000,
      on_hold: true,
      recipient: (await findPayoutAccount(t.deps.db, artist.id))?.gateway_account_id,
      notes: { kala_transfer_id: row.id, kala_order_id: orderId },
    });
    expect(await entries(orderId)).toEqual(['transfer 98000']);
    await balanced();
  });

  // GST TCS (decision 0045): what Kala's fee invoice says it collected is kept back from a registered artist's share.
  const feeInvoiceOf = async (orderId: string) => {
    const rows = await t.deps.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).execute();
    const of = (role: string) => rows.find((row) => row.role === role);
    const sale = of('sale');
    const fee = of('fee');
    if (!sale || !fee) throw new Error(`order ${orderId} has no invoices`);
    return { sale: documentOf(sale), fee: documentOf(fee) };
  };
  const earningsOf = async (artist: TestUser) =>
    earningsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/earnings', headers: artist.auth })).json(),
    );
  /** The payment reported again, as Razorpay redelivers payment.captured (Kala's verify came first). */
  const capturedAgain = async (paymentId: string) => {
    const payment = await t.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const event = {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: payment.provider_order_id, amount: Number(payment.amount_paise) },
        },
      },
    };
    expect((await webhook(event)).statusCode).toBe(200);
  };

  it("keeps back from a registered artist's transfer exactly the TCS its fee invoice prints, written once", async () => {
    const artist = await artistWith({ registered: true });
    const { orderId, paymentId } = await paidOrder(artist);
    const { sale, fee } = await feeInvoiceOf(orderId);
    // The invoice's number, from the one formula on the sale's taxable value (₹1,080 at 12% GST → 0.5% of ₹964.29).
    const tcs = fee.tcs?.amountPaise ?? 0;
    expect(tcs).toBe(tcsPaise(sale.taxablePaise, t.config.taxes.tcsRateBps));
    expect(tcs).toBeGreaterThan(0);
    const row = await transferRow(orderId);
    expect(Number(row.share_paise)).toBe(108000 - 10000 - tcs);
    expect(Number(row.amount_paise)).toBe(108000 - 10000 - tcs);
    expect(gatewayTransfersOf(paymentId)[0]?.amount).toBe(108000 - 10000 - tcs);
    // The transfer step again (by hand and by the sweep) and the payment reported again: nothing twice.
    await makeTransfer(deps(), row.id);
    await settleTransfers(deps());
    await settleTransfers(deps());
    await capturedAgain(paymentId);
    expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
    expect(await entries(orderId, ['tcs', 'transfer'])).toEqual([`tcs ${-tcs}`, `transfer ${108000 - 10000 - tcs}`]);
    await balanced();
    // The artist sees it: among the month's kinds, as an entry, in what they earned, and as kept back in all.
    const page = await earningsOf(artist);
    expect(page.totals.byKind).toContainEqual({ kind: 'tcs', amount: -tcs / 100 });
    expect(page.entries.filter((entry) => entry.kind === 'tcs').map((entry) => entry.amount)).toEqual([-tcs / 100]);
    expect(page.totals.earned).toBe((108000 - 10000 - tcs) / 100);
    expect(page.payouts.tcsKeptBack).toBe(tcs / 100);
    expect(page.payouts.onHold).toBe((108000 - 10000 - tcs) / 100);
  });

  it("the month's statement lists the TCS kept back, as CSV and as PDF", async () => {
    const artist = await artistWith({ registered: true });
    const { orderId } = await paidOrder(artist);
    const tcs = (await feeInvoiceOf(orderId)).fee.tcs?.amountPaise ?? 0;
    const amount = (-tcs / 100).toFixed(2);
    const csv = (await statementOf(t, artist, 'csv')).body.split('\r\n');
    expect(csv.filter((line) => line.includes(`,${SCREEN.earnings.kinds.tcs},${amount},`))).toHaveLength(1);
    expect(csv).toContain(`,,,Earned this month,${((108000 - 10000 - tcs) / 100).toFixed(2)},`);
    const pdf = await statementOf(t, artist, 'pdf');
    const text = pdfText(pdf.rawPayload);
    // Once in the month's totals, once as the entry.
    expect(text.match(new RegExp(`${SCREEN.earnings.kinds.tcs}\\s+${amount.replace('.', '\\.')}`, 'g'))).toHaveLength(
      2,
    );
  });

  it('keeps nothing back from an artist without a GSTIN: no TCS on the invoice, the ledger or the transfer', async () => {
    const artist = await artistWith();
    const { orderId, paymentId } = await paidOrder(artist);
    expect((await feeInvoiceOf(orderId)).fee.tcs).toBeNull();
    expect(Number((await transferRow(orderId)).amount_paise)).toBe(98000);
    expect(gatewayTransfersOf(paymentId)[0]?.amount).toBe(98000);
    expect(await entries(orderId, ['tcs'])).toEqual([]);
    const page = await earningsOf(artist);
    expect(page.payouts.tcsKeptBack).toBe(0);
    expect(page.totals.byKind.map((each) => each.kind)).not.toContain('tcs');
  });

  it('a refund gives the TCS back with the sale, and reverses what the transfer sent (the share less the TCS)', async () => {
    const artist = await artistWith({ registered: true });
    const { buyer, orderId, paymentId } = await paidOrder(artist);
    const tcs = (await feeInvoiceOf(orderId)).fee.tcs?.amountPaise ?? 0;
    gateway.refundStatus = 'processed';
    const cancel = await cancelAs(t, 'buyer', buyer, orderId);
    expect(cancel.statusCode).toBe(200);
    expect(gatewayTransfersOf(paymentId)[0]).toMatchObject({ status: 'reversed', amount_reversed: 98000 - tcs });
    expect(await entries(orderId, ['tcs', 'transfer', 'reversal'])).toEqual([
      `tcs ${-tcs}`,
      `transfer ${98000 - tcs}`,
      `tcs ${tcs}`,
      `reversal ${-(98000 - tcs)}`,
    ]);
    // The refund recorded again (a redelivered refund.processed) gives nothing back twice.
    const { refund_id } = await t.deps.db
      .selectFrom('orders')
      .select('refund_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await t.deps.db.transaction().execute((tx) => recordRefund(tx, orderId, refund_id as string, nowIso()));
    await settleTransfers(deps());
    expect(await entries(orderId, ['tcs'])).toEqual([`tcs ${-tcs}`, `tcs ${tcs}`]);
    const page = await earningsOf(artist);
    expect(page.payouts.tcsKeptBack).toBe(0);
    expect(page.totals.earned).toBe(0);
    await balanced();
  });

  it('releases it only once the order is delivered and the return window has passed', async () => {
    const artist = await artistWith({ returnsDays: 7 });
    const { buyer, orderId, paymentId } = await paidOrder(artist);
    // Not delivered: the sweep weeks later leaves it held.
    await settleTransfers(deps(), inDays(30));
    expect((await transferRow(orderId)).on_hold).toBe(1);
    await shipAndDeliver(artist, buyer, orderId);
    await settleTransfers(deps(), inDays(6));
    expect((await transferRow(orderId)).on_hold).toBe(1);
    expect(gatewayTransfersOf(paymentId)[0]?.on_hold).toBe(true);
    await settleTransfers(deps(), inDays(8));
    expect(await transferRow(orderId)).toMatchObject({ on_hold: 0, state: 'made' });
    expect(gatewayTransfersOf(paymentId)[0]?.on_hold).toBe(false);
    // A second sweep changes nothing and writes nothing twice.
    await settleTransfers(deps(), inDays(9));
    expect(await entries(orderId)).toEqual(['transfer 98000', 'hold_release 98000']);
    await balanced();
  });

  it('with no returns, releases at the first sweep after delivery', async () => {
    const artist = await artistWith({ returnsDays: 0 });
    const { buyer, orderId } = await paidOrder(artist);
    await shipAndDeliver(artist, buyer, orderId);
    await settleTransfers(deps(), new Date(Date.now() + 1000));
    expect((await transferRow(orderId)).on_hold).toBe(0);
  });

  it("the artist's earnings say where their money is: waiting and held count as on hold, released as released", async () => {
    const artist = await artistWith({ returnsDays: 0, active: false });
    const payouts = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/earnings', headers: artist.auth });
      expect(res.statusCode).toBe(200);
      return earningsSchema.parse(res.json()).payouts;
    };
    expect(await payouts()).toEqual({ onHold: 0, released: 0, paidOut: 0, owedToKala: 0, tcsKeptBack: 0 });
    // Not made yet (no active account): its share, ₹980, is on hold.
    const first = await paidOrder(artist);
    expect(await payouts()).toEqual({ onHold: 980, released: 0, paidOut: 0, owedToKala: 0, tcsKeptBack: 0 });
    // Made and held, then a second one; the first delivered and released.
    await activate(artist);
    const second = await paidOrder(artist, 2000);
    expect(await payouts()).toEqual({ onHold: 980 + 1880, released: 0, paidOut: 0, owedToKala: 0, tcsKeptBack: 0 });
    await shipAndDeliver(artist, first.buyer, first.orderId);
    await settleTransfers(deps(), new Date(Date.now() + 1000));
    expect(await payouts()).toEqual({ onHold: 1880, released: 980, paidOut: 0, owedToKala: 0, tcsKeptBack: 0 });
    expect(second.orderId).toBeTruthy();
  });

  it('reverses the whole transfer when the order is refunded', async () => {
    const artist = await artistWith();
    const { buyer, orderId, paymentId } = await paidOrder(artist);
    gateway.refundStatus = 'processed';
    const cancel = await cancelAs(t, 'buyer', buyer, orderId);
    expect(cancel.statusCode).toBe(200);
    const [made] = gatewayTransfersOf(paymentId);
    expect(made).toMatchObject({ status: 'reversed', amount_reversed: 98000 });
    expect(made?.reversals).toHaveLength(1);
    expect(await entries(orderId)).toEqual(['transfer 98000', 'reversal -98000']);
    // A reversed transfer is never released.
    await settleTransfers(deps(), inDays(60));
    expect((await transferRow(orderId)).on_hold).toBe(1);
    await balanced();
  });

  it('reverses in part, then the rest when the refund takes the whole share, never more than was sent', async () => {
    const artist = await artistWith();
    const { orderId, paymentId } = await paidOrder(artist);
    await t.deps.db.transaction().execute((tx) => recordTransferReversal(tx, orderId, 'rfnd_part', 30000, nowIso()));
    await reverseTransfersOf(deps(), orderId);
    expect(gatewayTransfersOf(paymentId)[0]).toMatchObject({ status: 'partially_reversed', amount_reversed: 30000 });
    await t.deps.db
      .transaction()
      .execute((tx) => recordTransferReversal(tx, orderId, 'rfnd_rest', 'whole share', nowIso()));
    await reverseTransfersOf(deps(), orderId);
    expect(gatewayTransfersOf(paymentId)[0]).toMatchObject({ status: 'reversed', amount_reversed: 98000 });
    expect(await entries(orderId)).toEqual(['transfer 98000', 'reversal -30000', 'reversal -68000']);
  });

  it('a lost answer, then the retry: the transfer made is adopted, never made twice', async () => {
    const artist = await artistWith();
    gateway.loseNextAnswerTo = /^POST \/v1\/payments\/[^/]+\/transfers$/;
    const { orderId, paymentId } = await paidOrder(artist);
    // The gateway made it; Kala never heard, and gave its claim back for the sweep.
    expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
    expect(await transferRow(orderId)).toMatchObject({ state: 'pending', gateway_transfer_id: null });
    await settleTransfers(deps());
    await settleTransfers(deps());
    expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
    expect(await transferRow(orderId)).toMatchObject({
      state: 'made',
      gateway_transfer_id: gatewayTransfersOf(paymentId)[0]?.id,
    });
    expect(await entries(orderId)).toEqual(['transfer 98000']);
  });

  it('a crash between the gateway call and the record: the claim is taken up after 15 minutes and adopts', async () => {
    const artist = await artistWith();
    gateway.loseNextAnswerTo = /^POST \/v1\/payments\/[^/]+\/transfers$/;
    const { orderId, paymentId } = await paidOrder(artist);
    // As if the instance stopped after the call: its claim still stands.
    await t.deps.db
      .updateTable('transfers')
      .set({ state: 'requesting', claimed_at: new Date(Date.now() - 60_000).toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    await settleTransfers(deps());
    expect((await transferRow(orderId)).state).toBe('requesting');
    await settleTransfers(deps(), new Date(Date.now() + 16 * 60_000));
    expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
    expect((await transferRow(orderId)).state).toBe('made');
    expect(await entries(orderId)).toEqual(['transfer 98000']);
  });

  it('a transfer.processed webhook that comes before the answer is adopted; the retry makes nothing more', async () => {
    const artist = await artistWith();
    gateway.transferStatus = 'pending';
    gateway.loseNextAnswerTo = /^POST \/v1\/payments\/[^/]+\/transfers$/;
    try {
      const { orderId, paymentId } = await paidOrder(artist);
      const [made] = gatewayTransfersOf(paymentId);
      const processed = gateway.transferEvent(made?.id as string, 'processed');
      expect((await webhook(processed)).statusCode).toBe(200);
      expect(await transferRow(orderId)).toMatchObject({
        state: 'made',
        gateway_transfer_id: made?.id,
        gateway_status: 'processed',
      });
      // Redelivered, and the sweep's retry: still one transfer, one entry.
      expect((await deliverWebhook(t, gateway, processed, `evt_transfers_${events}`)).statusCode).toBe(200);
      await settleTransfers(deps());
      expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
      expect(await entries(orderId)).toEqual(['transfer 98000']);
      await balanced();
    } finally {
      gateway.transferStatus = 'processed';
    }
  });

  it('transfer.failed marks it failed and takes its entries back', async () => {
    const artist = await artistWith();
    const { orderId } = await paidOrder(artist);
    const row = await transferRow(orderId);
    expect((await webhook(gateway.transferEvent(row.gateway_transfer_id as string, 'failed'))).statusCode).toBe(200);
    expect(await transferRow(orderId)).toMatchObject({
      state: 'failed',
      failure_reason: 'Transfer failed as the linked account is suspended',
    });
    expect(await entries(orderId)).toEqual(['transfer 98000', 'transfer -98000']);
    await balanced();
  });

  it('waits while the artist has no active linked account, and is made when it becomes active', async () => {
    const artist = await artistWith({ active: false });
    const { orderId, paymentId } = await paidOrder(artist);
    await settleTransfers(deps());
    expect(await transferRow(orderId)).toMatchObject({ state: 'pending', amount_paise: null });
    expect(gatewayTransfersOf(paymentId)).toHaveLength(0);
    await activate(artist);
    expect(await transferRow(orderId)).toMatchObject({ state: 'made', on_hold: 1 });
    expect(gatewayTransfersOf(paymentId)).toHaveLength(1);
  });

  it("keeps back the fee owed on cash from the artist's next transfer, and shows it owed until then", async () => {
    const artist = await artistWith();
    // A pay-on-delivery sale of ₹500, collected in cash: the artist owes Kala its ₹50 fee.
    const codId = await cashOrder(t, artist);
    expect((await collectCash(t, artist, codId)).statusCode).toBe(200);
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(50);

    const paid = await paidOrder(artist);
    const { orderId, paymentId } = paid;
    expect(gatewayTransfersOf(paymentId)[0]?.amount).toBe(98000 - 5000);
    expect(await transferRow(orderId)).toMatchObject({ amount_paise: 93000, deducted_paise: 5000 });
    expect(await entries(orderId)).toEqual(['fee_owed_settled 5000', 'transfer 93000']);
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(0);
    // The next transfer keeps nothing back.
    const next = await paidOrder(artist);
    expect(gatewayTransfersOf(next.paymentId)[0]?.amount).toBe(98000);

    // That order refunded: the transfer sent is reversed, and the fee it kept back is owed again.
    gateway.refundStatus = 'processed';
    const cancel = await cancelAs(t, 'buyer', paid.buyer, orderId);
    expect(cancel.statusCode).toBe(200);
    expect(gatewayTransfersOf(paymentId)[0]).toMatchObject({ status: 'reversed', amount_reversed: 93000 });
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(50);
    await balanced();
  });

  it("keeps back the TCS owed on a registered artist's cash sale with the fee, and shows it until then", async () => {
    const artist = await artistWith({ registered: true });
    // A pay-on-delivery sale of ₹500, collected in cash (saved twice): the artist owes Kala its ₹50 fee and the TCS
    // its fee invoice states (decision 0045).
    const codId = await cashOrder(t, artist);
    for (let i = 0; i < 2; i += 1) {
      expect((await collectCash(t, artist, codId)).statusCode).toBe(200);
    }
    const { sale, fee } = await feeInvoiceOf(codId);
    const cashTcs = fee.tcs?.amountPaise ?? 0;
    expect(cashTcs).toBe(tcsPaise(sale.taxablePaise, t.config.taxes.tcsRateBps));
    expect(cashTcs).toBeGreaterThan(0);
    expect(await entries(codId, ['fee_owed_on_cash', 'tcs_owed_on_cash', 'tcs'])).toEqual([
      'fee_owed_on_cash -5000',
      `tcs_owed_on_cash ${-cashTcs}`,
    ]);
    const owed = (5000 + cashTcs) / 100;
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(owed);
    // The artist sees it: an entry and a kind of the month, in what they earned, owed, and in the TCS collected.
    const page = await earningsOf(artist);
    expect(page.entries.filter((entry) => entry.kind === 'tcs_owed_on_cash').map((entry) => entry.amount)).toEqual([
      -cashTcs / 100,
    ]);
    // Listed after the fee owed on it, as the TCS kept comes after the fee.
    expect(page.totals.byKind).toEqual([
      { kind: 'sale', amount: 500 },
      { kind: 'shipping', amount: 80 },
      { kind: 'fee_owed_on_cash', amount: -50 },
      { kind: 'tcs_owed_on_cash', amount: -cashTcs / 100 },
    ]);
    expect(page.totals.earned).toBe((58000 - 5000 - cashTcs) / 100);
    expect(page.payouts).toMatchObject({ owedToKala: owed, tcsKeptBack: cashTcs / 100 });
    const adminOwed = async () =>
      adminPayoutsSchema
        .parse((await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: admin.auth })).json())
        .owed.find((row) => row.username === artist.username)?.owed;
    expect(await adminOwed()).toBe(owed);
    await balanced();

    // The next online sale (₹1000, its own TCS kept back): its transfer keeps back the fee and the TCS owed, once.
    const paid = await paidOrder(artist);
    const { orderId, paymentId } = paid;
    const share = 98000 - ((await feeInvoiceOf(orderId)).fee.tcs?.amountPaise ?? 0);
    expect(gatewayTransfersOf(paymentId)[0]?.amount).toBe(share - 5000 - cashTcs);
    expect(await transferRow(orderId)).toMatchObject({
      amount_paise: share - 5000 - cashTcs,
      deducted_paise: 5000 + cashTcs,
    });
    await makeTransfer(deps(), (await transferRow(orderId)).id);
    await settleTransfers(deps());
    expect(await entries(orderId)).toEqual([
      `fee_owed_settled ${5000 + cashTcs}`,
      `transfer ${share - 5000 - cashTcs}`,
    ]);
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(0);
    expect(await adminOwed()).toBeUndefined();
    // The next transfer keeps nothing back.
    const next = await paidOrder(artist);
    expect(gatewayTransfersOf(next.paymentId)[0]?.amount).toBe(share);
    await balanced();

    // That order refunded: the transfer sent is reversed, and what it kept back is owed again, the TCS with the fee.
    gateway.refundStatus = 'processed';
    const cancel = await cancelAs(t, 'buyer', paid.buyer, orderId);
    expect(cancel.statusCode).toBe(200);
    expect(gatewayTransfersOf(paymentId)[0]).toMatchObject({
      status: 'reversed',
      amount_reversed: share - 5000 - cashTcs,
    });
    expect(payoutAccountSchema.parse((await getPayoutAccount(t, artist)).json()).owedToKala).toBe(owed);
    await balanced();
  });

  it("the month's statement lists the TCS owed on a cash sale, as CSV and as PDF", async () => {
    const artist = await artistWith({ registered: true });
    const codId = await cashOrder(t, artist);
    expect((await collectCash(t, artist, codId)).statusCode).toBe(200);
    const cashTcs = (await feeInvoiceOf(codId)).fee.tcs?.amountPaise ?? 0;
    expect(cashTcs).toBeGreaterThan(0);
    const label = SCREEN.earnings.kinds.tcs_owed_on_cash;
    const amount = (-cashTcs / 100).toFixed(2);
    const csv = (await statementOf(t, artist, 'csv')).body.split('\r\n');
    expect(csv.filter((line) => line.includes(`,${label},${amount},`))).toHaveLength(1);
    expect(csv).toContain(`,,,Earned this month,${((58000 - 5000 - cashTcs) / 100).toFixed(2)},`);
    const pdf = await statementOf(t, artist, 'pdf');
    const text = pdfText(pdf.rawPayload);
    // Once in the month's totals, once as the entry (where "(owed)" wraps below the amount).
    const [head, tail] = label.split(' (');
    const found = text.match(
      new RegExp(`${head}(?: \\(${tail?.replace(')', '\\)')})?\\s+${amount.replace('.', '\\.')}`, 'g'),
    );
    expect(found).toHaveLength(2);
  });

  it("the admin's payouts view: held, released and reversed transfers, what artists owe, and release or hold by hand", async () => {
    const artist = await artistWith();
    const held = await paidOrder(artist);
    const list = async (state?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/payouts${state ? `?state=${state}` : ''}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      return adminPayoutsSchema.parse(res.json());
    };
    const id = (await transferRow(held.orderId)).id;
    const onHold = await list('on_hold');
    expect(onHold.transfers.find((row) => row.id === id)).toMatchObject({
      state: 'on_hold',
      share: 980,
      amount: 980,
      artist: { username: artist.username },
      deliveredAt: null,
    });
    // Nobody but an admin.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: artist.auth })).statusCode).toBe(
      403,
    );

    const act = (action: 'release' | 'hold', payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/payouts/${id}/${action}`, headers: admin.auth, payload });
    const noReason = await act('hold', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe(VALIDATION.transfers.reasonRequired);

    // Held by hand: delivered and past its window, the sweep passes it by.
    expect((await act('hold', { reason: 'Buyer says the frame arrived cracked' })).statusCode).toBe(200);
    await shipAndDeliver(artist, held.buyer, held.orderId);
    await settleTransfers(deps(), inDays(30));
    expect(await transferRow(held.orderId)).toMatchObject({ on_hold: 1, admin_hold: 1 });
    expect((await list('on_hold')).transfers.find((row) => row.id === id)).toMatchObject({
      heldByAdmin: true,
      holdReason: 'Buyer says the frame arrived cracked',
    });

    // Released by hand.
    const released = await act('release', { reason: 'Resolved with the buyer' });
    expect(released.statusCode).toBe(200);
    expect(adminPayoutsSchema.parse(released.json()).transfers.find((row) => row.id === id)?.state).toBe('released');
    expect(gatewayTransfersOf(held.paymentId)[0]?.on_hold).toBe(false);
    const again = await act('release', { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERR.transferAlreadyReleased);
    expect((await act('hold', { reason: 'Too late' })).statusCode).toBe(409);
    expect(await entries(held.orderId)).toEqual(['transfer 98000', 'hold_release 98000']);

    const audit = await t.deps.db
      .selectFrom('admin_audit')
      .select(['action', 'details'])
      .where('target_id', '=', held.orderId)
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => [row.action, JSON.parse(row.details).note])).toEqual([
      ['payout.hold', 'Buyer says the frame arrived cracked'],
      ['payout.release', 'Resolved with the buyer'],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/payouts/nope/release',
          headers: admin.auth,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    await balanced();
  });
});
