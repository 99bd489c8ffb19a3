import { SCREEN } from '@kala/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { SearchPage } from '../../features/search/search-page';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

// Search results, /search/:query? (docs/product.md#screens-and-routes).
export function SearchRoute() {
  const { query } = useParams();
  const [params] = useSearchParams();
  // The navigation's search box sent as a plain form, before the page's code had loaded: /search?query=…
  const sent = params.get('query');
  useDocumentTitle(query?.trim() ? `${query.trim()} · ${SCREEN.nav.search}` : SCREEN.nav.search);
  if (!query && sent?.trim()) return <Navigate replace to={paths.search(sent)} />;
  return <SearchPage />;
}
