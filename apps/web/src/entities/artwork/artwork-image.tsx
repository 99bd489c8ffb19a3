import { type ArtworkImage as ArtworkImageData, imageSrcset, PLACEHOLDER_IMAGE_SIZE } from '@kala/contract';
import { type CSSProperties, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { PLACEHOLDER_IMAGE_URL } from '../../ui/placeholder';

export interface ArtworkImageProps {
  image: ArtworkImageData | string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right srcset variant. */
  sizes: string;
  /** The first image of a screen (likely the largest paint): loaded at once, with high priority. */
  priority?: boolean;
  /** cover fills the box (cards); contain shows the whole artwork (detail). */
  fit?: 'cover' | 'contain';
  /** The box: give it a fixed aspect ratio (aspect-square, aspect-[4/5]...) so nothing shifts while loading. */
  className?: string;
  /** E.g. an aspect ratio computed from the image's own size. */
  style?: CSSProperties;
  imgClassName?: string;
  /**
   * Keep the box empty for now: the screen holds images further down until its first ones have loaded, so on a
   * slow network the largest paint gets the bandwidth.
   */
  hold?: boolean;
  /** Called once the picture has loaded or failed (the placeholder shown instead counts). */
  onSettled?: () => void;
}

/**
 * An artwork's picture in a fixed box: responsive webp variants (srcset/sizes), lazy below the fold, the
 * placeholder when there is no image or it fails to load. Images may be plain URL strings
 * (docs/product.md#entities-and-fields).
 */
export function ArtworkImage({
  image,
  alt,
  sizes,
  priority = false,
  fit = 'cover',
  className,
  style,
  imgClassName,
  hold = false,
  onSettled,
}: ArtworkImageProps) {
  const url = typeof image === 'string' ? image : image?.url;
  const srcset = imageSrcset(image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  const width = typeof image === 'object' ? image.width : undefined;
  const height = typeof image === 'object' ? image.height : undefined;
  const src = broken ? PLACEHOLDER_IMAGE_URL : url;

  // Settled once per picture, whichever way the news comes.
  const settledSrc = useRef<string | null>(null);
  const settle = () => {
    if (settledSrc.current === src) return;
    settledSrc.current = src;
    onSettled?.();
  };
  const fail = () => (broken ? settle() : setFailedUrl(url ?? null));

  return (
    <div className={cn('relative overflow-hidden bg-muted', className)} style={style}>
      {hold ? null : (
        <img
          // A server-rendered page's image may have loaded (or failed) before React was listening: its event is
          // gone, and a screen waiting for it would hold its other images for ever. Read it off the element. (A
          // lazy image not yet asked for may also say complete, without a size, in some browsers: not a failure.)
          ref={(img) => {
            if (!img?.complete) return;
            if (img.naturalWidth > 0) settle();
            else if (priority) fail();
          }}
          src={src}
          srcSet={broken ? undefined : srcset}
          sizes={broken || !srcset ? undefined : sizes}
          width={broken ? PLACEHOLDER_IMAGE_SIZE : width}
          height={broken ? PLACEHOLDER_IMAGE_SIZE : height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
          onLoad={settle}
          onError={fail}
          className={cn(
            'absolute inset-0 size-full',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            broken && 'object-cover',
            imgClassName,
          )}
        />
      )}
    </div>
  );
}
