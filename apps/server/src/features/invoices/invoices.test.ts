import { ERR, type InvoiceDocument, type Order, orderDetailSchema, splitInclusive } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { nowIso } from '../../lib/ids';
import { composeMail } from '../notifications/outbox-messages';
import { markCodPaid } from '../orders/orders.repository';
import { capturedEvent, deliverWebhook, verifyPayment } from '../payments/payments.fixtures';
import { documentOf, financialYear, issueInvoices, seriesOf } from './invoices.service';
import { numbersOfSeries } from './invoices.repository';
import {
  checkoutOne,
  invoicesOf as invoicesOfOrder,
  KALA_GSTIN,
  KARNATAKA_GSTIN,
  originalWork,
  payOnline as payOnlineWith,
  savePayoutDetails,
  startTaxedApp,
} from './invoices.fixtures';
import { collectCash } from '../orders/orders.fixtures';
import { hasPdfToText, pdfText } from '../../../test/pdf';

describe('invoices', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let registered: TestUser;
  let unregistered: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    ({ t, gateway } = await startTaxedApp());
    registered = await createUser(t, { username: 'ananya_iyer', name: 'Ananya Iyer' });
    unregistered = await createUser(t, { username: 'ravi_painter', name: 'Ravi Painter' });
    admin = await createUser(t, { role: 'admin' });
    stranger = await createUser(t);
    await savePayoutDetails(t, registered, 'Ananya Iyer', KARNATAKA_GSTIN);
    await savePayoutDetails(t, unregistered, 'Ravi Painter', null);
  });
  afterAll(() => t.close());

  const work = (artist: TestUser, medium: string | null = 'oil', price = 11_800) =>
    originalWork(t, artist, medium, price);
  const checkout = (buyer: TestUser, artworkId: string, method: 'online' | 'cod', state = 'Karnataka') =>
    checkoutOne(t, buyer, artworkId, method, state);
  const payOnline = (buyer: TestUser, artworkId: string, state = 'Karnataka') =>
    payOnlineWith(t, gateway, buyer, artworkId, state);

  const invoicesOf = (orderId: string) => invoicesOfOrder(t, orderId);
  const saleOf = async (orderId: string): Promise<InvoiceDocument> => {
    const row = (await invoicesOf(orderId)).find((invoice) => invoice.role === 'sale');
    if (!row) throw new Error('no sale invoice');
    return documentOf(row);
  };
  const feeOf = async (orderId: string): Promise<InvoiceDocument> => {
    const row = (await invoicesOf(orderId)).find((invoice) => invoice.role === 'fee');
    if (!row) throw new Error('no fee invoice');
    return documentOf(row);
  };
  const download = (user: Pick<TestUser, 'auth'> | null, orderId: string, which: 'invoice' | 'fee-invoice') =>
    t.app.inject({ method: 'GET', url: `/api/auth/orders/${orderId}/${which}.pdf`, headers: user?.auth ?? {} });

  it('a registered artist selling within their state issues a tax invoice with CGST and SGST, and Kala its fee invoice', async () => {
    const buyer = await createUser(t, { name: 'Meera Rao' });
    const order = await payOnline(buyer, (await work(registered, 'oil')).id, 'Karnataka');
    const sale = await saleOf(order.id);
    expect(sale.kind).toBe('tax_invoice');
    expect(sale.number).toMatch(/^KS\/\d{4}\/\d{6}$/);
    expect(sale.supplier).toMatchObject({ name: 'Ananya Iyer', gstin: KARNATAKA_GSTIN, state: 'Karnataka' });
    expect(sale.recipient.state).toBe('Karnataka');
    expect(sale.placeOfSupply).toBe('29-Karnataka');
    expect(sale.taxSplit).toBe('intra');
    const [line] = sale.lines;
    // Oil: a painting, HSN 9701, at the configured rate (5% by default, docs/taxes.md), GST inside the price.
    expect(line).toMatchObject({ code: '9701', rateBps: 500, amountPaise: 1_180_000, igstPaise: 0 });
    const split = splitInclusive(1_180_000, 500);
    expect(line?.taxablePaise).toBe(split.taxable);
    expect((line?.cgstPaise ?? 0) + (line?.sgstPaise ?? 0)).toBe(split.tax);
    expect(sale.totalPaise).toBe(Math.round(order.totalAmount * 100));
    expect(sale.cgstPaise + sale.sgstPaise + sale.taxablePaise).toBe(sale.totalPaise);

    const fee = await feeOf(order.id);
    expect(fee.kind).toBe('fee_invoice');
    expect(fee.number).toMatch(/^KF\/\d{4}\/\d{6}$/);
    expect(fee.relatedNumber).toBe(sale.number);
    expect(fee.supplier).toMatchObject({ name: 'Kala Art Marketplace Pvt Ltd', gstin: KALA_GSTIN });
    expect(fee.recipient).toMatchObject({ name: 'Ananya Iyer', gstin: KARNATAKA_GSTIN });
    // Kala's fee (10% of the artwork price by default) with 18% GST inside, CGST+SGST (both in Karnataka).
    const feeRow = await t.deps.db
      .selectFrom('orders')
      .select('fee_paise')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(fee.totalPaise).toBe(Number(feeRow.fee_paise));
    expect(fee.lines[0]).toMatchObject({ code: '998599', rateBps: 1800 });
    expect(fee.taxSplit).toBe('intra');
    expect(fee.cgstPaise + fee.sgstPaise).toBe(splitInclusive(fee.totalPaise, 1800).tax);
    // TCS under section 52 on a registered seller's sale: 0.5% of the sale's taxable value.
    expect(fee.tcs).toEqual({ rateBps: 50, amountPaise: Math.round((sale.taxablePaise * 50) / 10_000) });
  });

  it('across states the same sale carries IGST, and the place of supply is the buyer’s state', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered, 'sculpture')).id, 'Maharashtra');
    const sale = await saleOf(order.id);
    expect(sale.kind).toBe('tax_invoice');
    expect(sale.placeOfSupply).toBe('27-Maharashtra');
    expect(sale.taxSplit).toBe('inter');
    expect(sale.lines[0]).toMatchObject({ code: '9703', cgstPaise: 0, sgstPaise: 0 });
    expect(sale.igstPaise).toBe(splitInclusive(sale.lines[0]?.amountPaise ?? 0, 500).tax);
    expect(sale.cgstPaise + sale.sgstPaise).toBe(0);
  });

  it('an artist without a GSTIN issues a bill of supply, with no tax', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(unregistered, 'print')).id, 'Maharashtra');
    const sale = await saleOf(order.id);
    expect(sale.kind).toBe('bill_of_supply');
    expect(sale.taxSplit).toBe('none');
    expect(sale.supplier.gstin).toBeNull();
    // Their town and state, not their street.
    expect(sale.supplier.address.join(' ')).not.toContain('MG Road');
    expect(sale.lines[0]).toMatchObject({ code: '9702', rateBps: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(sale.taxablePaise).toBe(sale.totalPaise);
    expect(sale.notes.join(' ')).toContain('not registered under GST');
    // No TCS on an unregistered seller's sale.
    expect((await feeOf(order.id)).tcs).toBeNull();
  });

  it('is issued once, however often the payment is reported', async () => {
    const buyer = await createUser(t);
    const { orders, payment } = await checkout(buyer, (await work(registered)).id, 'online');
    if (!payment) throw new Error('no payment');
    const event = capturedEvent(payment.orderId, 'pay_inv_once', payment.amount);
    await Promise.all([
      deliverWebhook(t, gateway, event, 'evt_inv_once_1'),
      deliverWebhook(t, gateway, event, 'evt_inv_once_2'),
      verifyPayment(t, gateway, buyer, payment.orderId, 'pay_inv_once'),
    ]);
    expect((await invoicesOf((orders[0] as Order).id)).map((row) => row.role).sort()).toEqual(['fee', 'sale']);
  });

  it('a pay-on-delivery order gets its invoices when the cash is collected, and the buyer gets the invoice by mail', async () => {
    const buyer = await createUser(t);
    const { orders } = await checkout(buyer, (await work(unregistered)).id, 'cod');
    const order = orders[0] as Order;
    expect(await invoicesOf(order.id)).toHaveLength(0);
    // As an order placed before checkout asked for the state: the pincode's state is the place of supply.
    await t.deps.db.updateTable('orders').set({ shipping_state: '' }).where('id', '=', order.id).execute();
    expect((await collectCash(t, unregistered, order.id)).statusCode).toBe(200);
    const sale = await saleOf(order.id);
    expect(sale.kind).toBe('bill_of_supply');
    expect(sale.placeOfSupply).toBe('29-Karnataka');
    // The artist holds the cash: Kala's fee invoice says the fee is owed.
    expect((await feeOf(order.id)).notes).toContain(
      'The buyer paid the artist in cash on delivery: this fee is owed to Kala.',
    );
    const queued = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'invoice')
      .where('ref_id', '=', order.id)
      .execute();
    expect(queued).toHaveLength(1);
    const mail = await composeMail({ db: t.deps.db, publicUrl: t.config.publicUrl, secret: 'x' }, queued[0] as never);
    if (mail === 'skip') throw new Error('skipped');
    const { email } = await t.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(mail.to).toBe(email);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments?.[0]?.filename).toBe(`${sale.number.replaceAll('/', '-')}.pdf`);
    expect(mail.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the receipt of an online payment carries the invoice as a PDF attachment', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    const receipt = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'receipt')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const mail = await composeMail({ db: t.deps.db, publicUrl: t.config.publicUrl, secret: 'x' }, receipt);
    if (mail === 'skip') throw new Error('skipped');
    const sale = await saleOf(order.id);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${sale.number.replaceAll('/', '-')}.pdf`]);
    expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(mail.text).toContain('The invoice for your order is attached (PDF).');
  });

  it('only the buyer, the artist and admins download the sale invoice; only the artist and admins the fee invoice', async () => {
    const buyer = await createUser(t);
    const order = await payOnline(buyer, (await work(registered)).id);
    expect((await download(buyer, order.id, 'invoice')).statusCode).toBe(200);
    expect((await download(registered, order.id, 'invoice')).statusCode).toBe(200);
    expect((await download(admin, order.id, 'invoice')).statusCode).toBe(200);
    expect((await download(stranger, order.id, 'invoice')).statusCode).toBe(404);
    expect((await download(null, order.id, 'invoice')).statusCode).toBe(401);
    expect((await download(registered, order.id, 'fee-invoice')).statusCode).toBe(200);
    expect((await download(admin, order.id, 'fee-invoice')).statusCode).toBe(200);
    expect((await download(buyer, order.id, 'fee-invoice')).statusCode).toBe(404);
    expect((await download(stranger, order.id, 'fee-invoice')).statusCode).toBe(404);

    const pdf = await download(buyer, order.id, 'invoice');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="KS-\d{4}-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The order page lists what each may download.
    const detail = async (user: TestUser) =>
      orderDetailSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${order.id}`, headers: user.auth })).json(),
      );
    expect((await detail(buyer)).invoices.map((invoice) => invoice.role)).toEqual(['sale']);
    expect((await detail(registered)).invoices.map((invoice) => invoice.role)).toEqual(['sale', 'fee']);

    // An unpaid order has none yet.
    const unpaid = await checkout(await createUser(t), (await work(registered)).id, 'cod');
    const none = await download(registered, (unpaid.orders[0] as Order).id, 'invoice');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ERR.invoiceNone);
  });

  it('says what it said when issued, after the artwork, the artist and the settings change', async () => {
    const buyer = await createUser(t);
    const piece = await work(registered, 'oil');
    const order = await payOnline(buyer, piece.id);
    const before = await saleOf(order.id);
    await t.deps.db
      .updateTable('artworks')
      .set({ title: 'Renamed', medium: 'sculpture' })
      .where('id', '=', piece.id)
      .execute();
    await t.deps.db
      .updateTable('payout_accounts')
      .set({ legal_name: 'Someone Else', state: 'Goa' })
      .where('user_id', '=', registered.id)
      .execute();
    await t.deps.db.updateTable('users').set({ name: 'Changed Name' }).where('id', '=', registered.id).execute();
    expect(await saleOf(order.id)).toEqual(before);
    await t.deps.db
      .updateTable('payout_accounts')
      .set({ legal_name: 'Ananya Iyer', state: 'Karnataka' })
      .where('user_id', '=', registered.id)
      .execute();
    await t.deps.db.updateTable('users').set({ name: 'Ananya Iyer' }).where('id', '=', registered.id).execute();
    if (!hasPdfToText) return;
    const text = pdfText((await download(buyer, order.id, 'invoice')).rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(before.number);
    expect(text).toContain('Ananya Iyer');
    expect(text).toContain(KARNATAKA_GSTIN);
    expect(text).toContain('29-Karnataka');
    expect(text).toContain('9701');
    expect(text).toContain('CGST @ 2.5%');
    expect(text).not.toContain('Renamed');
  });

  it('numbers have no gap and no repeat under 20 concurrent checkouts, and a rolled-back payment leaves no gap', async () => {
    const seller = await createUser(t, { username: 'busy_artist' });
    await savePayoutDetails(t, seller, 'Ravi Painter', null);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const works = await Promise.all(buyers.map(() => work(seller)));
    const checkouts = await Promise.all(
      buyers.map((buyer, i) => checkout(buyer, (works[i] as { id: string }).id, 'online')),
    );
    const results = await Promise.all(
      checkouts.map(({ payment }, i) =>
        deliverWebhook(
          t,
          gateway,
          capturedEvent(payment?.orderId ?? '', `pay_gap_${i}`, payment?.amount ?? 0),
          `evt_gap_${i}`,
        ),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const at = nowIso();
    const series = seriesOf('sale', seller.id, at).series;
    const numbers = await numbersOfSeries(t.deps.db, series);
    expect(numbers.map((row) => row.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(numbers.map((row) => row.number)).size).toBe(20);
    // Kala's fee series too: every number from 1 to its last, once.
    const fees = await numbersOfSeries(t.deps.db, seriesOf('fee', null, at).series);
    expect(fees.map((row) => row.seq)).toEqual(Array.from({ length: fees.length }, (_, i) => i + 1));

    // A collection whose transaction fails after numbering gives its numbers back.
    const buyer = await createUser(t);
    const { orders } = await checkout(buyer, (await work(seller)).id, 'cod');
    const order = orders[0] as Order;
    await expect(
      t.deps.db.transaction().execute(async (tx) => {
        await markCodPaid(tx, order.id, at);
        expect(await issueInvoices(tx, t.config, [order.id], at)).toHaveLength(2);
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect((await collectCash(t, seller, order.id)).statusCode).toBe(200);
    const after = await numbersOfSeries(t.deps.db, series);
    expect(after.map((row) => row.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect((await saleOf(order.id)).number).toBe(
      `KS/${financialYear(at).slice(2, 4)}${financialYear(at).slice(5, 7)}/000021`,
    );
  });

  it('numbers by India’s financial year, April to March in IST', () => {
    expect(financialYear('2026-03-31T18:29:59.000Z')).toBe('2025-26');
    expect(financialYear('2026-03-31T18:30:00.000Z')).toBe('2026-27');
    expect(seriesOf('fee', null, '2027-01-05T00:00:00.000Z').prefix).toBe('KF/2627/');
  });
});
