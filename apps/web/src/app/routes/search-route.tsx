import { SCREEN } from '@kala/contract';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ArtworkGrid } from '../../features/artworks/artwork-grid';
import { FilterBar, pageFiltersFromParams } from '../../features/artworks/filter-bar';
import { SearchPage } from '../../features/search/search-page';
import { searchFacetsQuery } from '../../features/search/search.api';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

// Search results, /search/:query? (docs/product.md#screens-and-routes): product results use the listing's artwork
// grid, and Discover's filter panel counts the query's matches (issue 38, decision 0037).
export function SearchRoute() {
  const { query } = useParams();
  const [params] = useSearchParams();
  // The navigation's search box sent as a plain form, before the page's code had loaded: /search?query=…
  const sent = params.get('query');
  useDocumentTitle(query?.trim() ? `${query.trim()} · ${SCREEN.nav.search}` : SCREEN.nav.search);
  if (!query && sent?.trim()) return <Navigate replace to={paths.search(sent)} />;
  return (
    <SearchPage
      filters={pageFiltersFromParams(params)}
      renderFilters={(text) => <FilterBar facetsQuery={(filters) => searchFacetsQuery(text, filters)} />}
      renderProducts={(artworks) => <ArtworkGrid artworks={artworks} />}
    />
  );
}
