import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  certificateKeysSchema,
  certificateVerificationSchema,
  ERR,
  onlineCheckoutResponseSchema,
  type Order,
  orderDetailSchema,
} from '@kala/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { formatWidths, processImage, storeImage } from '../../lib/images';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';
import { deliverWebhook, verifyPayment } from '../payments/payments.fixtures';
import { canonicalFields } from './certificate-signer';
import { collectCash } from '../orders/orders.fixtures';

const hasPoppler =
  spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdftoppm'], { stdio: 'ignore' }).status === 0;

describe('certificates of authenticity', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let artist: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn({ publicUrl: 'https://kala.example' }));
    artist = await createUser(t, { username: 'ananya_iyer', name: 'Ananya Iyer' });
    admin = await createUser(t, { role: 'admin' });
    stranger = await createUser(t);
  });
  afterAll(() => t.close());

  /** An artwork for sale with its facts; an original unless told. */
  async function artwork(edition: 'original' | 'limited' | 'open' | null = 'original', title = 'Monsoon Ghats') {
    const work = await createArtwork(t, artist.id, { forSale: true, price: 12_000, quantity: 1, title });
    await t.deps.db
      .updateTable('artworks')
      .set({
        edition,
        edition_number: edition === 'limited' ? 3 : null,
        edition_size: edition === 'limited' ? 10 : null,
        medium: 'oil',
        surface: 'canvas',
        height_tenths: 610,
        width_tenths: 910,
        size_unit: 'cm',
        year_created: 2024,
      })
      .where('id', '=', work.id)
      .execute();
    return work;
  }

  async function checkoutOnline(buyer: TestUser, artworkId: string) {
    await addToCart(t, buyer, artworkId);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    expect(res.statusCode).toBe(201);
    return onlineCheckoutResponseSchema.parse(res.json());
  }
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });
  const certificatesOf = (orderId: string) =>
    t.deps.db.selectFrom('certificates').selectAll().where('order_id', '=', orderId).execute();
  const verifyNumber = (number: string) => t.app.inject({ method: 'GET', url: `/api/certificates/${number}` });
  const downloadAs = (user: Pick<TestUser, 'auth'> | null, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/orders/${orderId}/certificate.pdf`, headers: user?.auth ?? {} });

  /** An original paid online by a new buyer, through the browser's verify call: its order and certificate. */
  async function paidOriginal(title?: string) {
    const buyer = await createUser(t, { name: 'Ravi Kumar' });
    const work = await artwork('original', title);
    const { orders, payment } = await checkoutOnline(buyer, work.id);
    const paymentId = `pay_${Math.random().toString(36).slice(2, 10)}`;
    const res = await verifyPayment(t, gateway, buyer, payment.orderId, paymentId);
    expect(res.statusCode).toBe(200);
    const order = orders[0] as Order;
    const [certificate] = await certificatesOf(order.id);
    if (!certificate) throw new Error('no certificate issued');
    return { buyer, work, order, payment, paymentId, certificate };
  }

  it('is issued once when an original is paid online, however often the payment is reported', async () => {
    const buyer = await createUser(t);
    const work = await artwork('original');
    const { orders, payment } = await checkoutOnline(buyer, work.id);
    const order = orders[0] as Order;
    expect(await certificatesOf(order.id)).toHaveLength(0);

    const event = captured(payment.orderId, 'pay_cert_1', payment.amount);
    expect((await deliverWebhook(t, gateway, event, 'evt_cert_1')).statusCode).toBe(200);
    // The same event again, and the same payment under another event id (Razorpay may send both).
    expect((await deliverWebhook(t, gateway, event, 'evt_cert_1')).statusCode).toBe(200);
    expect((await deliverWebhook(t, gateway, event, 'evt_cert_2')).statusCode).toBe(200);
    const verify = await verifyPayment(t, gateway, buyer, payment.orderId, 'pay_cert_1');
    expect(verify.statusCode).toBe(200);

    const certificates = await certificatesOf(order.id);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]?.number).toMatch(/^KALA-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/auth/orders/${order.id}`, headers: buyer.auth })).json(),
    );
    expect(detail.certificate).toEqual({ number: certificates[0]?.number, showBuyerName: false });
  });

  it('is issued once when the verify call and two webhook deliveries of the payment arrive at the same time', async () => {
    const buyer = await createUser(t);
    const work = await artwork('original');
    const { orders, payment } = await checkoutOnline(buyer, work.id);
    const event = captured(payment.orderId, 'pay_race', payment.amount);
    const answers = await Promise.all([
      verifyPayment(t, gateway, buyer, payment.orderId, 'pay_race'),
      deliverWebhook(t, gateway, event, 'evt_race_1'),
      deliverWebhook(t, gateway, event, 'evt_race_2'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await certificatesOf((orders[0] as Order).id)).toHaveLength(1);
  });

  it('is not issued before payment, nor for a limited or open edition or a work whose edition is not stated', async () => {
    const buyer = await createUser(t);
    const unpaid = await artwork('original');
    const { orders: unpaidOrders } = await checkoutOnline(buyer, unpaid.id);
    expect(await certificatesOf((unpaidOrders[0] as Order).id)).toHaveLength(0);

    for (const edition of ['limited', 'open', null] as const) {
      const work = await artwork(edition);
      const { orders, payment } = await checkoutOnline(await createUser(t), work.id);
      const id = `pay_${edition ?? 'none'}`;
      await deliverWebhook(t, gateway, captured(payment.orderId, id, payment.amount), `evt_${id}`);
      const [row] = await t.deps.db
        .selectFrom('orders')
        .select('payment_status')
        .where('id', '=', (orders[0] as Order).id)
        .execute();
      expect(row?.payment_status).toBe('paid');
      expect(await certificatesOf((orders[0] as Order).id)).toHaveLength(0);
    }
  });

  it('is issued once when the artist marks a pay-on-delivery original paid', async () => {
    const buyer = await createUser(t);
    const work = await artwork('original');
    await addToCart(t, buyer, work.id);
    const placed = await postCheckout(t, buyer, { body: { paymentMethod: 'cod' } });
    const order = (placed.json() as Order[])[0] as Order;
    expect(await certificatesOf(order.id)).toHaveLength(0);
    for (let i = 0; i < 2; i++) {
      expect((await collectCash(t, artist, order.id)).statusCode).toBe(200);
    }
    expect(await certificatesOf(order.id)).toHaveLength(1);
  });

  it('verifies publicly: genuine, what it certifies, and nothing of the buyer', async () => {
    const { buyer, work, certificate } = await paidOriginal('Monsoon over the Western Ghats');
    const res = await verifyNumber(certificate.number);
    expect(res.statusCode).toBe(200);
    const answer = certificateVerificationSchema.parse(res.json());
    expect(answer).toMatchObject({ genuine: true, signatureValid: true, revoked: false });
    expect(answer.certificate).toMatchObject({
      number: certificate.number,
      artworkId: work.id,
      title: 'Monsoon over the Western Ghats',
      artistName: 'Ananya Iyer',
      artistUsername: 'ananya_iyer',
      medium: 'oil',
      size: '61 × 91 cm (24 × 36 in)',
      year: 2024,
      buyerName: null,
      keyId: t.deps.certificates.keyId,
    });
    expect(res.body).not.toContain(buyer.username);
    expect(res.body).not.toContain('Ravi Kumar');
    // Typed in lower case, still found.
    expect((await verifyNumber(certificate.number.toLowerCase())).statusCode).toBe(200);
    // Its key is published.
    const keys = certificateKeysSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/certificates/keys' })).json(),
    );
    expect(keys.keys.map((key) => key.keyId)).toContain(answer.certificate.keyId);
  });

  it('shows the buyer’s name only when the buyer chooses, signed again; the artist cannot choose it', async () => {
    const { buyer, order, certificate } = await paidOriginal();
    const set = (user: TestUser, showBuyerName: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/auth/orders/${order.id}/certificate`,
        headers: user.auth,
        payload: { showBuyerName },
      });
    const byArtist = await set(artist, true);
    expect(byArtist.statusCode).toBe(403);
    expect(byArtist.json().message).toBe(ERR.certificateBuyerOnly);

    expect((await set(buyer, true)).json()).toEqual({ number: certificate.number, showBuyerName: true });
    const shown = certificateVerificationSchema.parse((await verifyNumber(certificate.number)).json());
    expect(shown).toMatchObject({ genuine: true, certificate: { buyerName: 'Ravi Kumar' } });

    await set(buyer, false);
    const hidden = await verifyNumber(certificate.number);
    expect(hidden.json()).toMatchObject({ genuine: true, certificate: { buyerName: null } });
    expect(hidden.body).not.toContain('Ravi Kumar');
  });

  it.each([
    ['title', { title: 'A different work' }],
    ['artist', { artistName: 'Someone Else' }],
    ['sale date', { saleDate: '2020-01-01' }],
    ['number', { number: 'KALA-2020-AAAA-AAAA' }],
  ] as const)('is not genuine when its stored %s was changed', async (_field, change) => {
    const { certificate } = await paidOriginal();
    const tampered = canonicalFields({ ...JSON.parse(certificate.fields), ...change });
    await t.deps.db
      .updateTable('certificates')
      .set({ fields: tampered })
      .where('number', '=', certificate.number)
      .execute();
    const answer = certificateVerificationSchema.parse((await verifyNumber(certificate.number)).json());
    expect(answer).toMatchObject({ genuine: false, signatureValid: false });
  });

  it('answers 404 "Not a Kala certificate" for an unknown or malformed number', async () => {
    for (const number of ['KALA-2026-0000-0000', 'not-a-number', 'KALA-2026-IIII-OOOO']) {
      const res = await verifyNumber(number);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ERR.certificateNotFound);
    }
  });

  it('downloads for the buyer, the artist and an admin only', async () => {
    const { buyer, order } = await paidOriginal();
    for (const user of [buyer, artist, admin]) {
      const res = await downloadAs(user, order.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await downloadAs(stranger, order.id)).statusCode).toBe(404);
    expect((await downloadAs(null, order.id)).statusCode).toBe(401);
  });

  it('answers 404 with the reason for an order without a certificate', async () => {
    const buyer = await createUser(t);
    const work = await artwork('open');
    await addToCart(t, buyer, work.id);
    const order = ((await postCheckout(t, buyer)).json() as Order[])[0] as Order;
    const res = await downloadAs(buyer, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ERR.certificateNone);
  });

  it('is revoked when the paid sale is cancelled (and refunded)', async () => {
    const { buyer, order, certificate } = await paidOriginal();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/auth/orders/${order.id}/cancel`,
      headers: buyer.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const answer = certificateVerificationSchema.parse((await verifyNumber(certificate.number)).json());
    expect(answer).toMatchObject({ genuine: false, signatureValid: true, revoked: true });
    const download = await downloadAs(buyer, order.id);
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(ERR.certificateRevoked);
  });

  it.skipIf(!hasPoppler && !process.env.CI)(
    'is a one-page A4 PDF with the work, its facts, the number, the verify address and the picture',
    async () => {
      const { buyer, work, order, certificate } = await paidOriginal('Monsoon over the Western Ghats');
      // A real picture in the media store, as an upload leaves it.
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      const processed = await processImage(png, 'ghats.png');
      await storeImage(t.deps.media, processed);
      await t.deps.db
        .updateTable('artwork_images')
        .set({ hash: processed.hash, widths: formatWidths(processed.widths) })
        .where('artwork_id', '=', work.id)
        .execute();
      await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/orders/${order.id}/certificate`,
        headers: buyer.auth,
        payload: { showBuyerName: true },
      });

      const res = await downloadAs(buyer, order.id);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${certificate.number}.pdf"`);
      const dir = mkdtempSync(path.join(tmpdir(), 'kala-certificate-'));
      const file = path.join(dir, 'certificate.pdf');
      writeFileSync(file, res.rawPayload);

      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const expected of [
        'Certificate of Authenticity',
        'Monsoon over the Western Ghats',
        'by Ananya Iyer (@ananya_iyer)',
        'Oil',
        '61 × 91 cm (24 × 36 in)',
        '2024',
        certificate.number,
        'Ravi Kumar',
        `https://kala.example/verify/${certificate.number}`,
        t.deps.certificates.keyId,
      ]) {
        expect(text).toContain(expected);
      }
      // Page 1 as a picture: the artwork's blue fills part of it (and KALA_CERTIFICATE_PNG keeps it to look at).
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(dir, 'page')]);
      const page = path.join(dir, 'page.png');
      if (process.env.KALA_CERTIFICATE_PNG) execFileSync('cp', [page, process.env.KALA_CERTIFICATE_PNG]);
      const { data, info: image } = await sharp(page).raw().toBuffer({ resolveWithObject: true });
      let blue = 0;
      for (let i = 0; i < data.length; i += image.channels) {
        if (Math.abs((data[i] ?? 0) - 0x2a) < 12 && Math.abs((data[i + 2] ?? 0) - 0x97) < 12) blue++;
      }
      expect(blue / (image.width * image.height)).toBeGreaterThan(0.1);
    },
  );
});
