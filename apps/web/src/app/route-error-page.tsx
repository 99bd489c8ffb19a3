import { SCREEN } from '../lib/texts';
import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyWithRetry } from '../lib/retry-import';
import { ErrorState } from '../ui/error-state';

// Loaded when needed, as the '*' route loads it (app/router.tsx).
const NotFoundPage = lazyWithRetry(() => import('./not-found-page').then((module) => module.NotFoundPage));

/**
 * Shown when a screen throws while rendering or its code fails to load (e.g. a new release replaced the
 * files of the old one). Reloading fetches the current release.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <ErrorState
        title={SCREEN.app.errorHeading}
        description={SCREEN.app.errorHint}
        onRetry={() => window.location.reload()}
        retryLabel={SCREEN.app.reload}
      />
    </main>
  );
}
