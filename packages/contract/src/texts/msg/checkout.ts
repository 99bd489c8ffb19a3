export const checkout = {
  orderPlaced: 'Order placed successfully!',
  failed: 'Checkout failed. Please try again.',
} as const;
