// Test fixtures for online payment: a webhook delivery as Razorpay posts it, signed by the stand-in.
import type { TestApp } from '../../../test/helpers';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in';

/** Posts `event` to the webhook with the stand-in's signature (or `signature`, to forge one) and the event id. */
export function deliverWebhook(
  t: TestApp,
  gateway: RazorpayStandIn,
  event: Record<string, unknown>,
  eventId: string,
  signature?: string,
) {
  const signed = gateway.webhook(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? signed.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: signed.body,
  });
}
