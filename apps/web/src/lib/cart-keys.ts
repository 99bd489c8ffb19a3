// The cart's query key on its own: the artwork page and the chat's "Buy at ₹X" refresh the cart without
// downloading the cart's calls and their schemas (features/cart/cart.api.ts).

/** Every cart query starts with this key: invalidate it after adding to the cart or checking out. */
export const CART_QUERY_KEY = ['cart'] as const;
