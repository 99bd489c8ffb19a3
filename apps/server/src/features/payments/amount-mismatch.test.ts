import { type AuditEntry, auditEntrySchema, onlineCheckoutResponseSchema, type Order } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestAppWithStandIn, type TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { addToCart, postCheckout } from '../checkout/checkout.fixtures';
import { deliverWebhook } from './payments.fixtures';

// Issue 32 finding 13: a signed payment.captured whose amount is not the order's pays for nothing; it is
// refunded in full, once, and the admins see it in the audit log.
describe('a captured payment of the wrong amount', () => {
  let gateway: RazorpayStandIn;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, gateway } = await createTestAppWithStandIn());
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const deliver = (event: Record<string, unknown>, eventId: string) => deliverWebhook(t, gateway, event, eventId);
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });

  it('is refunded in full, once, the order stays unpaid, and the admins see it in the audit log', async () => {
    const artist = await createUser(t);
    const buyer = await createUser(t);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 2000, title: 'Tampered total' });
    await addToCart(t, buyer, artwork.id);
    const res = await postCheckout(t, buyer, { body: { paymentMethod: 'online' } });
    expect(res.statusCode).toBe(201);
    const { orders, payment } = onlineCheckoutResponseSchema.parse(res.json());
    const order = orders[0] as Order;
    expect(payment.amount).toBe(200_000);

    const before = gateway.calls.length;
    const wrong = captured(payment.orderId, 'pay_wrong_amount', 100);
    expect((await deliver(wrong, 'evt_mismatch_1')).json()).toEqual({ status: 'handled' });
    const refunds = gateway.calls.slice(before).filter((call) => call.method === 'POST');
    expect(refunds).toEqual([
      expect.objectContaining({
        path: '/v1/payments/pay_wrong_amount/refund',
        body: { amount: 100, notes: { kala_amount_mismatch: payment.orderId } },
      }),
    ]);
    const row = await t.deps.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.payment_status).toBe('pending');
    expect(row.refund_status).toBeNull();

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?q=${order.id}`, headers: admin.auth });
    const entries = z.array(auditEntrySchema).parse(audit.json());
    expect(entries).toEqual([
      expect.objectContaining<Partial<AuditEntry>>({
        action: 'payment.mismatch_refunded',
        actor: { id: null, username: 'razorpay-webhook' },
        targetType: 'order',
        targetId: order.id,
        targetName: 'Tampered total',
      }),
    ]);

    // The same event again is a duplicate; the same payment under a new event id finds its refund made.
    expect((await deliver(wrong, 'evt_mismatch_1')).json()).toEqual({ status: 'duplicate' });
    expect((await deliver(wrong, 'evt_mismatch_2')).statusCode).toBe(200);
    expect(gateway.calls.filter((call) => call.path === '/v1/payments/pay_wrong_amount/refund')).toHaveLength(1);

    // The right amount still pays the order.
    const right = captured(payment.orderId, 'pay_right_amount', 200_000);
    expect((await deliver(right, 'evt_mismatch_3')).json()).toEqual({ status: 'handled' });
    expect(
      (
        await t.deps.db
          .selectFrom('orders')
          .select('payment_status')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).payment_status,
    ).toBe('paid');
  });
});
