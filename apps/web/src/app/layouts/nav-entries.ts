// The navigation's entries, in one table (issue 36): each entry's label, icon, page, who sees it and its count. The
// menus (the desktop sidebar, the phone's bottom bar, its top bar's counts and its account menu) map over their list
// below instead of each spelling its links; how a menu draws an entry stays in the menu.
//
// Each entry is its own const, and each menu's list its own export, rather than one object of them all: the bundler
// then keeps only the entries (and their icons) of the menus a page loads. The bottom bar is in the phone's first
// download; the sidebar, the top bar's counts and the account menu load later, and bring their own.

import { SCREEN } from '@kala/contract';
import {
  Bell,
  Bookmark,
  ChartNoAxesCombined,
  Compass,
  House,
  LogIn,
  type LucideIcon,
  MessageCircle,
  Package,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBag,
  SquarePlus,
  Store,
  User,
  UserPlus,
} from 'lucide-react';
import { paths } from '../../lib/paths';

/** A count shown on an entry: the menu that shows counts reads them (features' hooks, which lib/ cannot import). */
export type NavBadge = 'notifications' | 'messages' | 'cart';

/** Who sees an entry: everyone, signed-in people, visitors, or admins. */
export type NavShownTo = 'everyone' | 'signedIn' | 'signedOut' | 'admin';

export interface NavEntry {
  /** Also the React key. */
  id: string;
  /** Read when drawn, not when this module loads: the language can change (SCREEN follows it). */
  label: () => string;
  icon: LucideIcon;
  /** The page; the own profile's needs the signed-in username. */
  path: string | ((username: string) => string);
  /** Active only on this very path (NavLink's `end`): home would otherwise be active everywhere. */
  end?: boolean;
  shownTo: NavShownTo;
  badge?: NavBadge;
  /** How the count is said after the label: '3 unread' unless told. */
  said?: (count: number) => string;
  /** The account menu's wording, where it differs from the label. */
  menuLabel?: () => string;
}

/** Who is looking: signed in when there is a username. */
export interface NavViewer {
  username: string | null;
  isAdmin: boolean;
}

export function isShown(entry: NavEntry, { username, isAdmin }: NavViewer): boolean {
  switch (entry.shownTo) {
    case 'everyone':
      return true;
    case 'signedIn':
      return username !== null;
    case 'signedOut':
      return username === null;
    case 'admin':
      return username !== null && isAdmin;
  }
}

/** The entry's page for this viewer (only the own profile depends on who it is). */
export function entryPath(entry: NavEntry, username: string): string {
  return typeof entry.path === 'string' ? entry.path : entry.path(username);
}

const home: NavEntry = {
  id: 'home',
  label: () => SCREEN.nav.home,
  icon: House,
  path: paths.home,
  end: true,
  shownTo: 'everyone',
};
const discover: NavEntry = {
  id: 'discover',
  label: () => SCREEN.nav.discover,
  icon: Compass,
  path: paths.products,
  shownTo: 'everyone',
};
const notifications: NavEntry = {
  id: 'notifications',
  label: () => SCREEN.notifications.bell,
  icon: Bell,
  path: paths.notifications,
  shownTo: 'everyone',
  badge: 'notifications',
};
const messages: NavEntry = {
  id: 'messages',
  label: () => SCREEN.nav.messages,
  icon: MessageCircle,
  path: paths.messages,
  shownTo: 'everyone',
  badge: 'messages',
};
const search: NavEntry = {
  id: 'search',
  label: () => SCREEN.nav.search,
  icon: Search,
  path: paths.search(),
  shownTo: 'everyone',
};
const upload: NavEntry = {
  id: 'upload',
  label: () => SCREEN.nav.upload,
  icon: SquarePlus,
  path: paths.upload,
  shownTo: 'everyone',
};
const wishlist: NavEntry = {
  id: 'wishlist',
  label: () => SCREEN.nav.wishlist,
  icon: Bookmark,
  path: paths.wishlist,
  shownTo: 'everyone',
};
const cart: NavEntry = {
  id: 'cart',
  label: () => SCREEN.nav.cart,
  icon: ShoppingBag,
  path: paths.cart,
  shownTo: 'everyone',
  badge: 'cart',
  said: (count) => SCREEN.nav.inCart(count),
};
const profile: NavEntry = {
  id: 'profile',
  label: () => SCREEN.nav.profile,
  icon: User,
  path: paths.ownProfile,
  shownTo: 'signedIn',
};
const orders: NavEntry = {
  id: 'orders',
  label: () => SCREEN.nav.myOrders,
  icon: Package,
  path: paths.orders,
  shownTo: 'signedIn',
};
const sales: NavEntry = {
  id: 'sales',
  label: () => SCREEN.nav.sales,
  icon: Store,
  path: paths.sales,
  shownTo: 'signedIn',
};
const studio: NavEntry = {
  id: 'studio',
  label: () => SCREEN.nav.studio,
  icon: ChartNoAxesCombined,
  path: paths.studio,
  shownTo: 'signedIn',
};
const settings: NavEntry = {
  id: 'settings',
  label: () => SCREEN.nav.settings,
  icon: Settings,
  path: paths.accountSettings,
  shownTo: 'signedIn',
  menuLabel: () => SCREEN.account.menuItem,
};
const admin: NavEntry = {
  id: 'admin',
  label: () => SCREEN.nav.admin,
  icon: ShieldCheck,
  path: paths.admin(),
  shownTo: 'admin',
};
const logIn: NavEntry = {
  id: 'logIn',
  label: () => SCREEN.nav.logIn,
  icon: LogIn,
  path: paths.login(),
  shownTo: 'signedOut',
};
const signUp: NavEntry = {
  id: 'signUp',
  label: () => SCREEN.nav.signUp,
  icon: UserPlus,
  path: paths.register,
  shownTo: 'signedOut',
};

// Each menu's entries, in its order.

/** The sidebar's main links (its search link is for the icon rail: from lg the search box stands for it). */
export const SIDEBAR_MAIN = [home, discover, notifications, messages, search, upload, wishlist, cart] as const;
/** The sidebar's foot, signed in: the profile (drawn with the avatar) first, then Log Out after these. */
export const SIDEBAR_ACCOUNT = [profile, orders, sales, studio, settings, admin] as const;
/** The sidebar's foot and the account menu, signed out. */
export const SIGNED_OUT = [logIn, signUp] as const;
/**
 * The phone's bottom bar: the upload entry is drawn as a round +, and Profile goes to login for a visitor
 * (docs/product.md#navigation-shell).
 */
export const BOTTOM_BAR = [home, discover, upload, wishlist, profile] as const;
/** The phone's top bar, signed in: the links with a count. */
export const TOP_BAR_COUNTS = [notifications, messages, cart] as const;
/**
 * The phone's account menu, signed in: what the sidebar has beyond the bottom bar (Log Out follows).
 */
export const ACCOUNT_MENU = [profile, cart, orders, sales, studio, settings, admin] as const;
