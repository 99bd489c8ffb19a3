// Every page path of the web app, in one table (issue 36). Screens link, navigate and redirect through it rather
// than writing paths by hand, so a page's address is spelled once and a value in it (an id, a username, a tag, a
// search) is encoded once, here. The router's patterns (app/router.tsx) are the other side; paths.test.ts checks
// that every path built here matches one of them. API paths (api.get('/auth/...')) are not page paths: not here.
//
// Imports nothing of the app or features: lib/ is the bottom layer, and every layer links to pages.

/** Admin sections (docs/product.md#admin); the default section is Artwork Manage. The router makes a route of each. */
export const ADMIN_SECTIONS = [
  'user_manage',
  'artwork_manage',
  'orders_manage',
  'admin_dashboard',
  'moderation',
  'audit',
  'payouts',
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** One path segment: a value typed by a person or stored (a space, '/', '#', '?' or unicode) stays one segment. */
const segment = encodeURIComponent;

export const paths = {
  home: '/',
  products: '/products',
  /** The listing filtered to one category (the home page's aside). */
  productsInCategory: (category: string) => `/products?category=${segment(category)}`,
  /** The listing of artworks near the visitor. */
  productsNearMe: '/products?near=me',
  artwork: (id: string) => `/products/${segment(id)}`,
  editArtwork: (id: string) => `/artworks/${segment(id)}/edit`,
  /** A public profile, by the artist's id or username (the route takes either). */
  profile: (idOrUsername: string) => `/profile/${segment(idOrUsername)}`,
  /** The signed-in person's own profile. */
  ownProfile: (username: string) => `/me/profile/${segment(username)}`,
  editProfile: (username: string) => `/me/profile/${segment(username)}/update`,
  /** A tag's page (issue 18): the tag as stored (no '#'). */
  tag: (tag: string) => `/tags/${segment(tag)}`,
  /** The search results for a text: /search/<text>, or /search for an empty box. */
  search: (text = '') => {
    const query = text.trim();
    return query ? `/search/${segment(query)}` : '/search';
  },
  upload: '/upload',
  messages: '/messages',
  chat: (peerId: string) => `/chat/${segment(peerId)}`,
  cart: '/auth/cart',
  wishlist: '/auth/wishlist',
  checkout: '/checkout',
  orders: '/me/orders',
  order: (id: string) => `/orders/${segment(id)}`,
  sales: '/me/sales',
  /** The artist's earnings, month by month (issue 37 item 6). */
  earnings: '/me/earnings',
  /** The public page of a certificate of authenticity (docs/certificates.md). */
  verify: (number: string) => `/verify/${segment(number)}`,
  studio: '/me/studio',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  accountSettings: '/settings/account',
  blockedPeople: '/settings/blocked',
  shippingSettings: '/settings/shipping',
  payoutSettings: '/settings/payouts',
  /** The login page; with `from`, it comes back there once logged in (home is where it goes anyway). */
  login: (from?: string) => (from && from !== '/' ? `/auth/login?from=${encodeURIComponent(from)}` : '/auth/login'),
  register: '/auth/register',
  /** After registering (once logged in): pick mediums, follow artists (docs/product.md#for-you). */
  welcome: '/welcome',
  forgotPassword: '/auth/forgot-password',
  /** The admin pages: /admin opens the default section. */
  admin: (section?: AdminSection) => (section ? `/admin/${section}` : '/admin'),
} as const;
