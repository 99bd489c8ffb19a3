import { TOAST_POSITION } from '@kala/contract';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { decodeToken, getToken, useAuth } from '../lib/auth-store';
import { appLanguage, currentLanguage, subscribeLanguage } from '../lib/i18n';
import { LiveAnnouncer } from '../lib/live-announcer';
import { lazyWithRetry } from '../lib/retry-import';
import { useTheme } from '../lib/theme';
import { requestToasterOnInteraction, useToasterWanted } from '../lib/toast';

// Loaded with the first toast or interaction (lib/toast.ts), not with the page; retried while the server is
// unreachable (outside the router, a failed import here would blank the whole app).
const Toaster = lazyWithRetry(() => import('sonner').then((module) => module.Toaster));

/** Toasts top-center, dismissible (docs/product.md#what-kala-does), in the theme in effect. */
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
 * user changes — login, logout, another tab — it is thrown away and what is on screen is fetched again. A new token
 * for the same person (a new username comes with one) is no change of user: the edit that asked for it is still
 * on screen, and its cache with it.
 */
function ResetCacheOnUserChange() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  // Against the stored token: hydrating a server-rendered page draws it signed out first, then as the person
  // (lib/hydrate-page.tsx has its queries asked again with their token). That is no change of user.
  const previous = useRef(personOf(getToken()));
  useEffect(() => {
    if (token !== getToken()) return;
    const person = personOf(token);
    if (previous.current === person) return;
    previous.current = person;
    void queryClient.resetQueries();
  }, [token, queryClient]);
  return null;
}

/** Who a token signs in (its `uid`), or null for none. */
const personOf = (token: string | null) => (token ? (decodeToken(token)?.uid ?? token) : null);

/**
 * The app in the current language (docs/decisions/0015-languages.md): a switch draws it again, in the other one.
 * Screens read texts when they draw (the contract's live tables, texts/live.ts), so the tree is drawn anew under a
 * key of the language: memoised parts too. The router, the cache and the signed-in state live outside it and stay.
 */
function LanguageScope({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, appLanguage, currentLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ResetCacheOnUserChange />
      <LanguageScope>{children}</LanguageScope>
      <ThemedToaster />
      <LiveAnnouncer />
    </QueryClientProvider>
  );
}
