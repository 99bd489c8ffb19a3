import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { asAdmin, expect, uniqueName } from './fixtures';

// Artworks for the discovery and detail specs, made through the real API like a person would upload them.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A small PNG of one colour, generated here (no files to keep in the repository). */
export async function pngOf(colour = '#b4441f', width = 48, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A picture with a layout of its own: an 8 × 8 grid of random greys (under `overlay`, SVG drawn on top, if given).
 * The stolen-art guard (docs/decisions/0041-stolen-art-guard.md) hashes a picture's layout, so two artists uploading
 * the same patterned picture would see the second held; two of these differ in about half the hash's bits. A plain
 * colour (pngOf) has no layout and is never held.
 */
export async function distinctPicture(width = 320, height = 240, overlay = ''): Promise<Buffer> {
  const cell = { width: width / 8, height: height / 8 };
  const blocks = Array.from(
    { length: 64 },
    (_, i) =>
      `<rect x="${(i % 8) * cell.width}" y="${Math.floor(i / 8) * cell.height}" width="${cell.width}" height="${cell.height}" fill="hsl(30, 40%, ${Math.floor(Math.random() * 100)}%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${blocks}${overlay}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface NewArtwork {
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  forSale?: boolean;
  price?: number;
  quantity?: number;
  colour?: string;
  /** Several images, one of each colour. */
  colours?: string[];
  /** Art facts as the upload form sends them (medium, height, width, sizeUnit...). */
  facts?: Record<string, string>;
}

export interface CreatedArtwork {
  id: string;
  title: string;
  artistId: string;
  price: number;
}

/** POST /api/auth/artworks (multipart, docs/product.md#api-calls) as `user`. */
export async function createArtwork(
  request: APIRequestContext,
  user: { token: string },
  artwork: NewArtwork = {},
): Promise<CreatedArtwork> {
  const tags = artwork.tags ?? ['e2e'];
  const forSale = artwork.forSale ?? true;
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: artwork.title ?? uniqueName('Artwork '),
    description: artwork.description ?? 'Made for an end-to-end test.',
    category: artwork.category ?? 'Painting',
    forSale: String(forSale),
    price: String(artwork.price ?? (forSale ? 1500 : 0)),
    quantity: String(artwork.quantity ?? 1),
    ...artwork.facts,
  };
  // One image, or one per colour of `colours` (files[0], files[1]... as other clients send them).
  const colours = artwork.colours ?? [artwork.colour];
  for (const [index, colour] of colours.entries()) {
    multipart[colours.length === 1 ? 'files' : `files[${index}]`] = {
      name: `art-${index}.png`,
      mimeType: 'image/png',
      buffer: await pngOf(colour),
    };
  }
  tags.forEach((tag, index) => {
    multipart[`tags[${index}]`] = tag;
  });
  const res = await request.post('/api/auth/artworks', { headers: auth(user.token), multipart });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Any signed-in call, e.g. api(request, user, 'post', '/api/auth/wishlist', { artworkId }). */
export async function api(
  request: APIRequestContext,
  user: { token: string },
  method: 'get' | 'post' | 'put' | 'delete' | 'patch',
  url: string,
  data?: unknown,
) {
  const res = await request[method](url, { headers: auth(user.token), data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

/** Marks an artwork sold, as the admin back-office does. */
export async function markSold(request: APIRequestContext, artworkId: string): Promise<void> {
  await api(request, await asAdmin(request), 'patch', `/api/admin/update/artworks/${artworkId}`, { isSold: true });
}

/** `writer`'s comment `text` on the artwork, reported by `reporter`: it waits in the moderation queue. */
export async function reportedComment(
  request: APIRequestContext,
  artworkId: string,
  text: string,
  by: { writer: { token: string }; reporter: { token: string } },
): Promise<{ id: string }> {
  const comment = await (
    await api(request, by.writer, 'post', `/api/auth/comments/${artworkId}`, { content: text })
  ).json();
  await api(request, by.reporter, 'post', '/api/auth/reports', {
    targetType: 'comment',
    targetId: comment.id,
    reason: 'spam',
  });
  return comment;
}
