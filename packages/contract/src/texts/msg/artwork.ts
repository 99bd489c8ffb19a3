import { errorLoadingArtwork } from '../shared';
import { live } from '../live';

export const artwork = /* @__PURE__ */ live(['MSG', 'artwork'], {
  loadError: errorLoadingArtwork,
} as const);
