import { SCREEN } from '@kala/contract';
import { User } from 'lucide-react';
import { useAuth } from '../../lib/auth-store';
import { Avatar } from '../../ui/avatar';
import { buttonClasses } from '../../ui/button-classes';
import { DeferredMenu, lazyMenu } from '../../ui/deferred-menu';

const accountMenu = lazyMenu(() => import('./nav-account-menu-content').then((module) => module.NavAccountMenuContent));

/**
 * The phone's account menu (top bar): what the desktop sidebar has beyond the bottom bar — cart, log out or
 * log in and sign up, and the theme.
 */
export function NavAccountMenu() {
  const { isAuthenticated, username, profile } = useAuth();
  return (
    <DeferredMenu
      menu={accountMenu}
      earlyTap="account-menu"
      trigger={{
        className: buttonClasses('ghost', 'icon', 'rounded-full'),
        // Named by its content rather than an aria-label: the avatar's initials are seen but are not the name,
        // which voice control could not match (WCAG 2.5.3, axe's label-content-name-mismatch).
        children: (
          <>
            {isAuthenticated && username ? (
              <Avatar src={profile?.profileImage} username={username} name={profile?.name} size="sm" />
            ) : (
              <User aria-hidden="true" />
            )}
            <span className="sr-only">{SCREEN.nav.profile}</span>
          </>
        ),
      }}
    />
  );
}
