import { SCREEN } from '@kala/contract';
import {
  Bell,
  Bookmark,
  ChartNoAxesCombined,
  Compass,
  House,
  LogIn,
  LogOut,
  type LucideIcon,
  MessageCircle,
  Package,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBag,
  SquarePlus,
  Store,
  UserPlus,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useCartCount } from '../../features/cart/cart-count.api';
import { useChatUnreadCount } from '../../features/chat/chat-unread.api';
import { useNotificationUnreadCount } from '../../features/notifications/notifications-unread.api';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';
import { buttonClasses } from '../../ui/button-classes';
import { CountBadge } from '../../ui/count-badge';
import { Logo } from '../../ui/logo';
import { LanguageSwitch } from '../../ui/language-switch';
import { ThemeToggle } from '../../ui/theme-toggle';
import { NavSearchBox } from './nav-search-box';

// Icon-only rail on tablets (md), full sidebar with labels from lg. In a window under 900 px tall (a 1366×768
// laptop) the rows are 36 px rather than 44, so that everything down to the theme fits without scrolling; a
// window shorter still scrolls the sidebar.
const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 shrink-0 items-center [@media(max-height:900px)]:h-9 justify-center gap-3.5 rounded-xl px-3 text-[0.95rem] font-medium transition-colors lg:justify-start',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-muted',
  );

function SidebarLink({
  to,
  label,
  icon: Icon,
  end,
  count = 0,
  said = SCREEN.nav.unread,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Unread messages or notifications, or the cart's pieces: shown as a count on the icon. */
  count?: number;
  /** How the count is said after the label: '3 unread' by default. */
  said?: (count: number) => string;
}) {
  return (
    <NavLink to={to} end={end} className={itemClasses} title={label}>
      <span className="relative inline-flex shrink-0">
        <Icon aria-hidden="true" className="size-[1.35rem]" />
        <CountBadge count={count} className="absolute -top-2 -right-2.5 ring-2 ring-card" />
      </span>
      {/* The name is the visible label, then the count (said, not shown: the badge shows it): a name that only
          contained the label would not match what voice control users say (WCAG 2.5.3). */}
      <span className="sr-only lg:not-sr-only">{label}</span>
      {count > 0 && <span className="sr-only"> ({said(count)})</span>}
    </NavLink>
  );
}

/** Desktop navigation (docs/product.md#navigation-shell: a left sidebar). */
export function NavSidebar() {
  const { isAuthenticated, isAdmin, username, profile, logout } = useAuth();
  const unreadMessages = useChatUnreadCount();
  const unreadNotifications = useNotificationUnreadCount();
  const cartCount = useCartCount();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-20 flex-col overflow-y-auto border-r border-border bg-card/60 px-3 py-5 backdrop-blur md:flex lg:w-64 lg:px-4 [@media(max-height:900px)]:py-4">
      <Link
        to="/"
        className="mb-6 flex h-11 shrink-0 items-center [@media(max-height:900px)]:mb-3 justify-center rounded-xl lg:justify-start lg:px-2"
      >
        <Logo nameClassName="sr-only lg:not-sr-only" />
      </Link>

      <NavSearchBox className="mb-4 hidden lg:block" />

      <nav aria-label={SCREEN.nav.mainNavigation} className="flex flex-col gap-1">
        <SidebarLink to="/" end label={SCREEN.nav.home} icon={House} />
        <SidebarLink to="/products" label={SCREEN.nav.discover} icon={Compass} />
        <SidebarLink to="/notifications" label={SCREEN.notifications.bell} icon={Bell} count={unreadNotifications} />
        <SidebarLink to="/messages" label={SCREEN.nav.messages} icon={MessageCircle} count={unreadMessages} />
        <div className="lg:hidden">
          <SidebarLink to="/search" label={SCREEN.nav.search} icon={Search} />
        </div>
        <SidebarLink to="/upload" label={SCREEN.nav.upload} icon={SquarePlus} />
        <SidebarLink to="/auth/wishlist" label={SCREEN.nav.wishlist} icon={Bookmark} />
        <SidebarLink
          to="/auth/cart"
          label={SCREEN.nav.cart}
          icon={ShoppingBag}
          count={cartCount}
          said={SCREEN.nav.inCart}
        />
      </nav>

      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4">
        {isAuthenticated && username ? (
          <>
            <NavLink
              to={`/me/profile/${encodeURIComponent(username)}`}
              className={itemClasses}
              title={SCREEN.nav.profile}
            >
              <Avatar src={profile?.profileImage} username={username} name={profile?.name} size="xs" />
              <span className="sr-only flex-col leading-tight lg:not-sr-only lg:flex lg:min-w-0">
                <span>{SCREEN.nav.profile}</span>
                <span className="truncate text-xs font-normal text-muted-foreground">@{username}</span>
              </span>
            </NavLink>
            <SidebarLink to="/me/orders" label={SCREEN.nav.myOrders} icon={Package} />
            <SidebarLink to="/me/sales" label={SCREEN.nav.sales} icon={Store} />
            <SidebarLink to="/me/studio" label={SCREEN.nav.studio} icon={ChartNoAxesCombined} />
            <SidebarLink to="/settings/account" label={SCREEN.nav.settings} icon={Settings} />
            {isAdmin ? <SidebarLink to="/admin" label={SCREEN.nav.admin} icon={ShieldCheck} /> : null}
            <button
              type="button"
              onClick={logout}
              className={cn(itemClasses({ isActive: false }), 'w-full cursor-pointer')}
              title={SCREEN.nav.logOut}
            >
              <LogOut aria-hidden="true" className="size-[1.35rem] shrink-0" />
              <span className="sr-only lg:not-sr-only">{SCREEN.nav.logOut}</span>
            </button>
          </>
        ) : (
          <>
            <div className="flex flex-col gap-1 lg:hidden">
              <SidebarLink to="/auth/login" label={SCREEN.nav.logIn} icon={LogIn} />
              <SidebarLink to="/auth/register" label={SCREEN.nav.signUp} icon={UserPlus} />
            </div>
            <div className="hidden flex-col gap-2 lg:flex">
              <Link to="/auth/login" className={buttonClasses('outline', 'md', 'w-full')}>
                {SCREEN.nav.logIn}
              </Link>
              <Link to="/auth/register" className={buttonClasses('primary', 'md', 'w-full')}>
                {SCREEN.nav.signUp}
              </Link>
            </div>
          </>
        )}
        {/* Language and theme share a row: each is a word or two. */}
        <div className="hidden grid-cols-2 gap-1 lg:grid">
          <LanguageSwitch showLabel className="min-w-0" />
          <ThemeToggle showLabel side="right" align="end" className="min-w-0" />
        </div>
        <LanguageSwitch iconOnly className="shrink-0 self-center lg:hidden" />
        <ThemeToggle side="right" align="end" className="shrink-0 self-center lg:hidden" />
      </div>
    </aside>
  );
}
