import { appName } from '../shared';
import { live } from '../live';

// Kala (issue 18): a tag's page, /tags/{tag}: the artworks that carry it, server-rendered and paged like the listing.
export const tags = /* @__PURE__ */ live(['SCREEN', 'tags'], {
  /** heading('warli') → '#warli' */
  heading: (tag: string) => `#${tag}`,
  subtitle: 'Artworks tagged with this, newest first',
  /** The page's description for search engines and link previews. */
  description: (tag: string) => `Original artworks tagged #${tag} by artists across India, on ${appName}.`,
  /** The empty state: an unknown tag, or one no artwork carries any more. */
  empty: (tag: string) => `No artworks tagged #${tag} yet.`,
} as const);
