import { SCREEN } from '@kala/contract';
import { Search, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { lazyWithRetry } from '../../lib/retry-import';
import { buttonClasses } from '../../ui/button-classes';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';
import { NavAccountMenu } from './nav-account-menu';
import { NavSearchBox } from './nav-search-box';
import { paths } from '../../lib/paths';

// The bell, Messages and Cart links are for signed-in people: their code loads with the signed-in shell, and a
// frame of their size stands in until then, so the search box does not move when they appear.
const NavTopBarLinks = lazyWithRetry(() => import('./nav-top-bar-links').then((module) => module.NavTopBarLinks));
const LINKS_FRAME = <span aria-hidden="true" className="w-36 shrink-0" />;

const ICON_BUTTON = buttonClasses('ghost', 'icon', 'shrink-0 rounded-full');

/**
 * Phones: logo, search, notifications, messages, cart and the account menu, on top
 * (docs/product.md#navigation-shell). Signed in on a phone under 430 px wide, those leave the search box too narrow
 * to read its placeholder ("Searc…"): it becomes a search button that opens the box across the whole bar.
 */
export function NavTopBar() {
  const { isAuthenticated } = useAuth();
  const [searching, setSearching] = useState(false);
  // On a page the server drew, a tap on Search before the app ran opens the box once it has (lib/early-taps.ts).
  useEarlyTap('nav-search', () => setSearching(true));
  if (searching) {
    return (
      <header className="sticky top-0 z-30 border-b border-border bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
        <div className="flex h-16 items-center gap-2 px-4">
          <NavSearchBox
            className="min-w-0 flex-1"
            autoFocus
            onSearch={() => setSearching(false)}
            onCancel={() => setSearching(false)}
          />
          <button type="button" className={ICON_BUTTON} onClick={() => setSearching(false)}>
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{SCREEN.nav.closeSearch}</span>
          </button>
        </div>
      </header>
    );
  }
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      <div className="flex h-16 items-center gap-2 px-4">
        <Link to={paths.home} className="mr-1 shrink-0 rounded-xl">
          {/* Signed in, the bell and Messages take the name's room on a phone: the mark alone leaves the search box
              wide enough to read its placeholder. */}
          <Logo nameClassName={cn('text-xl max-[359px]:sr-only', isAuthenticated && 'max-[429px]:sr-only')} />
        </Link>
        <NavSearchBox className={cn('min-w-0 flex-1', isAuthenticated && 'max-[429px]:hidden')} />
        {isAuthenticated ? (
          <>
            <button
              type="button"
              className={cn(ICON_BUTTON, 'ml-auto min-[430px]:hidden')}
              onClick={() => setSearching(true)}
              {...earlyTapProps('nav-search')}
            >
              <Search aria-hidden="true" className="size-6" />
              <span className="sr-only">{SCREEN.nav.search}</span>
            </button>
            <Suspense fallback={LINKS_FRAME}>
              <NavTopBarLinks />
            </Suspense>
          </>
        ) : null}
        <LanguageSwitch />
        <NavAccountMenu />
      </div>
    </header>
  );
}
