import type { Theme } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import {
  ChartNoAxesCombined,
  LogIn,
  LogOut,
  Monitor,
  Moon,
  Package,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  Sun,
  User,
  UserPlus,
} from 'lucide-react';
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

/** The menu of NavAccountMenu (nav-account-menu.tsx), loaded when first reached for. */
export function NavAccountMenuContent({ trigger, defaultOpen }: DeferredMenuProps) {
  const { isAuthenticated, isAdmin, username, logout } = useAuth();
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align="end" className="w-56">
        {isAuthenticated && username ? (
          <>
            <DropdownMenuLabel className="truncate">@{username}</DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <Link to={`/me/profile/${encodeURIComponent(username)}`}>
                <User aria-hidden="true" />
                {SCREEN.nav.profile}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/auth/cart">
                <ShoppingBag aria-hidden="true" />
                {SCREEN.nav.cart}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/me/orders">
                <Package aria-hidden="true" />
                {SCREEN.nav.myOrders}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/me/sales">
                <Store aria-hidden="true" />
                {SCREEN.nav.sales}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/me/studio">
                <ChartNoAxesCombined aria-hidden="true" />
                {SCREEN.nav.studio}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/settings/account">
                <Settings aria-hidden="true" />
                {SCREEN.account.menuItem}
              </Link>
            </DropdownMenuItem>
            {isAdmin ? (
              <DropdownMenuItem asChild>
                <Link to="/admin">
                  <ShieldCheck aria-hidden="true" />
                  {SCREEN.nav.admin}
                </Link>
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={logout}>
              <LogOut aria-hidden="true" />
              {SCREEN.nav.logOut}
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <Link to="/auth/login">
                <LogIn aria-hidden="true" />
                {SCREEN.nav.logIn}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/auth/register">
                <UserPlus aria-hidden="true" />
                {SCREEN.nav.signUp}
              </Link>
            </DropdownMenuItem>
          </>
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
