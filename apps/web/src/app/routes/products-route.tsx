import { SCREEN } from '../../lib/texts';
import { ProductsPage } from '../../features/artworks/products-page';
import { useDocumentTitle } from '../../lib/document-title';

// Products listing, /products (spec §2 "Listing page").
export function ProductsRoute() {
  useDocumentTitle(SCREEN.nav.discover);
  return <ProductsPage />;
}
