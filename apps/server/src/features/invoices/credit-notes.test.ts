import { ERR, type Order, orderDetailSchema } from '@kala/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { nowIso } from '../../lib/ids';
import { capturedEvent, deliverWebhook } from '../payments/payments.fixtures';
import { releaseExpiredHolds, retryRefunds } from '../payments/payments.service';
import { paymentGateway } from '../payments/razorpay.gateway';
import {
  checkoutOne,
  invoicesOf as invoicesOfOrder,
  KARNATAKA_GSTIN,
  nextEventId,
  originalWork,
  payOnline as payOnlineWith,
  savePayoutDetails,
  startTaxedApp,
} from './invoices.fixtures';
import { creditNumbersOfSeries } from './invoices.repository';
import { creditNoteOf, creditSeriesOf, documentOf, issueCreditNotes } from './invoices.service';
import { hasPdfToText, pdfText } from '../../../test/pdf';

// Credit notes (CGST Act section 34, docs/taxes.md, decision 0040): one against each invoice of an order refunded.

describe('credit notes', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let registered: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    ({ t, gateway } = await startTaxedApp());
    registered = await createUser(t, { username: 'ananya_iyer', name: 'Ananya Iyer' });
    admin = await createUser(t, { role: 'admin' });
    stranger = await createUser(t);
    await savePayoutDetails(t, registered, registered.username, KARNATAKA_GSTIN);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    gateway.refundStatus = 'processed';
    gateway.loseNextRefundAnswer = false;
  });

  const work = (artist: TestUser, price = 11_800) => originalWork(t, artist, 'oil', price);
  const payOnline = (buyer: TestUser, artworkId: string) => payOnlineWith(t, gateway, buyer, artworkId);
  const eventId = nextEventId;

  const cancel = (user: TestUser, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/orders/${orderId}/cancel`, headers: user.auth, payload: {} });

  const refundProcessed = (refundId: string, orderId: string) => ({
    event: 'refund.processed',
    payload: { refund: { entity: { id: refundId, notes: { kala_order_id: orderId }, status: 'processed' } } },
  });

  const orderRow = (id: string) =>
    t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const invoicesOf = (orderId: string) => invoicesOfOrder(t, orderId);
  const creditsOf = (orderId: string) =>
    t.deps.db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('role', 'desc').execute();
  const refundEntries = async (orderId: string, refundId: string) => {
    const rows = await t.deps.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_paise'])
      .where('order_id', '=', orderId)
      .where('ref', '=', refundId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.amount_paise)]));
  };
  const download = (user: Pick<TestUser, 'auth'> | null, orderId: string, which: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/orders/${orderId}/${which}.pdf`, headers: user?.auth ?? {} });

  it('a paid online order refunded gets one credit note per invoice, against it, for what the refund gave back', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe('refunded');
    const refundId = row.refund_id as string;

    const [saleInvoice, feeInvoice] = (await invoicesOf(order.id)).map(documentOf);
    if (!saleInvoice || !feeInvoice) throw new Error('not invoiced');
    const credits = await creditsOf(order.id);
    expect(credits.map((credit) => [credit.role, credit.kind, credit.refund_id])).toEqual([
      ['sale', 'credit_note', refundId],
      ['fee', 'fee_credit_note', refundId],
    ]);
    const [sale, fee] = credits.map(creditNoteOf);
    if (!sale || !fee) throw new Error('no credit notes');

    // The artist's, in their series of credit notes, against their tax invoice, reversing it whole.
    const at = nowIso();
    expect(credits[0]?.series).toBe(creditSeriesOf('sale', registered.id, at).series);
    expect(sale.number).toMatch(/^CS\/\d{4}\/\d{6}$/);
    expect(sale.invoice).toEqual({ number: saleInvoice.number, issueDate: saleInvoice.issueDate, kind: 'tax_invoice' });
    expect(sale.reason).toBe('Order cancelled and its payment refunded in full');
    expect(sale.supplier).toEqual(saleInvoice.supplier);
    expect(sale.recipient).toEqual(saleInvoice.recipient);
    expect(sale.lines).toEqual(saleInvoice.lines);
    expect({ taxable: sale.taxablePaise, cgst: sale.cgstPaise, sgst: sale.sgstPaise, igst: sale.igstPaise }).toEqual({
      taxable: saleInvoice.taxablePaise,
      cgst: saleInvoice.cgstPaise,
      sgst: saleInvoice.sgstPaise,
      igst: saleInvoice.igstPaise,
    });
    expect(sale.cgstPaise + sale.sgstPaise).toBeGreaterThan(0);

    // Kala's, in its series, against its fee invoice: the fee, its GST and the TCS, as the ledger gave them back.
    expect(fee.number).toMatch(/^CF\/\d{4}\/\d{6}$/);
    expect(fee.invoice.number).toBe(feeInvoice.number);
    expect(fee.relatedNumber).toBe(sale.number);
    expect(fee.lines).toEqual(feeInvoice.lines);
    expect(fee.cgstPaise + fee.sgstPaise).toBe(feeInvoice.cgstPaise + feeInvoice.sgstPaise);
    const ledger = await refundEntries(order.id, refundId);
    expect(sale.totalPaise).toBe(-(ledger.refund ?? 0));
    expect(sale.totalPaise).toBe(Math.round(order.totalAmount * 100));
    expect(fee.totalPaise).toBe(ledger.fee);
    expect(fee.tcs).toEqual({ rateBps: 50, amountPaise: ledger.tcs });
    expect(fee.tcs?.amountPaise).toBe(feeInvoice.tcs?.amountPaise);

    // The order's pages list them after the invoices, each to whoever sees the invoice it is against.
    const detail = async (user: TestUser) =>
      orderDetailSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${order.id}`, headers: user.auth })).json(),
      ).invoices;
    expect((await detail(buyer)).map((doc) => [doc.kind, doc.number])).toEqual([
      ['tax_invoice', saleInvoice.number],
      ['credit_note', sale.number],
    ]);
    expect((await detail(registered)).map((doc) => doc.kind)).toEqual([
      'tax_invoice',
      'fee_invoice',
      'credit_note',
      'fee_credit_note',
    ]);
  });

  it('an unregistered artist’s bill of supply is credited without tax, and Kala’s fee note gives back no TCS', async () => {
    const artist = await createUser(t, { username: 'ravi_painter', name: 'Ravi Painter' });
    await savePayoutDetails(t, artist, artist.username, null);
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(artist)).id);
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);
    const [saleInvoice] = (await invoicesOf(order.id)).map(documentOf);
    const [sale, fee] = (await creditsOf(order.id)).map(creditNoteOf);
    expect(sale?.invoice).toMatchObject({ number: saleInvoice?.number, kind: 'bill_of_supply' });
    expect(sale).toMatchObject({ taxSplit: 'none', cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(sale?.totalPaise).toBe(saleInvoice?.totalPaise);
    expect(fee?.kind).toBe('fee_credit_note');
    expect(fee?.tcs).toBeNull();
    expect(await refundEntries(order.id, (await orderRow(order.id)).refund_id as string)).not.toHaveProperty('tcs');
  });

  it('is issued once: a refund answered then reported twice by webhook, and a call again, give no second note', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    gateway.refundStatus = 'pending';
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);
    const refundId = (await orderRow(order.id)).refund_id as string;
    expect(await creditsOf(order.id)).toHaveLength(0);
    // refund.processed delivered twice at once, under two event ids, then again.
    const results = await Promise.all([
      deliverWebhook(t, gateway, refundProcessed(refundId, order.id), eventId()),
      deliverWebhook(t, gateway, refundProcessed(refundId, order.id), eventId()),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    await deliverWebhook(t, gateway, refundProcessed(refundId, order.id), eventId());
    expect((await creditsOf(order.id)).map((credit) => credit.kind)).toEqual(['credit_note', 'fee_credit_note']);
    // Asked again in a transaction of its own: every invoice already has its note.
    const again = await t.deps.db.transaction().execute((tx) => issueCreditNotes(tx, order.id, refundId, nowIso(), 0));
    expect(again).toEqual([]);
    // And the database refuses a second note against the same invoice, whatever the refund.
    const [first] = await creditsOf(order.id);
    if (!first) throw new Error('no credit note');
    await expect(
      t.deps.db
        .insertInto('credit_notes')
        .values({ ...first, id: 'another', seq: 999_999, number: 'CS/0000/999999', refund_id: 'rfnd_other' })
        .execute(),
    ).rejects.toThrow();
    expect(await creditsOf(order.id)).toHaveLength(2);
  });

  it('a refund retried after its answer was lost issues the notes once', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    gateway.loseNextRefundAnswer = true;
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);
    expect((await orderRow(order.id)).refund_status).toBe('requested');
    expect(await creditsOf(order.id)).toHaveLength(0);
    const sweep = { db: t.deps.db, gateway: paymentGateway(t.config.razorpay) };
    await retryRefunds(sweep);
    await retryRefunds(sweep);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe('refunded');
    await deliverWebhook(t, gateway, refundProcessed(row.refund_id as string, order.id), eventId());
    expect((await creditsOf(order.id)).map((credit) => credit.refund_id)).toEqual([row.refund_id, row.refund_id]);
  });

  it('numbers have no gap and no repeat under concurrent refunds, and a rolled-back refund gives its number back', async () => {
    const seller = await createUser(t, { username: 'refunded_artist', name: 'Refunded Artist' });
    await savePayoutDetails(t, seller, seller.username, KARNATAKA_GSTIN);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const orders: Order[] = [];
    for (const buyer of buyers) orders.push(await payOnline(buyer, (await work(seller)).id));
    const results = await Promise.all(orders.map((order, i) => cancel(buyers[i] as TestUser, order.id)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const at = nowIso();
    const series = creditSeriesOf('sale', seller.id, at).series;
    const numbers = await creditNumbersOfSeries(t.deps.db, series);
    expect(numbers.map((row) => row.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(new Set(numbers.map((row) => row.number)).size).toBe(10);
    const fees = await creditNumbersOfSeries(t.deps.db, creditSeriesOf('fee', null, at).series);
    expect(fees.map((row) => row.seq)).toEqual(Array.from({ length: fees.length }, (_, i) => i + 1));

    // A refund whose transaction fails after numbering (a crash before commit) takes nothing; the next is 11th.
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(seller)).id);
    await expect(
      t.deps.db.transaction().execute(async (tx) => {
        expect(await issueCreditNotes(tx, order.id, 'rfnd_crashed', at, 0)).toHaveLength(2);
        throw new Error('the instance stopped');
      }),
    ).rejects.toThrow('the instance stopped');
    expect(await creditsOf(order.id)).toHaveLength(0);
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);
    const after = await creditNumbersOfSeries(t.deps.db, series);
    expect(after.map((row) => row.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('an order refunded before any invoice was issued gets no credit note', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkoutOne(t, buyer, (await work(registered)).id);
    if (!payment) throw new Error('no payment');
    const order = orders[0] as Order;
    // The hold runs out, then the payment is captured: the cancelled order is refunded at once, never invoiced.
    await releaseExpiredHolds(t.deps.db, new Date(Date.now() + 31 * 60_000));
    const res = await deliverWebhook(
      t,
      gateway,
      capturedEvent(payment.orderId, 'pay_cn_late', payment.amount),
      eventId(),
    );
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).payment_status).toBe('refunded');
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect(await creditsOf(order.id)).toHaveLength(0);
  });

  it('downloads as the invoices do: the sale’s note for its buyer, artist and admins; Kala’s for the artist and admins', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    // Invoiced, not refunded: no credit note yet.
    const none = await download(buyer, order.id, 'credit-note');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ERR.creditNoteNone);
    expect((await cancel(buyer, order.id)).statusCode).toBe(200);

    expect((await download(buyer, order.id, 'credit-note')).statusCode).toBe(200);
    expect((await download(registered, order.id, 'credit-note')).statusCode).toBe(200);
    expect((await download(admin, order.id, 'credit-note')).statusCode).toBe(200);
    expect((await download(stranger, order.id, 'credit-note')).statusCode).toBe(404);
    expect((await download(null, order.id, 'credit-note')).statusCode).toBe(401);
    expect((await download(registered, order.id, 'fee-credit-note')).statusCode).toBe(200);
    expect((await download(admin, order.id, 'fee-credit-note')).statusCode).toBe(200);
    expect((await download(buyer, order.id, 'fee-credit-note')).statusCode).toBe(404);
    expect((await download(stranger, order.id, 'fee-credit-note')).statusCode).toBe(404);

    const [saleInvoice, feeInvoice] = (await invoicesOf(order.id)).map(documentOf);
    const [sale] = (await creditsOf(order.id)).map(creditNoteOf);
    const pdf = await download(buyer, order.id, 'credit-note');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${sale?.number.replaceAll('/', '-')}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (!hasPdfToText) return;
    const saleText = pdfText(pdf.rawPayload);
    expect(saleText).toContain('Credit note');
    expect(saleText).toContain(sale?.number);
    expect(saleText).toContain(saleInvoice?.number);
    expect(saleText).toContain('Order cancelled and its payment refunded in full');
    expect(saleText).toContain('CGST @ 2.5%');
    const feeText = pdfText((await download(registered, order.id, 'fee-credit-note')).rawPayload);
    expect(feeText).toContain('Credit note');
    expect(feeText).toContain(feeInvoice?.number);
    expect(feeText).toContain('given back');
  });
});
