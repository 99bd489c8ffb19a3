import sharp from 'sharp';

// A perceptual hash of a picture (issue 38, docs/decisions/0041-stolen-art-guard.md): 64 bits that change little
// when the same picture is resized, re-encoded, slightly cropped, colour-shifted or watermarked, and differ in
// about half their bits between unrelated pictures. It is the DCT hash ("pHash", as the imagehash library and
// pHash.org compute it): a 32×32 grey copy, its 2-D discrete cosine transform, and one bit per low frequency of the
// top-left 8×8 block, set when that coefficient is above their median. Low frequencies carry the picture's layout,
// which survives everything above; fine detail, colours and a small mark do not move them much.

/** The side of the grey copy that is transformed. */
const SIDE = 32;
/** The side of the block of lowest frequencies whose signs make the hash (8 × 8 = 64 bits). */
const LOW = 8;

// cos((2x + 1) u π / 2N) for every u < LOW and x < SIDE, computed once: the transform is then 2 × 8 × 32 × 32
// multiplications, a few microseconds.
const COS: Float64Array = (() => {
  const table = new Float64Array(LOW * SIDE);
  for (let u = 0; u < LOW; u++) {
    for (let x = 0; x < SIDE; x++) table[u * SIDE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE));
  }
  return table;
})();

/**
 * A picture whose grey copy varies less than this (standard deviation, 0–255) has no layout to hash: a plain
 * colour, or nearly. Its DCT is all but zero and its bits would be noise, equal for every plain picture, so such
 * a picture gets no hash and never matches anything.
 */
export const MIN_CONTRAST = 3;

/** The 64-bit hash of a 32×32 grey picture (row-major luminance), as 16 hex digits; null when it is flat. */
export function hashOfPixels(grey: ArrayLike<number>): string | null {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < SIDE * SIDE; i++) {
    const value = grey[i] ?? 0;
    sum += value;
    squares += value * value;
  }
  const mean = sum / (SIDE * SIDE);
  if (Math.sqrt(Math.max(0, squares / (SIDE * SIDE) - mean * mean)) < MIN_CONTRAST) return null;
  // Rows first: for each row y, its LOW lowest frequencies; then columns of that: the LOW × LOW block.
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += (grey[y * SIDE + x] ?? 0) * (COS[u * SIDE + x] ?? 0);
      rows[y * LOW + u] = sum;
    }
  }
  const block = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += (rows[y * LOW + u] ?? 0) * (COS[v * SIDE + y] ?? 0);
      block[v * LOW + u] = sum;
    }
  }
  const sorted = [...block].sort((a, b) => a - b);
  const median = ((sorted[31] ?? 0) + (sorted[32] ?? 0)) / 2;
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) value = (value << 1) | ((block[nibble * 4 + bit] ?? 0) > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

/**
 * The perceptual hash of an encoded picture (any format sharp reads): turned upright, transparency over white,
 * grey, squeezed to 32×32 whatever its shape (the hash compares layouts, not proportions). Null when it is flat.
 */
export function perceptualHash(image: Buffer): Promise<string | null> {
  return perceptualHashOf(sharp(image, { failOn: 'error' }).rotate());
}

/** The same, of a picture sharp already holds (the upload's decoded pixels: lib/images.ts). */
export async function perceptualHashOf(image: sharp.Sharp): Promise<string | null> {
  const { data } = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hashOfPixels(data);
}

const POPCOUNT4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** How many of the 64 bits differ between two hashes (16 hex digits each). */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i++) {
    distance += POPCOUNT4[Number.parseInt(a[i] ?? '0', 16) ^ Number.parseInt(b[i] ?? '0', 16)] ?? 0;
  }
  return distance;
}

/** The hash's four 16-bit bands, most significant first: what the look-up's indexes hold. */
export function hashBands(hash: string): [number, number, number, number] {
  return [0, 1, 2, 3].map((band) => Number.parseInt(hash.slice(band * 4, band * 4 + 4), 16)) as [
    number,
    number,
    number,
    number,
  ];
}

/**
 * Every 16-bit value within `radius` bits of `value` (itself included): 1 + 16 + 120 values for a radius of 2.
 * Two hashes within `threshold` bits differ by at most ⌊threshold / 4⌋ bits in at least one of their four bands
 * (else they would differ by more than the threshold in all), so looking each band up at that radius finds every
 * match: multi-index hashing (Norouzi, Punjani and Fleet, 2012).
 */
export function bandNeighbours(value: number, radius: number): number[] {
  const found = [value];
  let frontier = [{ value, lowest: 0 }];
  for (let step = 0; step < radius; step++) {
    const next: { value: number; lowest: number }[] = [];
    // Flip bits in rising order only, so each set of flipped bits is made once.
    for (const entry of frontier) {
      for (let bit = entry.lowest; bit < 16; bit++) {
        const flipped = entry.value ^ (1 << bit);
        found.push(flipped);
        next.push({ value: flipped, lowest: bit + 1 });
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * Two pictures whose hashes are at most this many bits apart are taken for the same work. Chosen on the labelled
 * set the test suite builds (test/lookalike-set.ts; lib/perceptual-hash.test.ts measures it, docs/product.md
 * states it): the best balance of precision and recall there (F1), and a wrong match only costs a moderator a look.
 */
export const LOOKALIKE_THRESHOLD = 14;

/** The band radius that finds every match within LOOKALIKE_THRESHOLD (bandNeighbours). */
export const BAND_RADIUS = Math.floor(LOOKALIKE_THRESHOLD / 4);
