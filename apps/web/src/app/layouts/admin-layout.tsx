import { ADMIN_SIDEBAR, SCREEN } from '@kala/contract';
import {
  ArrowLeft,
  ChartColumn,
  type LucideIcon,
  Palette,
  PanelLeftClose,
  PanelLeftOpen,
  ReceiptText,
  ScrollText,
  ShieldAlert,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { MD_QUERY, useMediaQuery } from '../../lib/media-query';
import { LogoMark } from '../../ui/logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../../lib/paths';
import { SkipToContent } from './skip-to-content';

interface Section {
  to: string;
  /** Read when drawn, so that it is in the reader's language (as nav-entries.ts's labels). */
  label: () => string;
  icon: LucideIcon;
}

// docs/product.md#admin: Artwork Manage first (the default section), then users and orders; Kala adds the dashboard.
const SECTIONS: readonly Section[] = [
  { to: paths.admin('artwork_manage'), label: () => SCREEN.admin.sections.artworks, icon: Palette },
  { to: paths.admin('user_manage'), label: () => SCREEN.admin.sections.users, icon: Users },
  { to: paths.admin('orders_manage'), label: () => SCREEN.admin.sections.orders, icon: ReceiptText },
  { to: paths.admin('payouts'), label: () => SCREEN.payout.section, icon: Wallet },
  { to: paths.admin('admin_dashboard'), label: () => SCREEN.admin.sections.dashboard, icon: ChartColumn },
  { to: paths.admin('moderation'), label: () => SCREEN.moderation.section, icon: ShieldAlert },
  { to: paths.admin('audit'), label: () => SCREEN.audit.section, icon: ScrollText },
];

// The admin's choice of a wide or narrow sidebar survives reloads.
const COLLAPSED_STORAGE_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_STORAGE_KEY, String(collapsed));
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
}

const itemClasses = (expanded: boolean, active = false) =>
  cn(
    'flex h-11 items-center gap-3.5 rounded-xl px-3 text-[0.95rem] font-medium whitespace-nowrap transition-colors',
    !expanded && 'justify-center px-0',
    active ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-muted',
  );

/**
 * The back-office around every admin section (docs/product.md#admin, docs/product.md#constants-and-limits): a
 * collapsible left sidebar, 240 px wide or a 64 px icon rail, that remembers its state. On phones it stays a rail and
 * opens over the page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { username } = useAuth();
  const { pathname } = useLocation();
  // Below md the sidebar is a rail that opens over the page.
  const isDesktop = useMediaQuery(MD_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [openOnPhone, setOpenOnPhone] = useState(false);

  const expanded = isDesktop ? !collapsed : openOnPhone;
  const width = expanded ? ADMIN_SIDEBAR.width : ADMIN_SIDEBAR.collapsedWidth;
  const contentOffset = isDesktop ? width : ADMIN_SIDEBAR.collapsedWidth;

  // A section picked on a phone closes the sidebar that covered the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => setOpenOnPhone(false), [pathname]);

  useEffect(() => {
    if (!openOnPhone) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnPhone(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openOnPhone]);

  const toggle = () => {
    if (!isDesktop) {
      setOpenOnPhone((open) => !open);
      return;
    }
    setCollapsed((was) => {
      storeCollapsed(!was);
      return !was;
    });
  };

  const label = (text: string) => <span className={cn('truncate', !expanded && 'sr-only')}>{text}</span>;

  return (
    <div className="min-h-dvh">
      <SkipToContent target="admin-main" className="z-[60]" />

      {!isDesktop && openOnPhone ? (
        <button
          type="button"
          aria-label={SCREEN.admin.collapseSidebar}
          tabIndex={-1}
          onClick={() => setOpenOnPhone(false)}
          className="fixed inset-0 z-30 bg-overlay backdrop-blur-[2px] animate-fade-in"
        />
      ) : null}

      <aside
        style={{ width }}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex flex-col overflow-x-hidden border-r border-border bg-card px-2 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))] transition-[width] duration-200 ease-out',
          !isDesktop && openOnPhone && 'shadow-2xl',
        )}
      >
        <Link
          to={paths.admin('artwork_manage')}
          className={cn('mb-5 flex h-12 items-center gap-3 rounded-xl', expanded ? 'px-2' : 'justify-center')}
        >
          <LogoMark />
          <span className={cn('flex min-w-0 flex-col leading-tight', !expanded && 'sr-only')}>
            <span className="font-display text-lg font-semibold tracking-tight">{SCREEN.app.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {SCREEN.admin.title}
              {username ? ` · @${username}` : ''}
            </span>
          </span>
        </Link>

        <nav aria-label={SCREEN.admin.navigation} className="flex flex-col gap-1">
          {SECTIONS.map(({ to, label: text, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              title={expanded ? undefined : text()}
              className={({ isActive }) => itemClasses(expanded, isActive)}
            >
              <Icon aria-hidden="true" className="size-[1.35rem] shrink-0" />
              {label(text())}
            </NavLink>
          ))}
        </nav>

        <div className="mt-auto flex flex-col gap-1 border-t border-border pt-3">
          <Link
            to={paths.home}
            title={expanded ? undefined : SCREEN.admin.backToSite}
            className={itemClasses(expanded)}
          >
            <ArrowLeft aria-hidden="true" className="size-[1.35rem] shrink-0" />
            {label(SCREEN.admin.backToSite)}
          </Link>
          {expanded ? (
            <ThemeToggle showLabel side="right" align="end" className="w-full" />
          ) : (
            <ThemeToggle side="right" align="end" className="self-center" />
          )}
          <button
            type="button"
            onClick={toggle}
            aria-expanded={expanded}
            aria-label={expanded ? SCREEN.admin.collapseSidebar : SCREEN.admin.expandSidebar}
            title={expanded ? SCREEN.admin.collapseSidebar : SCREEN.admin.expandSidebar}
            className={cn(itemClasses(expanded), 'w-full cursor-pointer text-muted-foreground')}
          >
            {expanded ? (
              <PanelLeftClose aria-hidden="true" className="size-[1.35rem] shrink-0" />
            ) : (
              <PanelLeftOpen aria-hidden="true" className="size-[1.35rem] shrink-0" />
            )}
            {label(expanded ? SCREEN.admin.collapseSidebar : SCREEN.admin.expandSidebar)}
          </button>
        </div>
      </aside>

      <main
        id="admin-main"
        tabIndex={-1}
        style={{ paddingLeft: contentOffset }}
        className="min-h-dvh outline-none transition-[padding] duration-200 ease-out"
      >
        <div className="mx-auto w-full max-w-[1600px] px-3 py-5 sm:px-6 sm:py-8 lg:px-8">{children}</div>
      </main>
    </div>
  );
}
