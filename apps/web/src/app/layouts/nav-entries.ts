// The navigation's entries, in one table (issue 36): each entry's label, icon, page, who sees it and its count. The
// menus (the desktop sidebar, the phone's bottom bar, its top bar's counts and its account menu) map over their list
// below instead of each spelling its links; how a menu draws an entry stays in the menu. The entries of the phone's
// bottom bar, and the types, are in nav-entries-shell.ts (it says why): the menus that load later import this.

import { SCREEN } from '@kala/contract';
import {
  Bell,
  ChartNoAxesCombined,
  LogIn,
  MessageCircle,
  Package,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { paths } from '../../lib/paths';
import { type NavEntry, discover, home, profile, upload, wishlist } from './nav-entries-shell';

export { BOTTOM_BAR, entryPath, isShown, type NavBadge, type NavEntry, type NavViewer } from './nav-entries-shell';

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
const cart: NavEntry = {
  id: 'cart',
  label: () => SCREEN.nav.cart,
  icon: ShoppingBag,
  path: paths.cart,
  shownTo: 'everyone',
  badge: 'cart',
  said: (count) => SCREEN.nav.inCart(count),
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
const earnings: NavEntry = {
  id: 'earnings',
  label: () => SCREEN.earnings.navLabel,
  icon: Wallet,
  path: paths.earnings,
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
export const SIDEBAR_ACCOUNT = [profile, orders, sales, earnings, studio, settings, admin] as const;
/** The sidebar's foot and the account menu, signed out. */
export const SIGNED_OUT = [logIn, signUp] as const;
/** The phone's top bar, signed in: the links with a count. */
export const TOP_BAR_COUNTS = [notifications, messages, cart] as const;
/**
 * The phone's account menu, signed in: what the sidebar has beyond the bottom bar (Log Out follows).
 */
export const ACCOUNT_MENU = [profile, cart, orders, sales, earnings, studio, settings, admin] as const;
