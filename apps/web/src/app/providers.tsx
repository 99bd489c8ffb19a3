import { TOAST_POSITION } from '@kala/contract';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { getToken, useAuth } from '../lib/auth-store';
import { lazyWithRetry } from '../lib/retry-import';
import { useTheme } from '../lib/theme';
import { requestToasterOnInteraction, useToasterWanted } from '../lib/toast';

// Loaded with the first toast or interaction (lib/toast.ts), not with the page; retried while the server is
// unreachable (outside the router, a failed import here would blank the whole app).
const Toaster = lazyWithRetry(() => import('sonner').then((module) => module.Toaster));

/** Toasts top-center, dismissible (spec §1), in the theme in effect. */
function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const wanted = useToasterWanted();
  useEffect(() => requestToasterOnInteraction(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={TOAST_POSITION} closeButton richColors theme={resolvedTheme} />
    </Suspense>
  );
}

/**
 * Cached data belongs to whoever was signed in when it was fetched (a feed, a cart, like states). When the
 * user changes — login, logout, another tab — it is thrown away and what is on screen is fetched again.
 */
function ResetCacheOnUserChange() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  // Against the stored token: hydrating a server-rendered page draws it signed out first, then as the person
  // (lib/hydrate-page.tsx has its queries asked again with their token). That is no change of user.
  const previous = useRef(getToken());
  useEffect(() => {
    if (token !== getToken() || previous.current === token) return;
    previous.current = token;
    void queryClient.resetQueries();
  }, [token, queryClient]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ResetCacheOnUserChange />
      {children}
      <ThemedToaster />
    </QueryClientProvider>
  );
}
