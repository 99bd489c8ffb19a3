// Test fixtures for the order screens: one pay-on-delivery order as the lists carry it (fakeOrder), and as its
// page loads it, placed and then shipped.
import type { Order, OrderDetail } from '@kala/contract';

/** Ravi's order of two 'Monsoon Ghats' from asha, placed and unpaid (pay on delivery). */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    artworkId: 'art-1',
    artwork: { title: 'Monsoon Ghats', price: 1200 },
    buyer: { username: 'ravi', name: 'Ravi Kumar', location: 'Pune' },
    quantity: 2,
    totalAmount: 2400,
    shippingAmount: 0,
    paymentStatus: 'pending',
    createdAt: '2025-05-04T10:00:00.000Z',
    shipping: { name: 'Ravi Kumar', address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210' },
    image: null,
    status: 'placed',
    paymentMethod: 'cod',
    deliveryMethod: 'ship',
    tracking: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    payout: { feePercent: 10, fee: 240, artistReceives: 2160 },
    ...overrides,
  };
}

/** The page of an order of one. */
export const placed: OrderDetail = {
  ...fakeOrder({ quantity: 1, totalAmount: 1200 }),
  timeline: [
    { type: 'placed', at: '2025-05-04T10:00:00.000Z', actor: { role: 'buyer', username: 'ravi' }, note: null },
  ],
  artist: { username: 'asha' },
  holdExpiresAt: null,
  pickupCity: null,
  actions: { cancel: true, ship: true, confirmDelivery: false, collect: false },
  payment: null,
  certificate: null,
  invoices: [],
};

export const shipped: OrderDetail = {
  ...placed,
  status: 'shipped',
  tracking: { courier: 'Delhivery', trackingNumber: 'DL123' },
  shippedAt: '2025-05-05T10:00:00.000Z',
  timeline: [
    ...placed.timeline,
    {
      type: 'shipped',
      at: '2025-05-05T10:00:00.000Z',
      actor: { role: 'artist', username: 'asha' },
      note: 'Delhivery DL123',
    },
  ],
  actions: { cancel: false, ship: false, confirmDelivery: true, collect: false },
};
