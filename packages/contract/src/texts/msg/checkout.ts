import { live } from '../live';
export const checkout = /* @__PURE__ */ live(['MSG', 'checkout'], {
  orderPlaced: 'Order placed successfully!',
  /** The toast after placing (issue 35): which order, to open it. */
  orderPlacedNumber: (number: string) => `Order ${number} placed`,
  ordersPlacedNumber: (count: number) => `${count} orders placed`,
  failed: 'Checkout failed. Please try again.',
} as const);
