import { SCREEN } from '@kala/contract';
import { Palette, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { myArtworksInfiniteQuery } from '../../features/artworks/artworks.api';
import { FollowListsDialog } from '../../features/profile/follow-lists-dialog';
import type { FollowListKind } from '../../features/profile/profile.api';
import { OwnProfileActions, ProfileHeader } from '../../features/profile/profile-header';
import { EmptyState } from '../../ui/empty-state';
import { ProfileArtworksSection, profilePageClasses } from './profile-artworks-section';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { WithOwnProfile } from './profile-loading';

const noArtworksYet = (
  <EmptyState
    icon={Palette}
    title={SCREEN.profile.noArtworksOwn}
    description={SCREEN.profile.noArtworksOwnHint}
    link={{ to: paths.upload, label: SCREEN.upload.title, icon: SquarePlus }}
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
  const [openList, setOpenList] = useState<FollowListKind | null>(null);
  return (
    <WithOwnProfile>
      {(profile) =>
        usernameInPath !== profile.username ? (
          <Navigate to={paths.ownProfile(profile.username)} replace />
        ) : (
          <div className={profilePageClasses}>
            <ProfileHeader
              profile={profile}
              onOpenList={setOpenList}
              actions={<OwnProfileActions username={profile.username} />}
            />
            <FollowListsDialog profile={profile} openList={openList} onOpenListChange={setOpenList} />
            <ProfileArtworksSection query={myArtworksInfiniteQuery()} empty={noArtworksYet} />
          </div>
        )
      }
    </WithOwnProfile>
  );
}
