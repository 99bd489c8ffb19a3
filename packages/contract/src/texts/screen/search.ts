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
  // Issue 38 item 3 (docs/decisions/0037-search-in-the-language-people-type.md).
  /** Before the corrected query, which is a link: "Did you mean madhubani?" */
  didYouMean: 'Did you mean',
  /** Heading of the people whose name matches, above the artworks. */
  artistsNamed: artists,
  /** Under "No products found": the most used tags, each a link. */
  tryTags: 'Try one of these tags',
} as const);
