import { createHash } from 'node:crypto';
import { type ArtworkImage, MAX_IMAGE_BYTES, mediaUrl, VALIDATION } from '@kala/contract';
import sharp, { type Metadata } from 'sharp';
import type { ArtworkImagesTable } from '../db/schema';
import { badRequest, tooLarge } from './errors';
import type { MediaStorage } from './media-storage';
import { perceptualHashOf } from './perceptual-hash';

// Every uploaded picture (artwork or profile image) goes through here: the bytes must decode as one of the
// five formats the spec names, whatever the file name or declared type says; the output is always freshly
// encoded webp in a few widths, auto-rotated, with no metadata (EXIF, GPS, camera serials never leave).

/**
 * Widths of the webp variants of an artwork image; only those not wider than the original are made. Steps small
 * enough that a phone takes a file close to what it shows: a half-width grid card on a 412 px screen at 1.75
 * device pixels wants 360 px (the 480, not the 640: about half the bytes), a full-width card 721 px (the 800, not
 * the 960: about a third less). On a slow mobile network those bytes are most of the wait for the largest paint.
 */
export const ARTWORK_WIDTHS: readonly number[] = [320, 480, 640, 800, 960, 1280];
/** The widest variant a page shows (`url`, and the top of every srcset). */
export const DISPLAY_MAX_WIDTH = Math.max(...ARTWORK_WIDTHS);
/**
 * The zoom variant (docs/decisions/0043-zoom-variant.md): a picture wider than DISPLAY_MAX_WIDTH also keeps one at its
 * own resolution, for the full-screen viewer to fetch once someone zooms in. Capped at 4096 px wide and 16
 * megapixels, a 12-megapixel phone photo (4032 × 3024) is kept whole; the cap bounds its bytes (a few MB) and the
 * upload's encoding time.
 */
export const ZOOM_MAX_WIDTH = 4096;
export const ZOOM_MAX_PIXELS = 16_000_000;
/** Profile images are square crops at these sizes. */
export const AVATAR_WIDTHS: readonly number[] = [96, 256];
/** Decompression-bomb guard: a 5 MB file can declare billions of pixels; 40 megapixels covers any camera. */
export const MAX_INPUT_PIXELS = 40_000_000;
// Variant file names carry a 2-4 digit width, and nothing narrower is a picture anyone could see.
const MIN_EDGE = 10;
// WebP cannot be taller than this; a tall scroll painting is scaled to fit.
const MAX_WEBP_SIDE = 16_383;

/**
 * The only names /media serves: `<sha256 hex>-<width>.webp`, and a picture's share image `<sha256 hex>-og.jpg`
 * (made on first request, see features/media/share-image.ts). Both belong to their hash's family: the orphan
 * clean-up keeps or removes them together.
 */
export const MEDIA_NAME_PATTERN = /^[a-f0-9]{64}-(\d{2,4}\.webp|og\.jpg)$/;

const imageTooManyPixels = (name: string) => VALIDATION.images.tooManyPixels(name, MAX_INPUT_PIXELS / 1_000_000);
const imageTooSmall = (name: string) => VALIDATION.images.tooSmall(name, MIN_EDGE);

// Decoded formats accepted (sharp's names). AVIF decodes as 'heif' with AV1 compression; HEIC (HEVC) does not pass.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

// Part of every hash: when the encoding below changes, new uploads get new names instead of reusing files
// that browsers cached forever under the old ones.
const PIPELINE_VERSION = 'kala-webp-q82-v1';
// Effort 2 encodes about twice as fast as the default 4 for files within a percent or two of the same size.
const WEBP_OPTIONS = { quality: 82, effort: 2 } as const;

// 'error' refuses corrupt and truncated data but lets through the harmless warnings many phone JPEGs carry.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

export interface ImageVariant {
  width: number;
  /** Media storage key, `<hash>-<width>.webp`. */
  key: string;
  data: Buffer;
}

export interface ProcessedImage {
  /** sha256 (hex) of the normalised pixels; names every variant. */
  hash: string;
  /** Size of the largest variant, i.e. of the image `url` serves (after rotation). */
  width: number;
  height: number;
  /** Widths of the variants, ascending. */
  widths: number[];
  variants: ImageVariant[];
  /** Perceptual hash of the picture (lib/perceptual-hash.ts), null when it is flat; artwork images only. */
  phash?: string | null;
}

