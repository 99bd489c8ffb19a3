import { COLOUR_KEYS, COLOUR_SWATCHES } from '@kala/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dominantSwatches, nearestSwatch } from './colours';

const solid = (background: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('dominant colours', () => {
  it('names every swatch by itself', () => {
    for (const key of COLOUR_KEYS) expect(nearestSwatch(COLOUR_SWATCHES[key])).toBe(key);
  });

  it.each([
    ['#c0392b', 'red'],
    ['#1e3a8a', 'blue'],
    ['#f5f5f0', 'white'],
    ['#111111', 'black'],
    ['#2e7d32', 'green'],
    ['#f1c40f', 'yellow'],
    ['#6d4c41', 'brown'],
  ])('a picture all %s is %s', async (background, swatch) => {
    expect(await dominantSwatches(await solid(background))).toEqual([swatch]);
  });

  it('names the colours that cover enough of the picture, the most covered first', async () => {
    // Two thirds blue, one third white, a sliver of red too small to count.
    const picture = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2850be' } })
      .composite([
        { input: await solid('#f0eee6', 30, 60), left: 60, top: 0 },
        { input: await solid('#c82828', 2, 60), left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    expect(await dominantSwatches(picture)).toEqual(['blue', 'white']);
  });
});
