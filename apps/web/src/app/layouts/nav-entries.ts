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
import { discover, home, navEntry, profile, upload, wishlist } from './nav-entries-shell';

export { BOTTOM_BAR, entryPath, isShown, type NavBadge, type NavEntry, type NavViewer } from './nav-entries-shell';

const notifications = navEntry(
  'notifications',
  'everyone',
  Bell,
  paths.notifications,
  () => SCREEN.notifications.bell,
  { badge: 'notifications' },
);
const messages = navEntry('messages', 'everyone', MessageCircle, paths.messages, () => SCREEN.nav.messages, {
  badge: 'messages',
});
const search = navEntry('search', 'everyone', Search, paths.search(), () => SCREEN.nav.search);
const cart = navEntry('cart', 'everyone', ShoppingBag, paths.cart, () => SCREEN.nav.cart, {
  badge: 'cart',
  said: (count) => SCREEN.nav.inCart(count),
});
const orders = navEntry('orders', 'signedIn', Package, paths.orders, () => SCREEN.nav.myOrders);
const sales = navEntry('sales', 'signedIn', Store, paths.sales, () => SCREEN.nav.sales);
const earnings = navEntry('earnings', 'signedIn', Wallet, paths.earnings, () => SCREEN.earnings.navLabel);
const studio = navEntry('studio', 'signedIn', ChartNoAxesCombined, paths.studio, () => SCREEN.nav.studio);
const settings = navEntry('settings', 'signedIn', Settings, paths.accountSettings, () => SCREEN.nav.settings, {
  menuLabel: () => SCREEN.account.menuItem,
});
const admin = navEntry('admin', 'admin', ShieldCheck, paths.admin(), () => SCREEN.nav.admin);
const logIn = navEntry('logIn', 'signedOut', LogIn, paths.login(), () => SCREEN.nav.logIn);
const signUp = navEntry('signUp', 'signedOut', UserPlus, paths.register, () => SCREEN.nav.signUp);

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
