// MSG: toasts and inline outcomes (docs/product.md#messages + Kala features), one module per area. messages.ts exports
// this module as the namespace MSG (see texts/screen.ts for why).

export { auth } from './msg/auth';
export { loginRequired } from './msg/login-required';
export { comments } from './msg/comments';
export { reviews } from './msg/reviews';
export { likes } from './msg/likes';
export { follow } from './msg/follow';
export { artwork } from './msg/artwork';
export { upload } from './msg/upload';
export { admin } from './msg/admin';
export { socket } from './msg/socket';
export { cart } from './msg/cart';
export { wishlist } from './msg/wishlist';
export { checkout } from './msg/checkout';
export { sales } from './msg/sales';
export { profile } from './msg/profile';
export { notifications } from './msg/notifications';
export { offers } from './msg/offers';
