// SCREEN: the texts of screens (docs/product.md#screens-and-routes), one module per screen area. messages.ts exports
// this module as the namespace SCREEN, so `SCREEN.nav.home` reads as before; the bundler follows each member to its own
// module, and a route ships only the areas it reads (one object could not be split: every screen would load all of
// them).

export { app } from './screen/app';
export { fields } from './screen/fields';
export { notFound } from './screen/not-found';
export { feed } from './screen/feed';
export { listing } from './screen/listing';
export { artwork } from './screen/artwork';
export { wishlist } from './screen/wishlist';
export { follow } from './screen/follow';
export { login } from './screen/login';
export { register } from './screen/register';
export { forgot } from './screen/forgot';
export { reset } from './screen/reset';
export { cart } from './screen/cart';
export { profile } from './screen/profile';
export { editProfile } from './screen/edit-profile';
export { upload } from './screen/upload';
export { checkout } from './screen/checkout';
export { orders } from './screen/orders';
export { sales } from './screen/sales';
export { search } from './screen/search';
export { nav } from './screen/nav';
export { chat } from './screen/chat';
export { admin } from './screen/admin';
export { time } from './screen/time';
export { notifications } from './screen/notifications';
export { account } from './screen/account';
export { share } from './screen/share';
export { tags } from './screen/tags';
export { categories } from './screen/categories';
export { studio } from './screen/studio';
export { report } from './screen/report';
export { moderation } from './screen/moderation';
export { audit } from './screen/audit';
export { manage } from './screen/manage';
export { shipping } from './screen/shipping';
export { facts } from './screen/facts';
export { filters } from './screen/filters';
export { certificate } from './screen/certificate';
export { invoices } from './screen/invoices';
export { payouts } from './screen/payouts';
export { payout } from './screen/payout';
export { earnings } from './screen/earnings';
export { viewer } from './screen/viewer';
export { forYou } from './screen/for-you';
