import sharp from 'sharp';
import { ART_STYLES, renderArtworkSvg } from '../src/demo/demo-art';
import { createRandom } from '../src/demo/random';

// The labelled set the stolen-art threshold is chosen on (docs/decisions/0041-stolen-art-guard.md,
// docs/product.md#stolen-art): the demo catalogue's own pictures (src/demo/demo-art.ts, two of each of its twenty
// styles, so every distinct image has a sibling drawn the same way: the hardest negatives Kala has), and six
// copies of each as someone re-uploading it would make them. Deterministic: the same seeds draw the same set.

/** How the copies are made, one entry per copy of each original. */
export const COPY_RECIPE = [
  'resized to half its width (PNG)',
  're-encoded as JPEG at quality 40',
  'cropped by 3 to 10 % of its width and of its height, shared at random between the sides',
  'colour-shifted: hue turned 30°, saturation × 1.25, brightness × 1.08',
  'watermarked: a half-opaque white band with a © mark over a fifth of its width near a corner',
  'all at once: cropped by 6 %, hue turned 20°, watermarked, resized to 60 % and saved as JPEG at quality 60',
] as const;

export interface LabelledSet {
  originals: { name: string; image: Buffer }[];
  /** Each copy names the original it was made from. */
  copies: { source: number; recipe: number; image: Buffer }[];
}

const WIDTH = 480;
const HEIGHT = 640;

function watermark(width: number, height: number, corner: number): Buffer {
  const w = Math.round(width * 0.22);
  const h = Math.round(height * 0.07);
  const x = corner % 2 === 0 ? Math.round(width * 0.04) : width - w - Math.round(width * 0.04);
  const y = corner < 2 ? Math.round(height * 0.04) : height - h - Math.round(height * 0.04);
  const r = h * 0.3;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g opacity="0.5">` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 4}" fill="#ffffff"/>` +
      `<circle cx="${x + h / 2}" cy="${y + h / 2}" r="${r}" fill="none" stroke="#000" stroke-width="${h / 12}"/>` +
      `<path d="M${x + h / 2 + r / 2} ${y + h / 2 - r / 3} a${r / 2} ${r / 2} 0 1 0 0 ${(2 * r) / 3}" fill="none" stroke="#000" stroke-width="${h / 14}"/>` +
      `<rect x="${x + h * 1.1}" y="${y + h * 0.4}" width="${w - h * 1.4}" height="${h * 0.2}" fill="#000"/></g></svg>`,
  );
}

async function crop(image: Buffer, share: number, random: () => number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const cutW = Math.round(width * share);
  const cutH = Math.round(height * share);
  const left = Math.round(cutW * random());
  const top = Math.round(cutH * random());
  return sharp(image)
    .extract({ left, top, width: width - cutW, height: height - cutH })
    .png()
    .toBuffer();
}

async function marked(image: Buffer, corner: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return sharp(image)
    .composite([{ input: watermark(width, height, corner) }])
    .png()
    .toBuffer();
}

/** Makes copy `recipe` (an index of COPY_RECIPE) of `image`. */
export async function makeCopy(image: Buffer, recipe: number, seed: number): Promise<Buffer> {
  const random = createRandom(seed);
  const next = () => random.next();
  switch (recipe) {
    case 0:
      return sharp(image)
        .resize({ width: WIDTH / 2 })
        .png()
        .toBuffer();
    case 1:
      return sharp(image).jpeg({ quality: 40 }).toBuffer();
    case 2:
      return crop(image, 0.03 + 0.07 * next(), next);
    case 3:
      return sharp(image).modulate({ hue: 30, saturation: 1.25, brightness: 1.08 }).png().toBuffer();
    case 4:
      return marked(image, Math.floor(next() * 4));
    default: {
      const cropped = await crop(image, 0.06, next);
      const shifted = await sharp(cropped).modulate({ hue: 20 }).png().toBuffer();
      const withMark = await marked(shifted, Math.floor(next() * 4));
      return sharp(withMark)
        .resize({ width: Math.round(WIDTH * 0.6) })
        .jpeg({ quality: 60 })
        .toBuffer();
    }
  }
}

/** Builds the set: 40 originals (two of each demo style), 6 copies of each. */
export async function buildLabelledSet(): Promise<LabelledSet> {
  const originals: LabelledSet['originals'] = [];
  for (const style of ART_STYLES) {
    for (const seed of [11, 12]) {
      // The demo's drawing without its film grain: libvips draws that noise afresh in every process, and the set
      // must be the same on every run for its numbers to be.
      const svg = renderArtworkSvg(style, seed * 7919, WIDTH, HEIGHT);
      originals.push({ name: `${style} #${seed}`, image: await sharp(Buffer.from(svg)).png().toBuffer() });
    }
  }
  const copies: LabelledSet['copies'] = [];
  for (const [source, original] of originals.entries()) {
    for (let recipe = 0; recipe < COPY_RECIPE.length; recipe++) {
      copies.push({ source, recipe, image: await makeCopy(original.image, recipe, source * 100 + recipe) });
    }
  }
  return { originals, copies };
}
