// Kala: features the spec left as placeholders.
export const cart = {
  added: 'Added to cart!',
  addFailed: 'Failed to add to cart',
  removed: 'Removed from cart',
  removeFailed: 'Failed to remove item',
  updateFailed: 'Failed to update quantity',
} as const;
