import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildLabelledSet, COPY_RECIPE } from '../../test/lookalike-set';
import {
  BAND_RADIUS,
  bandNeighbours,
  hammingDistance,
  hashBands,
  LOOKALIKE_THRESHOLD,
  perceptualHash,
} from './perceptual-hash';

// The perceptual hash and its threshold (issue 38 item 5, docs/decisions/0041-stolen-art-guard.md). The threshold
// is held to the precision and recall docs/product.md states for the labelled set: a change of the hash or of the
// threshold that does worse fails here.

/** What docs/product.md#stolen-art states for LOOKALIKE_THRESHOLD on the labelled set. */
const DOCUMENTED = { precision: 0.812, recall: 0.775 };

describe('the perceptual hash', () => {
  it('counts differing bits, and a flat picture has no hash', async () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    const plain = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#e07a5f' } })
      .png()
      .toBuffer();
    expect(await perceptualHash(plain)).toBeNull();
  });

  it('the band look-up finds every hash within the threshold (multi-index hashing)', () => {
    expect(bandNeighbours(0, 0)).toEqual([0]);
    expect(new Set(bandNeighbours(0xabcd, 2)).size).toBe(1 + 16 + 120);
    expect(new Set(bandNeighbours(0xabcd, BAND_RADIUS)).size).toBe(bandNeighbours(0xabcd, BAND_RADIUS).length);
    // Random pairs within the threshold: at least one band of the second is among the first's neighbours.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let trial = 0; trial < 300; trial++) {
      const bits: number[] = Array.from({ length: 64 }, () => (random() < 0.5 ? 1 : 0));
      const flipped = [...bits];
      const flips = Math.floor(random() * (LOOKALIKE_THRESHOLD + 1));
      for (let i = 0; i < flips; i++) {
        const at = Math.floor(random() * 64);
        flipped[at] = 1 - (flipped[at] ?? 0);
      }
      const hex = (b: number[]) =>
        Array.from({ length: 16 }, (_, n) => Number.parseInt(b.slice(n * 4, n * 4 + 4).join(''), 2).toString(16)).join(
          '',
        );
      const [a, b] = [hex(bits), hex(flipped)];
      if (hammingDistance(a, b) > LOOKALIKE_THRESHOLD) continue;
      const near = [0, 1, 2, 3].some((band) =>
        bandNeighbours(hashBands(a)[band] ?? 0, BAND_RADIUS).includes(hashBands(b)[band] ?? -1),
      );
      expect(near).toBe(true);
    }
  });

  it(`on the labelled set, precision and recall at ${LOOKALIKE_THRESHOLD} bits are at least the documented numbers`, {
    timeout: 300_000,
  }, async () => {
    const set = await buildLabelledSet();
    const originals = await Promise.all(set.originals.map((original) => perceptualHash(original.image)));
    const copies: (string | null)[] = [];
    for (const copy of set.copies) copies.push(await perceptualHash(copy.image));
    let truePositives = 0;
    let falsePositives = 0;
    let positives = 0;
    const matches = (a: string | null | undefined, b: string | null | undefined) =>
      !!a && !!b && hammingDistance(a, b) <= LOOKALIKE_THRESHOLD;
    // Every copy against every original: a match with its own is right, with any other is wrong.
    for (const [i, copy] of set.copies.entries()) {
      for (const [j, original] of originals.entries()) {
        const same = copy.source === j;
        if (same) positives += 1;
        if (matches(copies[i], original)) {
          if (same) truePositives += 1;
          else falsePositives += 1;
        }
      }
    }
    // And the distinct originals against each other: every match is wrong.
    for (let i = 0; i < originals.length; i++) {
      for (let j = i + 1; j < originals.length; j++) if (matches(originals[i], originals[j])) falsePositives += 1;
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / positives;
    console.info(
      `labelled set: ${set.originals.length} originals × ${COPY_RECIPE.length} copies; threshold ${LOOKALIKE_THRESHOLD}: ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${truePositives} of ${positives} copies found, ` +
        `${falsePositives} wrong matches)`,
    );
    expect(precision).toBeGreaterThanOrEqual(DOCUMENTED.precision);
    expect(recall).toBeGreaterThanOrEqual(DOCUMENTED.recall);
  });
});
