// Kala (issue 38 item 3, docs/decisions/0037-search-in-the-language-people-type.md): the search page's one answer.
import { z } from 'zod';
import { artworkSchema } from './artworks';
import { artistSearchResultSchema } from './users';

/** How many people whose name matches the search page shows above the artworks. */
export const SEARCH_ARTISTS_SHOWN = 4;
/** How many of the most used tags an empty answer offers. */
export const POPULAR_TAGS_SHOWN = 12;

/**
 * GET /api/search (the query of GET /api/artworks/search): the best artworks (ARTWORK_SEARCH_MAX_RESULTS at most,
 * or `limit`), as /api/artworks/search answers them; up to SEARCH_ARTISTS_SHOWN people by username or name;
 * `didYouMean`, the query with a word the index does not know corrected, when that is what found the artworks;
 * and, when nothing is found, the most used tags to go on from.
 */
export const searchAnswerSchema = z.object({
  artworks: z.array(artworkSchema),
  artists: z.array(artistSearchResultSchema),
  didYouMean: z.string().nullable(),
  popularTags: z.array(z.string()),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