export const mediaKey = (hash: string, width: number): string => `${hash}-${width}.webp`;
/** The share image of a picture (1200×630 JPEG for link previews: og:image). */
export const shareImageKey = (hash: string): string => `${hash}-og.jpg`;
export const shareImageUrl = (hash: string): string => `/media/${shareImageKey(hash)}`;

/** Checks that the bytes are one of the accepted formats and within the limits; returns the decoded header. */
async function readHeader(input: Buffer, name: string): Promise<Metadata> {
  if (input.length > MAX_IMAGE_BYTES) throw tooLarge(VALIDATION.images.tooLarge([name]));
  let metadata: Metadata;
  try {
    // Reads the header only; a declared size above the pixel limit is refused here, before any decoding.
    metadata = await sharp(input, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw decodeError(error, name);
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && !isAvif)) {
    throw badRequest(VALIDATION.images.unsupported([name]));
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw badRequest(VALIDATION.images.unreadable([name]));
  if (width * height > MAX_INPUT_PIXELS) throw badRequest(imageTooManyPixels(name));
  if (width < MIN_EDGE || height < MIN_EDGE) throw badRequest(imageTooSmall(name));
  return metadata;
}

function decodeError(error: unknown, name: string) {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return badRequest(imageTooManyPixels(name));
  // Anything else libvips says (unknown format, bad header, truncated or corrupt data) means: not an image.
  return badRequest(VALIDATION.images.unreadable([name]));
}

type Normalised = { data: Buffer; info: sharp.OutputInfo };

/**
 * Decodes once into 8-bit sRGB pixels no larger than the biggest variant; every variant is resized from that.
 * Animated GIF and WebP keep their first frame: a still for the catalogue, and a bounded amount of work.
 */
async function normalise(input: Buffer, name: string, shape: (image: sharp.Sharp) => sharp.Sharp): Promise<Normalised> {
  try {
    // rotate() with no angle applies the EXIF orientation; the output carries no metadata at all.
    const pipeline = shape(sharp(input, DECODE_OPTIONS).rotate()).toColourspace('srgb').raw({ depth: 'uchar' });
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error, name);
  }
}

async function encodeVariants(
  normalised: Normalised,
  candidateWidths: readonly number[],
  displayMax = Number.POSITIVE_INFINITY,
): Promise<ProcessedImage> {
  const { data, info } = normalised;
  const hash = createHash('sha256')
    .update(`${PIPELINE_VERSION}\n${info.width}x${info.height}x${info.channels}\n`)
    .update(data)
    .digest('hex');
  // Never upscale; an image narrower than the smallest width gets one variant at its own width. One wider than the
  // largest displayed width gets all of them plus the zoom variant at its own width.
  const fitting = candidateWidths.filter((width) => width < info.width);
  const widths = [...fitting, info.width];
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = await Promise.all(
    widths.map(async (width) => {
      let image = sharp(data, { raw });
      if (width !== info.width) image = image.resize({ width });
      const out = await image.webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true });
      return { width, key: mediaKey(hash, width), data: out.data, height: out.info.height };
    }),
  );
  const variants = encoded.map(({ width, key, data }) => ({ width, key, data }));
  // `width` and `height` are those of the image `url` serves: the widest displayed variant, not the zoom one.
  const shown = encoded.filter((variant) => variant.width <= displayMax).at(-1) ?? encoded[encoded.length - 1];
  return { hash, width: shown?.width ?? info.width, height: shown?.height ?? info.height, widths, variants };
}

/**
 * The width a picture of `width` × `height` is kept at: its own, or less when wider than ZOOM_MAX_WIDTH, larger
 * than ZOOM_MAX_PIXELS or taller than webp allows.
 */
export function zoomWidthFor(width: number, height: number): number {
  const scale = Math.min(
    1,
    ZOOM_MAX_WIDTH / width,
    Math.sqrt(ZOOM_MAX_PIXELS / (width * height)),
    MAX_WEBP_SIDE / height,
  );
  return Math.max(1, Math.floor(width * scale));
}

