import { SCREEN } from '@kala/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ArtworkGrid } from '../../features/artworks/artwork-grid';
import { SearchPage } from '../../features/search/search-page';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

// Search results, /search/:query? (docs/product.md#screens-and-routes): product results use the listing's artwork grid.
export function SearchRoute() {
  const { query } = useParams();
  // The navigation's search box sent as a plain form, before the page's code had loaded: /search?query=…
  const sent = useSearchParams()[0].get('query');
  useDocumentTitle(query?.trim() ? `${query.trim()} · ${SCREEN.nav.search}` : SCREEN.nav.search);
  if (!query && sent?.trim()) return <Navigate replace to={paths.search(sent)} />;
  return <SearchPage renderProducts={(artworks) => <ArtworkGrid artworks={artworks} />} />;
}
