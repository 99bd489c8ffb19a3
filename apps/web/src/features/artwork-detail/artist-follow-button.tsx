import { useQuery } from '@tanstack/react-query';
import { FollowButton } from '../../entities/user/follow-button';
import { publicProfileQuery } from '../../entities/user/user.api';
import { Skeleton } from '../../ui/skeleton';

/**
 * The artist header's Follow / Following: the real state from GET /api/user/{artistId}
 * (docs/product.md#beyond-the-original-client), the same cached profile and button as the profile pages, so both always
 * agree.
 */
export function ArtistFollowButton({ artistId }: { artistId: string }) {
  const { data: profile, isError } = useQuery(publicProfileQuery(artistId));
  if (isError) return null;
  if (!profile) return <Skeleton className="h-11 w-28 rounded-xl md:h-9" />;
  return <FollowButton userId={artistId} isFollowing={profile.isFollowing ?? false} size="sm" />;
}
