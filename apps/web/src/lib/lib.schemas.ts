// The schemas of the shell's own calls (the current profile, the artwork lists and one artwork), in a module of
// their own: they load on demand while the first request is in flight (shell-schema.ts), so neither they nor zod
// are in a page's first download.
import { artworkSchema } from '@kala/contract';
import { z } from 'zod';

export { artworkOrArtworksSchema, currentProfileSchema, forYouListSchema } from '@kala/contract';
export const artworkListSchema = z.array(artworkSchema);
