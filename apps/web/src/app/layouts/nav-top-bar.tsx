import { Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { lazyWithRetry } from '../../lib/retry-import';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';
import { NavAccountMenu } from './nav-account-menu';
import { NavSearchBox } from './nav-search-box';

// The bell and Messages links are for signed-in people: their code loads with the signed-in shell, and a
// frame of their size stands in until then, so the search box does not move when they appear.
const NavTopBarLinks = lazyWithRetry(() => import('./nav-top-bar-links').then((module) => module.NavTopBarLinks));
const LINKS_FRAME = <span aria-hidden="true" className="w-24 shrink-0" />;

/** Phones: logo, search, notifications, messages and the account menu, on top (docs/product.md#navigation-shell). */
export function NavTopBar() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      <div className="flex h-16 items-center gap-2 px-4">
        <Link to="/" className="mr-1 shrink-0 rounded-xl">
          {/* Signed in, the bell and Messages take the name's room on a phone: the mark alone leaves the search box
              wide enough to read its placeholder. */}
          <Logo nameClassName={cn('text-xl max-[359px]:sr-only', isAuthenticated && 'max-[429px]:sr-only')} />
        </Link>
        <NavSearchBox className="min-w-0 flex-1" />
        {isAuthenticated ? (
          <Suspense fallback={LINKS_FRAME}>
            <NavTopBarLinks />
          </Suspense>
        ) : null}
        <LanguageSwitch />
        <NavAccountMenu />
      </div>
    </header>
  );
}
