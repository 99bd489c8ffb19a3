import { SCREEN } from '@kala/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../ui/error-state';
import { NotFoundPage } from './not-found-page';

/**
 * Shown when a screen throws while rendering or its code fails to load (e.g. a new release replaced the
 * files of the old one). Reloading fetches the current release.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
