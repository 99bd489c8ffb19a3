// The listing's first request, started by the router beside the listing screen's code (app/router.tsx). Its
// own module so that the URL parsing and the list query load with the listing, not with every page.

import type { QueryClient } from '@tanstack/react-query';
import { artworkListInfiniteQuery } from './artworks.api';
import { filtersFromParams } from '../../entities/artwork/listing-params';

/** Starts GET /api/artworks for the filters in the URL's search params. */
export function prefetchListing(queryClient: QueryClient, params: URLSearchParams): void {
  void queryClient.prefetchInfiniteQuery(artworkListInfiniteQuery(filtersFromParams(params)));
}
