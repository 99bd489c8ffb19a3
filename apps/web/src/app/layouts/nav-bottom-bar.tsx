import { SCREEN } from '@kala/contract';
import { Plus } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { BOTTOM_BAR, type NavEntry } from './nav-entries-shell';

function BarLink({ to, entry: { label, icon: Icon, end } }: { to: string; entry: NavEntry }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl text-[0.7rem] font-medium transition-colors',
          isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon aria-hidden="true" className="size-6" strokeWidth={isActive ? 2.4 : 1.9} />
          <span>{label()}</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * Phones: Home, Discover, Wishlist, a round + to upload, and Profile (own profile when signed in, else login)
 * (docs/product.md#navigation-shell; docs/product.md#beyond-the-original-client labels the wishlist link 'Wishlist').
 */
export function NavBottomBar() {
  const { isAuthenticated, username } = useAuth();
  // Every entry of the bar is there for a visitor too: Profile then goes to login.
  const pathOf = (entry: NavEntry) => {
    if (typeof entry.path === 'string') return entry.path;
    return isAuthenticated && username ? entry.path(username) : paths.login();
  };
  return (
    <nav
      aria-label={SCREEN.nav.mainNavigation}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="grid grid-cols-5 items-center px-2">
        {BOTTOM_BAR.map((entry) =>
          // Upload is a round + in the middle.
          entry.id === 'upload' ? (
            <div key={entry.id} className="flex justify-center">
              <NavLink
                to={pathOf(entry)}
                aria-label={entry.label()}
                // Inside the bar, not standing out above it: a button that rose over the page covered what was under
                // it ("Make an offer" on an artwork, issue 35).
                className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md shadow-primary/30 transition-transform active:scale-95"
              >
                <Plus aria-hidden="true" className="size-6" strokeWidth={2.4} />
              </NavLink>
            </div>
          ) : (
            <BarLink key={entry.id} to={pathOf(entry)} entry={entry} />
          ),
        )}
      </div>
    </nav>
  );
}
