import { SCREEN } from '@kala/contract';
import { ProductsPage } from '../../features/artworks/products-page';
import { useDocumentTitle } from '../../lib/document-title';

// Products listing, /products (docs/product.md#listing-page).
export function ProductsRoute() {
  useDocumentTitle(SCREEN.nav.discover);
  return <ProductsPage />;
}
