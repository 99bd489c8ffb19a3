import { SCREEN } from '../../lib/texts';
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
      trigger={{
        className: buttonClasses('ghost', 'icon', 'rounded-full'),
        'aria-label': SCREEN.nav.profile,
        children:
          isAuthenticated && username ? (
            <Avatar src={profile?.profileImage} username={username} name={profile?.name} size="sm" />
          ) : (
            <User aria-hidden="true" />
          ),
      }}
    />
  );
}
