// Test fixtures for orders: cancelling one as each of the people who may, and the cash of one paid on delivery.
import type { TestApp } from '../../../test/helpers';

/**
 * Cancels the order as `who` would: the buyer from their orders, the artist from their sales, an admin from the
 * back-office (the last two with a reason). The answer as it comes.
 */
export function cancelAs(
  t: Pick<TestApp, 'app'>,
  who: 'buyer' | 'artist' | 'admin',
  person: { auth: Record<string, string> },
  orderId: string,
) {
  return who === 'buyer'
    ? t.app.inject({ method: 'POST', url: `/api/auth/orders/${orderId}/cancel`, headers: person.auth, payload: {} })
    : t.app.inject({
        method: 'PATCH',
        url: `/api/${who === 'admin' ? 'admin/orders' : 'auth/sales'}/${orderId}`,
        headers: person.auth,
        payload: { status: 'cancelled', reason: 'Cannot send it' },
      });
}

/** The artist marks an order paid on delivery as paid: the cash is collected. The answer as it comes. */
export function collectCash(t: Pick<TestApp, 'app'>, artist: { auth: Record<string, string> }, orderId: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/auth/sales/${orderId}`,
    headers: artist.auth,
    payload: { paymentStatus: 'paid' },
  });
}
