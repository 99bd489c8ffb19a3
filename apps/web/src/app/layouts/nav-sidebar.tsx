import { SCREEN } from '@kala/contract';
import { LogOut } from 'lucide-react';
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
import { paths } from '../../lib/paths';
import {
  entryPath,
  isShown,
  type NavBadge,
  type NavEntry,
  type NavViewer,
  SIDEBAR_ACCOUNT,
  SIDEBAR_MAIN,
  SIGNED_OUT,
} from './nav-entries';
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
  entry,
  username,
  count = 0,
}: {
  entry: NavEntry;
  username: string;
  /** Unread messages or notifications, or the cart's pieces: shown as a count on the icon. */
  count?: number;
}) {
  const { icon: Icon, end, said = SCREEN.nav.unread } = entry;
  const label = entry.label();
  return (
    <NavLink to={entryPath(entry, username)} end={end} className={itemClasses} title={label}>
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
  const counts: Record<NavBadge, number> = {
    messages: useChatUnreadCount(),
    notifications: useNotificationUnreadCount(),
    cart: useCartCount(),
  };
  const viewer: NavViewer = { username: isAuthenticated && username ? username : null, isAdmin };
  const shown = (entries: readonly NavEntry[]) => entries.filter((entry) => isShown(entry, viewer));
  const link = (entry: NavEntry) => (
    <SidebarLink
      key={entry.id}
      entry={entry}
      username={viewer.username ?? ''}
      count={entry.badge ? counts[entry.badge] : 0}
    />
  );
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-20 flex-col overflow-y-auto border-r border-border bg-card/60 px-3 py-5 backdrop-blur md:flex lg:w-64 lg:px-4 [@media(max-height:900px)]:py-4">
      <Link
        to={paths.home}
        className="mb-6 flex h-11 shrink-0 items-center [@media(max-height:900px)]:mb-3 justify-center rounded-xl lg:justify-start lg:px-2"
      >
        <Logo nameClassName="sr-only lg:not-sr-only" />
      </Link>

      <NavSearchBox className="mb-4 hidden lg:block" />

      <nav aria-label={SCREEN.nav.mainNavigation} className="flex flex-col gap-1">
        {shown(SIDEBAR_MAIN).map((entry) =>
          // From lg the search box above stands for the Search link.
          entry.id === 'search' ? (
            <div key={entry.id} className="lg:hidden">
              {link(entry)}
            </div>
          ) : (
            link(entry)
          ),
        )}
      </nav>

      <div className="mt-auto flex flex-col gap-1 border-t border-border pt-4">
        {viewer.username ? (
          <>
            {shown(SIDEBAR_ACCOUNT).map((entry) =>
              // The profile is drawn with the person's avatar and @username rather than an icon.
              entry.id === 'profile' && viewer.username ? (
                <NavLink
                  key={entry.id}
                  to={entryPath(entry, viewer.username)}
                  className={itemClasses}
                  title={entry.label()}
                >
                  <Avatar src={profile?.profileImage} username={viewer.username} name={profile?.name} size="xs" />
                  <span className="sr-only flex-col leading-tight lg:not-sr-only lg:flex lg:min-w-0">
                    <span>{entry.label()}</span>
                    <span className="truncate text-xs font-normal text-muted-foreground">@{viewer.username}</span>
                  </span>
                </NavLink>
              ) : (
                link(entry)
              ),
            )}
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
            <div className="flex flex-col gap-1 lg:hidden">{shown(SIGNED_OUT).map(link)}</div>
            {/* From lg, buttons: Log In outlined, then Sign Up filled. */}
            <div className="hidden flex-col gap-2 lg:flex">
              {shown(SIGNED_OUT).map((entry, index) => (
                <Link
                  key={entry.id}
                  to={entryPath(entry, '')}
                  className={buttonClasses(index === 0 ? 'outline' : 'primary', 'md', 'w-full')}
                >
                  {entry.label()}
                </Link>
              ))}
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
