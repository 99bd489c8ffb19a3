// The admin artwork form (docs/product.md#validation-rules "Admin artwork form"): title required; price and quantity
// numeric, quantity at least 0; tags with one leading '#'; one file only. The rules are the contract's request-body
// schemas, run on the fields exactly as they will be sent, so the browser and the server can never disagree.

import {
  type Artwork,
  adminArtworkCreateBodySchema,
  adminArtworkUpdateBodySchema,
  issuesToFields,
  MAX_IMAGE_BYTES,
  normaliseAdminTag,
  SUPPORTED_IMAGE_TYPES,
  VALIDATION,
} from '@kala/contract';

export interface ArtworkFormValues {
  title: string;
  description: string;
  category: string;
  price: string;
  quantity: string;
  isSold: boolean;
  /** Each with exactly one leading '#'. */
  tags: string[];
  /** The one image to attach; for an edit it replaces the artwork's images. */
  file: File | null;
  /** Add Artwork only: the artist it is listed for ('' = the admin). */
  artistId: string;
}

export type ArtworkFormMode = 'create' | 'edit';

/** Field name → message; `files` is the image. */
export type ArtworkFormErrors = Partial<Record<keyof ArtworkFormValues | 'files', string>>;

export const EMPTY_ARTWORK_FORM: Readonly<ArtworkFormValues> = Object.freeze({
  title: '',
  description: '',
  category: '',
  price: '',
  quantity: '',
  isSold: false,
  tags: [],
  file: null,
  artistId: '',
});

/** The form filled with an artwork for Edit Artwork (tags are stored without '#'). */
export function artworkFormValues(artwork: Artwork): ArtworkFormValues {
  return {
    title: artwork.title,
    description: artwork.description,
    category: artwork.category,
    price: String(artwork.price),
    quantity: String(artwork.quantity),
    isSold: artwork.isSold,
    tags: artwork.tags.map(normaliseAdminTag).filter((tag): tag is string => tag !== null),
    file: null,
    artistId: '',
  };
}

/**
 * The text fields as sent (docs/product.md#api-calls): tags comma-joined, isSold 'true'/'false'; artistId only for a
 * create.
 */
export function artworkRequestFields(values: ArtworkFormValues, mode: ArtworkFormMode): Record<string, string> {
  const fields: Record<string, string> = {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    quantity: values.quantity,
    tags: values.tags.join(','),
    isSold: String(values.isSold),
  };
  if (mode === 'create' && values.artistId) fields.artistId = values.artistId;
  return fields;
}

function imageError(file: File | null, mode: ArtworkFormMode): string | undefined {
  if (!file) return mode === 'create' ? VALIDATION.upload.imagesRequired : undefined;
  if (!(SUPPORTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return VALIDATION.images.unsupported([file.name]);
  }
  if (file.size > MAX_IMAGE_BYTES) return VALIDATION.images.tooLarge([file.name]);
  return undefined;
}

/** Every problem of the form, by field; empty when it can be sent. */
export function validateArtworkForm(values: ArtworkFormValues, mode: ArtworkFormMode): ArtworkFormErrors {
  const schema = mode === 'create' ? adminArtworkCreateBodySchema : adminArtworkUpdateBodySchema;
  const parsed = schema.safeParse(artworkRequestFields(values, mode));
  const errors: ArtworkFormErrors = parsed.success ? {} : (issuesToFields(parsed.error) as ArtworkFormErrors);
  const fileProblem = imageError(values.file, mode);
  if (fileProblem) errors.files = fileProblem;
  return errors;
}

/** The multipart body: the text fields and, when chosen, the one file under `files`. */
export function artworkFormData(values: ArtworkFormValues, mode: ArtworkFormMode): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(artworkRequestFields(values, mode))) form.set(name, value);
  if (values.file) form.set('files', values.file);
  return form;
}
