// The cart's query key on its own: the artwork page refreshes the cart after Add to Cart without downloading
// the cart's calls and their schemas (cart.api.ts).

/** Every cart query starts with this key: invalidate it after adding to the cart or checking out. */
export const CART_QUERY_KEY = ['cart'] as const;
