import { uploadLoginRequired } from '../shared';
import { live } from '../live';

export const loginRequired = /* @__PURE__ */ live(['MSG', 'loginRequired'], {
  like: 'Please login to like this product',
  save: 'Please login to save this product',
  comment: 'Please login to post comment',
  review: 'Please login to post review',
  follow: 'Please log in to follow users',
  upload: uploadLoginRequired,
  cart: 'Please log in to add items to your cart',
  chat: 'Please log in to send messages',
  offer: 'Please log in to make an offer',
} as const);
