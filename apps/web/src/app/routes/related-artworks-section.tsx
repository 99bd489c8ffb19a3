import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { relatedArtworksQuery } from '../../features/artwork-detail/artwork-detail.api';
import { ArtworkGrid } from '../../entities/artwork/artwork-grid';

function Row({
  title,
  artworks,
  holdImages,
}: {
  title: string;
  artworks: Parameters<typeof ArtworkGrid>[0]['artworks'];
  holdImages: boolean;
}) {
  const headingId = useId();
  if (artworks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 sm:mt-14">
      <h2 id={headingId} className="mb-5 font-display text-xl font-semibold tracking-tight sm:mb-6 sm:text-2xl">
        {title}
      </h2>
      <ArtworkGrid artworks={artworks} prioritizeFirst={false} holdImages={holdImages} headingLevel={3} />
    </section>
  );
}

/**
 * "More by {artist}" and "Similar works" under an artwork's page (issue 18). Below the fold, so nothing shows
 * while they load, and a failure leaves the page as it is: they are suggestions, not the page. `holdImages`
 * keeps the cards' pictures out while the artwork's own is loading.
 */
export function RelatedArtworksSection({
  artworkId,
  artist,
  holdImages = false,
}: {
  artworkId: string;
  artist: string | undefined;
  holdImages?: boolean;
}) {
  const { data } = useQuery(relatedArtworksQuery(artworkId));
  if (!data || !artist) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6 lg:px-10">
      <Row title={SCREEN.artwork.moreBy(artist)} artworks={data.moreByArtist} holdImages={holdImages} />
      <Row title={SCREEN.artwork.similarWorks} artworks={data.similar} holdImages={holdImages} />
    </div>
  );
}
