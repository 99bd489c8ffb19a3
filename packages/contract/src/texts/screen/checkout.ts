import { cancel, deleteText, editText, paymentReceived, shippingAddress, viewOrder } from '../shared';
import { live } from '../live';

// Kala: checkout, past the spec's 'Proceed to Checkout' placeholder (docs/product.md#beyond-the-original-client).
export const checkout = /* @__PURE__ */ live(['SCREEN', 'checkout'], {
  title: 'Checkout',
  subtitle: 'Where should the artists send your artworks?',
  shippingAddress,
  address: 'Address',
  addressPlaceholder: 'House number, street, area',
  city: 'City',
  // The address book (issue 35): the state comes from the pincode where it can.
  state: 'State',
  choose: 'Choose...',
  savedAddresses: 'Saved addresses',
  newAddress: 'Add a new address',
  defaultAddress: 'Default',
  makeDefault: 'Make default',
  editAddress: editText,
  deleteAddress: deleteText,
  saveAddress: 'Save address',
  cancelEdit: cancel,
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  addressFailed: 'The address could not be saved',
  /** editAddressLabel('Asha, Jaipur') → the Edit button's accessible name */
  editAddressLabel: (what: string) => `Edit the address of ${what}`,
  deleteAddressLabel: (what: string) => `Delete the address of ${what}`,
  savedForNextTime: 'This address is saved for your next order.',
  /** orderNumber('KALA-1A2B3C') → the confirmation's line */
  orderNumber: (number: string) => `Order ${number}`,
  viewOrder,
  // Local pickup (issue 19, decision 0017).
  delivery: 'Delivery',
  contactDetails: 'Your contact details',
  deliveryShip: 'Ship to me',
  deliveryShipHint: 'The artists send your artworks to the address above.',
  deliveryPickup: 'Local pickup (no shipping)',
  /** deliveryPickupHint('Jaipur') → where the buyer collects */
  deliveryPickupHint: (cities: string) =>
    `Collect your artworks from the artist in ${cities}. Your address stays for contact.`,
  pickupUnavailable: 'Local pickup is possible when every artist in your cart offers it.',
  pickupPlacedText: 'The artists will contact you to arrange the pickup. You pay when you collect.',
  payment: 'Payment',
  payOnDelivery: 'Pay on delivery',
  payOnDeliveryHint: 'Pay the artist in cash or by UPI when your artwork arrives.',
  payOnline: 'Pay online (UPI, cards)',
  payOnlineHint: 'Pay now with UPI, a card or netbanking through Razorpay.',
  payTitle: 'Complete your payment',
  paying: 'Waiting for your payment...',
  paymentFailed: 'The payment did not go through. Your artworks are held for 30 minutes: try again.',
  retryPayment: 'Try the payment again',
  paymentSucceeded: paymentReceived,
  placeOrder: 'Place order',
  placingOrder: 'Placing order...',
  placedText: 'The artists have your address and will ship soon. You pay on delivery.',
  paidText: 'Your payment went through. The artists have your address and will ship soon.',
  viewMyOrders: 'View my orders',
  backToCart: 'Back to cart',
  // A price changed between the cart and Place order (issue 14 item 3): shown, then confirmed by the buyer.
  priceChangedTitle: 'Prices changed',
  priceChangedNewTotal: 'New total',
  /** Amounts come formatted (₹1,500). */
  priceChangedLine: (title: string, before: string, after: string) => `${title}: ${before} → ${after}`,
  confirmNewTotal: (total: string) => `Confirm and place order for ${total}`,
} as const);
