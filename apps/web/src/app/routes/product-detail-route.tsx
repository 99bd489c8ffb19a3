import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { artworkQuery } from '../../entities/artwork/artwork.api';
import { ArtworkDetailPage } from '../../features/artwork-detail/artwork-detail-page';
import { useArtworkViewBeacon } from '../../features/artwork-detail/view-beacon';
import { useDocumentTitle } from '../../lib/document-title';
import { RelatedArtworksSection } from './related-artworks-section';

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
  // The same function while the id is: the page (memo) is not drawn again when its picture has loaded, which on a
  // page the server drew is as it hydrates.
  const onMainImageSettled = useCallback(() => setMainImageIn(id), [id]);
  return (
    <>
      <ArtworkDetailPage key={id} artworkId={id} onMainImageSettled={onMainImageSettled} />
      {artwork ? (
        <RelatedArtworksSection artworkId={id} artist={artwork.artist.username} holdImages={mainImageIn !== id} />
      ) : null}
    </>
  );
}
