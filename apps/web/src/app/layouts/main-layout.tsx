import { SCREEN } from '@kala/contract';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useCurrentProfileSync } from '../../lib/current-profile';
import { lazyWithRetry } from '../../lib/retry-import';
import { NavBottomBar } from './nav-bottom-bar';
import { NavSidebar } from './nav-sidebar';
import { NavTopBar } from './nav-top-bar';

// The chat socket is for signed-in people only: its code loads after the page, and never for a visitor.
const ChatSync = lazyWithRetry(() => import('../../features/chat/chat-sync').then((module) => module.ChatSync));

/**
 * The main layout at / (spec §2): sidebar on desktop, top and bottom bars on phones. It fetches the signed-in
 * user's profile and stores it into the auth state (spec §2 "Navigation shell"), and keeps the chat socket
 * and the unread Messages count live.
 */
export function MainLayout() {
  const { isAuthenticated } = useAuth();
  useCurrentProfileSync();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {SCREEN.app.skipToContent}
      </a>
      <NavSidebar />
      <NavTopBar />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] pb-[calc(5.5rem+env(safe-area-inset-bottom))] outline-none md:min-h-dvh md:pb-0 md:pl-20 lg:pl-64"
      >
        <Outlet />
      </main>
      <NavBottomBar />
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <ChatSync />
        </Suspense>
      ) : null}
    </div>
  );
}
