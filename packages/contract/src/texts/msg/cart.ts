// Kala: features the spec left as placeholders.
import { live } from '../live';
export const cart = /* @__PURE__ */ live(['MSG', 'cart'], {
  added: 'Added to cart!',
  addFailed: 'Failed to add to cart',
  removed: 'Removed from cart',
  removeFailed: 'Failed to remove item',
  updateFailed: 'Failed to update quantity',
} as const);
