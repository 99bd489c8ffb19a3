import type { Theme } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { LogOut, Monitor, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useTheme } from '../../lib/theme';
import type { DeferredMenuProps } from '../../ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { ACCOUNT_MENU, entryPath, isShown, type NavEntry, type NavViewer, SIGNED_OUT } from './nav-entries';

function MenuLink({ entry, username }: { entry: NavEntry; username: string }) {
  const Icon = entry.icon;
  return (
    <DropdownMenuItem asChild>
      <Link to={entryPath(entry, username)}>
        <Icon aria-hidden="true" />
        {(entry.menuLabel ?? entry.label)()}
      </Link>
    </DropdownMenuItem>
  );
}

/** The menu of NavAccountMenu (nav-account-menu.tsx), loaded when first reached for. */
export function NavAccountMenuContent({ trigger, defaultOpen }: DeferredMenuProps) {
  const { isAuthenticated, isAdmin, username, logout } = useAuth();
  const { theme, setTheme } = useTheme();
  const viewer: NavViewer = { username: isAuthenticated && username ? username : null, isAdmin };
  const links = (entries: readonly NavEntry[]) =>
    entries
      .filter((entry) => isShown(entry, viewer))
      .map((entry) => <MenuLink key={entry.id} entry={entry} username={viewer.username ?? ''} />);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align="end" className="w-56">
        {viewer.username ? (
          <>
            <DropdownMenuLabel className="truncate">@{viewer.username}</DropdownMenuLabel>
            {links(ACCOUNT_MENU)}
            <DropdownMenuItem onSelect={logout}>
              <LogOut aria-hidden="true" />
              {SCREEN.nav.logOut}
            </DropdownMenuItem>
          </>
        ) : (
          links(SIGNED_OUT)
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{SCREEN.nav.theme}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden="true" />
            {SCREEN.nav.themeLight}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden="true" />
            {SCREEN.nav.themeDark}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden="true" />
            {SCREEN.nav.themeSystem}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