/**
 * An uploaded artwork image → webp variants at the ARTWORK_WIDTHS (those not wider than the original; the
 * largest is the original width when it is under 1280), plus the zoom variant at the original's resolution (within
 * ZOOM_MAX_WIDTH and ZOOM_MAX_PIXELS) when it is wider than 1280. Throws a 400 (413 above MAX_IMAGE_BYTES) naming
 * `name`.
 */
export async function processImage(input: Buffer, name = 'image'): Promise<ProcessedImage> {
  const metadata = await readHeader(input, name);
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const kept = zoomWidthFor(width, height);
  // A picture that gets no zoom variant is normalised as before it had one (same pixels, same names).
  const normalised = await normalise(input, name, (image) =>
    kept > DISPLAY_MAX_WIDTH
      ? image.resize({ width: kept, withoutEnlargement: true })
      : image.resize({ width: DISPLAY_MAX_WIDTH, height: MAX_WEBP_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
  const image = await encodeVariants(normalised, ARTWORK_WIDTHS, DISPLAY_MAX_WIDTH);
  // Issue 38: from the decoded pixels, for the guard against re-uploaded art (decision 0041).
  const { data, info } = normalised;
  image.phash = await perceptualHashOf(
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }),
  );
  return image;
}

/** A profile image → centred square crops at 96 and 256 px (or smaller when the picture is). */
export async function processAvatar(input: Buffer, name = 'image'): Promise<ProcessedImage> {
  const metadata = await readHeader(input, name);
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const side = Math.min(width, height, Math.max(...AVATAR_WIDTHS));
  const normalised = await normalise(input, name, (image) => image.resize(side, side, { fit: 'cover' }));
  return encodeVariants(normalised, AVATAR_WIDTHS);
}

/** Writes every variant; content-addressed, so storing the same picture twice rewrites identical files. */
export async function storeImage(media: MediaStorage, processed: ProcessedImage): Promise<void> {
  await Promise.all(processed.variants.map((variant) => media.put(variant.key, variant.data, 'image/webp')));
}

/** Every storage key a stored image occupies (for deletion and the orphan clean-up). */
export function imageKeys(hash: string, widths: readonly number[]): string[] {
  return widths.map((width) => mediaKey(hash, width));
}

/** Parses the comma-separated `widths` column of artwork_images. */
export function parseWidths(widths: string): number[] {
  return widths
    .split(',')
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0);
}

/** The value for the `widths` column of artwork_images. */
export const formatWidths = (widths: readonly number[]): string => widths.join(',');

/**
 * The URL a profile image is stored as (users.profile_image): the largest variant. The 96 px one sits beside it
 * under the same hash for small avatars.
 */
export const profileImageUrl = (processed: ProcessedImage): string =>
  mediaUrl(processed.hash, processed.widths[processed.widths.length - 1] ?? processed.width);

/**
 * An artwork_images row as the contract's ArtworkImage. `url` is the largest variant (1280 px, or the original
 * width when smaller): a client that ignores `widths` (a spec client, a share preview) still shows a sharp
 * picture, while every <img> of ours builds its srcset from them (the contract's imageSrcset) and passes sizes, so
 * a grid cell downloads the 320 or 640 one.
 */
export function toImageJson(
  row: Pick<ArtworkImagesTable, 'id' | 'hash' | 'widths' | 'width' | 'height'>,
): ArtworkImage {
  const stored = parseWidths(row.widths);
  const widths = displayWidths(stored);
  const largest = widths[widths.length - 1] ?? row.width;
  const zoom = stored[stored.length - 1];
  return {
    id: row.id,
    url: mediaUrl(row.hash, largest),
    widths,
    width: row.width,
    height: row.height,
    // Only the viewer fetches it, once someone zooms in; no srcset names it (docs/decisions/0043-zoom-variant.md).
    ...(zoom !== undefined && zoom > DISPLAY_MAX_WIDTH ? { zoomWidth: zoom } : {}),
  };
}

/** The stored widths a page shows: all but the zoom variant. */
export function displayWidths(widths: readonly number[]): number[] {
  return widths.filter((width) => width <= DISPLAY_MAX_WIDTH);
}
