// Kala: the wishlist screen (spec §2 "Wishlist" is a grid; design.md adds removal).
import { live } from '../live';
export const wishlist = /* @__PURE__ */ live(['SCREEN', 'wishlist'], {
  subtitle: 'Artworks you have saved',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap Save on any artwork you love to keep it here.',
  /** remove('Lotus') → 'Remove Lotus from wishlist' */
  remove: (title: string) => `Remove ${title} from wishlist`,
} as const);
