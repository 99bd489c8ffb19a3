import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { artworkQuery } from '../../lib/artwork-cache';
import { ArtworkDetailPage } from '../../features/artwork-detail/artwork-detail-page';
import { useArtworkViewBeacon } from '../../features/artwork-detail/view-beacon';
import { FollowButton } from '../../features/profile/follow-button';
import { publicProfileQuery } from '../../features/profile/profile.api';
import { useDocumentTitle } from '../../lib/document-title';
import { Skeleton } from '../../ui/skeleton';
import { RelatedArtworksSection } from './related-artworks-section';

/**
 * The artist header's Follow / Following: the real state from GET /api/user/{artistId}
 * (docs/product.md#beyond-the-original-client), the same cached profile and button as the profile pages, so both always
 * agree.
 */
function ArtistFollowButton({ artistId }: { artistId: string }) {
  const { data: profile, isError } = useQuery(publicProfileQuery(artistId));
  if (isError) return null;
  if (!profile) return <Skeleton className="h-11 w-28 rounded-xl md:h-9" />;
  return <FollowButton userId={artistId} isFollowing={profile.isFollowing ?? false} size="sm" />;
}

// Artwork detail, /products/:id and /product/:id (docs/product.md#artwork-detail-page).
export function ProductDetailRoute() {
  const { id = '' } = useParams();
  // The page's own query (shared, one request): the tab shows the artwork's title once it has loaded.
  const { data: artwork } = useQuery({ ...artworkQuery(id), enabled: false });
  useDocumentTitle(artwork?.title);
  // Counts the view for the artist's studio (issue 19).
  useArtworkViewBeacon(id);
  // The rows below hold their pictures until the artwork's own has loaded: on a phone they are within the
  // browser's lazy-loading distance, and on a slow network they would share its bandwidth (the largest paint).
  const [mainImageIn, setMainImageIn] = useState<string | null>(null);
  return (
    <>
      <ArtworkDetailPage
        key={id}
        artworkId={id}
        renderFollow={(artistId) => <ArtistFollowButton artistId={artistId} />}
        onMainImageSettled={() => setMainImageIn(id)}
      />
      {artwork ? (
        <RelatedArtworksSection artworkId={id} artist={artwork.artist.username} holdImages={mainImageIn !== id} />
      ) : null}
    </>
  );
}
