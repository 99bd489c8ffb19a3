import {
  byUsername,
  cancelledText,
  myOrders,
  orderText,
  paymentReceived,
  paymentStatus,
  reasonLabel,
  viewOrder,
} from '../shared';
import { admin } from './admin';
import { live } from '../live';

const ORDER_STATUS_TEXT = { placed: 'Placed', shipped: 'Shipped', delivered: 'Delivered', cancelled: cancelledText };

// Kala: the buyer's orders and the artist's sales (docs/product.md#beyond-the-original-client).
export const orders = /* @__PURE__ */ live(['SCREEN', 'orders'], {
  title: myOrders,
  subtitle: 'Artworks you have bought',
  loading: 'Loading your orders...',
  error: 'Failed to load your orders',
  empty: 'No orders yet',
  emptyHint: 'Artworks you buy will appear here.',
  /** quantity(2) → 'Qty 2' */
  quantity: (count: number) => `Qty ${count}`,
  /** orderedOn('4 May 2025') → 'Ordered on 4 May 2025' */
  orderedOn: (date: string) => `Ordered on ${date}`,
  paymentStatus,
  switchLabel: 'Orders and sales',
  // Fulfilment (issue 16): the order page, badges and steps.
  orderStatus: 'Order status',
  status: ORDER_STATUS_TEXT,
  viewOrder,
  orderTitle: orderText,
  loadingOrder: 'Loading the order...',
  orderError: 'Failed to load the order',
  backToOrders: 'Back to my orders',
  backToSales: 'Back to sales',
  timeline: 'Timeline',
  event: {
    placed: 'Order placed',
    paid: paymentReceived,
    payment_failed: 'Payment failed',
    shipped: ORDER_STATUS_TEXT.shipped,
    delivered: ORDER_STATUS_TEXT.delivered,
    collected: 'Collected',
    cancelled: ORDER_STATUS_TEXT.cancelled,
    refund_requested: 'Refund requested',
    refunded: admin.paymentStatuses.refunded,
  },
  /** by('meena', 'buyer') → 'by @meena'; the system acts as Kala. */
  by: (username: string | null) => (username ? byUsername(username) : 'by Kala'),
  tracking: 'Tracking',
  trackingLine: (courier: string, trackingNumber: string) => `${courier} · ${trackingNumber}`,
  cancelReason: (reason: string) => `Reason: ${reason}`,
  /** The gateway's id of an online payment, on its 'Payment received' step. */
  paymentReference: (paymentId: string) => `Payment ID: ${paymentId}`,
  cancel: 'Cancel order',
  cancelling: 'Cancelling...',
  cancelConfirmTitle: 'Cancel this order?',
  cancelConfirmText: 'The artist is told at once and the artwork goes back on sale. This cannot be undone.',
  cancelConfirmPaid:
    'The artist is told at once and the artwork goes back on sale. Your payment is refunded to where it came from.',
  keepOrder: 'Keep my order',
  confirmCancel: 'Yes, cancel order',
  received: 'I received it',
  confirming: 'Confirming...',
  markShipped: 'Mark shipped',
  // Local pickup (issue 19, decision 0017): no courier; the artist marks it collected in person.
  localPickup: 'Local pickup',
  /** pickupFrom('meena', 'Jaipur') → 'Collect from @meena in Jaipur' */
  pickupFrom: (username: string, city: string) => `Collect from @${username} in ${city}`,
  /** pickupFromYou('Jaipur') → the artist's view of the same */
  pickupFromYou: (city: string) => `The buyer collects it from you in ${city}`,
  markCollected: 'Mark collected',
  buyerContact: 'Buyer contact',
  pickupBuyerContact: 'Local pickup · buyer contact',
  collectHint: (title: string) => `Mark "${title}" collected when the buyer has it in hand. The buyer is told at once.`,
  courier: 'Courier',
  trackingNumber: 'Tracking number',
  cancelSale: 'Cancel sale',
  reason: reasonLabel,
  stepDone: 'Order updated',
  stepFailed: 'Could not update the order. Please try again.',
} as const);
