import { itemCount, quantity, retry, shippingText, total, tryAgainLater } from '../shared';
import { live } from '../live';

export const cart = /* @__PURE__ */ live(['SCREEN', 'cart'], {
  loading: 'Loading your cart...',
  error: 'Error loading your cart',
  errorHint: tryAgainLater,
  retry,
  empty: 'Your cart is empty',
  emptyHint: "Looks like you haven't added any items to your cart yet.",
  continueShopping: 'Continue Shopping',
  title: 'Your Cart',
  subtitle: 'Review and manage your items',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: shippingText,
  free: 'Free',
  total,
  proceedToCheckout: 'Proceed to Checkout',
  /** byArtist('asha') → 'by asha' */
  byArtist: (username: string) => `by ${username}`,
  unknownArtist: 'Unknown Artist',
  itemLoading: 'Loading product details...',
  itemError: 'Failed to load product details. Please try again later.',
  // Kala: real quantities (docs/product.md#beyond-the-original-client).
  /** remove('Lotus') → 'Remove Lotus from cart' */
  remove: (title: string) => `Remove ${title} from cart`,
  // Checkout takes the whole cart, so one line that cannot be bought as it stands stops it.
  blocked: 'Some items are no longer available as chosen. Update your cart to check out.',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  quantity,
  /** each('₹1,200') → '₹1,200 each' */
  each: (price: string) => `${price} each`,
  /** items(3) → '3 items' */
  items: itemCount,
} as const);
