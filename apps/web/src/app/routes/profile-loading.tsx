import { type CurrentProfile, SCREEN } from '@kala/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth-store';
import { currentProfileQueryOptions } from '../../lib/current-profile.api';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';

/** A profile page whose person could not be loaded (a missing one is ProfileNotFound): said, with Retry. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      className="min-h-[60dvh]"
      title={SCREEN.profile.loadError}
      description={SCREEN.profile.errorHint}
      onRetry={onRetry}
    />
  );
}

/**
 * The signed-in person's own profile for the routes that show or edit it: a spinner while it loads, the error with
 * Retry, then `children` with it. The copy on screen stays while a fresh one loads (after a rename, a save).
 */
export function WithOwnProfile({ children }: { children: (profile: CurrentProfile) => ReactNode }) {
  const { userId } = useAuth();
  const profileQuery = useQuery({ ...currentProfileQueryOptions(userId), placeholderData: keepPreviousData });
  if (profileQuery.isPending) return <PageSpinner />;
  if (profileQuery.isError && !profileQuery.data) return <ProfileLoadError onRetry={() => profileQuery.refetch()} />;
  return children(profileQuery.data);
}
