// The navigation's entries that the phone's first download draws (its bottom bar), and the types and helpers of
// all of them. The table of entries is nav-entries.ts; these few are defined here because a module, with every icon
// it imports, goes whole into one file of the build: had the bottom bar imported the whole table, every menu's icons
// (about 3 kB gzipped) would have joined the first download of every page. The sidebar, the top bar's counts and
// the account menu load later, with nav-entries.ts.

import { SCREEN } from '@kala/contract';
import { Bookmark, Compass, House, type LucideIcon, SquarePlus, User } from 'lucide-react';
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

/**
 * An entry as one row of the table (here and in nav-entries.ts): its id, who sees it, its icon, page and label; what
 * only a few entries have (a count, `end`, the account menu's wording) comes last.
 */
export function navEntry(
  id: string,
  shownTo: NavShownTo,
  icon: LucideIcon,
  path: NavEntry['path'],
  label: () => string,
  extra: Pick<NavEntry, 'end' | 'badge' | 'said' | 'menuLabel'> = {},
): NavEntry {
  return { id, shownTo, icon, path, label, ...extra };
}

export const home = navEntry('home', 'everyone', House, paths.home, () => SCREEN.nav.home, { end: true });
export const discover = navEntry('discover', 'everyone', Compass, paths.products, () => SCREEN.nav.discover);
export const upload = navEntry('upload', 'everyone', SquarePlus, paths.upload, () => SCREEN.nav.upload);
export const wishlist = navEntry('wishlist', 'everyone', Bookmark, paths.wishlist, () => SCREEN.nav.wishlist);
export const profile = navEntry('profile', 'signedIn', User, paths.ownProfile, () => SCREEN.nav.profile);

/**
 * The phone's bottom bar: the upload entry is drawn as a round +, and Profile goes to login for a visitor
 * (docs/product.md#navigation-shell).
 */
export const BOTTOM_BAR = [home, discover, upload, wishlist, profile] as const;
