import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArtworkImage } from './artwork-image';
import { PLACEHOLDER_IMAGE_URL } from '../../ui/placeholder';

const image = { id: 'i1', url: '/media/abc-640.webp', widths: [320, 640] };

/** Images as the browser has them when React arrives: already loaded (or failed) or not yet. */
function imagesAre(state: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth);
}

describe('ArtworkImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('settles once when its picture loads', () => {
    imagesAre({ complete: false, naturalWidth: 0 });
    const settled = vi.fn();
    const { container } = render(<ArtworkImage image={image} alt="Monsoon" sizes="50vw" onSettled={settled} />);
    expect(settled).not.toHaveBeenCalled();
    fireEvent.load(container.querySelector('img')!);
    fireEvent.load(container.querySelector('img')!);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles a picture that loaded before React was listening (a server-rendered page), once', () => {
    imagesAre({ complete: true, naturalWidth: 640 });
    const settled = vi.fn();
    const { container } = render(<ArtworkImage image={image} alt="Monsoon" sizes="50vw" onSettled={settled} />);
    expect(settled).toHaveBeenCalledTimes(1);
    fireEvent.load(container.querySelector('img')!);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder for a first picture that failed before React was listening', () => {
    imagesAre({ complete: true, naturalWidth: 0 });
    const { container } = render(<ArtworkImage image={image} alt="Monsoon" sizes="50vw" priority />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE_URL);
  });

  it("offers the browser every variant of the picture, with the box's sizes", () => {
    imagesAre({ complete: false, naturalWidth: 0 });
    const { container } = render(<ArtworkImage image={image} alt="Monsoon" sizes="50vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/media/abc-320.webp 320w, /media/abc-640.webp 640w');
    expect(img?.getAttribute('sizes')).toBe('50vw');
  });

  it('shows a plain URL (docs/product.md#entities-and-fields) alone, without srcset or sizes', () => {
    imagesAre({ complete: false, naturalWidth: 0 });
    const { container } = render(<ArtworkImage image="/media/abc-640.webp" alt="Monsoon" sizes="50vw" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/abc-640.webp');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
  });

  it('takes a lazy picture not yet asked for (complete without a size in some browsers) as waiting', () => {
    imagesAre({ complete: true, naturalWidth: 0 });
    const settled = vi.fn();
    const { container } = render(<ArtworkImage image={image} alt="Monsoon" sizes="50vw" onSettled={settled} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image.url);
    expect(settled).not.toHaveBeenCalled();
  });

  it('settles a held picture only once it is let go and has loaded', () => {
    imagesAre({ complete: true, naturalWidth: 640 });
    const settled = vi.fn();
    const props = { image, alt: 'Monsoon', sizes: '50vw', onSettled: settled };
    const { container, rerender } = render(<ArtworkImage {...props} hold />);
    expect(container.querySelector('img')).toBeNull();
    expect(settled).not.toHaveBeenCalled();
    rerender(<ArtworkImage {...props} hold={false} />);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
