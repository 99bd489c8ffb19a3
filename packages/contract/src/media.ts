// Stored images as clients fetch them (docs/product.md#api-conventions). Kept apart from the schemas: the web's first
// chunk uses these and must not bring zod with it (apps/web/js-budget.mjs).

import type { ArtworkImage } from './artworks';

/** Where the variant of a stored image of `width` pixels is served. */
export const mediaUrl = (hash: string, width: number): string => `/media/${hash}-${width}.webp`;

// A media URL's content hash: what comes before "-<width>.webp".
const MEDIA_URL = /^\/media\/([^/]+)-\d+\.webp$/;

/**
 * The URL of an image's zoom variant (its own resolution, docs/decisions/0043-zoom-variant.md), or undefined when it
 * has none: the viewer then zooms the widest displayed variant, `url`.
 */
export function zoomImageUrl(image: ArtworkImage | string | undefined): string | undefined {
  if (typeof image !== 'object' || !image.zoomWidth) return undefined;
  const hash = MEDIA_URL.exec(image.url)?.[1];
  return hash === undefined ? undefined : mediaUrl(hash, image.zoomWidth);
}

/**
 * The srcset of an image's variants ("/media/…-320.webp 320w, …"), for <img srcset> and <link imagesrcset>.
 * Undefined for a plain URL (docs/product.md#entities-and-fields allows images as strings) or one that is not Kala's
 * media: the <img> then shows `url` alone.
 */
export function imageSrcset(image: ArtworkImage | string | undefined): string | undefined {
  if (typeof image !== 'object' || !image.widths?.length) return undefined;
  const hash = MEDIA_URL.exec(image.url)?.[1];
  if (hash === undefined) return undefined;
  return image.widths.map((width) => `${mediaUrl(hash, width)} ${width}w`).join(', ');
}
