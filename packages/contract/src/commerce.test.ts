import { describe, expect, it } from 'vitest';
import {
  addToCartBodySchema,
  checkoutBodySchema,
  isPaid,
  orderSchema,
  paymentStatusUpdateBodySchema,
  updateCartItemBodySchema,
} from './commerce';
import { VALIDATION } from './messages';
import { fieldErrors, parsed } from './test-utils';

const address = {
  name: 'Asha Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '+919876543210',
};

describe('cart', () => {
  it('adding without a quantity adds one', () => {
    expect(parsed(addToCartBodySchema, { artworkId: 'a1' })).toEqual({ artworkId: 'a1', quantity: 1 });
  });

  it('needs an artwork and a whole quantity of at least 1', () => {
    expect(fieldErrors(addToCartBodySchema, { quantity: '0' })).toEqual({
      artworkId: VALIDATION.cart.artworkRequired,
      quantity: VALIDATION.cart.quantityInvalid,
    });
    expect(fieldErrors(updateCartItemBodySchema, { quantity: 1.5 })).toEqual({
      quantity: VALIDATION.cart.quantityInvalid,
    });
    expect(parsed(updateCartItemBodySchema, { quantity: '3' })).toEqual({ quantity: 3 });
  });
});

describe('checkout', () => {
  it('accepts a complete shipping address with an idempotency key', () => {
    expect(parsed(checkoutBodySchema, { ...address, idempotencyKey: 'k-1' })).toEqual({
      ...address,
      idempotencyKey: 'k-1',
      // Pay on delivery unless the client asks for online payment; shipped unless it asks for local pickup.
      paymentMethod: 'cod',
      delivery: 'ship',
    });
  });

  it('takes delivery ship or pickup (issue 19) and names anything else', () => {
    expect(parsed(checkoutBodySchema, { ...address, delivery: 'pickup' })).toMatchObject({ delivery: 'pickup' });
    expect(fieldErrors(checkoutBodySchema, { ...address, delivery: 'drone' })).toEqual({
      delivery: "Delivery must be 'ship' or 'pickup'",
    });
  });

  it('needs name, address, city, a 6-digit pincode and a spec phone', () => {
    expect(
      fieldErrors(checkoutBodySchema, { name: '', address: ' ', city: '', pincode: '5600', phone: '12345' }),
    ).toEqual({
      name: VALIDATION.checkout.nameRequired,
      address: VALIDATION.checkout.addressRequired,
      city: VALIDATION.checkout.cityRequired,
      pincode: VALIDATION.checkout.pincodeInvalid,
      phone: VALIDATION.checkout.phoneInvalid,
    });
  });
});

describe('orders', () => {
  const order = {
    id: 'o1',
    artworkId: 'a1',
    artwork: { title: 'Monsoon', price: 1500.5 },
    buyer: { username: 'ravi', name: 'Ravi', location: 'Delhi' },
    quantity: 2,
    totalAmount: 3001,
    paymentStatus: 'pending',
    createdAt: '2025-03-01T10:00:00.000Z',
    shipping: address,
    image: null,
    status: 'placed',
    paymentMethod: 'cod',
    tracking: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    payout: { feePercent: 10, fee: 300.1, artistReceives: 2700.9 },
  };

  it('an order carries the spec fields and its shipping address', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
    const { shipping: _unused, ...withoutShipping } = order;
    expect(orderSchema.safeParse(withoutShipping).success).toBe(false);
    // The order outlives its artwork: then artworkId and image are null.
    expect(orderSchema.safeParse({ ...order, artworkId: null }).success).toBe(true);
  });

  it('payment status is pending, paid, failed or refunded', () => {
    expect(orderSchema.safeParse({ ...order, paymentStatus: 'shipped' }).success).toBe(false);
  });

  it('a payment status update is accepted in any case and stored lowercase', () => {
    expect(parsed(paymentStatusUpdateBodySchema, { paymentStatus: ' PAID ' })).toEqual({ paymentStatus: 'paid' });
    expect(fieldErrors(paymentStatusUpdateBodySchema, { paymentStatus: 'done' })).toEqual({
      paymentStatus: VALIDATION.payment.statusInvalid,
    });
  });

  it("'paid' in any case counts as paid (shown green)", () => {
    expect(isPaid('Paid')).toBe(true);
    expect(isPaid('pending')).toBe(false);
  });
});
