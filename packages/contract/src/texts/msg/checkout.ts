import { live } from '../live';
export const checkout = /* @__PURE__ */ live(['MSG', 'checkout'], {
  orderPlaced: 'Order placed successfully!',
  failed: 'Checkout failed. Please try again.',
} as const);
