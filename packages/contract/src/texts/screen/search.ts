import { artists, noArtistsFound, noProductsFound } from '../shared';
import { live } from '../live';

export const search = /* @__PURE__ */ live(['SCREEN', 'search'], {
  products: 'Products',
  artists,
  error: 'Failed to load search results. Please try again later.',
  noProducts: noProductsFound,
  noArtists: noArtistsFound,
  productsPrompt: 'Search for products by title or description',
  artistsPrompt: 'Search for artists by username',
  /** resultsFor('warli') → 'Results for “warli”' */
  resultsFor: (query: string) => `Results for “${query}”`,
} as const);
