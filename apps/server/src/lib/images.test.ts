import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  MEDIA_NAME_PATTERN,
  processAvatar,
  processImage,
  profileImageUrl,
  toImageJson,
  ZOOM_MAX_WIDTH,
  zoomWidthFor,
} from './images';

// Real pictures, made by sharp in the test: a left half red and a right half blue, so rotation is visible.
async function twoColourImage(width: number, height: number) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: half, left: width / 2, top: 0 },
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function pixelAt(webp: Buffer, x: number, y: number) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]] as const;
}

describe('processImage', () => {
  it('turns a PNG into webp variants at 320, 480, 640, 800, 960 and 1280 named by content hash, and keeps its own resolution for zooming', async () => {
    const png = await (await twoColourImage(1600, 1000)).png().toBuffer();
    const out = await processImage(png, 'wide.png');
    expect(out.widths).toEqual([320, 480, 640, 800, 960, 1280, 1600]);
    expect(out.hash).toMatch(/^[a-f0-9]{64}$/);
    expect(out.width).toBe(1280);
    expect(out.height).toBe(800);
    for (const variant of out.variants) {
      expect(variant.key).toBe(`${out.hash}-${variant.width}.webp`);
      expect(variant.key).toMatch(MEDIA_NAME_PATTERN);
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
    expect(await sharp(out.variants.at(-1)!.data).metadata()).toMatchObject({ width: 1600, height: 1000 });
  });

  it('keeps the zoom variant within 4096 px wide and 16 megapixels', async () => {
    expect(zoomWidthFor(6000, 4000)).toBe(ZOOM_MAX_WIDTH);
    expect(zoomWidthFor(4032, 3024)).toBe(4032);
    // 4000 × 5000 is 20 megapixels: scaled to 16.
    const width = zoomWidthFor(4000, 5000);
    expect(width * ((width * 5000) / 4000)).toBeLessThanOrEqual(16_000_000);
    expect(width).toBeGreaterThan(3570);
    const png = await (await twoColourImage(5000, 1000)).png().toBuffer();
    const out = await processImage(png, 'panorama.png');
    expect(out.widths).toEqual([320, 480, 640, 800, 960, 1280, 4096]);
    expect(out.width).toBe(1280);
    expect(out.height).toBe(256);
  });

  it('gives the same picture the same name, and a different picture a different one', async () => {
    const a = await (await twoColourImage(400, 300)).png().toBuffer();
    const first = await processImage(a);
    expect((await processImage(a)).hash).toBe(first.hash);
    const b = await (await twoColourImage(400, 302)).png().toBuffer();
    expect((await processImage(b)).hash).not.toBe(first.hash);
  });

  it('never upscales: a small image keeps its own width as the largest variant', async () => {
    const png = await (await twoColourImage(500, 200)).png().toBuffer();
    const out = await processImage(png);
    expect(out.widths).toEqual([320, 480, 500]);
    const tiny = await (await twoColourImage(100, 60)).png().toBuffer();
    const small = await processImage(tiny);
    expect(small.widths).toEqual([100]);
    expect(small.variants).toHaveLength(1);
    expect(await sharp(small.variants[0]!.data).metadata()).toMatchObject({ width: 100, height: 60 });
  });

  it('scales a very tall scroll to fit the 16,383 px side limit of webp', async () => {
    const tall = await sharp({ create: { width: 1400, height: 20_000, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const out = await processImage(tall, 'scroll.png');
    expect(out.height).toBe(16_383);
    expect(out.widths).toEqual([320, 480, 640, 800, 960, out.width]);
    expect(out.width).toBeLessThan(1280);
  });

  it('rotates a JPEG by its EXIF orientation and strips EXIF and GPS data', async () => {
    // Stored 400×200 (red left, blue right) with orientation 6: displayed rotated 90° clockwise, 200×400, red on top.
    const jpeg = await (await twoColourImage(400, 200))
      .jpeg()
      // (withMetadata is for making the test input only; the product code never keeps metadata.)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'KalaCam', Model: 'SecretSerial123' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 36/1 50/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 12/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('SecretSerial123');

    const out = await processImage(jpeg, 'phone.jpg');
    expect(out.width).toBe(200);
    expect(out.height).toBe(400);
    for (const variant of out.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.data.toString('latin1')).not.toContain('SecretSerial123');
      expect(variant.data.toString('latin1')).not.toContain('KalaCam');
    }
    const largest = out.variants[out.variants.length - 1]!;
    const [r1, , b1] = await pixelAt(largest.data, 100, 50);
    const [r2, , b2] = await pixelAt(largest.data, 100, 350);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('refuses a text file named .png, naming the file', async () => {
    const error = await refusal(processImage(Buffer.from('this is not a picture, just text\n'.repeat(20)), 'cat.png'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The following files could not be read as images: cat.png');
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const error = await refusal(processImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('could not be read as images: cut.jpg');
  });

  it('refuses a PNG whose header declares 50000×50000 pixels, without decoding it', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0c0' } })
        .png()
        .toBuffer(),
    );
    // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) ... then its CRC over type+data.
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const started = Date.now();
    const error = await refusal(processImage(png, 'bomb.png'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The image bomb.png has too many pixels. Images may be at most 40 megapixels');
  });

  it('refuses formats outside JPEG, PNG, WebP, GIF and AVIF even when they decode (TIFF, SVG)', async () => {
    const tiff = await (await twoColourImage(40, 40)).tiff().toBuffer();
    const error = await refusal(processImage(tiff, 'scan.tiff'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(
      'The following files are not supported: scan.tiff. Supported formats: JPG, PNG, WebP, GIF, AVIF',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect/></svg>');
    expect((await refusal(processImage(svg, 'x.svg'))).statusCode).toBe(400);
  });

  it('refuses a file above the size limit with 413', async () => {
    const error = await refusal(processImage(Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.jpg'));
    expect(error.statusCode).toBe(413);
  });

  it('refuses an image under 10 pixels on a side', async () => {
    const png = await sharp({ create: { width: 5, height: 40, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect((await refusal(processImage(png, 'sliver.png'))).message).toContain('too small');
  });

  it('accepts an animated GIF (its first frame)', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 60, height: 40, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif({ delay: [200, 200] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await processImage(gif, 'blink.gif');
    expect(out.widths).toEqual([60]);
    expect(out.height).toBe(40);
    const [r, , b] = await pixelAt(out.variants[0]!.data, 30, 20);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it('accepts WebP and AVIF', async () => {
    const image = await twoColourImage(700, 400);
    expect((await processImage(await image.clone().webp().toBuffer())).widths).toEqual([320, 480, 640, 700]);
    // sharp's prebuilt libvips encodes AVIF (via libheif + aom); if a build ever lacks it, this says so loudly.
    const avif = await image.clone().avif({ effort: 0 }).toBuffer();
    expect((await processImage(avif, 'a.avif')).widths).toEqual([320, 480, 640, 700]);
  });
});

describe('processAvatar', () => {
  it('crops to a square and makes 96 and 256 px variants', async () => {
    const jpeg = await (await twoColourImage(800, 600)).jpeg().toBuffer();
    const out = await processAvatar(jpeg, 'me.jpg');
    expect(out.widths).toEqual([96, 256]);
    expect(out.width).toBe(256);
    expect(out.height).toBe(256);
    for (const variant of out.variants) {
      expect(await sharp(variant.data).metadata()).toMatchObject({ width: variant.width, height: variant.width });
    }
    expect(profileImageUrl(out)).toBe(`/media/${out.hash}-256.webp`);
  });

  it('keeps a small picture small', async () => {
    const png = await (await twoColourImage(80, 120)).png().toBuffer();
    const out = await processAvatar(png);
    expect(out.widths).toEqual([80]);
  });
});

describe('image URLs', () => {
  const hash = 'a'.repeat(64);

  it('names the zoom variant apart from the displayed widths, so no srcset and no `url` is the large file', () => {
    const json = toImageJson({ id: 'img1', hash, widths: '320,640,1280,3000', width: 1280, height: 960 });
    expect(json).toEqual({
      id: 'img1',
      url: `/media/${hash}-1280.webp`,
      widths: [320, 640, 1280],
      width: 1280,
      height: 960,
      zoomWidth: 3000,
    });
  });

  it('shapes a stored row as the contract ArtworkImage with the largest variant as url', () => {
    const json = toImageJson({ id: 'img1', hash, widths: '320,640,1280', width: 1280, height: 960 });
    expect(json).toEqual({
      id: 'img1',
      url: `/media/${hash}-1280.webp`,
      widths: [320, 640, 1280],
      width: 1280,
      height: 960,
    });
  });
});
