// Kala: the wishlist screen (docs/product.md#wishlist is a grid; docs/product.md#beyond-the-original-client adds
// removal).
import { live } from '../live';
export const wishlist = /* @__PURE__ */ live(['SCREEN', 'wishlist'], {
  subtitle: 'Artworks you have saved',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap Save on any artwork you love to keep it here.',
  /** remove('Lotus') → 'Remove Lotus from wishlist' */
  remove: (title: string) => `Remove ${title} from wishlist`,
} as const);
