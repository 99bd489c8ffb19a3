// A tag's page's address and first request (issue 18), started by the router beside the page's code
// (app/router.tsx) and used by the page and the server's renderer (entry-server.tsx).

import { stripTagHash, TAG_MAX_LENGTH } from '@kala/contract';
import type { QueryClient } from '@tanstack/react-query';
import { tagArtworksInfiniteQuery } from './artworks.api';

/** The tag a /tags/{tag} address names, as tags are stored: trimmed, without '#'; '' for none. */
export function tagFromParam(param: string | undefined): string {
  return stripTagHash(param ?? '');
}

/** No artwork can carry an empty tag or one longer than a tag may be: their page is empty without asking. */
export function isListableTag(tag: string): boolean {
  return tag !== '' && tag.length <= TAG_MAX_LENGTH;
}

/** Starts GET /api/artworks?tag= for the address's tag. */
export function prefetchTag(queryClient: QueryClient, param: string | undefined): void {
  const tag = tagFromParam(param);
  if (isListableTag(tag)) void queryClient.prefetchInfiniteQuery(tagArtworksInfiniteQuery(tag));
}
