import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, MessageCircle, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { userArtworksInfiniteQuery } from '../../features/artworks/artworks.api';
import { BlockButton } from '../../features/profile/block-button';
import { FollowButton } from '../../entities/user/follow-button';
import { publicProfileQuery } from '../../entities/user/user.api';
import { ProfileHeader } from '../../features/profile/profile-header';
import { ProfileNotFound } from '../../features/profile/profile-not-found';
import { SimilarArtists } from '../../features/profile/similar-artists';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ReportMenu } from '../../ui/report-menu';
import { PageSpinner } from '../../ui/spinner';
import { ProfileArtworksSection, profilePageClasses } from './profile-artworks-section';
import { paths } from '../../lib/paths';
import { ProfileLoadError } from './profile-loading';

/**
 * Public profile, /profile/:artistId (docs/product.md#screens-and-routes; a username or an id): the person, Follow with
 * its real state (docs/product.md#beyond-the-original-client), Message for signed-in viewers, and their artworks. My
 * own public page links to my profile instead.
 */
export function PublicProfileRoute() {
  const { artistId = '' } = useParams();
  const { isAuthenticated, userId } = useAuth();
  const profileQuery = useQuery(publicProfileQuery(artistId));
  useDocumentTitle(profileQuery.data?.username);

  if (profileQuery.isPending) return <PageSpinner />;
  // As on an artwork's page: gone is said at once, any other failed read keeps the person drawn (offline, a kept page
  // asks anew, decision 0030).
  if (profileQuery.error instanceof ApiError && profileQuery.error.status === 404) return <ProfileNotFound />;
  const profile = profileQuery.data;
  if (!profile) return <ProfileLoadError onRetry={() => profileQuery.refetch()} />;
  const isSelf = userId === profile.id;
  const actions = isSelf ? (
    <Button asChild variant="outline">
      <Link to={paths.ownProfile(profile.username)}>
        <UserRound aria-hidden="true" />
        {SCREEN.profile.viewOwnProfile}
      </Link>
    </Button>
  ) : (
    <>
      {profile.isBlocked ? null : (
        <FollowButton userId={profile.id} isFollowing={profile.isFollowing ?? false} className="flex-1 sm:flex-none" />
      )}
      {isAuthenticated && !profile.isBlocked ? (
        <Button asChild variant="outline" className="flex-1 sm:flex-none">
          <Link to={paths.chat(profile.id)}>
            <MessageCircle aria-hidden="true" />
            {SCREEN.profile.message}
          </Link>
        </Button>
      ) : null}
      {isAuthenticated ? <BlockButton person={profile} blocked={profile.isBlocked ?? false} /> : null}
      {isAuthenticated ? <ReportMenu targetType="user" targetId={profile.id} className="size-11 md:size-10" /> : null}
    </>
  );

  return (
    <div className={profilePageClasses}>
      <ProfileHeader profile={profile} actions={actions} />
      <ProfileArtworksSection
        query={userArtworksInfiniteQuery(profile.id)}
        empty={
          <EmptyState
            icon={ImageOff}
            title={SCREEN.profile.noArtworksOf(profile.username)}
            description={SCREEN.profile.noArtworksHint}
          />
        }
      />
      <SimilarArtists userId={profile.id} />
    </div>
  );
}
