import { type ColourSwatch, issuesToFields, MAX_UPLOAD_IMAGES, VALIDATION } from '@kala/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { fieldsFromEntries, readUploadedFile, type UploadedFile } from '../../lib/form-fields';
import { dominantSwatches } from '../../lib/colours';
import { newId } from '../../lib/ids';
import { hashBands } from '../../lib/perceptual-hash';
import {
  formatWidths,
  imageKeys,
  type ProcessedImage,
  parseWidths,
  processImage,
  shareImageKey,
  storeImage,
} from '../../lib/images';
import { AppError, validationFailed } from '../../lib/errors';
import { hashesInUse } from './artworks.repository';

// The pictures of an artwork, from the form to the files: the artist's upload and the admin's create and
// update read, check and store them the same way, and every delete removes the files nobody shows any more.

// Files arrive as repeated `files` (docs/product.md#api-calls); `files[]` and `files[0]` are the same thing from other
// clients.
const FILE_FIELD = /^files(?:\[\d*\])?$/;
// Form bodies send tags as tags[0], tags[1], ... (docs/product.md#api-calls); also accepted: repeated or
// comma-separated `tags`.
const INDEXED_TAG_FIELD = /^tags\[(\d*)\]$/;

/**
 * Gathers tags[0], tags[1], ... of a form body into one `tags` array, in index order, after any plain `tags`
 * values, so the contract's schema sees tags the way a JSON body sends them. Fields without indexed tags
 * come back unchanged (an edit that sends no tags changes none).
 */
export function gatherTags(fields: Record<string, unknown>): Record<string, unknown> {
  const indexed: { index: number; values: unknown[] }[] = [];
  const rest: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(fields)) {
    const match = INDEXED_TAG_FIELD.exec(name);
    if (match) indexed.push({ index: match[1] ? Number(match[1]) : Number.MAX_SAFE_INTEGER, values: [value].flat() });
    else rest[name] = value;
  }
  if (indexed.length === 0) return fields;
  const plain = rest.tags === undefined ? [] : [rest.tags].flat();
  rest.tags = [...plain, ...indexed.sort((a, b) => a.index - b.index).flatMap((entry) => entry.values)];
  return rest;
}

/**
 * Reads an artwork form: the text fields (tags gathered) and the image files as buffers. Multipart limits
 * (app.ts) stop a file at 5 MB and the count at 5; they become the spec's messages here. Without
 * `requireMultipart`, a JSON or urlencoded body is read as fields with no files; with it, such a body is
 * refused, since it cannot carry the images.
 */
/** An artwork form as read from the request: its text fields and its image files. */
export interface ArtworkForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export async function readArtworkForm(
  request: FastifyRequest,
  { requireMultipart }: { requireMultipart: boolean },
): Promise<ArtworkForm> {
  if (!request.isMultipart()) {
    if (requireMultipart) throw validationFailed({ files: VALIDATION.upload.imagesRequired });
    const body = request.body;
    const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return { fields: gatherTags(fields as Record<string, unknown>), files: [] };
  }
  const entries: [string, string][] = [];
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      files.push(await readUploadedFile(part));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw validationFailed({ files: VALIDATION.images.tooMany });
    }
    throw error;
  }
  return { fields: gatherTags(fieldsFromEntries(entries)), files };
}

/**
 * The form's fields parsed by `schema`. The fields' messages and the files' (`filesError`) come back together
 * in one 400, so the form shows all that is wrong at once.
 */
export function parseArtworkForm<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  filesError: string | undefined,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : issuesToFields(parsed.error);
  if (filesError) errors.files = filesError;
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return parsed.data;
}

/** The files rule of a new artwork (the artist's upload, the admin's create): 1 to 5 pictures. */
export function newArtworkFilesError(count: number): string | undefined {
  if (count === 0) return VALIDATION.upload.imagesRequired;
  // The multipart limit (app.ts) already stops a sixth file; the rule stays here should that limit change.
  if (count > MAX_UPLOAD_IMAGES) return VALIDATION.images.tooMany;
  return undefined;
}

