import { SCREEN } from '@kala/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Palette, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { myArtworksInfiniteQuery } from '../../features/artworks/artworks.api';
import { FollowListsDialog } from '../../features/profile/follow-lists-dialog';
import type { FollowListKind } from '../../features/profile/profile.api';
import { OwnProfileActions, ProfileHeader } from '../../features/profile/profile-header';
import { useAuth } from '../../lib/auth-store';
import { currentProfileQueryOptions } from '../../lib/current-profile.api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { ProfileArtworksSection, profilePageClasses } from './profile-artworks-section';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

const noArtworksYet = (
  <EmptyState
    icon={Palette}
    title={SCREEN.profile.noArtworksOwn}
    description={SCREEN.profile.noArtworksOwnHint}
    action={
      <Button asChild>
        <Link to={paths.upload}>
          <SquarePlus aria-hidden="true" />
          {SCREEN.upload.title}
        </Link>
      </Button>
    }
  />
);

/**
 * Own profile, /me/profile/:username (docs/product.md#screens-and-routes), behind RequireAuth: the signed-in user's
 * profile with their shortcuts, follower lists and artworks. Another username in the address (an old one after a
 * rename) is replaced by the current one.
 */
export function OwnProfileRoute() {
  const { username: usernameInPath } = useParams();
  useDocumentTitle(usernameInPath ?? SCREEN.nav.profile);
  const { userId } = useAuth();
  const profileQuery = useQuery({ ...currentProfileQueryOptions(userId), placeholderData: keepPreviousData });
  const [openList, setOpenList] = useState<FollowListKind | null>(null);

  if (profileQuery.isPending) return <PageSpinner />;
  if (profileQuery.isError && !profileQuery.data) {
    return (
      <ErrorState
        className="min-h-[60dvh]"
        title={SCREEN.profile.loadError}
        description={SCREEN.profile.errorHint}
        onRetry={() => profileQuery.refetch()}
      />
    );
  }
  const profile = profileQuery.data;
  if (usernameInPath !== profile.username) {
    return <Navigate to={paths.ownProfile(profile.username)} replace />;
  }
  return (
    <div className={profilePageClasses}>
      <ProfileHeader
        profile={profile}
        onOpenList={setOpenList}
        actions={<OwnProfileActions username={profile.username} />}
      />
      <FollowListsDialog profile={profile} openList={openList} onOpenListChange={setOpenList} />
      <ProfileArtworksSection query={myArtworksInfiniteQuery()} empty={noArtworksYet} />
    </div>
  );
}
