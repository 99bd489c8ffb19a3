import {
  adminText,
  itemCount,
  logIn,
  messagesText,
  myOrders,
  salesText,
  settingsText,
  studioText,
  unreadCount,
} from '../shared';
import { live } from '../live';

export const nav = /* @__PURE__ */ live(['SCREEN', 'nav'], {
  home: 'Home',
  discover: 'Discover',
  // Kala labels the mobile wishlist link 'Wishlist' where the spec's client said 'Artists'
  // (docs/product.md#beyond-the-original-client).
  wishlist: 'Wishlist',
  profile: 'Profile',
  logOut: 'Log Out',
  logIn,
  // docs/product.md#navigation-shell: 'Log In and Sign Up' (the login screen's link reads 'Sign up').
  signUp: 'Sign Up',
  // Kala: the rest of the shell.
  upload: 'Upload',
  myOrders,
  sales: salesText,
  // Kala (issue 19): the artist studio, beside Sales.
  studio: studioText,
  cart: 'Cart',
  /** inCart(2) → '2 items': the count on the Cart link */
  inCart: itemCount,
  settings: settingsText,
  /** Phones: the search box opens over the top bar, and this closes it. */
  closeSearch: 'Close search',
  search: 'Search',
  mainNavigation: 'Main navigation',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  // Only admins see it (docs/product.md#beyond-the-original-client).
  admin: adminText,
  messages: messagesText,
  /** unread(3) → '3 unread': the count on the Messages link */
  unread: unreadCount,
} as const);
