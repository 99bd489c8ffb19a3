// The share image of an artwork picture: what WhatsApp, Facebook, X and LinkedIn show for a shared link (og:image,
// issue 18). Made from the picture's largest stored variant on the first request for it and stored beside the
// variants under the same hash (`<hash>-og.jpg`), so it is cached like them and removed with them.

import sharp from 'sharp';
import type { Db } from '../../db/database';
import { displayWidths, mediaKey, parseWidths, shareImageKey } from '../../lib/images';
import type { MediaStorage } from '../../lib/media-storage';

/** 1200×630: the size link previews show large (Open Graph's and X's summary_large_image). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture whole, on a blurred and darkened fill of itself: a tall scroll painting or a square portrait is not
 * cropped to a strip. JPEG, because every preview service reads it (not all read WebP).
 */
export async function renderShareImage(source: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const backdrop = await sharp(source)
    .resize(width, height, { fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 0.55 })
    .toBuffer();
  const picture = await sharp(source).resize(width, height, { fit: 'inside' }).toBuffer();
  return sharp(backdrop)
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The widest stored variant of the artwork picture `hash` (an indexed lookup). Null for a hash no artwork shows:
 * no share image is made for a file on its way out, nor for a name someone made up.
 */
async function sourceKey(db: Db, hash: string): Promise<string | null> {
  const image = await db
    .selectFrom('artwork_images')
    .select('widths')
    .where('hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  const widest = image ? displayWidths(parseWidths(image.widths)).at(-1) : undefined;
  return widest ? mediaKey(hash, widest) : null;
}

/** The share image of the artwork picture `hash`, made and stored on first request; null when no artwork shows it. */
export async function loadShareImage(deps: { db: Db; media: MediaStorage }, hash: string): Promise<Buffer | null> {
  const key = shareImageKey(hash);
  const stored = await deps.media.get(key);
  if (stored) return stored;
  const source = await sourceKey(deps.db, hash);
  const bytes = source ? await deps.media.get(source) : null;
  if (!bytes) return null;
  // Two first requests at once both make it; the writes are atomic and the bytes the same.
  const image = await renderShareImage(bytes);
  await deps.media.put(key, image, 'image/jpeg');
  return image;
}
