// Upload artwork (docs/product.md#api-calls POST /auth/artworks): multipart with the files repeated under `files`, tags
// as tags[0], tags[1]..., every other field a string. The artwork lists are refreshed after success.

import {
  type Artwork,
  type ArtworkFactsForm,
  artworkModerationSchema,
  artworkSchema,
  checkSaleFields,
  factsFormFields,
  feesSchema,
  parseTags,
} from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';
import { refetchAfterWrite } from '../../lib/query-client';

export interface UploadInput {
  title: string;
  description: string;
  category: string;
  forSale: boolean;
  price?: string;
  quantity?: string;
  /** The tags field as typed: comma separated. */
  tagsText: string;
  files: readonly File[];
  /** Shipping for this work (issue 34 item 3): the fields of artworkShippingFieldsOf, when set. */
  shipping?: Record<string, string>;
  /** Issue 34: the art facts and the picture's description, as the facts fields hold them. */
  facts?: ArtworkFactsForm;
}

/**
 * The multipart body of docs/product.md#api-calls. Not for sale: price 0 and quantity 1, whatever was typed
 * (docs/product.md#validation-rules).
 */
export function uploadFormData(input: UploadInput): FormData {
  const body = new FormData();
  for (const file of input.files) body.append('files', file, file.name);
  parseTags(input.tagsText).forEach((tag, index) => {
    body.append(`tags[${index}]`, tag);
  });
  body.set('title', input.title.trim());
  body.set('description', input.description.trim());
  body.set('category', input.category);
  const sale = checkSaleFields(input);
  body.set('price', sale.ok ? String(sale.price) : (input.price ?? ''));
  body.set('quantity', sale.ok ? String(sale.quantity) : (input.quantity ?? ''));
  body.set('forSale', String(input.forSale));
  for (const [name, value] of Object.entries(input.shipping ?? {})) body.set(name, value);
  if (input.facts) for (const [name, value] of Object.entries(factsFormFields(input.facts))) body.set(name, value);
  return body;
}

/** Sends the upload; `onProgress` gets the fraction of the bytes sent so far (0 to 1). */
export function useUploadArtworkMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput): Promise<Artwork> =>
      uploadWithProgress('/auth/artworks', uploadFormData(input), { onProgress, schema: artworkSchema }),
    // The new artwork belongs in the feed, the listing, search and the own profile's grid.
    onSuccess: () => {
      void refetchAfterWrite(queryClient, ARTWORKS_QUERY_KEY);
    },
  });
}

/** GET /api/fees (issue 37 item 2): Kala's fee in force, for "You receive" while the artist prices a work. */
export function feesQuery() {
  return queryOptions({
    queryKey: ['fees'],
    queryFn: ({ signal }) => api.get('/fees', { signal, schema: feesSchema }),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/auth/moderation/artworks/{id}/hold-explanation (issue 38, decision 0041): the uploader's words about an
 * upload held as looking like another artist's work, for the moderators.
 */
export function sendHoldExplanation(artworkId: string, explanation: string) {
  return api.post(
    `/auth/moderation/artworks/${encodeURIComponent(artworkId)}/hold-explanation`,
    { explanation },
    { schema: artworkModerationSchema },
  );
}
