import { SCREEN } from '@kala/contract';
import { useParams } from 'react-router';
import { ArtworkGrid } from '../../features/artworks/artwork-grid';
import { SearchPage } from '../../features/search/search-page';
import { useDocumentTitle } from '../../lib/document-title';

// Search results, /search/:query? (docs/product.md#screens-and-routes): product results use the listing's artwork grid.
export function SearchRoute() {
  const { query } = useParams();
  useDocumentTitle(query?.trim() ? `${query.trim()} · ${SCREEN.nav.search}` : SCREEN.nav.search);
  return <SearchPage renderProducts={(artworks) => <ArtworkGrid artworks={artworks} />} />;
}
