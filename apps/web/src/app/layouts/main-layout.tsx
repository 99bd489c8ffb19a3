import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useCurrentProfileSync } from '../../lib/current-profile.api';
import { MD_QUERY, useMediaQuery } from '../../lib/media-query';
import { lazyWithRetry } from '../../lib/retry-import';
import { NavBottomBar } from './nav-bottom-bar';
import { NavTopBar } from './nav-top-bar';
import { OfflineBanner } from './offline-banner';
import { SkipToContent } from './skip-to-content';

// The chat socket and the notifications bell's live count are for signed-in people only: their code loads after the
// page, and never for a visitor.
// Until the person confirms their address (issue 17): loaded only for someone who has not, not on every signed-in page.
const VerifyEmailBanner = lazyWithRetry(() =>
  import('../../features/account/verify-email-banner').then((module) => module.VerifyEmailBanner),
);
const SignedInSync = lazyWithRetry(() => import('./signed-in-sync').then((module) => module.SignedInSync));

// The sidebar is the navigation of wider screens (md and up); phones never show it, so they never download it
// (about 2 kB gzipped of the first download: its links, icons and account part). Until it has loaded, an empty
// frame of its size stands in, so nothing moves when it appears.
const NavSidebar = lazyWithRetry(() => import('./nav-sidebar').then((module) => module.NavSidebar));
const SIDEBAR_FRAME =
  'fixed inset-y-0 left-0 z-30 hidden w-20 border-r border-border bg-card/60 backdrop-blur md:block lg:w-64';

/**
 * The main layout at / (docs/product.md#screens-and-routes): sidebar on desktop, top and bottom bars on phones. It
 * fetches the signed-in user's profile and stores it into the auth state (docs/product.md#navigation-shell), and keeps
 * the chat socket, the unread Messages count and the notifications bell live.
 */
export function MainLayout() {
  const { isAuthenticated, profile } = useAuth();
  const wide = useMediaQuery(MD_QUERY);
  useCurrentProfileSync();
  return (
    <div className="min-h-dvh">
      <SkipToContent target="main" className="z-50" />
      {/* A page rendered on the server is drawn for a phone (lib/media-query.ts): the frame keeps a wide window's
          sidebar place from the first paint; phones never see it (hidden below md). */}
      {wide ? (
        <Suspense fallback={<div aria-hidden="true" className={SIDEBAR_FRAME} />}>
          <NavSidebar />
        </Suspense>
      ) : (
        <div aria-hidden="true" className={SIDEBAR_FRAME} />
      )}
      <NavTopBar />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] pb-[calc(5.5rem+env(safe-area-inset-bottom))] outline-none md:min-h-dvh md:pb-0 md:pl-20 lg:pl-64"
      >
        <OfflineBanner />
        {profile?.verified === false ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <NavBottomBar />
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <SignedInSync />
        </Suspense>
      ) : null}
    </div>
  );
}
