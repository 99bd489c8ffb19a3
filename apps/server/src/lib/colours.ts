import { COLOUR_KEYS, COLOUR_SWATCHES, type ColourSwatch } from '@kala/contract';
import sharp from 'sharp';

// The dominant colours of a picture, named by the contract's palette of swatches (issue 38,
// docs/decisions/0032-art-filters-and-colour.md): every pixel of a small copy is named by its nearest swatch, and
// the swatches that cover enough of the picture are its colours, the most covered first.

/** The side of the copy that is counted: enough pixels for the shares, little work. */
const SAMPLE_SIDE = 32;
/** A swatch is one of the picture's colours when it covers at least this share of it. */
export const MIN_SHARE = 0.12;
/** At most this many colours per picture. */
export const MAX_COLOURS = 3;

/**
 * Distance between two sRGB colours weighted by how the eye sees them ("redmean", a cheap stand-in for a
 * perceptual colour space: plain RGB distance names many dark blues black and warm greys brown).
 */
function distance(a: readonly number[], b: readonly number[]): number {
  const mean = ((a[0] ?? 0) + (b[0] ?? 0)) / 2;
  const dr = (a[0] ?? 0) - (b[0] ?? 0);
  const dg = (a[1] ?? 0) - (b[1] ?? 0);
  const db = (a[2] ?? 0) - (b[2] ?? 0);
  return (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db;
}

/** The swatch nearest to an sRGB colour. */
export function nearestSwatch(rgb: readonly number[]): ColourSwatch {
  let best: ColourSwatch = COLOUR_KEYS[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const key of COLOUR_KEYS) {
    const d = distance(rgb, COLOUR_SWATCHES[key]);
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  return best;
}

/** The picture's dominant swatches, most covered first: at least one, at most MAX_COLOURS. */
export async function dominantSwatches(image: Buffer): Promise<ColourSwatch[]> {
  const { data, info } = await sharp(image)
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<ColourSwatch, number>();
  const pixels = info.width * info.height;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const swatch = nearestSwatch([data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0]);
    counts.set(swatch, (counts.get(swatch) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || COLOUR_KEYS.indexOf(a[0]) - COLOUR_KEYS.indexOf(b[0]));
  const dominant = ranked.filter(([, count]) => count / pixels >= MIN_SHARE).slice(0, MAX_COLOURS);
  return (dominant.length > 0 ? dominant : ranked.slice(0, 1)).map(([swatch]) => swatch);
}
