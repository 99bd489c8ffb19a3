export { CART_QUERY_KEY } from '../../lib/cart-keys';
