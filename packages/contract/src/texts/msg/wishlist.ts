import { live } from '../live';
export const wishlist = /* @__PURE__ */ live(['MSG', 'wishlist'], {
  saved: 'Saved to wishlist!',
  removed: 'Removed from wishlist',
  saveFailed: 'Failed to save to wishlist',
  removeFailed: 'Failed to remove from wishlist',
} as const);
