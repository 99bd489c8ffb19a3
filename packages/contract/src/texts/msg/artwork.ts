import { errorLoadingArtwork } from '../shared';

export const artwork = {
  loadError: errorLoadingArtwork,
} as const;
