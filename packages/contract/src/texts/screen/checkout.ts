// Kala: checkout, past the spec's 'Proceed to Checkout' placeholder (design.md).

import { shippingAddress } from '../shared';
export const checkout = {
  title: 'Checkout',
  subtitle: 'Where should the artists send your artworks?',
  shippingAddress,
  address: 'Address',
  addressPlaceholder: 'House number, street, area',
  city: 'City',
  payment: 'Payment',
  payOnDelivery: 'Pay on delivery',
  payOnDeliveryHint: 'Pay the artist in cash or by UPI when your artwork arrives.',
  placeOrder: 'Place order',
  placingOrder: 'Placing order...',
  placedText: 'The artists have your address and will ship soon. You pay on delivery.',
  viewMyOrders: 'View my orders',
  backToCart: 'Back to cart',
} as const;
