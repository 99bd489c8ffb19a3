import { appName } from '../shared';
import { live } from '../live';

// Sharing a page (issue 18): the Share button, and what a link preview says when the page has no words of its own.
export const share = /* @__PURE__ */ live(['SCREEN', 'share'], {
  button: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  /** A link preview's text for an artwork without a description. */
  artworkFallback: (title: string, artist: string) => `${title} by ${artist}, original art on ${appName}.`,
  /** A link preview's text for a profile without a bio. */
  profileFallback: (name: string) => `Original art by ${name} on ${appName}.`,
} as const);
