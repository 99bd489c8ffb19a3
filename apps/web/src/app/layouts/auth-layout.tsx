import { SCREEN } from '@kala/contract';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../ui/logo';
import { LanguageSwitch } from '../../ui/language-switch';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../../lib/paths';

/**
 * The /auth layout (docs/product.md#screens-and-routes: login, register, forgot and reset password): a centred card,
 * logo, theme.
 */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      {/* Soft washes of the accent colours behind the card: warmth without an image to download. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent_70%),radial-gradient(50rem_28rem_at_110%_110%,color-mix(in_oklab,var(--accent)_90%,transparent),transparent_70%)]"
      />
      <header className="flex items-center justify-between px-4 pt-[max(1rem,env(safe-area-inset-top))] sm:px-8 sm:pt-6">
        <Link to={paths.home} className="rounded-xl">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8 sm:py-12">
        <Outlet />
      </main>
      <footer className="px-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center text-xs text-muted-foreground">
        {SCREEN.app.name} · {SCREEN.app.tagline}
      </footer>
    </div>
  );
}
