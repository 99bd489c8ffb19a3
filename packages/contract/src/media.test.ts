import { describe, expect, it } from 'vitest';
import { imageSrcset, mediaUrl, zoomImageUrl } from './media';

describe('image variants (docs/product.md#api-conventions)', () => {
  const hash = 'a'.repeat(64);

  it('names a variant /media/<hash>-<width>.webp', () => {
    expect(mediaUrl(hash, 640)).toBe(`/media/${hash}-640.webp`);
  });

  it("builds an image's srcset from its url and widths", () => {
    const image = { id: 'i1', url: mediaUrl(hash, 1280), widths: [320, 640, 1280] };
    expect(imageSrcset(image)).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1280.webp 1280w`,
    );
  });

  it('has no srcset for a plain URL, an image without widths, or a URL that is not Kala media', () => {
    expect(imageSrcset(undefined)).toBeUndefined();
    expect(imageSrcset(mediaUrl(hash, 640))).toBeUndefined();
    expect(imageSrcset({ id: 'i1', url: mediaUrl(hash, 640) })).toBeUndefined();
    expect(imageSrcset({ id: 'i1', url: mediaUrl(hash, 640), widths: [] })).toBeUndefined();
    expect(imageSrcset({ id: 'i1', url: 'https://example.com/a-640.webp', widths: [320] })).toBeUndefined();
    expect(imageSrcset({ id: 'i1', url: '/media/x/../a-640.webp', widths: [320] })).toBeUndefined();
  });

  it("names the zoom variant by the image's hash and zoomWidth, and nothing without one", () => {
    const image = { id: 'i1', url: mediaUrl(hash, 1280), widths: [320, 1280], zoomWidth: 3024 };
    expect(zoomImageUrl(image)).toBe(`/media/${hash}-3024.webp`);
    expect(imageSrcset(image)).not.toContain('3024');
    expect(zoomImageUrl({ id: 'i1', url: mediaUrl(hash, 1280), widths: [320, 1280] })).toBeUndefined();
    expect(zoomImageUrl(mediaUrl(hash, 1280))).toBeUndefined();
    expect(zoomImageUrl({ id: 'i1', url: 'https://example.com/a-1280.webp', zoomWidth: 3000 })).toBeUndefined();
  });
});