/**
 * Decodes and encodes every file before anything is stored; the first that fails names itself. One at a
 * time: decoding is CPU- and memory-heavy, so one request holds one decoded picture at a time.
 */
export async function processUploadedImages(files: readonly UploadedFile[]): Promise<ProcessedImage[]> {
  const images: ProcessedImage[] = [];
  for (const file of files) {
    try {
      images.push(await processImage(file.data, file.name));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) throw validationFailed({ files: error.message });
      throw error;
    }
  }
  return images;
}

/**
 * The dominant colour swatches of the main (first) picture, from its smallest variant (issue 38, decision 0032):
 * none without a picture.
 */
export async function mainImageColours(images: readonly ProcessedImage[]): Promise<ColourSwatch[]> {
  const smallest = images[0]?.variants[0];
  return smallest ? dominantSwatches(smallest.data) : [];
}

/** The hash columns of an image (migration 0042): none when it was not hashed, the job at start does it. */
export function hashColumns(phash: string | null | undefined, now: string) {
  if (phash === undefined) return {};
  const bands = phash === null ? [null, null, null, null] : hashBands(phash);
  return { phash, phash_0: bands[0], phash_1: bands[1], phash_2: bands[2], phash_3: bands[3], phash_at: now };
}

/** The artwork_images row of a new picture of the artwork at `position` (0: the main image). */
export function newImageRow(artworkId: string, position: number, image: ProcessedImage, now: string) {
  return {
    id: newId(),
    artwork_id: artworkId,
    position,
    hash: image.hash,
    widths: formatWidths(image.widths),
    width: image.width,
    height: image.height,
    created_at: now,
  };
}

/** The artwork_images rows of an artwork's pictures, in the order given. */
export async function insertImageRows(
  db: Db,
  artworkId: string,
  images: readonly ProcessedImage[],
  now: string,
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('artwork_images')
    .values(
      images.map((image, position) => ({
        ...newImageRow(artworkId, position, image, now),
        // Issue 38 (decision 0041): the perceptual hash and its bands, for the look-up of works re-uploaded.
        ...hashColumns(image.phash, now),
      })),
    )
    .execute();
}

/**
 * Stores the pictures' files, then runs `write` (the transaction that inserts their rows). When either fails,
 * the files this call stored are removed again unless another artwork shows the same picture, so a failed
 * write leaves no files behind.
 */
export async function storeImagesThen<T>(
  deps: Pick<AppDeps, 'db' | 'media'>,
  images: readonly ProcessedImage[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    await Promise.all(images.map((image) => storeImage(deps.media, image)));
    return await write();
  } catch (error) {
    await deleteUnusedImageFiles(deps, images);
    throw error;
  }
}

/** An image's files: content hash and widths, as processed or as artwork_images stores them (comma-separated). */
export interface StoredImageFiles {
  hash: string;
  widths: string | readonly number[];
}

/**
 * Removes the files of these images that no artwork_images row uses any more. Images are content-addressed,
 * so two artworks may show the same file: that file stays while one of them does. Called after the
 * transaction that removed the rows has committed (a rollback must still find its files), or after a failed
 * write to take back the files it stored.
 */
export async function deleteUnusedImageFiles(
  deps: Pick<AppDeps, 'db' | 'media'>,
  images: readonly StoredImageFiles[],
): Promise<void> {
  if (images.length === 0) return;
  const inUse = await hashesInUse(
    deps.db,
    images.map((image) => image.hash),
  );
  const keys = images
    .filter((image) => !inUse.has(image.hash))
    .flatMap((image) => [
      ...imageKeys(image.hash, typeof image.widths === 'string' ? parseWidths(image.widths) : image.widths),
      // Made only if the artwork was shared (features/media/share-image.ts); deleting a missing key is fine.
      shareImageKey(image.hash),
    ]);
  if (keys.length > 0) await deps.media.delete([...new Set(keys)]);
}
